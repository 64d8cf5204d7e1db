/**
 * The people and pets a user can tell about, as language-neutral ids (the part of the key after
 * `person:` / `pet:`); the words `describeMemory` says for them are in each language pack
 * (`languages/<lang>/nouns.ts`).
 */

/** Relations of a person to the user. Gendered ids end in `-f` where languages distinguish. */
export const RELATIONS = [
  'mother',
  'father',
  'sister',
  'brother',
  'wife',
  'husband',
  'girlfriend',
  'boyfriend',
  'partner',
  'son',
  'daughter',
  'friend',
  'friend-f',
  'colleague',
  'boss',
  'grandmother',
  'grandfather',
  'cousin',
  'roommate',
  'neighbor',
] as const;
export type RelationId = (typeof RELATIONS)[number];

/** Pet species. */
export const SPECIES = [
  'dog',
  'cat',
  'rabbit',
  'hamster',
  'guinea-pig',
  'bird',
  'parrot',
  'fish',
  'horse',
  'turtle',
  'snake',
] as const;
export type SpeciesId = (typeof SPECIES)[number];

/** A noun as a description uses it: `your` (`your sister`, `deine Schwester`) and `a` (`a sister`, `eine Schwester` as object of "have"). */
export interface NounForms {
  readonly your: string;
  readonly a: string;
}

/** A relation's or species' forms in one language: `your` and `a` (`NounForms`). */
export type NounRow = readonly [your: string, a: string];

/** The forms of every relation and species in one language (`languages/<lang>/nouns.ts`). */
export interface Nouns {
  readonly relations: Readonly<Record<RelationId, NounRow>>;
  readonly species: Readonly<Record<SpeciesId, NounRow>>;
}
