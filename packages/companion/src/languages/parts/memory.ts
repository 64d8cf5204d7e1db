/**
 * Shape of the per-language rules of the offline memory extractor (`extractMemories`), with the
 * kinds of facts they find and the questions about what the avatar remembers (`memoryQuestion`).
 */
import type { RelationId, SpeciesId } from './nouns.js';

/** The kinds of facts an avatar learns about the user. */
export const MEMORY_KINDS = [
  'name',
  'age',
  'like',
  'dislike',
  'person',
  'pet',
  'place',
  'job',
  'event',
  'plan',
  'diet',
  'fact',
] as const;
export type MemoryKind = (typeof MEMORY_KINDS)[number];

/**
 * How a rule's value must look in the original text (checked on the `k` group, else `v`):
 * `upper` capitalised, unless the whole sentence is written in lower case; `strict` always
 * capitalised (`I'm Zoltan`); `lower` not capitalised (a verb: `I want to learn…`).
 */
export type ValueCase = 'upper' | 'strict' | 'lower' | 'any';

/**
 * One rule. `re` runs on each sentence after folding (lower case, accents folded, Arabic
 * letter variants unified — see `foldSameLength`), so write patterns in folded form
 * (`prefere`, `heisse|heiße`, `احب`). Named groups:
 * - `v` (required): the value, sliced from the original sentence and cleaned;
 * - `k`: the part of the value the key is made from (default `v`);
 * - `rel` / `sp`: a relation or species word, looked up in `relations` / `species`.
 */
export interface MemoryRule {
  readonly kind: MemoryKind;
  readonly re: RegExp;
  /**
   * Key detail: `home`/`origin` (place), `birthday` (event), `trip` (plan), `no` (diet: a food
   * the user does not eat, `diet:no:pork`), `allergy` (diet: `diet:allergy:peanuts`).
   */
  readonly sub?: 'home' | 'origin' | 'birthday' | 'trip' | 'no' | 'allergy';
  /** Required case of the first letter as written (Latin scripts). Default `any`. */
  readonly case?: ValueCase;
  /** Cut the value where the language's `stop` pattern matches (default true). */
  readonly stop?: boolean;
  /** A name rule whose value the user may write in lower case (`my name is zoltan`): title-case it. */
  readonly titleCase?: boolean;
  /**
   * The `k` group (else `v`) is a proper noun: keep its leading capitalised words (`Rome next
   * week` → `Rome`; connectors like `of`, `de` allowed inside), or in an all-lower-case
   * sentence the words before the first entry of `notPlaces`/`notNames`.
   */
  readonly proper?: boolean;
  /**
   * The value is a list (`chess and swimming`, 登山と読書, القراءة والسباحة): split at the
   * language's `listSplit`, each item a fact of its own; a `stop` that is not a list separator
   * ends the list.
   */
  readonly list?: boolean;
  /**
   * The value is an activity after a verb (`I play the cello every Sunday`, „spiele Schach im
   * Verein“, « je fais de l'escalade »): cut where `activityEnd` matches and said as a thing
   * by `activityValue` (`de l'escalade` → `l'escalade`).
   */
  readonly activity?: boolean;
  /**
   * Rewrites the cleaned value (and so the key) of this rule: an Arabic accusative ending
   * (`مهندسًا` → `مهندس`), a lost article (`للهلال` → `الهلال`), a Japanese habit told with a
   * verb as the activity it names (`山に登ります` → `山登り`).
   */
  readonly value?: (value: string) => string;
}

/** The rules of one language (folded text, see `MemoryRule`); both grammatical genders of the listener. */
export interface MemoryQuestions {
  /** Asks what the avatar remembers or knows about the user as a whole ("what do you remember about me?", « tu te souviens de moi ? »). */
  readonly about: RegExp;
  /** The listener asked to remember or know ("do you remember", „weißt du noch“, 还记得, 覚えてる, تتذكرين): a topic beside it is asked about. */
  readonly recall: RegExp;
  /** Topics of the user's own life, in the first person, by the kind of fact that answers them ("my name", "what I do in my free time"). */
  readonly topics: readonly (readonly [MemoryKind, RegExp])[];
  /** Questions about one of the user's own facts that need no recall verb ("what's my name?", "where do I live?"). */
  readonly direct: readonly (readonly [MemoryKind, RegExp])[];
}

/** Everything the extractor knows about one language. */
export interface MemoryPatterns {
  /** Rules in priority order; within one sentence the first match of a kind wins. */
  readonly rules: readonly MemoryRule[];
  /** A sentence starting like this is a question even without a question mark (folded). */
  readonly questionStart: RegExp;
  /** Folded words that are never (part of) a name or a job: feelings, adjectives, fillers, family words. */
  readonly notNames: ReadonlySet<string>;
  /** Folded words that never start a place: articles, pronouns, time words, `bed`, `work`… */
  readonly notPlaces: ReadonlySet<string>;
  /** Folded values that are not a durable like, dislike or plan (`it`, `that`, `go to bed`). */
  readonly notThings: ReadonlySet<string>;
  /** Lower-case words allowed inside a proper noun (`of`, `de`, `am`). */
  readonly connectors: ReadonlySet<string>;
  /** Where a value ends (folded): conjunctions, relative pronouns, commas. */
  readonly stop: RegExp;
  /** Fillers dropped from the end of a value (folded, without `$`). */
  readonly filler: RegExp | null;
  /** Leading articles dropped from keys (folded, without `^`). */
  readonly articles: RegExp | null;
  /** A value mentioning the listener (`you`, `dich`, 你) is about the avatar, not the user. */
  readonly secondPerson: RegExp;
  /** Folded relation words → relation id. */
  readonly relations: Readonly<Record<string, RelationId>>;
  /** Folded species words → species id. */
  readonly species: Readonly<Record<string, SpeciesId>>;
  /**
   * Idioms that only look like facts (« j'ai un chat dans la gorge », „ich habe einen Kater“,
   * 夜猫子): no fact is read inside them (folded).
   */
  readonly idioms?: RegExp;
  /** Separators of the items of a list value (folded): `, `, ` and `, と, 和, ` و`. */
  readonly listSplit: RegExp;
  /** Where an activity value ends (folded): times and places after it (`every`, `im Verein`, 每天). */
  readonly activityEnd?: RegExp;
  /** An activity said as a thing one likes (`du violoncelle` → `le violoncelle`, `al tenis` → `el tenis`). */
  readonly activityValue?: (value: string) => string;
  /** Questions about what the avatar remembers of the user (`memoryQuestion`). */
  readonly questions: MemoryQuestions;
  /** Name of the language for tests and docs. */
  readonly label: string;
}

/** `a|b|c` of the keys of a word map, longest first, regex-escaped. */
export function alternation(words: Readonly<Record<string, unknown>> | readonly string[]): string {
  const list = Array.isArray(words) ? [...words] : Object.keys(words);
  return list
    .sort((a, b) => b.length - a.length)
    .map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('|');
}

/** A case-insensitive Unicode regex with match indices, from a pattern string. */
export function rx(source: string): RegExp {
  return new RegExp(source, 'du');
}
