/**
 * Italian memory rules. Patterns run on folded text (lower case, è → e, à → a).
 */
import type { RelationId, SpeciesId } from '../nouns.js';
import { alternation, rx, type MemoryPatterns } from './types.js';

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

const words = (s: string): Set<string> => new Set(s.split('|'));

export const it: MemoryPatterns = {
  label: 'Italiano',
  rules: [
    { kind: 'name', re: rx(`\\bmi chiamo ${NAME}`), titleCase: true },
    { kind: 'name', re: rx(`\\bil mio nome e ${NAME}`), titleCase: true },
    { kind: 'name', re: rx(`\\b(?:chiamami|puoi chiamarmi) ${NAME}`), titleCase: true },
    { kind: 'name', re: rx(`\\bsono ${NAME}${AFTER_NAME}`), case: 'strict' },
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
      re: rx('\\b(?:sono|vengo) (?:di|da) (?<v>.+)'),
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
  relations,
  species,
};
