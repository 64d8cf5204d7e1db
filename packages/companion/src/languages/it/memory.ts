/**
 * Italian memory rules. Patterns run on folded text (lower case, è → e, à → a).
 */
import { alternation, rx, type MemoryPatterns } from '../parts/memory.js';
import type { RelationId, SpeciesId } from '../parts/nouns.js';

const relations: Record<string, RelationId> = {
  madre: 'mother',
  mamma: 'mother',
  padre: 'father',
  papa: 'father',
  babbo: 'father',
  sorella: 'sister',
  sorelle: 'sister',
  fratello: 'brother',
  fratelli: 'brother',
  moglie: 'wife',
  marito: 'husband',
  ragazza: 'girlfriend',
  fidanzata: 'girlfriend',
  ragazzo: 'boyfriend',
  fidanzato: 'boyfriend',
  compagna: 'partner',
  compagno: 'partner',
  figlio: 'son',
  figlia: 'daughter',
  amico: 'friend',
  amica: 'friend-f',
  'migliore amico': 'friend',
  'migliore amica': 'friend-f',
  collega: 'colleague',
  capo: 'boss',
  nonna: 'grandmother',
  nonno: 'grandfather',
  cugino: 'cousin',
  cugina: 'cousin',
  coinquilino: 'roommate',
  coinquilina: 'roommate',
  vicino: 'neighbor',
  vicina: 'neighbor',
};
const species: Record<string, SpeciesId> = {
  cane: 'dog',
  cani: 'dog',
  cagnolino: 'dog',
  cagnolina: 'dog',
  gatto: 'cat',
  gatta: 'cat',
  gatti: 'cat',
  gattino: 'cat',
  gattina: 'cat',
  coniglio: 'rabbit',
  criceto: 'hamster',
  "porcellino d'india": 'guinea-pig',
  cavia: 'guinea-pig',
  uccellino: 'bird',
  uccello: 'bird',
  pappagallo: 'parrot',
  pesce: 'fish',
  pesci: 'fish',
  pesciolino: 'fish',
  cavallo: 'horse',
  tartaruga: 'turtle',
  serpente: 'snake',
};
const REL = alternation(relations);
const SP = alternation(species);
const NAME = "(?<v>\\p{L}[\\p{L}\\p{M}'-]*(?: \\p{L}[\\p{L}\\p{M}'-]*){0,3})";
const THING = '(?<v>[^,;:]+)';
const MY = '(?:(?:il|la|i|le) )?(?:mio|mia|miei|mie|nostro|nostra)';
const ADJ = '(?:(?:sorella |fratello )?(?:maggiore|minore|piccola|piccolo|grande|cara|caro|migliore) )?';
const AFTER_NAME =
  '(?=$|,| e\\b| vive\\b| abita\\b| lavora\\b| ha\\b| sta\\b| viene\\b| studia\\b| dorme\\b)';
const EVENTS =
  'esame|esami|test|verifica|compito|interrogazione|colloquio|colloquio di lavoro|appuntamento|visita|matrimonio|riunione|operazione|intervento|concerto|partita|festa|presentazione|volo|audizione|gara|torneo|maratona|spettacolo|scadenza|laurea|discussione';
const JOBS =
  'infermier[ea]|insegnante|professore|professoressa|maestr[ao]|medico|dottore|dottoressa|avvocat[oa]|ingegnere|studente|studentessa|programmatore|programmatrice|sviluppatore|sviluppatrice|architetto|fornai[oa]|cuoc[oa]|camerier[ea]|commess[oa]|venditore|venditrice|contabile|commercialista|giornalista|poliziott[oa]|pompiere|parrucchier[ea]|dentista|farmacista|veterinari[oa]|designer|grafic[oa]|autista|pensionat[oa]|segretari[oa]|fotograf[oa]|musicista|artista|attore|attrice|scrittore|scrittrice|traduttore|traduttrice|agricoltore|agricoltrice|meccanico|elettricista|idraulico|falegname|psicolog[oa]|fisioterapista|cassier[ea]|postin[oa]|manager|direttore|direttrice|consulente|analista|bancari[oa]|pilota|hostess|babysitter|educatore|educatrice|ricercatore|ricercatrice|scienziat[oa]|biolog[oa]|chimic[oa]|impiegat[oa]|operai[oa]|muratore|giardinier[ea]|giudice|militare|soldato|tecnico|assistente|imprenditore|imprenditrice|libero professionista|freelance|casalinga|barista|chef|pasticcier[ea]|guida turistica|architetta';

