/**
 * German memory rules. Patterns run on folded text (lower case, ä → a, ö → o, ü → u; ß stays).
 */
import { alternation, rx, type MemoryPatterns } from '../parts/memory.js';
import type { RelationId, SpeciesId } from '../parts/nouns.js';

const relations: Record<string, RelationId> = {
  mutter: 'mother',
  mama: 'mother',
  mami: 'mother',
  vater: 'father',
  papa: 'father',
  papi: 'father',
  schwester: 'sister',
  schwestern: 'sister',
  bruder: 'brother',
  ehefrau: 'wife',
  frau: 'wife',
  ehemann: 'husband',
  mann: 'husband',
  freundin: 'friend-f',
  freund: 'friend',
  partner: 'partner',
  partnerin: 'partner',
  lebensgefahrte: 'partner',
  lebensgefahrtin: 'partner',
  verlobte: 'girlfriend',
  verlobter: 'boyfriend',
  sohn: 'son',
  tochter: 'daughter',
  kollege: 'colleague',
  kollegin: 'colleague',
  chef: 'boss',
  chefin: 'boss',
  oma: 'grandmother',
  großmutter: 'grandmother',
  grossmutter: 'grandmother',
  opa: 'grandfather',
  großvater: 'grandfather',
  grossvater: 'grandfather',
  cousin: 'cousin',
  cousine: 'cousin',
  mitbewohner: 'roommate',
  mitbewohnerin: 'roommate',
  nachbar: 'neighbor',
  nachbarin: 'neighbor',
};
const species: Record<string, SpeciesId> = {
  hund: 'dog',
  hunde: 'dog',
  hundin: 'dog',
  welpe: 'dog',
  katze: 'cat',
  katzen: 'cat',
  kater: 'cat',
  katzchen: 'cat',
  kaninchen: 'rabbit',
  hase: 'rabbit',
  hasen: 'rabbit',
  hamster: 'hamster',
  meerschweinchen: 'guinea-pig',
  vogel: 'bird',
  wellensittich: 'parrot',
  papagei: 'parrot',
  fisch: 'fish',
  fische: 'fish',
  goldfisch: 'fish',
  pferd: 'horse',
  pferde: 'horse',
  pony: 'horse',
  schildkrote: 'turtle',
  schlange: 'snake',
};
const REL = alternation(relations);
const SP = alternation(species);
const NAME = "(?<v>\\p{L}[\\p{L}\\p{M}'-]*(?: \\p{L}[\\p{L}\\p{M}'-]*){0,3})";
const THING = '(?<v>[^,;:]+)';
const MY = '(?:meine?[nmrs]?|unsere?[nmrs]?)';
const ADJ =
  '(?:(?:altere|jungere|kleine|große|grosse|beste|kleiner|großer|grosser|alterer|jungerer|bester|liebe|neue|neuer|alte|alter) )?';
const HEISST = 'hei(?:ß|ss)t';
const AFTER_NAME =
  '(?=$|,| und\\b| ist\\b| wohnt\\b| lebt\\b| kommt\\b| arbeitet\\b| studiert\\b| hat\\b| wird\\b| war\\b| schlaft\\b| liegt\\b| spielt\\b)';
const EVENTS =
  'prufung|prufungen|klausur|test|examen|abschlussprufung|fuhrerscheinprufung|vorstellungsgesprach|bewerbungsgesprach|termin|arzttermin|zahnarzttermin|date|hochzeit|meeting|besprechung|operation|op|konzert|spiel|party|feier|prasentation|vortrag|flug|wettkampf|turnier|auftritt|deadline|abgabe|vorstellung';
/** Participles that make "ich habe … Prüfung bestanden" a past event, not an upcoming one. */
const DONE =
  'bestanden|geschafft|gehabt|hinter mir|verhauen|vermasselt|abgeschlossen|absolviert|beendet|gewonnen|verloren|verpasst|abgesagt|geschrieben|bekommen|erhalten|gemacht';
