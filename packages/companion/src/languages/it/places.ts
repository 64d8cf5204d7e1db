/**
 * Italian names of the avatars' home cities, each with its phrase "in <city>".
 */
import type { Places } from '../parts/places.js';

export const places: Places = {
  cities: {
    'New York': ['New York', 'a New York'],
    Berlin: ['Berlino', 'a Berlino'],
    Lyon: ['Lione', 'a Lione'],
    Sevilla: ['Siviglia', 'a Siviglia'],
    Firenze: ['Firenze', 'a Firenze'],
    Shanghai: ['Shanghai', 'a Shanghai'],
    Kyoto: ['Kyoto', 'a Kyoto'],
    Riyadh: ['Riad', 'a Riad'],
    'Ciudad de México': ['Città del Messico', 'a Città del Messico'],
    Lagos: ['Lagos', 'a Lagos'],
    Cairo: ['Il Cairo', 'al Cairo'],
    Bengaluru: ['Bangalore', 'a Bangalore'],
  },
  locative: (c) => `a ${c}`,
};
