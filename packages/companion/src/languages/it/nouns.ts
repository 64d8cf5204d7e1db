/**
 * Italian relation and species nouns as `describeMemory` says them: `your` ("your sister") and
 * `a` ("a sister", the object of "you have").
 */
import type { Nouns } from '../parts/nouns.js';

export const nouns: Nouns = {
  relations: {
    mother: ['tua madre', 'una madre'],
    father: ['tuo padre', 'un padre'],
    sister: ['tua sorella', 'una sorella'],
    brother: ['tuo fratello', 'un fratello'],
    wife: ['tua moglie', 'una moglie'],
    husband: ['tuo marito', 'un marito'],
    girlfriend: ['la tua ragazza', 'una ragazza'],
    boyfriend: ['il tuo ragazzo', 'un ragazzo'],
    partner: ['il tuo partner', 'un partner'],
    son: ['tuo figlio', 'un figlio'],
    daughter: ['tua figlia', 'una figlia'],
    friend: ['il tuo amico', 'un amico'],
    'friend-f': ['la tua amica', "un'amica"],
    colleague: ['il tuo collega', 'un collega'],
    boss: ['il tuo capo', 'un capo'],
    grandmother: ['tua nonna', 'una nonna'],
    grandfather: ['tuo nonno', 'un nonno'],
    cousin: ['tuo cugino', 'un cugino'],
    roommate: ['il tuo coinquilino', 'un coinquilino'],
    neighbor: ['il tuo vicino', 'un vicino'],
  },
  species: {
    dog: ['il tuo cane', 'un cane'],
    cat: ['il tuo gatto', 'un gatto'],
    rabbit: ['il tuo coniglio', 'un coniglio'],
    hamster: ['il tuo criceto', 'un criceto'],
    'guinea-pig': ["il tuo porcellino d'India", "un porcellino d'India"],
    bird: ['il tuo uccellino', 'un uccellino'],
    parrot: ['il tuo pappagallo', 'un pappagallo'],
    fish: ['il tuo pesce', 'un pesce'],
    horse: ['il tuo cavallo', 'un cavallo'],
    turtle: ['la tua tartaruga', 'una tartaruga'],
    snake: ['il tuo serpente', 'un serpente'],
  },
};
