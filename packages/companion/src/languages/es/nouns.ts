/**
 * Spanish relation and species nouns as `describeMemory` says them: `your` ("your sister") and
 * `a` ("a sister", the object of "you have").
 */
import type { Nouns } from '../parts/nouns.js';

export const nouns: Nouns = {
  relations: {
    mother: ['tu madre', 'una madre'],
    father: ['tu padre', 'un padre'],
    sister: ['tu hermana', 'una hermana'],
    brother: ['tu hermano', 'un hermano'],
    wife: ['tu mujer', 'una mujer'],
    husband: ['tu marido', 'un marido'],
    girlfriend: ['tu novia', 'una novia'],
    boyfriend: ['tu novio', 'un novio'],
    partner: ['tu pareja', 'pareja'],
    son: ['tu hijo', 'un hijo'],
    daughter: ['tu hija', 'una hija'],
    friend: ['tu amigo', 'un amigo'],
    'friend-f': ['tu amiga', 'una amiga'],
    colleague: ['tu compañero de trabajo', 'un compañero de trabajo'],
    boss: ['tu jefe', 'un jefe'],
    grandmother: ['tu abuela', 'una abuela'],
    grandfather: ['tu abuelo', 'un abuelo'],
    cousin: ['tu primo', 'un primo'],
    roommate: ['tu compañero de piso', 'un compañero de piso'],
    neighbor: ['tu vecino', 'un vecino'],
  },
  species: {
    dog: ['tu perro', 'un perro'],
    cat: ['tu gato', 'un gato'],
    rabbit: ['tu conejo', 'un conejo'],
    hamster: ['tu hámster', 'un hámster'],
    'guinea-pig': ['tu cobaya', 'una cobaya'],
    bird: ['tu pájaro', 'un pájaro'],
    parrot: ['tu loro', 'un loro'],
    fish: ['tu pez', 'un pez'],
    horse: ['tu caballo', 'un caballo'],
    turtle: ['tu tortuga', 'una tortuga'],
    snake: ['tu serpiente', 'una serpiente'],
  },
};
