import type { SportLexicon } from '../parts/sports.js';

/** German: names of the sports and words of headlines about them. */
export const sports: SportLexicon = {
  football: {
    names: ['fußball', 'fussball', 'kicken'],
    words: [
      'Bundesliga',
      'DFB-Pokal',
      'Champions League',
      'Europa League',
      'Bayern München',
      'FC Bayern',
      'Bayern',
      'Borussia Dortmund',
      'BVB',
      'Schalke',
      'Bayer Leverkusen',
      'RB Leipzig',
      'Eintracht Frankfurt',
      'Werder Bremen',
      'VfB Stuttgart',
      'Union Berlin',
      'Hertha BSC',
      'Borussia Mönchengladbach',
      'Nationalelf',
    ],
  },
  americanFootball: { names: ['american football'], words: ['NFL', 'Super Bowl'] },
  basketball: { names: ['basketball'], words: ['NBA', 'Alba Berlin', 'Basketball-Bundesliga'] },
  tennis: {
    names: ['tennis'],
    words: ['Wimbledon', 'French Open', 'US Open', 'Australian Open', 'Davis Cup', 'ATP', 'WTA'],
  },
  tableTennis: { names: ['tischtennis'], words: ['Tischtennis-Bundesliga', 'WTT'] },
  iceHockey: { names: ['eishockey'], words: ['NHL', 'Eishockey-WM', 'Eisbären Berlin', 'Kölner Haie'] },
  motorsport: {
    names: ['formel 1', 'formel eins', 'motorsport'],
    words: ['Formel 1', 'Formel-1', 'Großer Preis', 'Grand Prix', 'MotoGP'],
  },
  cycling: { names: ['radsport', 'rennrad'], words: ['Tour de France', 'Deutschland Tour'] },
};
