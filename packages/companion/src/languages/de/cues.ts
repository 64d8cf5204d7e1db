/**
 * German intent cues (`IntentCues`): each regex runs on the message after the appraiser's
 * normalisation (lower case, NFKC; Latin accents folded; Arabic letter variants unified).
 */
import type { IntentCues } from '../parts/cues.js';

const r = (s: string): RegExp => new RegExp(s, 'u');

export const cues: IntentCues = {
  askIdentity: r(
    '\\b(?:wer bist du|wie hei(?:ß|ss)t du|dein name|stell dich (?:mal )?vor|erzahl (?:mir )?(?:mal )?(?:was |etwas )?(?:uber dich|von dir)|bist du (?:ein )?(?:bot|roboter|mensch|echt|ki))',
  ),
  askJob: r(
    '\\b(?:was machst du beruflich|was arbeitest du|hast du (?:einen |eine |nen |ne )?(?:job|arbeit|beruf|stelle)\\b|arbeitest du\\b|dein beruf|deine arbeit|wo arbeitest du|was ist dein job|als was arbeitest du)',
  ),
  askHobbies: r(
    '\\b(?:hobb(?:y|ys)|freizeit|was machst du gern|was magst du|deine interessen|was machst du so in deiner|zum spaß|zum spass|zum entspannen)',
  ),
  askHome: r(
    '\\b(?:wo wohnst du|woher kommst du|wo lebst du|wo bist du zu hause|deine[rnm]? (?:stadt|heimat)|(?:stadt|ort|land|gegend|ecke) (?:wohnst|lebst|kommst|stammst) du)',
  ),
  askAge: r('\\b(?:wie alt bist du|dein alter|wann bist du geboren|wann hast du geburtstag)'),
  howAreYou: r(
    "\\b(?:wie geht(?:'?s| es)(?: dir)?|wie gehts|wie lauft(?:'?s| es)|wie fuhlst du dich|alles (?:gut|klar) bei dir|wie war dein tag|erzahl (?:mir )?(?:von|uber) deine[mn] tag|was hast du heute (?:so )?gemacht|was geht|na du)",
  ),
  thanks: r('\\b(?:danke|dankeschon|vielen dank|merci|dank dir)\\b'),
  goodbye: r(
    '\\b(?:tschuss|tschau|ciao|bis (?:dann|bald|morgen|spater|gleich)|auf wiedersehen|gute nacht|ich muss (?:jetzt )?(?:los|gehen)|mach(?:s)? gut|schlaf gut|servus)',
  ),
  greeting: r(
    '^(?:hall+o+|hi+|hey+|moin|servus|guten (?:morgen|tag|abend)|gruß dich|gruss dich|gruezi|na)\\b',
  ),
  you: r('\\b(?:du|dich|dir|dein|deine|deinen|deinem|deiner)\\b'),
  youAre: r('\\bdu bist\\b'),
  likeYou: r(
    '\\bich (?:mag|liebe) dich\\b|\\bich (?:rede|spreche|chatte|schreibe|unterhalte mich) (?:so |echt |wirklich |total |sehr )?gern(?:e)? mit dir|\\bdu fehlst mir|\\bdu bringst mich (?:immer |oft |jedes mal )?zum (?:lachen|lacheln)|\\bdu machst mich (?:so |immer |echt )?(?:glucklich|froh)|\\bich hab(?:e)? dich (?:so |echt |total )?(?:vermisst|lieb|gern)|\\bdu bist (?:so |echt |wirklich |total |einfach |sehr )*(?:lieb|su(?:ß|ss)|toll|nett|klug|schlau|wunderbar|gro(?:ß|ss)artig|witzig|sympathisch|der beste|die beste|super|s(?:ü|u)(?:ß|ss))\\b',
  ),
  askPlace: r(
    '\\b(?:lieblings(?:ort|platz|ecke|viertel|kiez|cafe|restaurant|bar|park)|was (?:sollte|muss|kann) man (?:dort |da |in \\p{L}+ )?(?:unbedingt )?(?:sehen|besuchen|machen)|erzahl (?:mir )?(?:mehr |was |etwas )?(?:uber|von) (?:deine[rnm]? )?(?:stadt|heimat)|wie ist (?:es|das leben) (?:in|bei) (?:dir|deiner stadt))',
  ),
  askWeekend: r(
    '\\b(?:am wochenende|an wochenenden|dein(?:em)? wochenende|am samstag|am sonntag|nach feierabend|nach der arbeit|freie[nr]? tag)',
  ),
  askFood: r(
    '\\b(?:lieblings(?:essen|gericht|speise|restaurant|kuche)|was (?:isst|kochst) du|isst du gern(?:e)?|kochst du|spezialitat)',
  ),
  askMusic: r(
    '\\b(?:was fur musik|welche musik|lieblings(?:musik|band|sanger(?:in)?|song|lied|album)|horst du (?:gern(?:e)? )?musik|was horst du)',
  ),
  askJoke: r(
    '\\b(?:erzahl|erzahle|kennst du|sag|hast du) (?:mir |uns )?(?:mal )?(?:einen |noch einen |ein paar )?(?:guten |lustigen )?witz(?:e)?\\b|\\bbring mich zum lachen\\b',
  ),
  askTime: r(
    '\\b(?:wie spat ist es|wie viel uhr (?:ist es|haben wir)|wieviel uhr (?:ist es|haben wir)|wie spat haben wir)\\b',
  ),
  tasteAsk: [
    r('\\bmagst du (?:auch |eigentlich |gern(?:e)? )?(?<t>[^?.!,;]+)'),
    r('\\b(?:horst|spielst|machst|isst|trinkst) du (?:auch |eigentlich )?gern(?:e)? (?<t>[^?.!,;]+)'),
    r('\\bstehst du (?:auch )?auf (?<t>[^?.!,;]+)'),
    r('\\bbist du (?:auch )?(?:ein )?fan von (?<t>[^?.!,;]+)'),
  ],
  tasteTail: r(
    "(?:^|[,;\\s])(?:du auch|und du|und bei dir|magst du (?:das|es) auch|wie ist es (?:mit|bei) dir|wie sieht'?s bei dir aus)\\s*[?!.]*\\s*$",
  ),
  askNews: r(
    "\\b(?:was gibt(?:'s|s| es) (?:so )?(?:neues|neuigkeiten)|gibt(?:'s|s| es) (?:was |etwas )?neues|neuigkeiten\\b|(?:neue|aktuelle|irgendwelche|heutigen?|spannende|frische) (?:nachrichten|news)\\b|(?:die )?nachrichten (?:gelesen|gehort|gesehen|verfolgt|von heute|heute)\\b|in den nachrichten|\\bnews\\b|schlagzeilen?\\b|was (?:ist|passiert|geht) (?:(?:so|gerade|denn|eigentlich|heute) )*(?:los )?in der welt|was steht (?:heute )?in der zeitung)",
  ),
  okay: r(
    '^(?:ok(?:ay)?|k|alles klar|klar|gut|na gut|ja|jo|jap|nein|ne|nee|hmm+|achso|ach so|aha|ah|oh|verstehe|stimmt|echt|genau)$',
  ),
  reaction: r(
    '^(?:(?:ha)+|(?:he)+|lol+|wow|cool|nice|super|toll|klasse|geil|krass|schon|(?:das ist|das klingt|klingt|wie|oh wie|echt|voll|so) (?:ja |aber |echt |voll |richtig |total |so )?(?:cool|super|toll|schon|gut|lustig|witzig|spannend|interessant|klasse|nett|suss|krass|wunderbar))\\b',
  ),
  request: r(
    '\\berzahl(?:e|st)? (?:mir |uns )?(?:mal |bitte |doch |noch )*(?:eine |ein |ein paar |noch eine |irgendeine )?(?:kurze |schone |spannende |lustige |kleine )?(?:geschichten?|marchen|gutenachtgeschichte|story|anekdote)\\b|\\berzahl(?:e)? (?:mir |uns )(?:mal |bitte |doch )*(?:was|etwas) (?:interessantes|spannendes|(?:uber|von|zu[mr]?) (?!(?:dich|dir|deine[mnrs]?|mich|mir|meine[mnrs]?)\\b))|\\berklar(?:e)? (?:mir|uns|mal|bitte|doch)\\b|\\b(?:kannst|konntest|wurdest|magst) du (?:mir|uns) (?:mal |bitte |vielleicht |noch )*(?:\\S+ ){0,4}(?:erklaren|empfehlen|raten|vorschlagen|helfen)\\b|\\bempfiehl\\b|\\bempfehlen sie mir\\b|\\bgib (?:mir|uns) (?:mal |bitte |doch )*(?:einen |ein paar |paar |ein |einige |deinen )?(?:guten |kleinen )?(?:tipps?|rat|ratschlag|ratschlage|empfehlung(?:en)?|ideen?|hinweis)\\b|\\bschlag (?:mir |uns )(?:[^.!?]* )?vor\\b|\\bhilf (?:mir|uns) (?:mal |bitte |doch )*(?:bei|mit|beim)\\b|\\b(?:was|welche[nrs]?|wie|wo) soll(?:te)? ich\\b|^soll(?:te)? ich\\b',
  ),
};
