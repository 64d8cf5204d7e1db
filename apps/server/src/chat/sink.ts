import type { TChatMeta, TChatNotice, TChatStreamError } from '@avatara/contracts';
import { usdToMicro } from '../money';
import type { TurnTelemetry } from '../observability/chat';

/** Where a reply goes: the plain-text collector or the server-sent-event stream. */
export interface ReplySink {
  delta(text: string): void;
  meta(meta: TChatMeta): void;
  /** The model failed after the answer began: nothing was charged, the message is kept. */
  error(error: TChatStreamError): void;
  /** A pause with nothing to say: `AI:OK`. */
  ok(): void;
  /** A notice outside the avatar's role: the crisis referral (instead of the reply) or the AI disclosure. */
  notice(notice: TChatNotice): void;
}

/** What a turn knows of its request beyond the body. */
export interface TurnContext {
  /** The region of the browser's language (`Accept-Language`), for the crisis services; null: the UI language's. */
  country: string | null;
}

/**
 * `sink`, telling the turn's telemetry what the user gets: the first words, a stored reply of the
 * model (not a goodbye without one, nor the crisis referral) with its charge, and errors.
 */
export function watchedSink(sink: ReplySink, told: TurnTelemetry): ReplySink {
  return {
    delta: (text) => {
      told.words();
      sink.delta(text);
    },
    meta: (meta) => {
      if (meta.messageId !== null && meta.safety === undefined)
        told.replied(meta.model, usdToMicro(meta.costUsd));
      sink.meta(meta);
    },
    error: (error) => {
      told.error(error.code);
      sink.error(error);
    },
    ok: () => sink.ok(),
    notice: (notice) => sink.notice(notice),
  };
}
