/**
 * Japanese names of the avatars' home cities, each with its phrase "in <city>".
 */
import type { Places } from '../parts/places.js';

export const places: Places = {
  cities: {
    'New York': ['ニューヨーク', 'ニューヨーク'],
    Berlin: ['ベルリン', 'ベルリン'],
    Lyon: ['リヨン', 'リヨン'],
    Sevilla: ['セビリア', 'セビリア'],
    Firenze: ['フィレンツェ', 'フィレンツェ'],
    Shanghai: ['上海', '上海'],
    Kyoto: ['京都', '京都'],
    Riyadh: ['リヤド', 'リヤド'],
    'Ciudad de México': ['メキシコシティ', 'メキシコシティ'],
    Lagos: ['ラゴス', 'ラゴス'],
    Cairo: ['カイロ', 'カイロ'],
    Bengaluru: ['ベンガルール', 'ベンガルール'],
  },
  locative: (c) => c,
};
