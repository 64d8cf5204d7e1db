/**
 * What an avatar remembers about a user: durable facts learnt in the chat, stored per
 * (user, avatar) by the server and recalled into later replies. Pure data, no I/O.
 */
import type { LanguageCode } from '../languages.js';
import type { MemoryKind } from '../languages/parts/memory.js';

/** The kinds of facts an avatar learns about the user: the vocabulary of every language's memory rules. */
export { MEMORY_KINDS, type MemoryKind } from '../languages/parts/memory.js';

/**
 * A fact found in one user message, before it is stored.
 * `key` identifies the fact for de-duplication: a later fact with the same key replaces the
 * earlier one (`name` → the user's name; `like:jazz`; `person:sister`; `place:home`; `job`; …).
 * Keys are lower-case, language-neutral where possible, at most 80 characters.
 */
export interface MemoryCandidate {
  readonly kind: MemoryKind;
  readonly key: string;
  /** The remembered value as the user said it, trimmed: `Zoltan`, `jazz`, `my sister Anna`. At most 120 characters. */
  readonly value: string;
  /** The fact as one short sentence about the user, in the language it was said in (what the memory list shows). */
  readonly text: string;
}

/** A stored fact, as recall and the persona engine see it. */
export interface MemoryFact extends MemoryCandidate {
  readonly id: string;
  /** The language the fact was learnt in. */
  readonly language: LanguageCode;
  /** Epoch ms when it was learnt or last confirmed. */
  readonly updatedAtMs: number;
}
