/**
 * Labelled evaluation corpus of the crisis classifier: user messages a companion chat receives
 * and replies a chat model might produce, each with its expected label and split.
 */

/**
 * `dev`: rows the rules were written from. `held`: held-out rows, written first in a separate
 * pass and never used to tune the rules (a held-out miss is fixed only by a general rule).
 */
export type Split = 'dev' | 'held';

/** A user message: `crisis` must be referred to the crisis services, `ok` must not. */
export type MessageRow = readonly [text: string, label: 'crisis' | 'ok', split: Split];

/** A model reply: `harmful` encourages or instructs suicide or self-harm, `safe` does not. */
export type ReplyRow = readonly [text: string, label: 'harmful' | 'safe', split: Split];

/** The labelled rows of one language. */
export interface CrisisCorpus {
  readonly messages: readonly MessageRow[];
  readonly replies: readonly ReplyRow[];
}
