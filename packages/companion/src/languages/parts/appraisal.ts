/**
 * Word lists of the offline appraiser (`languages/<lang>/appraisal.ts`). Entries are
 * `|`-separated; a trailing `*` matches any ending (`idiot*` → idiots, idiotic); an entry with
 * spaces or hyphens is a phrase. Lists are matched after normalisation (lower case, accents
 * folded, Arabic letter variants unified).
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
  /** Politeness and submission: please, could you, excuse me. */
  readonly polite: string;
  /**
   * Apologies: I'm sorry, forgive me, my bad. In their sentence the unpleasant words are the
   * speaker's own wrongdoing and count little ("Sorry, that was mean of me").
   */
  readonly apology: string;
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
  /**
   * Words for the listener (you, dich, toi, 你, あなた, أنت). With `self` and `others` they tell at
   * whom an insult is aimed: at the listener, or at the speaker or someone else.
   */
  readonly addressee: string;
  /** Words for the speaker (I, me, my, ich, mein, 我, 私, أنا). */
  readonly self: string;
  /** Words for third persons (he, she, my boss, the neighbour, some guy, 他, 上司). */
  readonly others: string;
  /**
   * "You are" (du bist, tu es, eres, 你真, あなたって, أنت): an unpleasant word shortly after one,
   * in the same clause and not in a question, is an insult aimed at the listener ("Du bist so
   * nervig").
   */
  readonly youAre: string;
  /** Words that turn the sentence against what came before (but, aber, 但是): they end an apology's reach. */
  readonly contrast: string;
  /**
   * Phrases that carry no feeling though a word inside them does ("entretien d'embauche", a job
   * interview, holds "embauché"); matched so that the word inside is not.
   */
  readonly neutral: string;
  /**
   * Words that are pleasant alone ("Super !") but only strengthen a word right after them
   * ("super nerveuse").
   */
  readonly boosters: string;
}
