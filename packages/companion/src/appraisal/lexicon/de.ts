import type { Lexicon } from './types.js';

/** German (de-DE). */
export const de: Lexicon = {
  segmented: true,
  positive: 'gut|toll|super|schön|prima|klasse|freue*|froh|glücklich|danke*|wunderbar|fantastisch|perfekt|spaß|lustig|haha*|geil|cool|genial|herrlich|bestens|juhu',
  negative: 'schlecht|schrecklich|furchtbar|mies|hasse*|schlimm*|ärger*|wütend|sauer|problem*|falsch|enttäusch*|langweilig|blöd|doof|angst|sorge*|nervig',
  compliment: 'hübsch|wunderschön|klug|schlau|intelligent|nett|lieb|süß|charmant|attraktiv|talentiert|weise|du bist toll|du bist super|stolz auf dich|bezaubernd|schöne augen',
  insult: 'dumm*|idiot*|depp|trottel|vollidiot|arschloch|blödmann|versager|halt die klappe|halts maul|nutzlos|wertlos|widerlich|hässlich|scheiß*|mistkerl|penner',
  threat: 'töte*|umbringen|bring dich um|verletz*|zerstör*|angreif*|schlag dich|stirb|tot|mord*|rache|drohe*|waffe|messer|pistole',
  affection: 'liebe|ich liebe dich|hab dich lieb|vermisse dich|umarm*|kuss|küss*|schatz|liebling|mein herz|kuscheln|bedeutest mir',
  excitement: 'wow|krass|unglaublich|aufregend|aufgeregt|schnell|sofort|dringend|eilig|wahnsinn|irre|party|kann es kaum erwarten|hammer',
  command: 'sofort|mach das|sag mir|hör zu|gehorche|du musst|ich befehle|stopp|gib mir|antworte',
  polite: 'bitte|entschuldig*|verzeih*|könntest du|würdest du|wären sie|gerne|sorry',
  sadness: 'traurig|einsam|allein|weine|weinen|weinte|geweint|tränen|deprimiert|depression|vermisse|verloren|trauer|schmerz*|müde|krank|hoffnungslos|kaputt|unglücklich',
  greeting: 'hallo|hi|hey|guten morgen|guten tag|guten abend|gute nacht|wie geht es dir|wie gehts|servus|moin',
  novelty: 'neu|neue*|neuigkeit*|nachricht*|weißt du was|stell dir vor|überraschung|entdeck*|zum ersten mal|noch nie|gerade passiert|idee|erfind*',
  negations: 'nicht|kein*|nie|niemals|nichts|weder',
  negationsAfter: 'nicht|nie|niemals',
  intensifiers: 'sehr|so|wirklich|echt|extrem|total|absolut|zu|mega|voll|richtig|ganz',
  diminishers: 'etwas|bisschen|ein wenig|leicht|kaum|ziemlich',
  questions: 'was|warum|wieso|weshalb|wie|wann|wo|wer|welche*|kannst|bist|hast|magst|willst',
};
