/**
 * Chinese names of the avatars' home cities, each with its phrase "in <city>".
 */
import type { Places } from '../parts/places.js';

export const places: Places = {
  cities: {
    'New York': ['纽约', '在纽约'],
    Berlin: ['柏林', '在柏林'],
    Lyon: ['里昂', '在里昂'],
    Sevilla: ['塞维利亚', '在塞维利亚'],
    Firenze: ['佛罗伦萨', '在佛罗伦萨'],
    Shanghai: ['上海', '在上海'],
    Kyoto: ['京都', '在京都'],
    Riyadh: ['利雅得', '在利雅得'],
    'Ciudad de México': ['墨西哥城', '在墨西哥城'],
    Lagos: ['拉各斯', '在拉各斯'],
    Cairo: ['开罗', '在开罗'],
    Bengaluru: ['班加罗尔', '在班加罗尔'],
  },
  locative: (c) => `在${c}`,
};
