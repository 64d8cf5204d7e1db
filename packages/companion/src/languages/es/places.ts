/**
 * Spanish names of the avatars' home cities, each with its phrase "in <city>".
 */
import type { Places } from '../parts/places.js';

export const places: Places = {
  cities: {
    'New York': ['Nueva York', 'en Nueva York'],
    Berlin: ['Berlín', 'en Berlín'],
    Lyon: ['Lyon', 'en Lyon'],
    Sevilla: ['Sevilla', 'en Sevilla'],
    Firenze: ['Florencia', 'en Florencia'],
    Shanghai: ['Shanghái', 'en Shanghái'],
    Kyoto: ['Kioto', 'en Kioto'],
    Riyadh: ['Riad', 'en Riad'],
    'Ciudad de México': ['Ciudad de México', 'en Ciudad de México'],
    Lagos: ['Lagos', 'en Lagos'],
    Cairo: ['El Cairo', 'en El Cairo'],
    Bengaluru: ['Bangalore', 'en Bangalore'],
  },
  locative: (c) => `en ${c}`,
};
