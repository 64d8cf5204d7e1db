/**
 * German relation and species nouns as `describeMemory` says them: `your` ("your sister") and
 * `a` ("a sister", the object of "you have").
 */
import type { Nouns } from '../parts/nouns.js';

export const nouns: Nouns = {
  relations: {
    mother: ['deine Mutter', 'eine Mutter'],
    father: ['dein Vater', 'einen Vater'],
    sister: ['deine Schwester', 'eine Schwester'],
    brother: ['dein Bruder', 'einen Bruder'],
    wife: ['deine Frau', 'eine Frau'],
    husband: ['dein Mann', 'einen Mann'],
    girlfriend: ['deine Freundin', 'eine Freundin'],
    boyfriend: ['dein Freund', 'einen Freund'],
    partner: ['dein Partner', 'einen Partner'],
    son: ['dein Sohn', 'einen Sohn'],
    daughter: ['deine Tochter', 'eine Tochter'],
    friend: ['dein Freund', 'einen Freund'],
    'friend-f': ['deine Freundin', 'eine Freundin'],
    colleague: ['dein Kollege', 'einen Kollegen'],
    boss: ['dein Chef', 'einen Chef'],
    grandmother: ['deine Oma', 'eine Oma'],
    grandfather: ['dein Opa', 'einen Opa'],
    cousin: ['dein Cousin', 'einen Cousin'],
    roommate: ['dein Mitbewohner', 'einen Mitbewohner'],
    neighbor: ['dein Nachbar', 'einen Nachbarn'],
  },
  species: {
    dog: ['dein Hund', 'einen Hund'],
    cat: ['deine Katze', 'eine Katze'],
    rabbit: ['dein Kaninchen', 'ein Kaninchen'],
    hamster: ['dein Hamster', 'einen Hamster'],
    'guinea-pig': ['dein Meerschweinchen', 'ein Meerschweinchen'],
    bird: ['dein Vogel', 'einen Vogel'],
    parrot: ['dein Papagei', 'einen Papagei'],
    fish: ['dein Fisch', 'einen Fisch'],
    horse: ['dein Pferd', 'ein Pferd'],
    turtle: ['deine Schildkröte', 'eine Schildkröte'],
    snake: ['deine Schlange', 'eine Schlange'],
  },
};
