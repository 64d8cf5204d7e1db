/**
 * French names of the avatars' home cities, each with its phrase "in <city>".
 */
import type { Places } from '../parts/places.js';

export const places: Places = {
  cities: {
    'New York': ['New York', 'à New York'],
    Berlin: ['Berlin', 'à Berlin'],
    Lyon: ['Lyon', 'à Lyon'],
    Sevilla: ['Séville', 'à Séville'],
    Firenze: ['Florence', 'à Florence'],
    Shanghai: ['Shanghai', 'à Shanghai'],
    Kyoto: ['Kyoto', 'à Kyoto'],
    Riyadh: ['Riyad', 'à Riyad'],
    'Ciudad de México': ['Mexico', 'à Mexico'],
    Lagos: ['Lagos', 'à Lagos'],
    Cairo: ['Le Caire', 'au Caire'],
    Bengaluru: ['Bangalore', 'à Bangalore'],
  },
  locative: (c) => `à ${c}`,
};
