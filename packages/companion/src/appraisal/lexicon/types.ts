/**
 * Word lists of the offline appraiser. Entries are `|`-separated; a trailing `*` matches any
 * ending (`idiot*` → idiots, idiotic); an entry with spaces or hyphens is a phrase. Lists are
 * matched after normalisation (lower case, accents folded, Arabic letter variants unified).
 */
export interface Lexicon {
  /** false for Chinese and Japanese: no spaces, so entries are matched as substrings. */
  readonly segmented: boolean;
  /** Pleasant words: good, thanks, haha. */
  readonly positive: string;
  /** Unpleasant words: bad, hate, problem. */
  readonly negative: string;
  /** Praise of the listener: beautiful, clever, proud of you. */
  readonly compliment: string;
  /** Abuse of the listener: idiot, shut up. */
  readonly insult: string;
  /** Violence and danger: kill, hurt you, knife. */
  readonly threat: string;
  /** Love and closeness: love you, hug, darling. */
  readonly affection: string;
  /** High-energy words: wow, urgent, hurry. */
  readonly excitement: string;
  /** Orders: now, must, tell me. */
  readonly command: string;
  /** Politeness and submission: please, sorry, could you. */
  readonly polite: string;
  /** Sadness and need: sad, lonely, tired. */
  readonly sadness: string;
  /** Greetings and small talk openers: hello, how are you. */
  readonly greeting: string;
  /** News and surprise: new, did you know, imagine. */
  readonly novelty: string;
  /** Words that negate a following (and, for `negationsAfter`, a preceding) match. */
  readonly negations: string;
  /** Negations placed after the negated word (German "nicht", French "pas", Japanese ない). */
  readonly negationsAfter: string;
  /** Words that strengthen the next match (very, so). */
  readonly intensifiers: string;
  /** Words that weaken the next match (a bit). */
  readonly diminishers: string;
  /** Question words; a message starting with one (or containing ? ？ ؟) is a question. */
  readonly questions: string;
}

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
  'sadness',
  'greeting',
  'novelty',
] as const;
export type Category = (typeof CATEGORIES)[number];
