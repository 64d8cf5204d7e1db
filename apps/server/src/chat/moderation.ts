/**
 * The connection's `/moderations` endpoint as a second opinion (docs/safety.md): on user messages
 * the offline crisis classifier let pass, and on picture prompts the offline check allowed. It
 * never blocks a turn for long and never fails one: no answer in time, or an error, is no opinion.
 * A server without the endpoint (most local ones) answers 404 once and is not asked again.
 */
import OpenAI from 'openai';

export interface ModerationVerdict {
  /** Self-harm in any form (statement, intent, instructions). */
  selfHarm: boolean;
  /** Intent or instructions: the person means to act. */
  intent: boolean;
  sexual: boolean;
  sexualMinors: boolean;
  violenceGraphic: boolean;
}

export interface Moderation {
  check(input: string, signal?: AbortSignal): Promise<ModerationVerdict | null>;
}

/** Longest wait for a second opinion, ms: the turn goes on without it. */
export const MODERATION_TIMEOUT_MS = 2000;

export class OpenAiModeration implements Moderation {
  private supported = true;

  constructor(
    private readonly client: OpenAI,
    private readonly model: string,
    private readonly onError: (err: unknown) => void,
    private readonly timeoutMs = MODERATION_TIMEOUT_MS,
  ) {}

  async check(input: string, signal?: AbortSignal): Promise<ModerationVerdict | null> {
    if (!this.supported) return null;
    const timeout = AbortSignal.timeout(this.timeoutMs);
    try {
      const res = await this.client.moderations.create(
        { model: this.model, input },
        { signal: signal ? AbortSignal.any([signal, timeout]) : timeout, maxRetries: 0 },
      );
      const c = res.results[0]?.categories;
      if (!c) return null;
      return {
        selfHarm: c['self-harm'] || c['self-harm/intent'] || c['self-harm/instructions'],
        intent: c['self-harm/intent'] || c['self-harm/instructions'],
        sexual: c.sexual,
        sexualMinors: c['sexual/minors'],
        violenceGraphic: c['violence/graphic'],
      };
    } catch (err) {
      if (err instanceof OpenAI.NotFoundError) this.supported = false;
      if (!timeout.aborted && !signal?.aborted) this.onError(err);
      return null;
    }
  }
}

/**
 * One turn's second opinions: a text that lies within one already asked about this turn (the
 * picture prompt of "can you draw me a lake?" inside its message) takes that answer instead of a
 * second call. A missing answer (timeout, error, no endpoint) is shared too: no opinion.
 */
export class TurnModeration implements Moderation {
  private readonly asked: { input: string; verdict: Promise<ModerationVerdict | null> }[] = [];

  constructor(private readonly inner: Moderation) {}

  check(input: string, signal?: AbortSignal): Promise<ModerationVerdict | null> {
    const text = input.trim();
    const known = this.asked.find((a) => a.input.includes(text));
    if (known) return known.verdict;
    const verdict = this.inner.check(input, signal);
    this.asked.push({ input, verdict });
    return verdict;
  }
}
