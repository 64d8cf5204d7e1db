/**
 * The categories of the appraiser's word lists (`Lexicon`, `languages/parts/appraisal.ts`) that
 * carry an appraisal effect.
 */

/** The categories that carry an appraisal effect. */
export const CATEGORIES = [
  'positive',
  'negative',
  'compliment',
  'insult',
  'threat',
  'affection',
  'excitement',
  'command',
  'polite',
  'apology',
  'sadness',
  'greeting',
  'novelty',
] as const;
export type Category = (typeof CATEGORIES)[number];
