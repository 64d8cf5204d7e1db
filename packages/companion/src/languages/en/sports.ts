import type { SportLexicon } from '../parts/sports.js';

/** English: names of the sports and words of headlines about them. */
export const sports: SportLexicon = {
  football: {
    names: ['football', 'soccer', 'footy'],
    words: [
      'Premier League',
      'Champions League',
      'Europa League',
      'FA Cup',
      'World Cup',
      'Euro 2028',
      'MLS',
      'Arsenal',
      'Chelsea',
      'Liverpool',
      'Tottenham',
      'Manchester United',
      'Man Utd',
      'Manchester City',
      'Man City',
      'Newcastle United',
      'Aston Villa',
    ],
  },
  americanFootball: {
    names: ['american football', 'nfl'],
    words: [
      'NFL',
      'Super Bowl',
      'Kansas City Chiefs',
      'New England Patriots',
      'Dallas Cowboys',
      'Green Bay Packers',
    ],
  },
  basketball: {
    names: ['basketball', 'hoops', 'nba'],
    words: [
      'NBA',
      'WNBA',
      'EuroLeague',
      'Lakers',
      'Celtics',
      'Golden State Warriors',
      'Chicago Bulls',
      'Knicks',
    ],
  },
  tennis: {
    names: ['tennis'],
    words: [
      'Wimbledon',
      'Australian Open',
      'French Open',
      'US Open',
      'Roland Garros',
      'ATP',
      'WTA',
      'Davis Cup',
    ],
  },
  tableTennis: { names: ['table tennis', 'ping pong', 'ping-pong'], words: ['WTT'] },
  baseball: {
    names: ['baseball', 'mlb'],
    words: ['MLB', 'World Series', 'Yankees', 'Red Sox', 'Dodgers', 'Chicago Cubs'],
  },
  iceHockey: {
    names: ['ice hockey', 'hockey', 'nhl'],
    words: ['NHL', 'Stanley Cup', 'Maple Leafs', 'Montreal Canadiens', 'Boston Bruins'],
  },
  motorsport: {
    names: ['formula 1', 'formula one', 'f1', 'motorsport', 'motor racing'],
    words: ['Formula 1', 'Formula One', 'F1', 'Grand Prix', 'MotoGP', 'NASCAR', 'IndyCar'],
  },
  cycling: {
    names: ['cycling', 'road cycling'],
    words: ['Tour de France', "Giro d'Italia", 'Vuelta a España'],
  },
  rugby: { names: ['rugby'], words: ['Six Nations', 'Rugby World Cup', 'All Blacks', 'Springboks'] },
  cricket: { names: ['cricket'], words: ['IPL', 'The Ashes', 'Test match', 'T20 World Cup'] },
  sumo: { names: ['sumo'], words: ['yokozuna'] },
};
