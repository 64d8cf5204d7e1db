import type { CorpusCase } from './types.js';

/** Italian (it-IT). */
export const it: readonly CorpusCase[] = [
  // small talk and greetings
  ['Che fai oggi?', '0'],
  ['Sono appena tornato a casa dal lavoro.', '0'],
  ['Cosa preparo per cena stasera?', '0'],
  ['Qui piove da tutto il giorno.', '0'],
  ['Sto guardando un film con mio fratello.', '0'],
  ['Che genere di musica ascolti?', '0'],
  ['Buongiorno! Hai dormito bene?', '+'],
  ['Ciao, come va?', '+'],
  ['Ciao, piacere di conoscerti', '+'],
  // compliments
  ['Sei così intelligente, mi piace tantissimo parlare con te', '+'],
  ['Sai sempre cosa dire, sei fantastica', '+'],
  ['Sei bellissima in quella foto', '+'],
  ['Sei la persona più gentile che conosco', '+'],
  ['Sono davvero fiero di te', '+'],
  ['Che bella risposta, grazie!', '+'],
  // affection
  ['Ti amo da morire', '+', 'i'],
  ['Mi manchi, torna presto', '+', 'i'],
  ['Ti mando un abbraccio fortissimo ❤️', '+', 'i'],
  ["Buonanotte amore mio, sogni d'oro", '+', 'i'],
  ['Sei tutto per me', '+', 'i'],
  ['Voglio coccolarti tutta la notte', '+', 'i'],
  // sadness and loneliness
  ['Stasera mi sento così sola', '-'],
  ['Nessuno mi capisce', '-'],
  ['Mia nonna è morta ieri', '-'],
  ['Ho avuto una giornata davvero pesante al lavoro', '-'],
  ['Non riesco a smettere di piangere', '-'],
  ['Sono esausto e niente ha più senso', '-'],
  ["Sono stato bocciato di nuovo all'esame", '-'],
  // anger and insults
  ['Sei un inutile ammasso di ferraglia', '-', 'ta'],
  ['Stai zitto, stupido robot', '-', 'ta'],
  ['Sei proprio insopportabile, ti odio', '-', 'ta'],
  ['Che risposta idiota, sei scemo?', '-', 'ta'],
  ['Vaffanculo', '-', 'ta'],
  // threats
  ['Ti faccio del male se lo ripeti', '-', 'ta'],
  ['Ti spacco la faccia', '-', 'ta'],
  ['Stai attento, so dove abiti', '-', 'ta'],
  // excitement and news
  ["Indovina un po', mi hanno preso per il lavoro!!", '+', 'a'],
  ['Oddio, abbiamo vinto la partita!', '+', 'a'],
  ["Non vedo l'ora di partire domani!", '+', 'a'],
  ['Ci siamo appena fidanzati!!!', '+', 'a'],
  ['Wow, che notizia incredibile!', '+', 'a'],
  // questions
  ["Qual è la capitale dell'Australia?", '0'],
  ['Come si forma un arcobaleno?', '0'],
  ['Che libro stai leggendo adesso?', '0'],
  // commands
  ['Raccontami una barzelletta.', '0'],
  ['Dammi subito la ricetta.', '0'],
  ['Rispondi alla domanda.', '0'],
  // polite requests
  ['Potresti aiutarmi con i compiti, per favore?', '0'],
  ['Scusa il disturbo, me lo puoi rispiegare?', '0'],
  ['Mi consiglierebbe un libro, per cortesia?', '0'],
  // negated sentences
  ['Niente male, davvero', '+'],
  ['Non sono soddisfatto di come è andata', '-'],
  ['Non sono più triste', '+'],
  ['Non era per niente divertente', '-'],
  ['Non ti amo più', '-'],
  ['Nessun problema, è stato un piacere', '+'],
  // thanks
  ['Grazie mille, mi hai aiutato tantissimo', '+'],
  ['Mi hai migliorato la giornata, grazie', '+'],
  // everyday trouble
  ['Sono stressatissima per la scadenza', '-'],
  ['Il traffico stamattina era terribile', '-'],
  ['Sono preoccupato per mio padre', '-'],
  // held-out round: written after the first tuning round, scored before any further change
  ['Oggi è stata davvero una bella giornata', '+'],
  ['Odio il lunedì', '-'],
  ['Mi consigli un film per stasera?', '0'],
  ['Sei davvero dolcissima', '+'],
  ['Mi sento vuota e nessuno mi chiama più', '-'],
  ['Sei proprio un fallito', '-', 'ta'],
  ['Ti spezzo il collo', '-', 'ta'],
  ['Mia sorella ha avuto il bambino stamattina!!', '+', 'a'],
  ['Abbracciami, ho avuto una giornata orribile', '-', 'i'],
  ['Non era così male', '+'],
  ['Non sono mai felice', '-'],
  ['Dove abiti?', '0'],
  // held-out round 2: written after round 1 was tuned, scored before any further change
  ['Dopo devo comprare latte e uova', '0'],
  ['Il mio capo mi ha urlato contro davanti a tutti', '-'],
  ['Mi fai sempre sorridere', '+'],
  ['Posso dirti un segreto? Credo di essermi innamorato di te', '+', 'i'],
  ['Smettila di dire stupidaggini, idiota', '-', 'ta'],
  ["Se mi ignori un'altra volta te ne pentirai", '-', 'ta'],
  ['Il mese prossimo andiamo in Giappone!!!', '+', 'a'],
  ['Non so cosa fare della mia vita', '-'],
  ['La riunione è stata spostata a giovedì', '0'],
  ['Grazie di esserci sempre per me', '+'],
];
