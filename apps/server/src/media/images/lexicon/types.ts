import type { LanguageCode } from '@avatara/companion';
import type { ColorName, Mood, ObjectKind, Setting, TimeOfDay, Weather } from '../vocabulary';

/**
 * The words of one language for everything the offline renderer understands. Words are written
 * naturally (accents, capitals): they are normalised like the prompt when compiled.
 *
 * - Latin languages and Arabic match whole words (several words for a phrase: "palm tree");
 *   inflected forms are found through the language's endings (`match.ts`), German compounds by
 *   their last part ("Segelboot" → "boot").
 * - Chinese and Japanese match by substring, longest first.
 * - A word ending in `+` is a plural form: without a count word it means "several".
 */
export interface Lexicon {
  readonly lang: LanguageCode;
  readonly settings: Readonly<Record<Setting, readonly string[]>>;
  readonly times: Readonly<Record<TimeOfDay, readonly string[]>>;
  readonly weather: Readonly<Record<Weather, readonly string[]>>;
  readonly objects: Readonly<Record<ObjectKind, readonly string[]>>;
  readonly colors: Readonly<Record<ColorName, readonly string[]>>;
  readonly moods: Readonly<Record<Mood, readonly string[]>>;
  /** Count words by value: "two" → 2; "a few", "several" → 3; "many" → 5. */
  readonly numbers: readonly (readonly [number, readonly string[]])[];
  /** Words that remove the next thing named: "without", "no". */
  readonly negations: readonly string[];
  /** Negation follows the noun it removes (Japanese "雲のない"), instead of preceding it. */
  readonly negationAfter?: boolean;
  /** Frequent small words, only used to tell the Latin-script languages apart. */
  readonly stopwords: readonly string[];
  /** Chinese and Japanese counters ("只", "匹"): a numeral followed by one is a count word. */
  readonly counters?: string;
  /** Words that mean nothing here but contain words that do ("日本" is not a book "本"). */
  readonly ignore?: readonly string[];
}
