/**
 * English relation and species nouns as `describeMemory` says them: `your` ("your sister") and
 * `a` ("a sister", the object of "you have").
 */
import type { Nouns } from '../parts/nouns.js';

export const nouns: Nouns = {
  relations: {
    mother: ['your mom', 'a mom'],
    father: ['your dad', 'a dad'],
    sister: ['your sister', 'a sister'],
    brother: ['your brother', 'a brother'],
    wife: ['your wife', 'a wife'],
    husband: ['your husband', 'a husband'],
    girlfriend: ['your girlfriend', 'a girlfriend'],
    boyfriend: ['your boyfriend', 'a boyfriend'],
    partner: ['your partner', 'a partner'],
    son: ['your son', 'a son'],
    daughter: ['your daughter', 'a daughter'],
    friend: ['your friend', 'a friend'],
    'friend-f': ['your friend', 'a friend'],
    colleague: ['your colleague', 'a colleague'],
    boss: ['your boss', 'a boss'],
    grandmother: ['your grandma', 'a grandma'],
    grandfather: ['your grandpa', 'a grandpa'],
    cousin: ['your cousin', 'a cousin'],
    roommate: ['your roommate', 'a roommate'],
    neighbor: ['your neighbor', 'a neighbor'],
  },
  species: {
    dog: ['your dog', 'a dog'],
    cat: ['your cat', 'a cat'],
    rabbit: ['your rabbit', 'a rabbit'],
    hamster: ['your hamster', 'a hamster'],
    'guinea-pig': ['your guinea pig', 'a guinea pig'],
    bird: ['your bird', 'a bird'],
    parrot: ['your parrot', 'a parrot'],
    fish: ['your fish', 'a fish'],
    horse: ['your horse', 'a horse'],
    turtle: ['your turtle', 'a turtle'],
    snake: ['your snake', 'a snake'],
  },
};
