/**
 * French relation and species nouns as `describeMemory` says them: `your` ("your sister") and
 * `a` ("a sister", the object of "you have").
 */
import type { Nouns } from '../parts/nouns.js';

export const nouns: Nouns = {
  relations: {
    mother: ['ta mère', 'une mère'],
    father: ['ton père', 'un père'],
    sister: ['ta sœur', 'une sœur'],
    brother: ['ton frère', 'un frère'],
    wife: ['ta femme', 'une femme'],
    husband: ['ton mari', 'un mari'],
    girlfriend: ['ta copine', 'une copine'],
    boyfriend: ['ton copain', 'un copain'],
    partner: ['ton partenaire', 'un partenaire'],
    son: ['ton fils', 'un fils'],
    daughter: ['ta fille', 'une fille'],
    friend: ['ton ami', 'un ami'],
    'friend-f': ['ton amie', 'une amie'],
    colleague: ['ton collègue', 'un collègue'],
    boss: ['ton patron', 'un patron'],
    grandmother: ['ta grand-mère', 'une grand-mère'],
    grandfather: ['ton grand-père', 'un grand-père'],
    cousin: ['ton cousin', 'un cousin'],
    roommate: ['ton colocataire', 'un colocataire'],
    neighbor: ['ton voisin', 'un voisin'],
  },
  species: {
    dog: ['ton chien', 'un chien'],
    cat: ['ton chat', 'un chat'],
    rabbit: ['ton lapin', 'un lapin'],
    hamster: ['ton hamster', 'un hamster'],
    'guinea-pig': ["ton cochon d'Inde", "un cochon d'Inde"],
    bird: ['ton oiseau', 'un oiseau'],
    parrot: ['ton perroquet', 'un perroquet'],
    fish: ['ton poisson', 'un poisson'],
    horse: ['ton cheval', 'un cheval'],
    turtle: ['ta tortue', 'une tortue'],
    snake: ['ton serpent', 'un serpent'],
  },
};
