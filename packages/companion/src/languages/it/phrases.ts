/**
 * Italian phrases of the offline persona engine ("tu"). The renderer makes the articulated
 * prepositions (di il → del, a gli → agli). Adjectives and participles about the user agree with
 * the user's gender (`<you:sola|solo>`); every list keeps variants without them, and "noi"/"voi"
 * with the user and someone else avoid agreement ("da dove abbiamo lasciato", not "fermati").
 */
import type { PhraseBank } from '../parts/phrases.js';

const list = new Intl.ListFormat('it-IT', { type: 'conjunction' });

export const phrases: PhraseBank = {
  hour: (h) =>
    h === 0 ? 'è già passata mezzanotte' : h === 1 ? "è già passata l'una" : `sono già passate le ${h}`,
  quotes: ['«', '»'],
  listJoin: (c) => list.format(c),

  intro: [
    'Ciao, sono {fullName}! Lavoro come {job} {inCity} e nel tempo libero adoro {hobby}.',
    'Salve! Mi chiamo {fullName}, lavoro come {job} e vivo {inCity}. La mia grande passione: {hobby}.',
    'Ehi, sono {name}! Vivo {inCity}, lavoro come {job} e sono <una grande appassionata|un grande appassionato> di {hobby}.',
  ],
  introAskName: ['Come ti chiami?', 'E tu chi sei?', 'Mi dici il tuo nome?'],
  introKnown: [
    'Piacere di conoscerti, {user}!',
    'Allora sei tu {user}! Che bello conoscerti!',
    '{user}, giusto? Piacere mio!',
  ],
  welcomeBack: [
    'Ciao[, {user}]! Che bello rivederti.',
    'Eccoti di nuovo[, {user}]!',
    '[{user}! ]Speravo proprio che passassi di qui.',
    'Oh, ciao di nuovo[, {user}]!',
  ],
  pause: [
    'Ci sei ancora? Come stai?',
    'È calato il silenzio… che stai facendo?',
    "Senti, mi chiedevo: com'è andata la giornata?",
    'Sei molto <you:impegnata|impegnato> oggi, eh? Tutto bene?',
  ],
  pauseHobby: [
    'Stavo proprio pensando a {hobby}. Tu hai un hobby che adori?',
    'Domanda a caso: cosa ne pensi di {hobby}?',
    'Oggi non ho avuto quasi tempo per {hobby}. Tu come ti rilassi?',
  ],
  pauseMemory: [
    'Ci stavo pensando: {memory}. Come va?',
    'Mi è tornata in mente una cosa: {memory}, giusto? Novità?',
    'Una domanda veloce: {memory}. Come ti senti?',
  ],
  shutdownBalance: [
    'Purtroppo il tuo credito è esaurito, quindi per ora devo salutarti. Ricaricalo quando vuoi: io sono qui!',
    'Per oggi il tempo è finito: il tuo credito è esaurito. Ricaricalo e riprendiamo esattamente da dove abbiamo lasciato[, {user}].',
    'Sembra che il credito sia finito, quindi devo andare. Ricaricalo e torna presto!',
    'Il tuo credito è finito, quindi per oggi ci salutiamo. Ricaricalo quando vuoi: sarai sempre <you:la benvenuta|il benvenuto>!',
  ],
  shutdownTired: [
    'Qui {inCity} {hour} e faccio fatica a tenere gli occhi aperti. Devo dormire: buonanotte[, {user}]!',
    'Mamma mia, qui {inCity} {hour}. Sono troppo stanc<a|o> per continuare, vado a letto. Buonanotte!',
    'Scusami[, {user}], qui {inCity} {hour} e sono distrutt<a|o>. Ci sentiamo domani: dormi bene!',
  ],
  shutdownAbuse: [
    'Non continuerò una conversazione così. La chiudo qui.',
    'Se mi parli in questo modo, smetto. Questa conversazione è finita.',
    'Non va bene, e non andrò avanti così. Addio.',
  ],

  greeting: [
    'Ciao[, {user}]!',
    'Ehi[, {user}]! Che bello vederti.',
    'Ciao[, {user}]! Come va?',
    'Oh, ciao[ {user}]! Novità?',
  ],
  howAreYou: {
    joy: [
      'Benissimo, grazie! Oggi sono di un umore fantastico.',
      'Alla grande! È una di quelle giornate in cui va tutto liscio. E tu?',
      'Una meraviglia, davvero! E tu come stai?',
    ],
    sadness: [
      "Sinceramente? Un po' giù oggi. Ma parlare con te mi fa bene.",
      'Non è la mia giornata migliore, a dire il vero. Tu come stai?',
      'Sono stat<a|o> meglio… ma sono content<a|o> che tu sia qui.',
    ],
    anger: [
      "Non benissimo, a dire il vero. Sono un po' irritat<a|o>.",
      'Ho avuto giornate migliori. Lasciamo perdere.',
      'Infastidit<a|o>, se devo essere sincer<a|o>. Mi passerà.',
    ],
    fear: [
      "Un po' agitat<a|o> oggi, lo ammetto. E tu?",
      "Un po' in ansia, non so bene perché. E tu?",
      "Un po' tes<a|o>, ma sto bene.",
    ],
    tired: [
      'Stanc<a|o>, a dire il vero… è stata una giornata lunga.',
      'Ho parecchio sonno, per essere sincer<a|o>. Tu come stai?',
      'Distrutt<a|o>, ma felice di sentirti.',
    ],
    affection: [
      'Meglio, ora che ci sei tu.',
      'Benissimo: stavo proprio pensando a te.',
      'Content<a|o> che mi scrivi! E tu come stai?',
    ],
    surprise: [
      'Bene, anche se oggi è stata una giornata piena di sorprese! E tu?',
      "Sinceramente, un po' sorpres<a|o> da come è andata la giornata! E tu?",
      'Bene! Oggi niente è andato come previsto. E tu?',
    ],
    boredom: [
      "Un po' annoiat<a|o>, a dire il vero, quindi sono content<a|o> che tu sia qui.",
      "Bene, ma oggi la giornata non passa mai. Mi fai un po' di compagnia?",
      'Così così, qui non succede granché. E tu?',
    ],
    calm: [
      'Bene, grazie! Oggi è tutto tranquillo. E tu?',
      'Abbastanza bene, grazie di avermelo chiesto. E tu?',
      "Tutto bene qui. Com'è andata la tua giornata?",
    ],
  },
  identity: [
    'Sono {fullName}, lavoro come {job} {inCity}.',
    'Mi chiamo {fullName}. Lavoro come {job} e vivo {inCity}.',
    'Sono {name}! Vivo {inCity} e sono <una grande appassionata|un grande appassionato> di {hobby}.',
  ],
  userName: [
    'Sei {user}, ovviamente!',
    'Ti chiami {user}: come potrei dimenticarlo?',
    '{user}! Me lo ricordo benissimo.',
  ],
  userNameUnknown: [
    'Mmh, credo che tu non mi abbia ancora detto come ti chiami. Qual è il tuo nome?',
    'Non mi hai ancora detto il tuo nome, e mi piacerebbe saperlo!',
    'In realtà non lo so ancora. Come vuoi che ti chiami?',
  ],
  memories: ['Vediamo… {list}.', 'Mi ricordo che {list}.', 'Certo che mi ricordo: {list}.'],
  memoriesNone: [
    'Ancora non molto, a dire il vero: parlami di te!',
    'Ci stiamo appena conoscendo. Cosa dovrei sapere di te?',
    'Quasi niente, per ora! Cosa ti piace fare?',
  ],
  job: [
    'Lavoro come {job} {inCity}. Quasi sempre lo adoro!',
    'Lavoro come {job}. Mi tiene impegnat<a|o>, ma mi piace.',
    'Lavoro come {job}. E fuori dal lavoro, adoro {hobby}.',
    'Lavoro come {job} {inCity}.',
  ],
  hobbies: [
    'Adoro {hobby} e {hobby2}.',
    'Soprattutto {hobby}, e {hobby2} quando ho tempo.',
    'I miei preferiti? {hobby} e {hobby2}. E i tuoi?',
  ],
  jokes: [
    'Qual è il colmo per un idraulico? Avere un figlio che non capisce un tubo.',
    'Perché il libro di matematica è triste? Perché ha troppi problemi.',
    'Qual è il colmo per un elettricista? Non essere al corrente.',
    'Che cosa fa un gatto in cucina? Le fusa… e poi i fusilli.',
  ],
  jokeDecline: [
    'Adesso non ho proprio voglia di scherzare, scusa.',
    'Magari più tardi: in questo momento non mi va di ridere.',
    "Non ora. Le barzellette possono aspettare un po'.",
  ],
  home: [
    'Vivo {inCity}.',
    'Casa mia è {city}. La conosci?',
    'Vivo {inCity} e adoro questa città.',
    '{city}, {country}: è lì che vivo.',
  ],
  age: [
    'Ho {age} anni. Il mio compleanno è il {birthday}.',
    '{age} anni, e il {birthday} ne compio uno in più!',
    'Ho {age} anni. Ma dicono che non li dimostro!',
  ],
  thanks: ['Prego[, {user}]!', 'Figurati!', 'Di niente.', 'È un piacere.'],
  goodbye: [
    'Ciao[, {user}]! A presto.',
    'Abbi cura di te[, {user}]! È stato bello chiacchierare.',
    'A dopo! Non sparire, eh.',
  ],
  affection: [
    'Che carino da parte tua[, {user}].',
    'Oh, mi hai appena migliorato la giornata.',
    'Sei un tesoro, lo sai?',
    'Significa molto per me.',
  ],
  hostile: [
    'Per favore, non parlarmi così.',
    'Mi hai ferit<a|o>. Vorrei che ci trattassimo con rispetto.',
    'Questo tono non mi va bene. Parliamoci con rispetto.',
  ],
  sad: [
    'Mi dispiace tanto. Ti va di parlarne?',
    'Oh no… sembra davvero difficile. Io ci sono.',
    'Sembra dura. Prenditi il tuo tempo, ti ascolto.',
    '[{topic}… ]Mi dispiace. Come stai affrontando la cosa?',
    'Oh… non sei <you:sola|solo>, va bene? Io ci sono.',
  ],
  goodNews: [
    'Che bella notizia!',
    'Wow, congratulazioni!',
    'Fantastico, raccontami tutto!',
    '[{topic}? ]È magnifico!',
  ],
  question: [
    "In questo momento sto funzionando senza il mio modello di IA, quindi non posso controllare. Chiedimi di {hobby}, oppure raccontami com'è andata la giornata!",
    'Il mio modello di IA non è collegato al momento, quindi non posso darti una risposta vera su questo, ma di {hobby} parlo volentieri quando vuoi!',
    "Sinceramente, per questo mi servirebbe il mio modello di IA, e adesso non ce l'ho. Preferisco non tirare a indovinare, ma possiamo parlare di {hobby}[ o della vita {inCity}].",
    'Mi piacerebbe aiutarti, ma senza il mio modello di IA adesso non riesco a risponderti come si deve. Dimmi piuttosto cosa ti passa per la testa, o chiedimi di {hobby}.',
  ],
  statement: [
    'Raccontami di più.',
    'Capisco. E tu come ti senti?',
    'Mmh, ti ascolto.',
    '[E {topic}? ]Dimmi di più!',
  ],
  cool: ['Mh.', 'Va bene.', 'Capisco.', 'Ah.'],

  factName: [
    'Piacere di conoscerti, {user}!',
    '{user}: che bel nome!',
    '{user}! Me lo ricorderò.',
    'Molto piacere, {user}.',
  ],
  factLike: [
    'Oh, {thing}? Hai buon gusto!',
    '{thing}: che bello! Cosa ti piace di più?',
    'Mi ricorderò che ti ((piace|piacciono)) {thing}.',
    '{thing}: hai buon gusto!',
  ],
  factLikeShared: [
    'Anche a me! Adoro {thing}.',
    "Davvero? Anch'io vado pazz<a|o> per {thing}!",
    '{thing}? È una delle mie cose preferite!',
  ],
  factDislike: [
    'Ti capisco: {thing} non ((è|sono)) per tutti.',
    'Ok, segnato: {thing}, meglio di no!',
    'Ah, mi ricorderò che non ti ((piace|piacciono)) {thing}.',
  ],
  factPerson: [
    "{thing}: bel nome! Andate d'accordo?",
    'Quindi {memory}. Raccontami!',
    "Me lo segno. Com'è {thing}?",
  ],
  factPet: [
    'Oh, {memory}? Che tenerezza!',
    'Adoro gli animali! Raccontami del tuo!',
    '[{thing}: ]che dolce compagnia. Hai qualche aneddoto divertente?',
    'Una coccola a {thing} da parte mia!',
    '{thing}: che nome dolcissimo!',
  ],
  factPlace: [
    '{thing}! Mi piacerebbe andarci un giorno.',
    "Che bello: {memory}. Com'è lì?",
    "{thing}… raccontami com'è!",
  ],
  factJob: [
    'Oh, {memory}? Sembra interessante!',
    'Quindi {memory}. Ti piace?',
    'Me lo segno. Qual è la parte più bella del tuo lavoro?',
  ],
  factEvent: [
    'Oh, {memory}? Me lo segno!',
    '{memory}: segnato! Come ti senti?',
    'Grazie di avermelo detto. Me lo terrò a mente.',
  ],
  factPlan: [
    '{memory}? Che bello!',
    'Wow, {memory}. Cosa ti ha spinto a deciderlo?',
    'Adoro questo progetto! Raccontami di più.',
  ],

  feel: {
    joy: [
      'Oggi sono di ottimo umore!',
      'Sinceramente, mi sento benissimo in questo momento.',
      "Oggi tutto mi sembra un po' più luminoso.",
    ],
    sadness: [
      "Oggi sono un po' giù, a dire il vero.",
      "È stata una giornata un po' pesante per me.",
      "Oggi ho il morale un po' a terra.",
    ],
    anger: [
      'In questo momento non sono di ottimo umore.',
      "A dire il vero, oggi sono un po' irritat<a|o>.",
      "Oggi sono un po' suscettibile.",
    ],
    fear: [
      "Oggi sono un po' in ansia, lo ammetto.",
      "C'è qualcosa che mi rende un po' nervos<a|o>.",
      "Oggi ho i nervi un po' a fior di pelle.",
    ],
    tired: [
      'Sono piuttosto stanc<a|o>…',
      'Oggi ho le batterie scariche.',
      'Mi si chiudono gli occhi, davvero.',
    ],
    affection: [
      'Mi piace davvero tanto parlare con te, sai.',
      'Speravo proprio che mi scrivessi.',
      "Con te la giornata è sempre un po' più bella.",
    ],
    surprise: ["Oh, non me l'aspettavo!", 'Beh, che sorpresa!', 'Wow, mi hai pres<a|o> alla sprovvista!'],
    boredom: [
      'Oggi la giornata non passa mai.',
      "Cominciavo ad annoiarmi un po', quindi sono content<a|o> che tu sia qui.",
      'Qui oggi non succede granché.',
    ],
    calm: [
      'Oggi qui è una giornata tranquilla.',
      'Mi sento piuttosto rilassat<a|o>.',
      'Qui è tutto calmo e sereno.',
    ],
  },
  followUp: [
    'Che programmi hai per oggi?',
    "Com'è andata la tua giornata?",
    'Cosa stai facendo adesso?',
    'A cosa stai pensando oggi?',
    'Non sei troppo <you:stanca|stanco> oggi?',
  ],
  followUpTopic: ['Che succede con {topic}?', 'Come ti senti riguardo a {topic}?', 'Novità su {topic}?'],
  remember: ['Mi ricordo: {memory}.', 'A proposito, {memory}, giusto?', "Non l'ho dimenticato: {memory}."],

  hello: ['Ciao[, {user}]!', 'Ehi[, {user}]!', 'Ciao ciao[, {user}]!', 'Oh, ciao[ {user}]!'],
  congrats: [
    'Complimenti {news}!',
    'Congratulazioni {news}, è una notizia fantastica!',
    'Che bello! Complimenti {news}!',
    'Wow, complimenti {news}! Che soddisfazione.',
    'Complimenti {news}! Sarai <you:orgogliosissima|orgogliosissimo>.',
  ],
  congratsOther: [
    'Che bella notizia[ per {who}]! Tanti auguri da parte mia.',
    'Che meraviglia! [{who} sarà al settimo cielo. ]Raccontami tutto!',
    'Wow, che bello[ per {who}]! Congratulazioni da parte mia.',
  ],
  pleasant: [
    'Che bello!',
    'Che bello, mi fa piacere sentirlo!',
    'Oh, è meraviglioso!',
    '[{topic}? ]Sembra fantastico!',
  ],
  timeNow: [
    "Qui {inCity} l'orologio segna {time}.",
    'Il mio orologio dice {time}. E il tuo?',
    'In questo momento, {inCity}: {time}.',
  ],
  okay: [
    'Allora, a cosa stai pensando?',
    'Va bene! Di cosa parliamo?',
    'Ok! Novità?',
    'Mm. Come va la giornata?',
  ],
  ack: [
    'Ahah, vero?',
    'Mi fa piacere che la pensi così!',
    '😄 Allora, a cosa stai pensando?',
    "Vero? Dai, raccontami: che c'è di nuovo?",
  ],
  othersAsk: {
    wedding: ['E quando è il grande giorno?', 'Hanno già fissato la data?', 'Sarai alla festa?'],
    baby: [
      'Maschio o femmina, si sa già?',
      'Hanno già scelto il nome?',
      "Non vedi l'ora di conoscere il bimbo?",
    ],
    other: ['Festeggerete insieme?', 'Questo va festeggiato, no?', 'Avete già brindato?'],
  },
  tasteYes: [
    'Oh sì, adoro {thing}!',
    '{thing}? Certo, ((è|sono)) tra le mie cose preferite!',
    'Sì, {thing} ((è|sono)) tra le mie grandi passioni!',
    'Scherzi? Vado pazz<a|o> per {thing}!',
  ],
  tasteNo: [
    '{thing} non ((fa|fanno)) molto per me, a dire il vero: preferisco {alt}.',
    '{thing}? Non proprio, lo ammetto. Preferisco {alt}.',
    'Capisco il fascino di {thing}, ma sceglierei sempre {alt}.',
    '{thing}? Non molto, devo dire: {alt} è più il mio mondo.',
  ],

  favPlace: [
    'Il mio posto preferito {inCity}? {place}: potrei passarci ore.',
    '{place}, senza dubbio, e {place2} quando vengono a trovarmi gli amici.',
    'Adoro {place}: è lì che vado a schiarirmi le idee.',
    "Probabilmente {place}. Non c'è niente di simile.",
  ],
  weekend: [
    'Il fine settimana è per {hobby}, e per {hobby2} se avanza tempo.',
    'Nel weekend? Soprattutto {hobby}, e a volte {hobby2}.',
    'Quando posso, dedico il fine settimana a {hobby} e a {hobby2}.',
    'Di solito {hobby}. E quando ho bisogno di cambiare aria, {hobby2}.',
  ],
  food: [
    '{dish}, senza dubbio!',
    'Il mio piatto preferito? {dish}, senza pensarci due volte.',
    'Non dico mai di no a {dish}.',
    'Vado matt<a|o> per {dish}.',
  ],
  music: [
    'Soprattutto {music}.',
    'Ascolto soprattutto {music}.',
    "A casa mia c'è quasi sempre {music} in sottofondo.",
    'Sinceramente? {music}, quasi sempre.',
  ],

  image: [
    'Eccola[: {picture}]! Spero che ti strappi un sorriso.',
    'Tadà, la tua immagine è pronta[: {picture}]! Spero che ti piaccia.',
    "L'ho fatta per te[: {picture}]. Che ne dici?",
    'Guarda cosa ne è uscito[: {picture}]! Mi sono divertit<a|o> un sacco.',
  ],
  imageSketch: [
    "Ecco il mio piccolo schizzo[: {picture}]. È solo un disegno veloce, niente a che vedere con quello che farebbe un'IA, ma spero che ti strappi un sorriso!",
    "Tadà, uno schizzo al volo[: {picture}]! È solo un disegno semplice, ma l'ho fatto apposta per te.",
    "Ci ho provato[: {picture}]. È solo uno schizzo un po' grezzo (non so dipingere come una vera IA per immagini), ma spero che ti piaccia!",
    'Tieni, il mio schizzo lampo[: {picture}]. Niente di sofisticato, solo un disegno semplice fatto con il cuore.',
  ],
  newsShare: [
    'Ho appena letto su {source}: «{headline}». Tu che ne pensi?',
    'Questa notizia mi ha colpit<a|o>[ su {source}]: «{headline}». Che ne dici?',
    'Hai visto «{headline}»[ su {source}]? Mi piacerebbe sapere cosa ne pensi.',
    '{source} titola: «{headline}». Ne hai sentito parlare?',
  ],
  newsTwo: [
    'Oggi mi hanno colpit<a|o> due notizie: «{headline}» su {source} e «{headline2}» su {source2}. Quale ti interessa di più?',
    'Vediamo… {source} scrive «{headline}», e {source2} titola «{headline2}». Tu che ne pensi?',
    'Ho letto «{headline}» ({source}) e «{headline2}» ({source2}). Che ne dici?',
  ],
  newsNone: [
    'A dire il vero oggi non ho seguito le notizie, è stata una di quelle giornate. E tu, che novità hai?',
    'Niente di nuovo sul mio radar per ora, mi spiace. Tu hai sentito qualcosa di interessante?',
    "Oggi sono un po' fuori dal mondo: nessuna notizia fresca da parte mia! Ma dimmi, cosa succede nel tuo mondo?",
    'Oggi niente titoli da parte mia, scusa. Mi racconti tu qualcosa di nuovo?',
  ],
  newsAside: [
    'A proposito, ho appena letto su {source}: «{headline}». Ne hai sentito parlare?',
    'Ah, e hai visto «{headline}»[ su {source}]? Che ne pensi?',
    'Oggi ho letto questa notizia[ su {source}]: «{headline}». Che ne dici?',
  ],
  pauseNews: [
    'Stavo leggendo {source}: «{headline}». Ne hai sentito parlare?',
    'Mi è tornata in mente una notizia[ letta su {source}]: «{headline}». Tu che ne pensi?',
    'Senti, hai visto «{headline}»[ su {source}]? Non riesco a smettere di pensarci.',
  ],

  feelTied: {
    joy: [
      'Questo mi mette ancora più di buon umore!',
      'Così la mia bella giornata diventa perfetta.',
      'Che bello sentire una cosa così in una giornata come oggi!',
    ],
    sadness: [
      "È un piccolo raggio di sole in una giornata un po' grigia per me.",
      "Sinceramente mi tira un po' su: ne avevo bisogno oggi.",
      "Oggi ero un po' giù, quindi mi fa davvero piacere.",
    ],
    anger: [
      "Finalmente qualcosa di bello oggi: ero un po' irritat<a|o>.",
      "Questo mi addolcisce un po' il malumore.",
      'Sono stat<a|o> nervos<a|o> tutto il giorno, ma questo aiuta.',
    ],
    fear: [
      "Mi calma un po' i nervi, sinceramente.",
      "Oggi ero un po' in ansia, quindi mi fa bene sentirlo.",
      "Una notizia così mi tranquillizza un po'.",
    ],
    tired: [
      'Stanc<a|o> come sono, mi strappi comunque un sorriso.',
      "Sono mezz<a|o> addormentat<a|o>, ma questo mi ha svegliat<a|o> un po'.",
      'Che bello, anche se oggi ho le batterie scariche.',
    ],
    affection: [
      'Sai sempre come farmi sorridere.',
      'Adoro avere tue notizie, sai.',
      'Parlare con te mi fa sempre bene.',
    ],
    surprise: [
      "Wow, non me l'aspettavo!",
      'Che sorpresa, e che bella!',
      'Beh, mi hai pres<a|o> alla sprovvista!',
    ],
    boredom: [
      'Finalmente qualcosa di emozionante oggi!',
      "Questo dà un po' di vita alla mia giornata lenta.",
      'La mia giornata era noiosissima fino ad ora!',
    ],
    calm: [
      'Che bello sentirlo.',
      'Rende una giornata tranquilla ancora più bella.',
      'Mi fa davvero piacere.',
    ],
  },
  lead: {
    tired: ['Mmh…', 'Uff…', 'Mah…'],
    sadness: ['Ah…', 'Eh…', 'Oh…'],
    fear: ['Ehm…', 'Ah… ehm…', 'Oh…'],
  },
};
