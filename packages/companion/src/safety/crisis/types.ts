/**
 * Types of the crisis classifier and the shape of one language's rules (`lang/*.ts`). Every
 * pattern runs on text normalised by `normalizeText` (lower case; Latin languages without accents,
 * `ß` → `ss`; Arabic without diacritics, with one alef), with runs of spaces collapsed. Patterns
 * are written with the `u` flag.
 */
import type { LanguageCode } from '../../languages.js';

export type { LanguageCode };

/** What kind of crisis a message shows. */
export type CrisisKind = 'suicidal_ideation' | 'self_harm' | 'acute_danger';

/**
 * The result of `classifyCrisis`: whether to refer to the crisis services, which kind of crisis,
 * and whose language rules matched (`null` when no crisis).
 */
export interface CrisisVerdict {
  readonly crisis: boolean;
  readonly kind: CrisisKind | null;
  readonly language: LanguageCode | null;
}

/** Rules that find replies encouraging or instructing suicide or self-harm. */
export interface ReplyRules {
  /** Harmful on their own (unless negated or framed as the person's feeling). */
  readonly harmful: readonly RegExp[];
  /** Encouragement ("do it", "go ahead"): harmful together with a `topic` and no `supportive` cue. */
  readonly encourage: readonly RegExp[];
  /** A whole reply that is only a push ("Do it.", "Tu es."), punctuation removed; `^…$`. */
  readonly bare: RegExp;
  /** Words of the topic: dying, pills, cutting, jumping. */
  readonly topic: RegExp;
  /** A supportive reply: helplines, "please don't", "you matter"; vetoes `encourage` + `topic`. */
  readonly supportive: RegExp;
  /** Text just before a harmful phrase that reports a feeling ("you might feel like …"); ends with `$`. */
  readonly framing: RegExp;
  /** Text just after a harmful phrase that rejects it ("… but that isn't true"); starts with `^`. */
  readonly rebuttal: RegExp;
}

/** The crisis rules of one language: data only, read by `classify.ts`. */
export interface CrisisRules {
  readonly lang: LanguageCode;
  /**
   * Masked before anything else: idioms and hyperbole ("this traffic is killing me"), games,
   * accidents ("I cut myself shaving"). A masked span also ends a clause.
   */
  readonly idioms: readonly RegExp[];
  /** Suicidal thoughts, wishes, plans and preparations of the writer. */
  readonly suicidal: readonly RegExp[];
  /** Self-harm of the writer. */
  readonly selfHarm: readonly RegExp[];
  /** Acute danger: means in hand, at a height, an overdose taken. */
  readonly acute: readonly RegExp[];
  /** Someone else wants to end their life or harms themselves (a referral too). */
  readonly others: readonly RegExp[];
  /** Clause text before a match that negates it ("I would never …"); ends with `$`. */
  readonly negationBefore: RegExp;
  /** Clause text after a match that negates it (Japanese "…なんてしない"); starts with `^`. */
  readonly negationAfter?: RegExp;
  /** Near a match: it is about the past ("used to", "years ago"). */
  readonly past: RegExp;
  /** Anywhere in the message: the writer has recovered ("3 years clean", "doing better now"). */
  readonly recovered: RegExp;
  /** Anywhere in the message: it is happening again or now ("again", "relapsed", "tonight"). */
  readonly relapse: RegExp;
  /**
   * Anywhere in the message: fiction, news, games. Cancels `others` matches and matches whose
   * subject is someone else (`otherSubject`): "the song is about a guy who wants to end it all".
   */
  readonly fiction: RegExp;
  /** Clause text before a match naming someone else as its subject ("a guy who …"); ends with `$`. */
  readonly otherSubject: RegExp;
  /** Clause text after a match that makes it describe someone else (Japanese "…したい男"); `^…`. */
  readonly otherSubjectAfter?: RegExp;
  /** Characters of text around a match searched for `past` cues (CJK needs fewer). */
  readonly window: number;
  readonly reply: ReplyRules;
}
