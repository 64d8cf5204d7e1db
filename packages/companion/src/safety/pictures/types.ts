/**
 * Types of the offline moderation of picture requests (image prompts).
 */
import type { LanguageCode } from '../../languages.js';

/** Why a picture request is refused. */
export type PictureReason = 'minors_sexual' | 'sexual_explicit' | 'graphic_violence' | 'self_harm';

/** The reasons, most severe first: when a prompt matches several, the first one is reported. */
export const PICTURE_REASONS = ['minors_sexual', 'self_harm', 'graphic_violence', 'sexual_explicit'] as const;

/** Options of `moderatePicture`. */
export interface PictureOptions {
  /** The user opted in to adult content: sexually explicit pictures of adults are allowed. */
  readonly adultContent: boolean;
}

/**
 * Verdict on a picture request. A refusal names the reason, the language whose rules matched (the
 * UI language is tried first) and the matched term(s), for logs and tests.
 */
export type PictureVerdict =
  | { readonly allowed: true }
  | {
      readonly allowed: false;
      readonly reason: PictureReason;
      readonly lang: LanguageCode;
      readonly terms: readonly string[];
    };

/**
 * Term lists of one language. Entries are `|`-separated and matched after `normalizeText` (lower
 * case, accents folded, Arabic letter variants unified):
 * - segmented languages: an entry is one word or a phrase of words; a trailing `*` matches any
 *   ending (`nack*`), a leading `*` any beginning (`*porno`), both any part of a word (German
 *   compounds); `#` stands for a number under 18 (digits or words of `numbers`); `~` is any one
 *   word; `$` is the end of the prompt; a leading `=` matches the word exactly as written. Words
 *   also match with common inflection endings and Arabic proclitics removed (`kids` → `kid`).
 * - Chinese and Japanese: an entry is a substring; `#` stands for a number under 18 (digits or
 *   CJK numerals).
 * At every position the longest matching entry wins, so an exception (`chicken breast`) hides the
 * terms inside it.
 */
export interface PictureRules {
  /** false for Chinese and Japanese: no spaces, so entries are matched as substrings. */
  readonly segmented: boolean;
  /** Terms that are sexual content involving minors on their own (`lolicon`, `child porn`). */
  readonly minorsSexual: string;
  /** Sexually explicit terms: nude, porn, sex act, genitals, topless. */
  readonly sexual: string;
  /** Classical art nudes (`statue of David`): explicit, but not sexual when a child is named. */
  readonly artNude: string;
  /** Suggestive terms, refused only together with a minor: sexy, lingerie, seductive pose. */
  readonly suggestive: string;
  /** Children and minors: child, kid, teen, schoolgirl, loli; ages under 18 (`# year old`). */
  readonly minors: string;
  /**
   * Number words with their values for `#` in segmented languages (`twelve=12|twenty=20`), and
   * words joining them marked `&` (`&y` in `treinta y dos`): consecutive number words are added up
   * (`twenty two` is 22, not 2) and `#` stands for a total under 18.
   */
  readonly numbers: string;
  /** Graphic violence and gore: dismembered, beheading, torture, blood-soaked corpse. */
  readonly violence: string;
  /** Self-harm and suicide: cutting wrists, hanging oneself, suicide. */
  readonly selfHarm: string;
  /** Cut wounds (cuts, slashes): self-harm together with a term of `woundPlaces`. */
  readonly wounds: string;
  /** Where self-inflicted cuts are shown (wrist, forearm, thigh): self-harm with `wounds`. */
  readonly woundPlaces: string;
  /**
   * Innocent phrases that contain a term: chicken breast, breast cancer, naked eye. Exceptions of
   * every language apply under the rules of every language (`nude lipstick` is innocent in an
   * Italian UI too).
   */
  readonly exceptions: string;
  /**
   * Sexual entries of this language that are ordinary words of another UI language (Italian `nudo`
   * is a Spanish knot): under another UI language they refuse nothing on their own, but still count
   * together with a minor. Minor terms are never weakened this way; innocent phrases with them go to
   * `exceptions` (German `kind` in English `a kind woman`).
   */
  readonly falseFriends: string;
}

/** Expected label of a corpus prompt: 'ok' is allowed, the others are refusal reasons. */
export type PictureLabel = 'ok' | PictureReason;

/** 'dev': rules were written from these; 'held': held out, written first, only measured. */
export type PictureSplit = 'dev' | 'held';

/** One labelled picture request. */
export type PictureCase = readonly [prompt: string, label: PictureLabel, split: PictureSplit];
