import type { SportLexicon } from '../parts/sports.js';

/** Italian: names of the sports and words of headlines about them. */
export const sports: SportLexicon = {
  football: {
    names: ['calcio', 'pallone'],
    words: [
      'Serie A',
      'Serie B',
      'Coppa Italia',
      'Scudetto',
      'Juventus',
      'Juve',
      'Inter',
      'AC Milan',
      'SSC Napoli',
      'AS Roma',
      'SS Lazio',
      'Atalanta',
      'Fiorentina',
      'Champions League',
    ],
  },
  americanFootball: { names: ['football americano'], words: ['NFL', 'Super Bowl'] },
  basketball: { names: ['pallacanestro', 'basket'], words: ['NBA', 'Eurolega', 'Olimpia Milano'] },
  tennis: {
    names: ['tennis'],
    words: [
      "Internazionali d'Italia",
      'Wimbledon',
      'Roland Garros',
      'ATP Finals',
      'Coppa Davis',
      'ATP',
      'WTA',
    ],
  },
  tableTennis: { names: ['tennis tavolo', 'ping pong'], words: ['WTT'] },
  motorsport: {
    names: ['formula 1', 'formula uno', 'f1', 'motori', 'motogp'],
    words: ['Formula 1', 'Gran Premio', 'Ferrari', 'MotoGP'],
  },
  cycling: {
    names: ['ciclismo'],
    words: ["Giro d'Italia", 'maglia rosa', 'Tour de France', 'Milano-Sanremo'],
  },
  rugby: { names: ['rugby'], words: ['Sei Nazioni'] },
};
