/**
 * Labelled evaluation corpus of the offline appraiser: realistic chat messages a companion
 * receives, each with the expected valence sign and flags.
 */

/** Expected valence sign: '+' pleasant, '0' neutral, '-' unpleasant. */
export type Sign = '+' | '0' | '-';

/**
 * One labelled message: text, expected valence sign, and flags — `t` hostile or dangerous
 * (insult, threat), `i` intimate (love, hugs, missing someone), `a` high arousal (excited, urgent,
 * threatening).
 */
export type CorpusCase = readonly [text: string, valence: Sign, flags?: string];
