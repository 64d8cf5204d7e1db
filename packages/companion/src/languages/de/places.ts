/**
 * German names of the avatars' home cities, each with its phrase "in <city>".
 */
import type { Places } from '../parts/places.js';

export const places: Places = {
  cities: {
    'New York': ['New York', 'in New York'],
    Berlin: ['Berlin', 'in Berlin'],
    Lyon: ['Lyon', 'in Lyon'],
    Sevilla: ['Sevilla', 'in Sevilla'],
    Firenze: ['Florenz', 'in Florenz'],
    Shanghai: ['Shanghai', 'in Shanghai'],
    Kyoto: ['Kyoto', 'in Kyoto'],
    Riyadh: ['Riad', 'in Riad'],
    'Ciudad de México': ['Mexiko-Stadt', 'in Mexiko-Stadt'],
    Lagos: ['Lagos', 'in Lagos'],
    Cairo: ['Kairo', 'in Kairo'],
    Bengaluru: ['Bengaluru', 'in Bengaluru'],
  },
  locative: (c) => `in ${c}`,
};
