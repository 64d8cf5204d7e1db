/**
 * Labelled evaluation corpus of the offline memory: chat messages with the facts about the user
 * they state, and questions about what the avatar remembers.
 */
import type { MemoryKind } from '../../languages/parts/memory.js';

/**
 * A fact a message states: its kind and what the stored fact must hold — words of its value or
 * key (folded, case and accents ignored), several joined by `+`: `['like', 'cello']`,
 * `['person', 'sister+Anna']` (the key holds the relation id), `['place', 'home+Hamburg']`.
 */
export type ExpectedFact = readonly [kind: MemoryKind, holds: string];

/** One labelled message and every fact about the user it states (`[]`: none). */
export type FactCase = readonly [text: string, facts: readonly ExpectedFact[]];

/**
 * A question and what it asks the avatar to recall: the kinds of facts (`name`, `like`…), `all`
 * for "what do you remember about me", or `[]` when it asks nothing the avatar remembers (a
 * question about the avatar itself, or anything else).
 */
export type QuestionCase = readonly [text: string, recall: readonly (MemoryKind | 'all')[]];

/** The corpus of one language. */
export interface MemoryCorpus {
  /** Rows written before the rules were changed and never used to write them. */
  readonly heldOut: readonly FactCase[];
  /** Rows the rules were written from. */
  readonly dev: readonly FactCase[];
  /** Questions written after the question rules, never used to write them. */
  readonly questionsHeldOut: readonly QuestionCase[];
  /** Questions about what the avatar remembers (both grammatical genders of the listener) and look-alikes. */
  readonly questions: readonly QuestionCase[];
}
