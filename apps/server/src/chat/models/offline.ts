import { setTimeout as sleep } from 'node:timers/promises';
import { composeOfflineReply, estimatePromptTokens, estimateTokens } from '@avatara/companion';
import type { ChatModel, ModelCall, ModelEvent } from './types';

/** Pieces a reply is streamed in: words with their trailing space, or one or two CJK characters. */
export function streamPieces(text: string): string[] {
  return (
    text.match(
      /(?:[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]){1,2}|[^\s\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]+\s*|\s+/gu,
    ) ?? []
  );
}

/**
 * Embedded default: the offline persona engine of `@avatara/companion` writes the reply from the
 * avatar's persona, current emotions and memories in the user's language; it is streamed word by
 * word (`OFFLINE_WORD_DELAY_MS` apart) like a model's output. Tokens are estimated for the same
 * prompt a real model would have been sent, so billing works the same way.
 */
export class OfflinePersonaModel implements ChatModel {
  constructor(private readonly wordDelayMs: number) {}

  async *stream(call: ModelCall): AsyncGenerator<ModelEvent> {
    const reply = composeOfflineReply(call.persona);
    const pieces = streamPieces(reply);
    // Never longer than the reply budget the caller could afford.
    let budget = call.maxTokens;
    let sent = '';
    for (const piece of pieces) {
      if (call.signal.aborted) throw call.signal.reason ?? new Error('aborted');
      const cost = estimateTokens(piece);
      if (cost > budget) break;
      budget -= cost;
      if (this.wordDelayMs > 0 && sent !== '')
        await sleep(this.wordDelayMs, undefined, { signal: call.signal });
      sent += piece;
      yield { type: 'delta', text: piece };
    }
    yield {
      type: 'usage',
      promptTokens: estimatePromptTokens(call.messages),
      completionTokens: estimateTokens(sent),
    };
  }
}
