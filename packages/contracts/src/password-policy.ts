import type { FeedbackType, TranslationKeys } from '@zxcvbn-ts/core';

/**
 * The one password policy of registration, reset and change (docs/accounts.md "Passwords"): the
 * server enforces it, the browser's strength meter shows the same verdict. The rules are here; the
 * dictionaries are loaded by `password-checker.ts` (on demand: they are large).
 */

/** Shortest password accepted. */
export const MIN_PASSWORD_LENGTH = 8;
/** Lowest zxcvbn score accepted: 0–2 are "too, very, somewhat guessable", 3 "safely unguessable". */
export const MIN_PASSWORD_SCORE = 3;
/**
 * Characters zxcvbn looks at: the rest of a longer password is not examined. Its matching grows
 * fast with length (a 250-character password with many "@"/"$" took seconds), and a password of
 * 64 good characters is strong anyway.
 */
export const CHECKED_PASSWORD_LENGTH = 64;

/** Our own hints (translated by the web as `passwordStrength.hints.<hint>`), most important first. */
export const PASSWORD_HINTS = [
  'tooShort',
  'commonPassword',
  'similarToCommon',
  'personalData',
  'keyboardPattern',
  'repeats',
  'sequence',
  'dates',
  'singleWord',
  'names',
  'addWords',
  'useWords',
  'capitalization',
  'allUppercase',
  'reversedWords',
  'predictableSubstitutions',
  'avoidDates',
  'avoidSequences',
  'avoidRepeats',
  'longerKeyboardPattern',
] as const;
export type TPasswordHint = (typeof PASSWORD_HINTS)[number];

/** zxcvbn's warnings as our hints (null: none). Typed by the library's keys: a new one fails typecheck. */
const WARNINGS: Record<keyof TranslationKeys['warnings'], TPasswordHint | null> = {
  straightRow: 'keyboardPattern',
  keyPattern: 'keyboardPattern',
  simpleRepeat: 'repeats',
  extendedRepeat: 'repeats',
  sequences: 'sequence',
  recentYears: 'dates',
  dates: 'dates',
  topTen: 'commonPassword',
  topHundred: 'commonPassword',
  common: 'commonPassword',
  pwned: 'commonPassword',
  similarToCommon: 'similarToCommon',
  wordByItself: 'singleWord',
  namesByThemselves: 'names',
  commonNames: 'names',
  userInputs: 'personalData',
};

/** zxcvbn's suggestions as our hints. */
const SUGGESTIONS: Record<keyof TranslationKeys['suggestions'], TPasswordHint | null> = {
  l33t: 'predictableSubstitutions',
  reverseWords: 'reversedWords',
  allUppercase: 'allUppercase',
  capitalization: 'capitalization',
  dates: 'avoidDates',
  recentYears: 'avoidDates',
  associatedYears: 'avoidDates',
  sequences: 'avoidSequences',
  repeated: 'avoidRepeats',
  longerKeyboardPattern: 'longerKeyboardPattern',
  anotherWord: 'addWords',
  useWords: 'useWords',
  // "No need for symbols…": zxcvbn says it for an empty password only.
  noNeed: null,
  pwned: null,
};

export type TPasswordScore = 0 | 1 | 2 | 3 | 4;

/** What the policy says about one password. */
export interface TPasswordVerdict {
  /** Whether registration, reset and change accept it. */
  acceptable: boolean;
  /** zxcvbn's score 0–4; a password that is too short counts at most MIN_PASSWORD_SCORE - 1. */
  score: TPasswordScore;
  /** Why it is refused and what would help, most important first; empty when acceptable. */
  hints: TPasswordHint[];
}

/** Whom a password belongs to: a password made of these is refused. */
export interface TPasswordOwner {
  email?: string | undefined;
  name?: string | undefined;
}

/** The product's own name: a password built on the site's name is among the first guesses. */
const SITE_WORDS = ['avatara'];

/**
 * The words a guesser tries first for this person (zxcvbn's "user inputs"): the email, its local
 * part with and without separators and each piece of it, the domain's name, the full name with
 * and without spaces and each part of it. Lower case, at least 3 characters.
 * @example personalWords({ email: 'ada.lovelace@example.com' }) // includes 'adalovelace', 'lovelace', 'example'
 */
export function personalWords(owner: TPasswordOwner): string[] {
  const words = new Set<string>(SITE_WORDS);
  const add = (word: string | undefined) => {
    const w = word?.trim().toLowerCase() ?? '';
    if (w.length >= 3) words.add(w);
  };
  const pieces = (text: string) => text.split(/[^\p{L}\p{N}]+/u);
  const email = owner.email?.trim() ?? '';
  if (email) {
    const at = email.lastIndexOf('@');
    const local = at >= 0 ? email.slice(0, at) : email;
    add(email);
    add(local);
    add(pieces(local).join(''));
    pieces(local).forEach(add);
    if (at >= 0) add(pieces(email.slice(at + 1))[0]);
  }
  const name = owner.name?.trim() ?? '';
  if (name) {
    add(name);
    add(pieces(name).join(''));
    pieces(name).forEach(add);
  }
  return [...words];
}

/** The part of zxcvbn's answer the policy reads. */
export interface TStrengthEstimate {
  score: number;
  feedback: FeedbackType;
}

/**
 * The verdict on a password from zxcvbn's estimate of it (made with `personalWords` of its owner):
 * accepted from MIN_PASSWORD_LENGTH characters and score MIN_PASSWORD_SCORE; hints from zxcvbn's
 * feedback, and a general one when it gives none.
 * @example judgePassword('abc', { score: 0, feedback: { warning: 'sequences', suggestions: [] } })
 * // { acceptable: false, score: 0, hints: ['tooShort', 'sequence', 'addWords'] }
 */
export function judgePassword(password: string, estimate: TStrengthEstimate): TPasswordVerdict {
  const longEnough = [...password].length >= MIN_PASSWORD_LENGTH;
  const raw = Math.max(0, Math.min(4, Math.round(estimate.score))) as TPasswordScore;
  const score = longEnough ? raw : (Math.min(raw, MIN_PASSWORD_SCORE - 1) as TPasswordScore);
  const acceptable = longEnough && score >= MIN_PASSWORD_SCORE;
  if (acceptable) return { acceptable, score, hints: [] };
  const hints = new Set<TPasswordHint>();
  if (!longEnough) hints.add('tooShort');
  const { warning, suggestions } = estimate.feedback;
  const fromWarning = warning ? WARNINGS[warning as keyof typeof WARNINGS] : null;
  if (fromWarning) hints.add(fromWarning);
  for (const s of suggestions) {
    const hint = SUGGESTIONS[s as keyof typeof SUGGESTIONS];
    if (hint) hints.add(hint);
  }
  // Long enough, nothing pointed out, and still guessable: more words help.
  if (score < MIN_PASSWORD_SCORE) hints.add('addWords');
  return { acceptable, score, hints: [...hints] };
}
