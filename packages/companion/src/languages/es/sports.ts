import type { SportLexicon } from '../parts/sports.js';

/** Spanish: names of the sports and words of headlines about them. */
export const sports: SportLexicon = {
  football: {
    names: ['fútbol', 'futbol', 'fútbol sala'],
    words: [
      'LaLiga',
      'La Liga',
      'Liga de Campeones',
      'Copa del Rey',
      'Real Madrid',
      'FC Barcelona',
      'Atlético de Madrid',
      'Athletic Club',
      'Sevilla FC',
      'Real Betis',
      'Valencia CF',
      'Real Sociedad',
      'Villarreal',
      'Boca Juniors',
      'River Plate',
      'Liga MX',
      'Copa Libertadores',
    ],
  },
  americanFootball: { names: ['fútbol americano', 'futbol americano'], words: ['NFL', 'Super Bowl'] },
  basketball: {
    names: ['baloncesto', 'básquet', 'basquet', 'básquetbol'],
    words: ['NBA', 'ACB', 'Euroliga'],
  },
  tennis: {
    names: ['tenis'],
    words: ['Roland Garros', 'Wimbledon', 'Open de Australia', 'US Open', 'Copa Davis', 'ATP', 'WTA'],
  },
  tableTennis: { names: ['tenis de mesa', 'ping-pong', 'pimpón'], words: ['WTT'] },
  baseball: { names: ['béisbol', 'beisbol'], words: ['MLB', 'Serie Mundial', 'Grandes Ligas'] },
  motorsport: {
    names: ['fórmula 1', 'fórmula uno', 'f1', 'automovilismo', 'motociclismo'],
    words: ['Fórmula 1', 'Gran Premio', 'MotoGP'],
  },
  cycling: { names: ['ciclismo'], words: ['Vuelta a España', 'Tour de Francia'] },
};