const JOBS =
  'lehrer|arzt|arztin|krankenschwester|krankenpfleger|pfleger|altenpfleger|ingenieur|informatiker|programmierer|entwickler|softwareentwickler|student|schuler|azubi|auszubildende|verkaufer|kellner|koch|kochin|backer|friseur|anwalt|polizist|feuerwehrmann|mechaniker|elektriker|architekt|designer|grafiker|journalist|fotograf|musiker|kunstler|schauspieler|schriftsteller|autor|ubersetzer|berater|manager|buchhalter|sekretar|rentner|hausfrau|hausmann|erzieher|sozialarbeiter|psychologe|psychologin|therapeut|physiotherapeut|apotheker|tierarzt|zahnarzt|pilot|busfahrer|fahrer|landwirt|handwerker|tischler|schreiner|gartner|beamter|beamtin|soldat|wissenschaftler|forscher|professor|dozent|freiberufler|unternehmer|kassierer|hebamme|steuerberater|bankkaufmann|kauffrau|kaufmann|verwaltungsangestellte|selbststandig|selbstandig|doktorand|richter|frisor|florist|baggerfahrer|maurer|dachdecker|installateur|ergotherapeut|logopad';

/**
 * "ich" before a first-person verb, or nothing after a comma or „und“: „Ich bin Lehrerin, wohne in
 * Hamburg, bin 29 und spiele Schach“ (the verb ending shows the subject).
 */
const ICH = '(?:\\bich |^|(?<=[,;] |\\bund |\\baber |\\bauch ))';
/**
 * A first-person verb with its subject: „ich wohne“, „wohne“ after a comma or „und“, or inverted
 * after a fronted phrase („Seit letztem Jahr lebe ich …“, „In meiner Freizeit spiele ich …“).
 */
const I = (verbs: string): string => `(?:${ICH}(?:${verbs})|\\b(?:${verbs}) ich)`;
/** Activities said with „gehen“: „ich gehe gern wandern“. */
const GOING =
  'wandern|schwimmen|klettern|joggen|laufen|tanzen|reiten|angeln|bouldern|segeln|surfen|tauchen|kegeln|bowlen|skifahren|ski fahren|snowboarden|radfahren|rad fahren|spazieren|fischen|golfen|paddeln|eislaufen|schlittschuhlaufen|rudern';
const DIETS =
  'vegetarier(?:in)?|veganer(?:in)?|vegan|vegetarisch|pescetarier(?:in)?|flexitarier(?:in)?|laktoseintolerant|glutenfrei|zoliakie|diabetiker(?:in)?';
const FOODS =
  'fleisch|fisch|schweinefleisch|rindfleisch|schwein|wurst|meeresfruchte|milchprodukte|milch|kase|eier|gluten|zucker|nusse|erdnusse|tierische produkte|alkohol|kaffee|bier|wein';
const GERN =
  '(?:gern |gerne |oft |viel |regelmaßig |regelmassig |leidenschaftlich |seit jahren |schon lange )*';
/** When, inside the sentence: „ich spiele in meiner Freizeit Schach“, „fahre am Wochenende Rennrad“. */
const WHEN =
  '(?:(?:in meiner freizeit|in der freizeit|am wochenende|an wochenenden|am abend|abends|nach der arbeit|jeden tag|jede woche|jedes wochenende|seit (?:\\p{L}+ )?jahren|im verein) )?';

const words = (s: string): Set<string> => new Set(s.split('|'));

