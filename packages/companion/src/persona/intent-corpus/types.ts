/**
 * Labelled evaluation corpus of the offline persona engine's intent detection (`detectIntent`):
 * chat messages with the one main intent each must be read as.
 */
import type { Intent } from '../intent.js';

/**
 * One labelled message. `heldOut` rows were written as a user would write them — not copied
 * from the cues — and the cues were not written from them; a held-out miss is fixed only by a
 * general rule, never by adding the sentence.
 */
export interface IntentCase {
  readonly text: string;
  readonly intent: Intent;
  readonly heldOut?: boolean;
}

/** The rows of one language. */
export type IntentCorpus = readonly IntentCase[];
