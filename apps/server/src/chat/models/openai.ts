import {
  clampAppraisal,
  estimatePromptTokens,
  estimateTokens,
  ZAppraisal,
  type Appraisal,
} from '@avatara/companion';
import OpenAI from 'openai';
import { APPRAISAL_JSON_SCHEMA } from '../appraiser';
import { JsonReplyExtractor } from './json-reply';
import { ModelError, type ChatModel, type ModelCall, type ModelEvent } from './types';

/** Structured output of a chat reply: the text first (it streams), then the appraisal. */
export const CHAT_REPLY_JSON_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['reply', 'appraisal'],
  properties: {
    reply: { type: 'string', description: 'Your chat message to the user' },
    appraisal: { ...APPRAISAL_JSON_SCHEMA, description: "How the user's latest message felt to you" },
  },
} as const;

export interface OpenAiChatOptions {
  /** Longest wait for the first token and between tokens, ms. */
  timeoutMs: number;
  /** Ask for `{reply, appraisal}` with a JSON schema. */
  structured: boolean;
  onRetry?: (err: ModelError) => void;
}

function isTransientStatus(status: number | undefined): boolean {
  return status === undefined || status === 408 || status === 409 || status === 429 || status >= 500;
}

/** Maps any failure of the SDK to a ModelError (the message never reaches the user as such). */
function toModelError(err: unknown, timedOut: boolean): ModelError {
  if (timedOut || err instanceof OpenAI.APIConnectionTimeoutError)
    return new ModelError('MODEL_TIMEOUT', 'The chat model did not answer in time', true, { cause: err });
  if (err instanceof OpenAI.APIConnectionError)
    return new ModelError('MODEL_UNAVAILABLE', 'The chat model cannot be reached', true, { cause: err });
  if (err instanceof OpenAI.APIError)
    return new ModelError(
      'MODEL_UNAVAILABLE',
      `The chat model answered ${err.status ?? 'an error'}`,
      isTransientStatus(err.status),
      { cause: err },
    );
  // Anything else (a body that is not the expected JSON or event stream, a parse error): the
  // provider's own words stay in the log, never in an answer.
  return new ModelError('MODEL_UNAVAILABLE', 'The chat model failed', false, { cause: err });
}

/** A completion with no text: an empty answer, an HTML page with status 200, `{"reply": ""}`. */
class EmptyAnswer extends Error {
  constructor(readonly raw: string) {
    super(`the chat model answered no text (${raw.length} characters before unwrapping)`);
  }
}

/** A 400 that names response_format: this server has no JSON-schema output. */
const rejectsJsonSchema = (err: unknown): boolean =>
  err instanceof OpenAI.BadRequestError && /response_format|json_schema|structured/i.test(err.message);

/**
 * Real adapter: any OpenAI-compatible chat API (OpenAI, Azure OpenAI's v1 endpoint, Ollama, vLLM,
 * llama.cpp server), streaming, with the provider's token usage (`stream_options.include_usage`).
 * Timeouts for the first token and between tokens; one retry on a transient error before any text
 * reached the user. Structured output `{reply, appraisal}` streams the reply and yields the
 * appraisal at the end; a server that rejects JSON schemas is asked again in plain text (and
 * remembered).
 */
export class OpenAiChatModel implements ChatModel {
  private readonly plainOnly = new Set<string>();

  constructor(
    private readonly client: OpenAI,
    private readonly options: OpenAiChatOptions,
  ) {}

  async *stream(call: ModelCall): AsyncGenerator<ModelEvent> {
    let retried = false;
    // `timeoutMs` is the longest a user waits for the first word, a retry included.
    const deadline = Date.now() + this.options.timeoutMs;
    let structured = this.options.structured && !this.plainOnly.has(call.entry.model);
    for (;;) {
      const ac = new AbortController();
      const onAbort = () => ac.abort(call.signal.reason);
      if (call.signal.aborted) ac.abort(call.signal.reason);
      call.signal.addEventListener('abort', onAbort, { once: true });
      let timer: NodeJS.Timeout | undefined;
      let timedOut = false;
      let emitted = false;
      /** Before the first word: until the deadline; after it: `timeoutMs` between chunks. */
      const arm = () => {
        clearTimeout(timer);
        const wait = emitted ? this.options.timeoutMs : Math.max(0, deadline - Date.now());
        timer = setTimeout(() => {
          timedOut = true;
          ac.abort(new Error('timeout'));
        }, wait);
      };
      let finished = false;
      try {
        arm();
        const stream = await this.client.chat.completions.create(
          {
            model: call.entry.model,
            messages: call.messages.map((m) => ({ role: m.role, content: m.content })),
            max_tokens: call.maxTokens,
            temperature: 0.8,
            stream: true,
            stream_options: { include_usage: true },
            ...(structured
              ? {
                  response_format: {
                    type: 'json_schema' as const,
                    json_schema: { name: 'chat_reply', strict: true, schema: CHAT_REPLY_JSON_SCHEMA },
                  },
                }
              : {}),
          },
          { signal: ac.signal, maxRetries: 0, timeout: this.options.timeoutMs },
        );
        const extractor = new JsonReplyExtractor();
        let raw = '';
        let usage: { prompt_tokens: number; completion_tokens: number } | undefined;
        for await (const chunk of stream) {
          arm();
          const piece = chunk.choices[0]?.delta?.content;
          if (piece) {
            raw += piece;
            const text = structured ? extractor.push(piece) : piece;
            if (text) {
              emitted = true;
              yield { type: 'delta', text };
            }
          }
          if (chunk.usage) usage = chunk.usage;
        }
        clearTimeout(timer);
        // Some SDK versions end the iteration quietly on abort: an aborted call is never complete.
        if (ac.signal.aborted)
          throw timedOut ? new Error('timeout') : (call.signal.reason ?? new Error('aborted'));
        if (!emitted) throw new EmptyAnswer(raw);
        finished = true;
        const appraisal = structured ? appraisalOf(extractor.parsed()) : null;
        if (appraisal) yield { type: 'appraisal', appraisal };
        yield {
          type: 'usage',
          promptTokens: usage?.prompt_tokens ?? estimatePromptTokens(call.messages),
          completionTokens: usage?.completion_tokens ?? estimateTokens(raw),
        };
        return;
      } catch (err) {
        if (call.signal.aborted) throw err;
        if (structured && !emitted && rejectsJsonSchema(err)) {
          this.plainOnly.add(call.entry.model);
          structured = false;
          continue;
        }
        const failure =
          err instanceof EmptyAnswer
            ? new ModelError('MODEL_UNAVAILABLE', 'The chat model answered no text', true, { cause: err })
            : toModelError(err, timedOut);
        if (!emitted && failure.transient && !retried && deadline - Date.now() > 0) {
          retried = true;
          this.options.onRetry?.(failure);
          continue;
        }
        throw failure;
      } finally {
        clearTimeout(timer);
        call.signal.removeEventListener('abort', onAbort);
        // The consumer stopped early (client gone): stop the provider's generation too.
        if (!finished) ac.abort(new Error('stopped'));
      }
    }
  }
}

/** The appraisal of a structured answer, clamped and validated; null when absent or malformed. */
function appraisalOf(parsed: Record<string, unknown> | null): Appraisal | null {
  const value = parsed?.appraisal;
  if (typeof value !== 'object' || value === null) return null;
  const result = ZAppraisal.safeParse(clampAppraisal(value as Record<string, unknown>));
  return result.success ? result.data : null;
}
