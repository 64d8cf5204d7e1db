import type { SportLexicon } from '../parts/sports.js';

/** French: names of the sports and words of headlines about them. */
export const sports: SportLexicon = {
  football: {
    names: ['football', 'foot', 'ballon rond'],
    words: [
      'Ligue 1',
      'Ligue des champions',
      'Coupe de France',
      'Coupe du monde',
      'PSG',
      'Paris Saint-Germain',
      'Olympique de Marseille',
      'Olympique lyonnais',
      'AS Monaco',
      'LOSC',
      'Stade rennais',
      'Les Bleus',
    ],
  },
  americanFootball: { names: ['football américain'], words: ['NFL', 'Super Bowl'] },
  basketball: {
    names: ['basket', 'basket-ball', 'basketball'],
    words: ['NBA', 'Euroligue', 'Betclic Élite'],
  },
  tennis: {
    names: ['tennis'],
    words: ['Roland-Garros', 'Wimbledon', 'Open d’Australie', 'US Open', 'Coupe Davis', 'ATP', 'WTA'],
  },
  tableTennis: { names: ['tennis de table', 'ping-pong'], words: ['WTT'] },
  iceHockey: { names: ['hockey sur glace'], words: ['NHL', 'Ligue Magnus'] },
  motorsport: {
    names: ['formule 1', 'formule un', 'f1', 'sport automobile'],
    words: ['Formule 1', 'Grand Prix', 'MotoGP'],
  },
  cycling: { names: ['cyclisme', 'vélo'], words: ['Tour de France', 'Paris-Roubaix', 'maillot jaune'] },
  rugby: { names: ['rugby'], words: ['Top 14', 'Six Nations', 'Tournoi des Six Nations', 'XV de France'] },
};
