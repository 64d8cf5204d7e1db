/**
 * Arabic names of the avatars' home cities, each with its phrase "in <city>".
 */
import type { Places } from '../parts/places.js';

export const places: Places = {
  cities: {
    'New York': ['نيويورك', 'في نيويورك'],
    Berlin: ['برلين', 'في برلين'],
    Lyon: ['ليون', 'في ليون'],
    Sevilla: ['إشبيلية', 'في إشبيلية'],
    Firenze: ['فلورنسا', 'في فلورنسا'],
    Shanghai: ['شنغهاي', 'في شنغهاي'],
    Kyoto: ['كيوتو', 'في كيوتو'],
    Riyadh: ['الرياض', 'في الرياض'],
    'Ciudad de México': ['مدينة مكسيكو', 'في مدينة مكسيكو'],
    Lagos: ['لاغوس', 'في لاغوس'],
    Cairo: ['القاهرة', 'في القاهرة'],
    Bengaluru: ['بنغالور', 'في بنغالور'],
  },
  locative: (c) => `في ${c}`,
};