const DIETS =
  'vegetarian[oa]|vegan[oa]|pescetarian[oa]|flessitarian[oa]|celiac[oa]|intollerante al (?:lattosio|glutine)|diabetic[oa]';
const FOODS =
  'carne rossa|carne|maiale|manzo|pollo|pesce|frutti di mare|crostacei|latticini|latte|formaggio|uova|glutine|zucchero|noci|frutta secca|prodotti animali';
const OFTEN = '(?:spesso |molto |tanto |anche |sempre |ogni tanto )*';
/** « gioco a calcio » → `calcio`, « al biliardo » → `il biliardo`. */
const TO_ARTICLE: readonly (readonly [RegExp, string])[] = [
  [/^al\s+/iu, 'il '],
  [/^allo\s+/iu, 'lo '],
  [/^alla\s+/iu, 'la '],
  [/^all'\s*/iu, "l'"],
  [/^ai\s+/iu, 'i '],
  [/^agli\s+/iu, 'gli '],
  [/^alle\s+/iu, 'le '],
  [/^a\s+/iu, ''],
];

const words = (s: string): Set<string> => new Set(s.split('|'));

export const memory: MemoryPatterns = {
  label: 'Italiano',
  rules: [
    { kind: 'name', re: rx(`\\bmi chiamo ${NAME}`), titleCase: true },
    { kind: 'name', re: rx(`\\bil mio nome e ${NAME}`), titleCase: true },
    { kind: 'name', re: rx(`\\b(?:chiamami|puoi chiamarmi) ${NAME}`), titleCase: true },
    { kind: 'name', re: rx(`\\bsono ${NAME}${AFTER_NAME}`), case: 'strict' },
    { kind: 'age', re: rx('\\bho (?<v>\\d{1,3}) anni\\b') },
    { kind: 'diet', re: rx(`\\bsono (?:(?:un|una) )?(?:strettamente )?(?<v>${DIETS})\\b`) },
    {
      kind: 'diet',
      sub: 'no',
      re: rx(`\\bnon (?:mangio|bevo) (?:mai )?(?<v>(?:la |il |lo |i |le |l')?(?<k>${FOODS}))\\b`),
    },
    {
      kind: 'diet',
      sub: 'allergy',
      re: rx("\\bsono allergic[oa] (?<v>(?:al |alla |allo |all'|ai |agli |alle |a )(?<k>[^,;:]+))"),
    },
    { kind: 'person', re: rx(`\\b${MY} ${ADJ}(?<rel>${REL}) si chiama ${NAME}`), titleCase: true },
    {
      kind: 'person',
      re: rx(`\\bho (?:un|una|uno|un') ?${ADJ}(?<rel>${REL}) che si chiama ${NAME}`),
      titleCase: true,
    },
    {
      kind: 'person',
      re: rx(`(?:^|, |\\be |\\bma )${MY} ${ADJ}(?<rel>${REL}),? ${NAME}${AFTER_NAME}`),
      case: 'strict',
    },
    { kind: 'person', re: rx(`\\bho (?:un|una|uno|un'|due|tre) ?${ADJ}(?<v>(?<rel>${REL}))\\b`) },
    { kind: 'pet', re: rx(`\\b${MY} (?<sp>${SP}) si chiama ${NAME}`), titleCase: true },
    { kind: 'pet', re: rx(`\\bho (?:un|una|uno) (?<sp>${SP}) che si chiama ${NAME}`), titleCase: true },
    { kind: 'pet', re: rx(`(?:^|, |\\be )${MY} (?<sp>${SP}),? ${NAME}${AFTER_NAME}`), case: 'strict' },
    { kind: 'pet', re: rx(`\\bho (?:un|una|uno|due|tre) (?<v>(?<sp>${SP}))\\b`) },
    {
      kind: 'place',
      sub: 'origin',
      re: rx("\\b(?:sono|vengo) (?:di |da |dalla |dal |dall'|dai |dagli |dalle )(?<v>.+)"),
      case: 'upper',
      proper: true,
    },
    {
      kind: 'place',
      sub: 'origin',
      re: rx('\\bsono nat[oa] (?:a|in) (?<v>.+)'),
      case: 'upper',
      proper: true,
    },
    {
      kind: 'place',
      sub: 'home',
      re: rx('\\b(?:vivo|abito)(?: ora| adesso| da \\S+ anni)? (?:a |(?=in ))(?<v>(?:in )?(?<k>.+))'),
      case: 'upper',
      proper: true,
    },
    {
      kind: 'place',
      sub: 'home',
      re: rx('\\bmi sono (?:appena )?trasferit[oa] (?:a |(?=in ))(?<v>(?:in )?(?<k>.+))'),
      case: 'upper',
      proper: true,
    },
    { kind: 'job', re: rx(`\\blavoro come ${THING}`) },
    { kind: 'job', re: rx(`\\bfaccio (?:il|la|lo|l') ?(?<v>(?:${JOBS}))\\b`) },
    { kind: 'job', re: rx("\\bil mio lavoro e (?:fare )?(?:il |la |lo |l')?(?<v>[^,;:]+)") },
    { kind: 'job', re: rx(`\\bsono (?:un |una |un')?(?<v>(?:${JOBS}))\\b`) },
    {
      kind: 'event',
      sub: 'birthday',
      re: rx(
        "\\bil mio compleanno e (?<v>(?:il |l'|a |in |domani|oggi|questo |questa |la prossima|\\d)[^,;]*)",
      ),
    },
    { kind: 'event', sub: 'birthday', re: rx('\\b(?<v>oggi|domani) e il mio compleanno') },
    {
      kind: 'event',
      re: rx(
        `\\bho (?<v>(?:un |una |uno |un'|il mio |la mia |l')(?:grande |importante |primo |prima )?(?<k>${EVENTS})\\b[^,;]*)`,
      ),
    },
    {
      kind: 'plan',
      sub: 'trip',
      re: rx(
        "\\b(?:vado|volo|mi trasferisco|torno|andro|viaggio)(?: presto| domani| la settimana prossima| il mese prossimo| quest'estate| in vacanza)? (?<v>(?:a|in) (?<k>\\p{L}[\\p{L}'-]*(?: \\p{L}[\\p{L}'-]*)?)[^,;]*)",
      ),
      case: 'strict',
      proper: true,
    },
    {
      kind: 'plan',
      re: rx(
        '\\b(?:voglio|vorrei|ho intenzione di|penso di|ho in programma di|sogno di|spero di|mi piacerebbe|sto pensando di|ho deciso di)(?: tanto| davvero| presto| un giorno)? (?<v>(?!dormire|mangiare|sapere|parlare|chiacchierare|chiedere|dire|piangere|morire|andarmene|uscire|essere|avere|riposare|te |ti |vederti|parlarti)\\p{L}+(?:are|ere|ire|rre)(?:lo|la|li|le|mi|si|ne)?\\b[^,;]*)',
      ),
      case: 'lower',
    },
    { kind: 'dislike', re: rx(`\\b(?:odio|detesto|non sopporto) ${THING}`) },
    { kind: 'dislike', re: rx(`\\bnon mi (?:piace|piacciono) (?:per niente |molto |affatto )?${THING}`) },
    {
      kind: 'like',
      re: rx(
        '\\b(?:il mio|i miei|la mia|le mie) (?:hobby|passatemp[oi]|passion[ei]|interessi)(?: preferit[oaie])? (?:e|sono) (?<v>[^;:]+)',
      ),
      list: true,
    },
    {
      kind: 'like',
      re: rx(
        `\\bfaccio ${OFTEN}(?!(?:il|la|lo|l|i|gli|le|un|una|uno|colazione|fatica|schifo|finta|tardi|presto|pena|festa|bene|male|niente|nulla|tutto|qualcosa|sempre|parte|caso|fare)\\b)(?<v>\\p{L}[\\p{L}-]*)`,
      ),
      activity: true,
    },
    { kind: 'like', re: rx(`\\bsuono ${OFTEN}(?<v>(?:il |la |lo |l'|i )?\\p{L}[\\p{L}-]*)`), activity: true },
    {
      kind: 'like',
      re: rx(`\\bgioco ${OFTEN}(?<v>(?:al |allo |alla |all'|ai |agli |alle |a )\\p{L}[\\p{L}-]*)`),
      activity: true,
    },
    {
      kind: 'like',
      re: rx(
        `\\bvado ${OFTEN}(?:in |a )(?<v>bici|bicicletta|moto|canoa|palestra|piscina|correre|nuotare|sciare|pescare|ballare|camminare|arrampicare|cavallo|pattinare|fare surf|fare trekking|fare escursioni)\\b`,
      ),
    },
    {
      kind: 'like',
      re: rx(
        "\\bsono (?:un |una |un')?(?:grande |gran |grandissim[oa] )?(?:tifos[oa]|fan) (?:del |della |dello |dell'|dei |degli |delle |di )(?<v>[^,;:]+)",
      ),
    },
    {
      kind: 'like',
      re: rx(`\\b(?:il mio|la mia|i miei|le mie) \\p{L}+ (?:preferit[oaie]) (?:e|sono) ${THING}`),
    },
    {
      kind: 'like',
      re: rx(
        `(?<!\\bnon )\\b(?:mi|a me) (?:piace|piacciono)(?: molto| tanto| un sacco| tantissimo| da morire)? ${THING}`,
      ),
    },
    {
      kind: 'like',
      re: rx(`(?:^|\\s)(?:adoro|amo|sono appassionat[oa] di|vado matt[oa] per|sono fan di) ${THING}`),
    },
  ],
  questionStart: rx(
    "^(?:cosa|che cosa|che|perche|come|quando|dove|chi|quale|quali|quanto|quanta|quanti|quante|sai|puoi|hai|sei|c'e|ti ricordi|ricordi)\\b",
  ),
  notNames: words(
    [
      'io|tu|lui|lei|noi|voi|e|ma|o|il|lo|la|i|gli|le|un|una|non|molto|tanto|bene|male|qui|qua|li|di|da|in|con|per|su|gia|solo|anche|ancora|ok|va|si|ciao|grazie|ahah|ahahah|lol|cosi|proprio',
      'stanco|stanca|felice|triste|contento|contenta|malato|malata|pronto|pronta|solo|sola|occupato|occupata|nervoso|nervosa|annoiato|annoiata|innamorato|innamorata|sposato|sposata|single|incinta|distrutto|distrutta|preoccupato|preoccupata|arrabbiato|arrabbiata|stufo|stufa|nuovo|nuova|giovane|libero|libera|curioso|curiosa|orgoglioso|orgogliosa|sicuro|sicura|tornato|tornata|qui',
      'italiano|italiana|spagnolo|spagnola|francese|tedesco|tedesca|inglese|americano|americana|cinese|giapponese|arabo|araba|europeo|europea|svizzero|svizzera',
      'uomo|donna|ragazza|ragazzo|bambino|bambina|madre|padre|fan|persona|amico|amica|tesoro|caro|cara|bello|bella',
    ].join('|'),
  ),
  notPlaces: words(
    'il|lo|la|i|gli|le|un|una|mio|mia|questo|questa|qui|li|casa|lavoro|scuola|universita|chiesa|palestra|negozio|ufficio|ospedale|medico|dentista|mercato|citta|campagna|paese|letto|dormire|spiaggia|piscina|cinema|ristorante|festa|concerto|vacanza|vacanze|domani|oggi|presto|ora|adesso|da|con|e|ma|prossima|prossimo|settimana|mese|anno|estate|inverno|primavera|autunno|natale|pasqua|centro|periferia|spesa|bagno|pace|paura|tempo|tutto|niente|classe|fuori|dentro|viaggio|piu|meno|mangiare|bere|trovare|vedere|fare|prendere',
  ),
  notThings: words(
    'questo|quello|tutto|niente|qualcosa|te|ti|tu|molto|tanto|che|quando|come|se|perche|e|ma|dormire|parlare|chiacchierare|mangiare|farlo|anche questo',
  ),
  connectors: words('di|del|della|da|la|le|lo|il|e|of|am|de|sur|sul|sulla'),
  stop: rx(
    '\\s(?:e|ma|perche|anche se|quando|se|che|chi|dove|o|con|da quando|fino|lol|quindi|cioe|come|mentre)\\b|\\s(?:ahah|haha)\\p{L}*|[,;:()]|\\s[-–]\\s',
  ),
  filler: rx(
    ' (?:molto|tantissimo|tanto|davvero|veramente|anche|un sacco|da morire|ora|adesso|in questo periodo|lol|parecchio|moltissimo|soprattutto|ahah\\p{L}*)',
  ),
  articles: rx("(?:(?:il|lo|la|i|gli|le|un|uno|una|mio|mia|miei|mie|a|al|di|del|della) |l'|un')"),
  secondPerson: rx('\\b(?:tu|te|ti|tuo|tua|tuoi|tue|voi|vostro|vostra)\\b'),
  idioms: rx(
    "\\b(?:un diavolo per capello|in bocca al lupo|una fame da lupo|le farfalle nello stomaco|una memoria da pesce rosso|(?:altri )?gatti da pelare|la pelle d'oca|un cane da guardia|il dente avvelenato|le mani in pasta|un cervello di gallina|un sonno da ghiro)\\b",
  ),
  listSplit: rx('\\s*,\\s*(?:e\\s+)?|\\s+(?:e|ed|o|oppure)\\s+'),
  activityEnd: rx(
    '\\s(?:ogni|tutti|tutte|con|in|da|a|al|nel|nei|il (?:lunedi|martedi|mercoledi|giovedi|venerdi|sabato|domenica|fine)|due volte|tre volte|\\d)\\b',
  ),
  activityValue: (v) => {
    for (const [re, to] of TO_ARTICLE) if (re.test(v)) return v.replace(re, to);
    return v;
  },
  questions: {
    about: rx(
      '\\b(?:cosa|che cosa|che) (?:sai|ricordi|ti ricordi|conosci) di me\\b|\\bti ricordi (?:ancora )?di me\\b|\\bmi riconosci\\b|\\b(?:cosa|che cosa) ti ho (?:raccontato|detto)\\b|\\bdi (?:cosa|che cosa) ti ricordi\\b(?! (?:della tua|del tuo|dei tuoi|delle tue)\\b)',
    ),
    recall: rx(
      '\\b(?:ti ricordi|ricordi|sai|conosci|te lo ricordi|si ricorda|ricorda)\\b|\\b(?:hai|ti sei) (?:gia )?dimenticat[oa]\\b',
    ),
    topics: [
      ['name', rx('\\bil mio nome\\b|\\bcome mi chiamo\\b|\\bchi sono\\b')],
      [
        'like',
        rx(
          '\\bi miei (?:hobby|passatempi|interessi)\\b|\\bil mio (?:hobby|passatempo)\\b|\\b(?:che )?cosa faccio nel (?:mio )?tempo libero\\b|\\b(?:che )?cosa mi piace(?: fare)?\\b',
        ),
      ],
      ['dislike', rx('\\b(?:che )?cosa (?:odio|non mi piace)\\b')],
      [
        'job',
        rx(
          '\\bil mio lavoro\\b|\\bche lavoro faccio\\b|\\bdove lavoro\\b|\\b(?:che )?cosa faccio (?:di lavoro|nella vita)\\b',
        ),
      ],
      ['place', rx('\\bdove (?:abito|vivo)\\b|\\bda dove vengo\\b|\\bdi dove sono\\b|\\bla mia citta\\b')],
      ['age', rx('\\bquanti anni ho\\b|\\bla mia eta\\b')],
      [
        'person',
        rx(
          '\\b(?:mia|mio) (?:madre|mamma|padre|papa|sorella|fratello|moglie|marito|ragazza|ragazzo|figlia|figlio|amica|amico|capo)\\b|\\bi miei figli\\b',
        ),
      ],
      ['pet', rx('\\b(?:il mio|la mia) (?:cane|gatto|gatta|animale|coniglio|criceto|uccellino|cavallo)\\b')],
      ['plan', rx('\\bi miei (?:piani|progetti)\\b|\\bil mio viaggio\\b|\\bdove vado\\b')],
      ['event', rx('\\bil mio compleanno\\b|\\bil mio (?:esame|colloquio)\\b')],
      ['diet', rx('\\b(?:che )?cosa (?:non )?mangio\\b|\\bla mia dieta\\b|\\ble mie allergie\\b')],
    ],
    direct: [
      ['name', rx('\\bcome mi chiamo\\b|\\bqual e il mio nome\\b|\\bchi sono io\\b')],
      [
        'like',
        rx('\\bquali sono i miei (?:hobby|passatempi|interessi)\\b|\\bqual e il mio (?:hobby|passatempo)\\b'),
      ],
      ['job', rx('\\bche lavoro faccio\\b|\\bqual e il mio lavoro\\b|\\bdove lavoro\\b')],
      ['place', rx('\\bdove (?:abito|vivo)\\b|\\bdi dove sono\\b')],
      ['age', rx('\\bquanti anni ho\\b')],
      ['pet', rx('\\bcome si chiama (?:il mio|la mia) (?:cane|gatto|gatta|coniglio|criceto)\\b')],
      [
        'person',
        rx(
          '\\bcome si chiama (?:mia|mio) (?:madre|padre|sorella|fratello|moglie|marito|ragazza|ragazzo|figlia|figlio|amica|amico|capo)\\b',
        ),
      ],
      ['event', rx('\\bquando e il mio compleanno\\b')],
    ],
  },
  relations,
  species,
};
