/**
 * Sentence frames of `describeMemory`: one short sentence per kind of fact, addressed to the
 * user, in each UI language (`languages/<lang>/frames.ts`). Values are inserted as the user said them.
 */
import type { NounForms } from './nouns.js';

/**
 * How the user wants to be addressed where a language shows grammatical gender (Arabic verbs and
 * imperatives, French, Spanish and Italian adjectives and participles): feminine or masculine.
 * Unknown (undefined): neutral phrasing (docs/offline-persona.md "Template syntax").
 */
export type UserGender = 'female' | 'male';

/**
 * A sentence about one value. `you` is the user's grammatical gender, for languages whose verbs
 * addressing the user agree with it (Arabic تحبين / تحب); undefined: unknown, said in neutral forms.
 */
export type Frame = (v: string, you?: UserGender) => string;

/** One function per kind of sentence; `n` is the relation or species in this language. */
export interface Frames {
  /** First-person words of a value and their second-person forms (`my` → `your`; Chinese: 我 → 你; empty: none). */
  readonly second: Readonly<Record<string, string>>;
  readonly name: Frame;
  /** Joins two values of one kind ("rock climbing and the cello", 登山とチェロ, القراءة والسباحة). */
  readonly and: string;
  /** The user's age (digits). */
  readonly age: Frame;
  /** A diet the user keeps, as they said it ("vegetarian", „Veganerin“, 吃素). */
  readonly diet: Frame;
  /** A food the user does not eat. */
  readonly dietNo: Frame;
  /** Something the user is allergic to, with the preposition the language puts before it when said so (`aux noix`, „gegen Nüsse“). */
  readonly allergy: Frame;
  readonly like: Frame;
  readonly dislike: Frame;
  readonly named: (n: NounForms, v: string, female: boolean, pet: boolean) => string;
  readonly unnamed: (n: NounForms, pet: boolean) => string;
  readonly home: Frame;
  readonly origin: Frame;
  readonly job: Frame;
  readonly birthday: Frame;
  readonly event: Frame;
  readonly trip: Frame;
  readonly plan: Frame;
  readonly fact: Frame;
}

/** The narrow no-break space French puts before ! ? ; (exported for the persona engine). */
export const FRENCH_THIN_SPACE = '\u202F';
