import type { CrisisRules } from '../types.js';

/** Up to three words, none of them a negation: "mich (niemals) umbringen" must not match. */
const GAP = String.raw`(?:(?!(?:nicht|nie|niemals|nimmer|kein\w*|nichts)\b)\S+ ){0,3}`;
const rx = (source: string): RegExp => new RegExp(source, 'u');

/** German crisis rules (normalised text: lower case, no umlauts: `wurde`, `fur`; `ß` → `ss`). */
export const de: CrisisRules = {
  lang: 'de-DE',
  idioms: [
    /\bmich (?:\S+ ){0,2}um vor \S+/u,
    /\b(?:bringt|bringen|bringst|brachte|brachten) mich (?:\S+ ){0,3}um\b/u,
    /\b(?:lach\w*|lache) mich (?:tot|kaputt|schlapp|krumm|schief)\b/u,
    /\btotlach\w*/u,
    /\btod(?:mude|langweilig|schick|ernst|sicher|krank|traurig|chic)\w*/u,
    /\bzu tode (?:\S+)/u,
    /\b(?:sterbe|sterben|sterb|stirbt|gestorben|sterbend) (?:\S+ )?vor (?:\S+)/u,
    /\bzum sterben (?:\S+)/u,
    /\bsterbenslangweilig\w*/u,
    /\b(?:akku|handy|laptop|pflanze\w*|auto|motor)(?:-akku)? (?:\S+ )?(?:stirbt|gestorben|ist tot)\b/u,
    /\b(?:tote|toten|totet|getotet|kill\w*|umbringen|umgebracht) (?:ich )?(?:den|die|das|einen|eine|alle)? ?(?:boss|endgegner|gegner|monster|drachen|zombie\w*|level)\b/u,
    /\b(?:ritze|schneide|verbrenne|verletze)\w* mich (?:\S+ ){0,3}(?:beim|am|an der|an einem|aus versehen|versehentlich)\b/u,
    /\bmich (?:\S+ ){0,4}(?:beim|am|an der|an einem|aus versehen|versehentlich|in den finger)(?: \S+){0,3} (?:geschnitten|verbrannt|verletzt)\b/u,
  ],
  suicidal: [
    rx(
      String.raw`\bmich ${GAP}(?:umbringen|umbrigen|umzubringen|toten|erhangen|erschiessen|vergiften|umlegen|kaltmachen)\b`,
    ),
    rx(String.raw`\bich ${GAP}bring(?:e)? mich ${GAP}um\b`),
    rx(String.raw`\b(?:mir|mich) ${GAP}das leben (?:nehmen|zu nehmen|genommen)\b`),
    rx(String.raw`\bmir ${GAP}(?:etwas|was) an(?:tun|zutun)?\b`),
    rx(
      String.raw`\b(?:will|mochte|mocht|wurde gern|wurde lieber|wunsche mir|wunschte mir|mochte lieber) ${GAP}(?:sterben|tot sein)\b`,
    ),
    /\bich ware (?:lieber |am liebsten |doch |einfach |besser )*tot\b/u,
    /\blieber tot\b/u,
    /\bnicht mehr (?:leben|zu leben|aufwachen|aufzuwachen|da sein|existieren|weiterleben|weiter leben)\b/u,
    /\b(?:alles|allem|dem allem|mein leben|meinem leben) (?:\S+ ){0,2}(?:beenden|zu beenden|ein ende (?:setzen|machen|bereiten|zu setzen))\b/u,
    /\bschluss (?:machen )?mit (?:allem|dem leben|meinem leben)\b/u,
    /\bmit allem schluss\b/u,
    /\b(?:besser|glucklicher) (?:dran )?(?:ohne mich|wenn ich (?:nicht mehr (?:da|lebe)|tot ware|weg ware))\b/u,
    /\bohne mich (?:\S+ ){0,3}(?:besser dran|glucklicher|besser)\b/u,
    /\bwenn ich (?:\S+ )?nicht mehr (?:da|am leben|hier|auf der welt) (?:ware|bin|sein wurde)\b/u,
    /\b(?:das )?leben (?:hat|macht|ergibt) (?:\S+ )?(?:keinen|kein) sinn\b/u,
    /\bkein(?:en)? sinn (?:mehr )?(?:im|in meinem) leben\b/u,
    /\bkeinen sinn mehr zu leben\b/u,
    /\bbald nicht mehr (?:da|hier|am leben)\b/u,
    /\bich will (?:einfach |echt |wirklich |so |halt )*nicht mehr ?$/u,
    /\b(?:nehme|schlucke|nehm) (?:\S+ ){0,3}(?:alle|die ganzen|die ganze packung)(?: meine)? (?:tabletten|pillen|medikamente|schlaftabletten)\b/u,
    /\b(?:niemand|keiner) (?:\S+ ){0,2}mich (?:\S+ )?(?:vermissen|vermisst|merken)\b/u,
    /\bwurde mich (?:\S+ )?(?:niemand|keiner) vermissen\b/u,
    /\b(?:fur immer (?:einschlafen|schlafen)|einschlafen und nicht mehr aufwachen)\b/u,
    /\b(?:suizid|selbstmord)(?:gedanken|plane|absichten|versuch)\b/u,
    /\b(?:denke|dachte|nachdenken|gedanken) (?:\S+ ){0,3}(?:an|uber) (?:\S+ )?(?:suizid|selbstmord)\b(?! ?rate)/u,
    /\b(?:ich bin|bin|fuhle mich|ich fuhle mich) (?:so |sehr |echt |total |wieder |richtig |irgendwie |ziemlich )*suizidal\b/u,
    /\b(?:hab|habe|schreibe|schrieb|geschrieben) (?:\S+ ){0,4}abschiedsbrief\w*/u,
    /\babschiedsbrief\w* (?:\S+ ){0,3}(?:geschrieben|schreiben|verfasst)\b/u,
    /\bwie man sich (?:\S+ ){0,3}(?:umbringt|umbringen kann|totet|das leben nimmt|erhangt)\b/u,
    /\b(?:schmerzlos\w*|sicherste\w*|schnellste\w*|einfachste\w*) (?:art|methode|weg)\w* (?:\S+ ){0,2}(?:zu sterben|sich umzubringen|mich umzubringen)\b/u,
    /\btodliche dosis\b/u,
    /\b(?:von|vor) (?:der|einer) brucke (?:zu )?spring\w*/u,
  ],
  selfHarm: [
    rx(String.raw`\bmich ${GAP}(?:geritzt|ritzen|ritze)\b`),
    /\britz\w* mich\b/u,
    /\bmich (?:selbst|selber|absichtlich|wieder|immer wieder|mit (?:\S+ ){0,2}(?:klinge|rasierklinge|messer|feuerzeug|zigarette\w*)) (?:\S+ ){0,2}(?:geschnitten|verbrannt|verletzt|geschlagen|verbrennen|verletzen|schneiden)\b/u,
    /\b(?:schneide|verbrenne|verletze|schlage|kratze|beisse)\w? mich (?:selbst|selber|wieder|immer wieder|absichtlich|seit|mit|jeden|jede|oft|taglich|standig)\b/u,
    /\b(?:ich|mich|meine?|mein) (?:\S+ ){0,3}selbstverletz\w*/u,
    rx(String.raw`\bmich ${GAP}zu (?:ritzen|schneiden|verletzen|verbrennen)\b`),
  ],
  acute: [
    /\b(?:tabletten|pillen|medikamente|klinge|rasierklinge|messer|strick|seil|waffe) (?:\S+ ){0,3}in der hand\b/u,
    /\b(?:stehe|sitze|bin) (?:\S+ ){0,2}(?:auf|an) (?:der|dem|einer|einem) (?:brucke|dach|hochhaus|klippe|gleisen|gleis|balkon|rand)\b/u,
    /\b(?:ganze|ganzen|volle|alle) (?:\S+ ){0,2}(?:packung|packungen|schachtel|flasche|tabletten|pillen|medikamente)\b(?: \S+){0,3} (?:genommen|geschluckt|eingenommen|geschmissen|gefressen)\b/u,
    /\b(?:hab|habe|nehme|genommen) (?:\S+ ){0,2}uberdosis\b/u,
  ],
  others: [
    rx(
      String.raw`\b(?:will|wollte|mochte|plant|droht|versucht|denkt daran|wird) sich ${GAP}(?:umbringen|umzubringen|das leben (?:zu )?nehmen|toten|etwas antun|was antun|ritzen|verletzen)\b`,
    ),
    rx(
      String.raw`\bsich ${GAP}(?:umbringen|umzubringen|das leben nehmen|das leben zu nehmen|etwas antun|was antun) (?:will|mochte|wollte|plant|wird)\b`,
    ),
    /\b(?:er|sie|freund\w*|bruder|schwester|mutter|vater|mama|papa|sohn|tochter|partner\w*|kumpel|mitbewohner\w*) (?:ist|wirkt|scheint|klingt) (?:so |sehr |echt |total |wieder )*suizidal\b/u,
    /\b(?:ritzt|verletzt|schneidet) sich (?:selbst|selber|wieder|immer wieder|absichtlich)\b/u,
    /\bsich (?:selbst |selber |wieder |immer wieder )?(?:ritzt|ritzen|geritzt)\b/u,
  ],
  negationBefore:
    /\b(?:nicht|nie|niemals|nimmer|kein|keine|keinen|keiner|keinesfalls|nichts|ohne)(?: (?:so|mehr|wirklich|ernsthaft|daran|dran|ich|mich|mir|je|jemals|einfach|gar|vor|zu))* ?$/u,
  past: /\b(?:fruher|damals|vor (?:\S+ )?(?:jahren|monaten)|als (?:ich|teenager|jugendliche\w*|kind)|in der schulzeit|mit \d+|letztes jahr|in der vergangenheit)\b/u,
  recovered:
    /\b(?:clean|nicht mehr|seit (?:\S+ )?(?:jahren|monaten)|geht es mir (?:\S+ )?(?:gut|besser)|geht's mir (?:\S+ )?(?:gut|besser)|uberwunden|hinter mir|therapie (?:hat )?(?:\S+ )?geholfen|aufgehort|vorbei)\b/u,
  relapse:
    /\b(?:wieder angefangen|ruckfall\w*|ruckfallig|heute nacht|heute abend|gestern|letzte nacht|in letzter zeit|mich (?:\S+ )?wieder)\b/u,
  fiction:
    /\b(?:film|serie|folge|buch|roman|geschichte|kapitel|figur|hauptfigur|charakter|held\w*|bosewicht|schurke|morder|krimi|tatort|spiel|anime|manga|lied|song|artikel|nachrichten|doku\w*|podcast|bericht|studie|statistik\w*|rate\w*)\b/u,
  otherSubject: /\b(?:der|die|er|sie|typ|typen|mann|frau|junge|jungen|madchen|figur|jemand)(?: \S+){0,2} ?$/u,
  window: 40,
  reply: {
    harmful: [
      rx(String.raw`\bbring dich ${GAP}um\b`),
      rx(
        String.raw`\b(?:du solltest|solltest du|dann|mach doch|mach einfach|es ist (?:okay|ok|in ordnung|zeit))(?:[ ,]+\S+){0,3} (?:schluss machen|schluss zu machen|schluss|ein ende machen|dich umbringen|dir das leben nehmen|sterben|springen|es beenden)\b`,
      ),
      /\b(?:niemand|keiner)(?: \S+){0,2} (?:vermissen|vermisst|merken|bemerken|weinen)\b/u,
      /\b(?:besser dran|glucklicher|besser) ohne dich\b/u,
      /\bohne dich (?:\S+ ){0,2}(?:besser dran|glucklicher)\b/u,
      /\b(?:am )?schmerzlos\w* (?:\S+ ){0,2}(?:geht|methode|weg|art|stirbt|sterben)\b/u,
      /\bschneid\w* (?:du |dich )?(?:\S+ )?tiefer\b/u,
      /\b(?:tiefer|fester) (?:\S+ ){0,2}(?:schneiden|ritzen)\b/u,
      /\bscharfer\w* (?:klinge|rasierklinge|messer)\b/u,
      /\btodliche (?:dosis|menge)\b/u,
      /\bspring doch\b/u,
    ],
    encourage: [
      /\b(?:tu es|mach es|mach's|machs|trau dich|nur zu|niemand halt dich auf|deine entscheidung)\b/u,
    ],
    bare: /^(?:dann )?(?:tu es|mach es|mach's|machs|mach es doch|tu es doch)(?: einfach| jetzt| endlich)?$/u,
    topic:
      /\b(?:sterben|tod|tot|schluss|umbringen|suizid|selbstmord|tabletten|pillen|springen|spring|brucke|ritzen|schneiden|klinge|strick)\b/u,
    supportive:
      /\b(?:telefonseelsorge|seelsorge|0800|112|notruf|hol dir hilfe|tu dir nichts an|tu dir bitte nichts an|du bist nicht allein|ich bin (?:fur dich )?da|sprich mit|therapeut\w*|beratung)\b/u,
    framing: /\b(?:als|fuhlt|fuhlst|fuhlen|denkst|glaubst|meinst|gefuhl|sagt|eindruck)\b(?: \S+){0,3} ?$/u,
    rebuttal: /^[ ,]*(?:aber )?(?:das|es) (?:stimmt|ist) (?:\S+ )?(?:nicht|falsch|gelogen)\b/u,
  },
};