export const memory: MemoryPatterns = {
  label: 'Deutsch',
  rules: [
    { kind: 'name', re: rx(`\\bich hei(?:ß|ss)e ${NAME}`), titleCase: true },
    { kind: 'name', re: rx(`\\bmein name ist ${NAME}`), titleCase: true },
    { kind: 'name', re: rx(`\\bnenn(?:t)? mich (?:einfach |ruhig |doch )?${NAME}`), titleCase: true },
    { kind: 'name', re: rx(`\\bich bin (?:der|die) ${NAME}${AFTER_NAME}`), case: 'strict' },
    // „Hallo, ich bin Jonas“: German nouns are capitalised too, so only at the start or after a
    // greeting, before the end, a comma, „und“ or „aus“, and never a job („ich bin Lehrer“).
    {
      kind: 'name',
      re: rx(
        `(?:^|\\b(?:hallo|hi|hey|servus|moin|guten (?:tag|morgen|abend)|gruß dich|gruss dich|gruezi)[,!.]?\\s+)ich bin (?!(?:${JOBS})\\p{L}*\\b|\\p{L}*(?:fan|fanin|fans|freak|liebhaber(?:in)?)\\b)${NAME}(?=$|[,.!]| und\\b| aus\\b)`,
      ),
      case: 'strict',
    },
    {
      kind: 'age',
      re: rx(
        `${I('bin')} (?:jetzt |schon |gerade |inzwischen )?(?<v>\\d{1,3})(?: jahre(?: alt| jung)?)?(?=\\s*(?:$|[,.!;])| und\\b| aber\\b| jahre\\b)`,
      ),
    },
    { kind: 'age', re: rx('\\bmein alter ist (?<v>\\d{1,3})\\b') },
    {
      kind: 'age',
      re: rx(
        `${I('bin')} (?:gerade |gestern |letzte woche |vor kurzem |kurzlich |neulich )?(?<v>\\d{1,3}) (?:jahre (?:alt )?)?geworden\\b`,
      ),
    },
    {
      kind: 'diet',
      re: rx(
        `${ICH}bin (?:(?:ein|eine) )?(?:uberzeugte[rn]? |strenge[rn]? |uberzeugt |streng )?(?<v>${DIETS})\\b`,
      ),
    },
    {
      kind: 'diet',
      sub: 'no',
      re: rx(`${I('esse|trinke')} (?<v>(?:kein|keine|keinen) (?<k>${FOODS}))\\b`),
    },
    {
      kind: 'diet',
      sub: 'allergy',
      re: rx(`${ICH}bin (?:stark |sehr )?allergisch (?<v>(?:gegen|auf) (?<k>[^,;:]+))`),
    },
    { kind: 'person', re: rx(`\\b${MY} ${ADJ}(?<rel>${REL}) ${HEISST} ${NAME}`), titleCase: true },
    {
      kind: 'person',
      re: rx(`\\bich habe (?:eine?n?) ${ADJ}(?<rel>${REL}),? (?:die|der) ${NAME} ${HEISST}`),
      titleCase: true,
    },
    {
      kind: 'person',
      re: rx(`(?:^|, |\\bund |\\baber )${MY} ${ADJ}(?<rel>${REL}),? ${NAME}${AFTER_NAME}`),
      case: 'strict',
    },
    {
      kind: 'person',
      re: rx(
        `\\b(?:ich|und) hab(?:e)? (?:eine?n?) ${ADJ}(?<rel>${REL}) (?:namens|mit (?:dem )?namen) ${NAME}`,
      ),
      titleCase: true,
    },
    { kind: 'person', re: rx(`\\bich habe (?:eine?n?|zwei|drei) ${ADJ}(?<v>(?<rel>${REL}))\\b`) },
    {
      kind: 'pet',
      re: rx(`\\b${MY} (?:kleine[rs]? |suße[rs]? )?(?<sp>${SP}) ${HEISST} ${NAME}`),
      titleCase: true,
    },
    {
      kind: 'pet',
      re: rx(
        `\\bich habe (?:eine?n?) (?:kleine[nrs]? |suße[nrs]? )?(?<sp>${SP}),? (?:die|der|das) ${NAME} ${HEISST}`,
      ),
      titleCase: true,
    },
    {
      kind: 'pet',
      re: rx(`(?:^|, |\\bund )${MY} (?:kleine[rs]? |suße[rs]? )?(?<sp>${SP}),? ${NAME}${AFTER_NAME}`),
      case: 'strict',
    },
    {
      kind: 'pet',
      re: rx(
        `\\b(?:ich|und) hab(?:e)? (?:eine?n?) (?:kleine[nrs]? |suße[nrs]? )?(?<sp>${SP}) (?:namens|mit (?:dem )?namen) ${NAME}`,
      ),
      titleCase: true,
    },
    {
      kind: 'pet',
      re: rx(
        `\\bich hab(?:e)? [^,.!?;]*? und (?:eine?n?) (?:kleine[nrs]? |suße[nrs]? )?(?<sp>${SP}) (?:namens|mit (?:dem )?namen) ${NAME}`,
      ),
      titleCase: true,
    },
    {
      kind: 'pet',
      re: rx(
        `\\b(?:ich hab(?:e)?|und hab(?:e)?|wir haben) (?:eine?n?|zwei|drei) (?:kleine[nrs]? |suße[nrs]? )?(?<v>(?<sp>${SP}))\\b`,
      ),
    },
    {
      kind: 'place',
      sub: 'origin',
      re: rx(`${I('komme|stamme')} (?:ursprunglich )?aus (?<v>(?:der |dem |den )?(?<k>.+))`),
      case: 'upper',
      proper: true,
    },
    {
      kind: 'place',
      sub: 'origin',
      re: rx('\\bich bin (?:ursprunglich )?aus (?<v>(?:der |dem |den )?(?<k>.+))'),
      case: 'upper',
      proper: true,
    },
    {
      kind: 'place',
      sub: 'origin',
      re: rx('\\bich bin in (?:der |dem )?(?<v>.+?) geboren'),
      case: 'upper',
      proper: true,
    },
    {
      kind: 'place',
      sub: 'home',
      re: rx(
        `${I('wohne|lebe')} (?:jetzt |inzwischen |mittlerweile |seit \\S+ (?:jahren )?|schon lange )?(?:in|im) (?<v>(?:der |den )?(?<k>.+))`,
      ),
      case: 'upper',
      proper: true,
    },
    {
      kind: 'place',
      sub: 'home',
      re: rx('\\bich bin (?:gerade |vor kurzem |neulich )?nach (?<v>.+?) (?:gezogen|umgezogen)'),
      case: 'upper',
      proper: true,
    },
    {
      kind: 'job',
      re: rx(
        `${I('arbeite|jobbe')} (?:seit [^,;]{1,24}? |schon (?:lange )?|jetzt |inzwischen |hauptberuflich |nebenbei |selbststandig )?als ${THING}`,
      ),
    },
    { kind: 'job', re: rx('\\bich bin (?<v>\\p{L}+) von beruf') },
    { kind: 'job', re: rx('\\bmein beruf ist (?<v>[^,;:]+)') },
    { kind: 'job', re: rx(`\\bich bin (?:ein |eine )?(?<v>(?:${JOBS})\\p{L}*)\\b`) },
    {
      kind: 'event',
      sub: 'birthday',
      re: rx(
        '\\bmein geburtstag ist (?<v>(?:am |im |morgen|heute|ubermorgen|nachste|nachsten|diese|\\d)[^,;]*)',
      ),
    },
    {
      kind: 'event',
      sub: 'birthday',
      re: rx('\\bich habe (?<v>morgen|heute|ubermorgen|bald|nachste woche|am [^,;]+?) geburtstag'),
    },
    {
      kind: 'event',
      re: rx(
        `\\bich habe (?<v>(?:[^,;]*? )?(?:eine?n? |meine?n? )(?:wichtige[ns]? |große[ns]? |grosse[ns]? |erste[ns]? )?(?<k>${EVENTS})\\b(?![^,;]*\\b(?:${DONE})\\b)[^,;]*)`,
      ),
    },
    {
      kind: 'plan',
      sub: 'trip',
      re: rx(
        `${I('fahre|fliege|reise|ziehe')} (?<v>(?:[^,;]*? )?nach (?<k>\\p{L}[\\p{L}-]*(?: \\p{L}[\\p{L}-]*)?)[^,;]*)`,
      ),
      case: 'upper',
      proper: true,
    },
    {
      kind: 'plan',
      re: rx(
        '\\bich (?:will|mochte|plane|hoffe|werde|wurde gerne?|habe vor)(?: unbedingt| endlich| gerne?| bald| irgendwann)* (?<v>[^,;]+? (?:lernen|machen|besuchen|sehen|reisen|anfangen|studieren|kaufen|schreiben|bauen|laufen|spielen|ausprobieren|probieren|grunden|starten|finden|umziehen|heiraten|abnehmen|schaffen|verbessern|wechseln|bestehen|fahren|fliegen|treffen|renovieren|uben|kennenlernen|erleben|besteigen|malen|kochen|backen|adoptieren))\\b',
      ),
    },
    { kind: 'dislike', re: rx(`\\bich (?:hasse|verabscheue) ${THING}`) },
    { kind: 'dislike', re: rx(`\\bich mag (?:kein|keine|keinen) ${THING}`) },
    { kind: 'dislike', re: rx('\\bich mag (?<v>[^,;]+?) (?:gar |uberhaupt |echt |wirklich )?nicht\\b') },
    { kind: 'dislike', re: rx('\\bich kann (?<v>[^,;]+?) nicht (?:leiden|ausstehen)') },
    {
      kind: 'like',
      re: rx(
        '\\bmeine? (?:hobbys?|hobbies|lieblingsbeschaftigung(?:en)?|leidenschaft) (?:ist|sind) (?<v>[^;:]+)',
      ),
      list: true,
    },
    {
      kind: 'like',
      re: rx(
        `${I('spiele')} ${GERN}${WHEN}${GERN}(?!mit\\b|gerade\\b|nur\\b|eine rolle\\b|keine rolle\\b|in\\b|am\\b|im\\b)(?<v>(?:(?:das|die|den) )?\\p{L}[\\p{L}-]*)`,
      ),
      activity: true,
    },
    {
      kind: 'like',
      re: rx(
        `${I('fahre')} ${GERN}${WHEN}${GERN}(?<v>(?:renn)?rad|fahrrad|mountainbike|ski|snowboard|motorrad|skateboard|inliner|kanu|kajak|einrad|e-bike|bmx)\\b`,
      ),
      activity: true,
    },
    { kind: 'like', re: rx(`\\bmeine? lieblings\\p{L}+ (?:ist|sind) ${THING}`) },
    // „Ich bin ein riesiger Fußballfan“: the thing before „-fan“ is liked.
    {
      kind: 'like',
      re: rx(
        `\\bich bin (?:ein |eine )?(?:(?:riesige[rn]?|gro(?:ß|ss)e[rn]?|totale[rn]?|echte[rn]?|leidenschaftliche[rn]?|absolute[rn]?|richtige[rn]?) )*(?<v>\\p{L}{3,}?)-?(?:fan|fanin|freak|liebhaber(?:in)?)\\b`,
      ),
    },
    { kind: 'like', re: rx(`${I('gehe')} ${GERN}(?<v>${GOING})\\b`), activity: true },
    { kind: 'like', re: rx(`\\bich (?:liebe|mag|vergottere) ${THING}`) },
    {
      kind: 'like',
      re: rx(`\\bich (?!hatte|mochte|wurde)\\p{L}+e (?:sehr |total |wirklich |echt )?gerne? ${THING}`),
    },
    { kind: 'like', re: rx(`\\bich steh(?:e)? (?:total |voll |sehr |echt )?auf ${THING}`) },
    {
      kind: 'like',
      re: rx(`\\bich bin (?:ein |eine )?(?:großer |grosser |riesiger |totaler )?fan von ${THING}`),
    },
  ],
  questionStart: rx(
    '^(?:was|warum|wieso|weshalb|wie|wann|wo|wer|wen|wem|welche[rsnm]?|woher|wohin|kannst|bist|hast|magst|willst|weißt|weisst|erinnerst|kennst|ist|sind|gibt|hattest|machst|soll|sollte|darf|kann|konntest|wurdest)\\b',
  ),
  notNames: words(
    [
      'ich|du|er|sie|es|wir|ihr|und|aber|oder|ein|eine|der|die|das|den|dem|nicht|kein|keine|so|sehr|ganz|auch|noch|schon|einfach|echt|total|wieder|hier|da|dort|zuhause|daheim|jetzt|gerade|heute|morgen|gestern|mal|halt|eben|ja|nein|doch|gut|schlecht|okay|ok',
      'mude|glucklich|traurig|froh|fertig|krank|gestresst|wutend|sauer|genervt|nervos|aufgeregt|gelangweilt|einsam|allein|verliebt|verheiratet|ledig|single|schwanger|hungrig|durstig|satt|wach|bereit|neu|alt|jung|zufrieden|enttauscht|besorgt|verwirrt|neugierig|dankbar|stolz|sicher|unsicher|erschopft|kaputt|platt|bereit|los|dran|drin|raus|zuruck|unterwegs|beschaftigt',
      'vegetarier|vegetarierin|veganer|veganerin|anfanger|anfangerin|mama|papa|oma|opa|christ|christin|muslim|muslima|atheist|atheistin|berliner|berlinerin|munchner|munchnerin|hamburger|hamburgerin|kolner|kolnerin|wiener|wienerin|frankfurter|stuttgarter|dusseldorfer|bremer|dresdner|leipziger|fruhaufsteher|fruhaufsteherin|nachtmensch|morgenmensch|linkshander|linkshanderin|nichtraucher|nichtraucherin|raucher|raucherin|optimist|optimistin|pessimist|pessimistin|realist|realistin|bot|ki|roboter|gast|neuling|single',
      'meinung|ansicht|uberzeugung|ansicht|auffassung|hoffnung|mann|frau|mensch|typ|kind|mutter|vater|schwester|bruder|fan|freund|freundin|schatz|liebling|hallo|hi|hey|danke|bitte|lol|haha|von|aus|in|im|am|bei|mit|seit|fur|zu|nach|uber|deutsch|deutscher|deutsche|osterreicher|schweizer|italiener|franzose|spanier|turke|amerikaner|englander|russe|pole|grieche|araber|chinese|japaner|inder',
    ].join('|'),
  ),
  notPlaces: words(
    'der|die|das|den|dem|des|ein|eine|einer|einem|einen|mein|meine|meiner|meinem|meinen|unser|unserer|unserem|hier|dort|da|urlaub|ruhe|frieden|angst|bett|arbeit|schule|uni|kirche|stadt|land|dorf|nahe|nahe|nachste|nachsten|diese|diesen|dieser|woche|morgen|heute|bald|jetzt|seit|mit|bei|und|aber|zum|zur|zu|wieder|zuruck|hause|haus|wohnung|ausland|sudden|norden|osten|westen|suden|mitte|stadtrand|vorort|ganz|schon|noch|januar|februar|marz|april|mai|juni|juli|august|september|oktober|november|dezember|sommer|winter|fruhling|herbst|weihnachten|ostern|ferien|wochenende',
  ),
  notThings: words(
    'es|das|dies|dich|dir|mich|mir|ihn|sie|alles|nichts|etwas|jeden|jemanden|niemanden|so|sehr|es sehr|das sehr|es so|dich sehr|und|aber|wenn|wie|was|dass|ja|nein|den|die|der|schlafen|nach hause|gehen|reden|quatschen',
  ),
  connectors: words('am|an|der|de|del|la|le|im|bei|ob|upon|of|sur|di|da'),
  stop: rx(
    '\\s(?:und|aber|weil|denn|obwohl|wenn|wo|welche[rsnm]?|oder|mit|seit|bis|sondern|damit|dass|lol|haha|ubrigens|außerdem|ausserdem)\\b|[,;:()]|\\s[-–]\\s',
  ),
  filler: rx(
    ' (?:sehr|total|wirklich|echt|auch|so sehr|gerne?|so|halt|eben|einfach|voll|mega|jetzt|momentan|zurzeit|gerade|lol|haha|ubrigens|schon lange|seit jahren|sehr gerne?|ganz doll|am meisten|am liebsten|irgendwie)',
  ),
  articles: rx('(?:der|die|das|den|dem|des|ein|eine|einen|einem|einer|mein|meine|meinen|meinem|zu) '),
  secondPerson: rx('\\b(?:du|dich|dir|dein|deine|deinen|deinem|deiner|deines|ihnen|euch|euer)\\b'),
  idioms: rx(
    '\\b(?:einen kater|einen vogel|tomaten auf den augen|schwein gehabt|hunger wie ein (?:bar|wolf)|die nase voll|nur bahnhof|die katze im sack|einen frosch im hals|hummeln im hintern|schmetterlinge im bauch|hundemude|ein hund begraben|eine leseratte|eine nachteule|ein morgenmuffel)\\b',
  ),
  listSplit: rx('\\s*,\\s*(?:und\\s+|oder\\s+)?|\\s+(?:und|oder|sowie|&)\\s+'),
  activityEnd: rx(
    '\\s(?:im|in|am|an|mit|bei|jeden|jede|jedes|fast|seit|fur|zum|zur|nach|vor|oft|gern|gerne|regelmaßig|regelmassig|zweimal|dreimal|einmal|\\d)\\b',
  ),
  questions: {
    about: rx(
      '\\bwas wei(?:ß|ss)t du (?:denn |eigentlich |noch |alles |so )*(?:uber|von) mich\\b|\\bworan erinnerst du dich\\b(?! (?:aus|an) (?:deine|dein|der|die|das|den))|\\bwas hab(?:e)? ich dir (?:alles |so )?(?:uber mich |von mir )?erzahlt\\b|\\berinnerst du dich (?:noch )?an mich\\b|\\bkennst du mich(?: noch)?\\b|\\bwas wei(?:ß|ss)t du noch\\b(?! (?:uber|von) (?!mich))|\\bwas hast du dir (?:(?:denn|eigentlich|alles|so|noch) )*(?:uber mich |von mir )?(?:(?:denn|alles|so) )*gemerkt\\b',
    ),
    recall: rx(
      '\\b(?:wei(?:ß|ss)t|kennst) du\\b|\\berinnerst du dich\\b|\\bhast du (?:dir )?(?:gemerkt|behalten)\\b|\\bkannst du dich\\b|\\bhast du (?:\\p{L}+ )*vergessen\\b',
    ),
    topics: [
      ['name', rx('\\bwie ich hei(?:ß|ss)e\\b|\\bmeinen? (?:vor|nach|spitz)?namens?\\b')],
      [
        'like',
        rx(
          '\\bmeine[nm]? (?:hobb(?:y|ys|ies)|interessen|leidenschaft)\\b|\\bwas ich in meiner freizeit (?:so )?(?:mache|tue|treibe)\\b|\\bwas ich (?:gern|gerne|am liebsten) (?:mache|tue|mag)\\b|\\bwas ich mag\\b',
        ),
      ],
      ['dislike', rx('\\bwas ich (?:nicht mag|hasse|nicht leiden kann)\\b')],
      [
        'job',
        rx(
          '\\bwas ich beruflich mache\\b|\\bals was ich arbeite\\b|\\bwo ich arbeite\\b|\\bmeinen? (?:beruf|job|arbeit)\\b|\\bwas ich arbeite\\b',
        ),
      ],
      [
        'place',
        rx(
          '\\bwo ich (?:wohne|lebe|herkomme|geboren bin)\\b|\\bwoher ich komme\\b|\\bmeine (?:stadt|heimat)\\b',
        ),
      ],
      ['age', rx('\\bwie alt ich bin\\b|\\bmein alter\\b')],
      [
        'person',
        rx(
          '\\bmeine[rnms]? (?:mutter|mama|vater|papa|schwester|bruder|frau|mann|freundin|freund|partner|partnerin|sohn|tochter|kinder|familie|chef|chefin)\\b',
        ),
      ],
      [
        'pet',
        rx('\\bmeine[rnms]? (?:hund|hundes|katze|haustier|haustiers|kaninchen|hamster|vogel|pferd)\\b'),
      ],
      [
        'plan',
        rx('\\bmeine[nm]? (?:plane|plan|reise|urlaub|ziele?)\\b|\\bwohin ich (?:fahre|fliege|reise)\\b'),
      ],
      [
        'event',
        rx('\\bmeinen? geburtstag\\b|\\bmeine (?:prufung|hochzeit)\\b|\\bwann ich geburtstag habe\\b'),
      ],
      [
        'diet',
        rx(
          '\\bwas ich (?:nicht )?esse\\b|\\bwogegen ich allergisch bin\\b|\\bmeine (?:ernahrung|allergien?)\\b',
        ),
      ],
    ],
    direct: [
      ['name', rx('\\bwie hei(?:ß|ss)e ich\\b|\\b(?:wie|was) ist mein name\\b|\\bwer bin ich\\b')],
      ['like', rx('\\bwas sind meine hobb(?:ys|ies)\\b|\\bwas ist mein hobby\\b|\\bwas mag ich\\b')],
      [
        'job',
        rx(
          '\\bwas (?:ist mein beruf|mache ich beruflich|arbeite ich)\\b|\\bals was arbeite ich\\b|\\bwo arbeite ich\\b',
        ),
      ],
      ['place', rx('\\bwo (?:wohne|lebe) ich\\b|\\bwoher komme ich\\b')],
      ['age', rx('\\bwie alt bin ich\\b')],
      ['pet', rx('\\bwie hei(?:ß|ss)t mein(?:e)? (?:hund|katze|haustier|kaninchen|hamster|vogel|pferd)\\b')],
      [
        'person',
        rx(
          '\\bwie hei(?:ß|ss)t mein(?:e)? (?:mutter|mama|vater|papa|schwester|bruder|frau|mann|freundin|freund|partner|partnerin|sohn|tochter|chef|chefin)\\b',
        ),
      ],
      ['event', rx('\\bwann (?:ist|habe ich) (?:mein(?:en)? )?geburtstag\\b')],
    ],
  },
  relations,
  species,
};
