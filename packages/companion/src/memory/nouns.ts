/**
 * The people and pets a user can tell about, as language-neutral ids (the part of the key after
 * `person:` / `pet:`); the words `describeMemory` says for them are in each language pack
 * (`languages/<lang>/nouns.ts`).
 */
import type { LanguageCode } from '../languages.js';
import { PACKS } from '../languages/index.js';

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

/** Relations that are usually unique, so the key holds no name (`person:mother`). */
export const UNIQUE_RELATIONS: ReadonlySet<RelationId> = new Set([
  'mother',
  'father',
  'wife',
  'husband',
  'girlfriend',
  'boyfriend',
  'partner',
  'boss',
  'grandmother',
  'grandfather',
]);

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

/** Female relations (Arabic says اسمها, not اسمه). */
const FEMALE_RELATIONS: ReadonlySet<RelationId> = new Set([
  'mother',
  'sister',
  'wife',
  'girlfriend',
  'daughter',
  'friend-f',
  'grandmother',
]);
const FEMALE_SPECIES_AR: ReadonlySet<SpeciesId> = new Set(['cat', 'fish', 'turtle']);

const isRelation = (id: string): id is RelationId => (RELATIONS as readonly string[]).includes(id);
const isSpecies = (id: string): id is SpeciesId => (SPECIES as readonly string[]).includes(id);

/** Forms of a relation or species id in `lang`, or undefined for an unknown id. */
export function nounForms(kind: 'person' | 'pet', id: string, lang: LanguageCode): NounForms | undefined {
  const row =
    kind === 'person'
      ? isRelation(id)
        ? PACKS[lang].nouns.relations[id]
        : undefined
      : isSpecies(id)
        ? PACKS[lang].nouns.species[id]
        : undefined;
  return row ? { your: row[0], a: row[1] } : undefined;
}

/** True when the person or pet is female in Arabic grammar (اسمها rather than اسمه). */
export function isFemaleNoun(kind: 'person' | 'pet', id: string): boolean {
  return kind === 'person' ? FEMALE_RELATIONS.has(id as RelationId) : FEMALE_SPECIES_AR.has(id as SpeciesId);
}
