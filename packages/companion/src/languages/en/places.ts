/**
 * English names of the avatars' home cities, each with its phrase "in <city>".
 */
import type { Places } from '../parts/places.js';

export const places: Places = {
  cities: {
    'New York': ['New York', 'in New York'],
    Berlin: ['Berlin', 'in Berlin'],
    Lyon: ['Lyon', 'in Lyon'],
    Sevilla: ['Seville', 'in Seville'],
    Firenze: ['Florence', 'in Florence'],
    Shanghai: ['Shanghai', 'in Shanghai'],
    Kyoto: ['Kyoto', 'in Kyoto'],
    Riyadh: ['Riyadh', 'in Riyadh'],
    'Ciudad de México': ['Mexico City', 'in Mexico City'],
    Lagos: ['Lagos', 'in Lagos'],
    Cairo: ['Cairo', 'in Cairo'],
    Bengaluru: ['Bengaluru', 'in Bengaluru'],
  },
  locative: (c) => `in ${c}`,
};
