/**
 * The people and pets a user tells about, as the engine reads them: which relations are unique
 * (their key holds no name), which nouns Arabic makes female, and a noun's forms in a language
 * (`nounForms`, from the packs' `nouns`). The ids and the shape of the words are the language
 * packs' (`languages/parts/nouns.ts`).
 */
import type { LanguageCode } from '../languages.js';
import { PACKS } from '../languages/index.js';
import {
  RELATIONS,
  SPECIES,
  type NounForms,
  type RelationId,
  type SpeciesId,
} from '../languages/parts/nouns.js';

/** The ids, still importable from here (`languages/index.test.ts`). */
export { RELATIONS, SPECIES };

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
