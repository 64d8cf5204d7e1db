import type { Lexicon } from './types.js';

/** Italian (it-IT). */
export const it: Lexicon = {
  segmented: true,
  positive: 'bene|buono|buona|felice|contento*|grazie|meraviglios*|perfetto|fantastic*|figo|divertente|ahah*|haha*|eccellente|ottimo|bravo|brava|evviva',
  negative: 'male|cattiv*|terribile|orribile|odio|peggio*|arrabbiat*|fastidio*|problema*|sbagliat*|delus*|noios*|paura|preoccupat*|schifo',
  compliment: 'bellissim*|bella|bello|carina|carino|intelligente|gentile|dolce|simpatic*|affascinante|talentuos*|saggi*|sei fantastic*|sei grande|fiero di te|fiera di te|splendid*',
  insult: 'stupid*|idiota|cretino|cretina|imbecille|scemo|scema|stronzo|stronza|stai zitto|zitto|inutile|schifos*|merda|fallito|deficiente|coglione|vaffanculo',
  threat: 'uccid*|ammazz*|farti male|distrugg*|attacc*|picchiar*|muori|morto|morta|morte|omicidio|vendetta|minacc*|arma|coltello|pistola',
  affection: 'amore|ti amo|ti voglio bene|mi manchi|abbracci*|baci*|tesoro|caro|cara|cuore|ti adoro|coccol*',
  excitement: 'wow|incredibile|emozionante|emozionat*|veloce|presto|urgente|subito|pazzesco|festa|non vedo l\'ora|mamma mia',
  command: 'adesso|devi|fallo|dimmi|ascolta|obbedisci|ti ordino|basta|dammi|rispondi',
  polite: 'per favore|per piacere|scusa*|mi dispiace|potresti|potrebbe|volentieri|perdono',
  sadness: 'triste|mi sento solo|mi sento sola|sono solo|sono sola|solitudine|piang*|lacrime|depress*|mi manca|perso|persa|dolore|stanc*|malat*|dispera*|infelice',
  greeting: 'ciao|buongiorno|buonasera|buonanotte|come stai|salve',
  novelty: 'nuov*|notizi*|sai che|indovina|immagina|sorpresa|scopert*|scopri*|prima volta|mai visto|appena successo|idea|invent*',
  negations: 'non|mai|niente|nulla|nessun*|né|neanche|nemmeno',
  negationsAfter: '',
  intensifiers: 'molto|tanto|così|davvero|veramente|super|estremamente|troppo|proprio|assolutamente',
  diminishers: 'un po|poco|leggermente|abbastanza',
  questions: 'cosa|che cosa|perché|come|quando|dove|chi|quale',
};
