import { setTimeout as sleep } from 'node:timers/promises';
import { composeOfflineReply, estimatePromptTokens, estimateTokens } from '@avatara/companion';
import { SCREEN_LAG_CHARS } from '../safety';
import type { ChatModel, ModelCall, ModelEvent } from './types';

/** Pieces a reply is streamed in: words with their trailing space, or one or two CJK characters. */
export function streamPieces(text: string): string[] {
  return (
    text.match(
      /(?:[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]){1,2}|[^\s\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]+\s*|\s+/gu,
    ) ?? []
  );
}

/** A piece ends a sentence (the reply screen shows text up to such ends, docs/safety.md). */
const ENDS_SENTENCE = /[.!?…。！？؟\n]["'”’»)\]]*\s*$|[。！？]/u;

/**
 * The reply's pieces, each with whether the engine pauses before it: the first sentence (at most
 * 2 × SCREEN_LAG_CHARS of it) comes at once, as a model's first tokens do when it has thought,
 * then a pause before every further piece. A pause inside the first sentence would only delay it: the reply screen holds an
 * unfinished sentence back, so nobody would see those words come one by one.
 */
export function pacedPieces(text: string): { piece: string; pauseBefore: boolean }[] {
  let thought = false;
  let length = 0;
  return streamPieces(text).map((piece) => {
    const pauseBefore = thought;
    length += piece.length;
    // A long first sentence: once the screen shows its beginning, the rest comes word by word.
    if (ENDS_SENTENCE.test(piece) || length >= 2 * SCREEN_LAG_CHARS) thought = true;
    return { piece, pauseBefore };
  });
}

/**
 * Embedded default: the offline persona engine of `@avatara/companion` writes the reply from the
 * avatar's persona, current emotions and memories in the user's language; it is streamed word by
 * word like a model's output: the first sentence at once, then `OFFLINE_WORD_DELAY_MS` between
 * words (`pacedPieces`). Tokens are estimated for the same
 * prompt a real model would have been sent, so billing works the same way.
 */
export class OfflinePersonaModel implements ChatModel {
  constructor(private readonly wordDelayMs: number) {}

  async *stream(call: ModelCall): AsyncGenerator<ModelEvent> {
    const reply = composeOfflineReply(call.persona);
    // Never longer than the reply budget the caller could afford.
    let budget = call.maxTokens;
    let sent = '';
    for (const { piece, pauseBefore } of pacedPieces(reply)) {
      if (call.signal.aborted) throw call.signal.reason ?? new Error('aborted');
      const cost = estimateTokens(piece);
      if (cost > budget) break;
      budget -= cost;
      if (this.wordDelayMs > 0 && pauseBefore)
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
