/**
 * The rules that take the request off a picture prompt, leaving what it shows: "Draw me …,
 * please", „Zeichne mir bitte …“, 画一只…, …を描いてください, ارسم لي … Written with the picture
 * nouns of the text toolkit (`PICTURE_NOUNS`).
 */
import type { LanguageCode } from '../../languages.js';
import { PICTURE_NOUNS, alternation, pictureNounPattern } from '../../text/index.js';

const I = 'iu';
const r = (s: string): RegExp => new RegExp(s, I);

const PIC_EN = pictureNounPattern('en-US');
const PIC_DE = pictureNounPattern('de-DE');
const PIC_FR = pictureNounPattern('fr-FR');
const PIC_ES = pictureNounPattern('es-ES');
const PIC_IT = pictureNounPattern('it-IT');
const PIC_ZH = pictureNounPattern('zh-CN');
const PIC_AR = pictureNounPattern('ar-SA');
/** Japanese: a photo (写真) too, though asking for one is no request to draw. */
const PIC_JA_SUBJECT = alternation([...PICTURE_NOUNS['ja-JP'], '写真']);

/** Per language: patterns removed from the start (repeatedly), from the end, and small rewrites. */
export interface Strip {
  readonly lead: readonly RegExp[];
  readonly trail: readonly RegExp[];
  /** Replacements applied after stripping (e.g. Italian "del gatto" → "il gatto"). */
  readonly fix?: readonly (readonly [RegExp, string])[];
}

export const STRIP: Readonly<Record<LanguageCode, Strip>> = {
  'en-US': {
    lead: [
      r('^(?:hey|hi|hello|ok|okay|please|pls|so)[,!.]?\\s+'),
      r('^(?:can|could|would|will) (?:you|u)(?: please)?\\s+'),
      r("^i(?:'d| would)? (?:like|love|want)(?: to see| to have)?\\s+"),
      r(
        '^(?:draw|paint|sketch|make|create|generate|render|show|give|design|illustrate|imagine|do)(?: (?:me|us))?(?: please)?\\s+',
      ),
      r(
        `^(?:(?:an?|the|one|some|my)\\s+)?(?:(?:quick|little|small|nice|simple|cute|beautiful|new)\\s+)*${PIC_EN}\\s+(?:of|showing|with)\\s+`,
      ),
    ],
    trail: [r('[\\s,]*(?:please|pls|thanks|thank you|for me)?[\\s.!?]*$')],
  },
  'de-DE': {
    lead: [
      r('^(?:hey|hallo|hi|ok|okay|bitte|also)[,!.]?\\s+'),
      r('^(?:kannst|könntest|koenntest|würdest|wuerdest) du(?: mir| uns)?(?: bitte)?(?: mal)?\\s+'),
      r(
        '^ich (?:möchte|moechte|hätte gern|hätte gerne|haette gern|will|wünsche mir|wuensche mir)(?: gern| gerne)?\\s+',
      ),
      r(
        '^(?:zeichne|mal|male|skizziere|mach|mache|erstelle|generiere|zeig|zeige)(?: (?:mir|uns))?(?: bitte)?(?: mal)?\\s+',
      ),
      r(
        `^(?:(?:ein|eine|einen)\\s+)?(?:(?:kleines|kleine|schnelles|schnelle|schönes|schöne|neues)\\s+)*${PIC_DE}\\s+(?:von|mit|vom)\\s+`,
      ),
    ],
    trail: [
      r('\\s+(?:zeichnen|malen|skizzieren|machen|erstellen|generieren|zeigen)\\b.*$'),
      r('[\\s,]*(?:bitte|danke)?[\\s.!?]*$'),
    ],
  },
  'fr-FR': {
    lead: [
      r("^(?:salut|coucou|bonjour|hey|ok|stp|svp|s'il te plait|s'il te plaît)[,!.]?\\s+"),
      r('^(?:est-ce que )?(?:tu peux|peux-tu|pourrais-tu|tu pourrais|tu veux bien)\\s+'),
      r("^(?:je voudrais|j'aimerais|je veux)(?: voir)?\\s+"),
      r(
        '^(?:(?:me|nous)\\s+)?(?:dessine|peins|fais|crée|cree|génère|genere|montre|dessiner|peindre|faire|créer|creer|générer|generer|montrer)(?:-(?:moi|nous)|\\s+(?:moi|nous))?\\s+',
      ),
      r(
        `^(?:(?:un|une|le|la)\\s+)?(?:(?:petit|petite|joli|jolie|beau|belle)\\s+)*${PIC_FR}\\s+(?:de\\s+|d'|(?=du\\s|des\\s))`,
      ),
    ],
    trail: [r("[\\s,]*(?:s'il te pla[iî]t|s'il vous pla[iî]t|stp|svp|merci)?[\\s.!?]*$")],
    fix: [[r('^du\\s+'), 'le ']],
  },
  'es-ES': {
    lead: [
      r('^[¿¡]+'),
      r('^(?:hola|oye|ok|vale|porfa|por favor)[,!.]?\\s+'),
      r('^(?:me |nos )?(?:puedes|podrías|podrias)(?: por favor)?\\s+'),
      r('^(?:quiero|quisiera|me gustaría|me gustaria)(?: ver)?\\s+'),
      r(
        '^(?:dibuja|dibújame|dibujame|dibujarme|dibujar|pinta|píntame|pintame|pintarme|pintar|haz|hazme|hacerme|hacer|crea|créame|creame|crear|genera|genérame|generame|generar|muéstrame|muestrame)(?: (?:me|nos))?(?: por favor)?\\s+',
      ),
      r(`^(?:(?:un|una)\\s+)?(?:(?:pequeño|pequeña|bonito|bonita)\\s+)*${PIC_ES}\\s+(?:de\\s+|(?=del\\s))`),
    ],
    trail: [r('[\\s,]*(?:por favor|porfa|gracias)?[\\s.!?¡¿]*$')],
    fix: [[r('^del\\s+'), 'el ']],
  },
  'it-IT': {
    lead: [
      r('^(?:ciao|ehi|ok|dai|per favore)[,!.]?\\s+'),
      r('^(?:mi |ci )?(?:puoi|potresti)(?: per favore)?\\s+'),
      r('^(?:vorrei|voglio|mi piacerebbe)(?: vedere)?\\s+'),
      r(
        '^(?:disegna|disegnami|disegnarmi|disegnare|dipingi|dipingimi|dipingere|fai|fammi|farmi|fare|crea|creami|creare|genera|generami|generare|mostrami)(?: (?:mi|ci))?(?: per favore)?\\s+',
      ),
      r(
        `^(?:(?:un|una|uno)\\s+)?(?:(?:piccolo|piccola|bel|bello|bella)\\s+)*${PIC_IT}\\s+(?:di\\s+|(?=(?:del|della|dello|dei|degli|delle)\\s))`,
      ),
    ],
    trail: [r('[\\s,]*(?:per favore|grazie)?[\\s.!?]*$')],
    fix: [
      [r('^del\\s+'), 'il '],
      [r('^della\\s+'), 'la '],
      [r('^dello\\s+'), 'lo '],
      [r('^dei\\s+'), 'i '],
      [r('^degli\\s+'), 'gli '],
      [r('^delle\\s+'), 'le '],
    ],
  },
  'zh-CN': {
    lead: [
      r('^(?:请|麻烦你?|你能|你可以|能不能|可不可以|可以|能|帮我|给我|为我|替我)+'),
      r('^(?:画|绘制|生成|做|画出|创作|来)(?:一下)?(?:一张|一幅|张|幅)?'),
    ],
    trail: [r(`(?:的)?${PIC_ZH}?(?:吧|好吗|可以吗|好不好|谢谢)?[。！？!?.～~\\s]*$`)],
  },
  'ja-JP': {
    lead: [r('^(?:ねえ|お願い(?:します)?|すみません)[、,\\s]*')],
    trail: [
      r('[。！？!?\\s]*$'),
      r(
        `(?:の)?${PIC_JA_SUBJECT}?(?:を)?(?:描いて|かいて|書いて|作って|つくって|生成して|見せて)(?:ください|くれる|くれますか|くれない|ほしい|欲しい|もらえますか|もらえる)?(?:か)?$`,
      ),
      r('(?:を)?お願い(?:します)?$'),
    ],
  },
  'ar-SA': {
    lead: [
      r('^(?:من فضلك|لو سمحت|ممكن|هل يمكنك|هل تستطيع|تقدر|ابغاك|ابيك|أبغاك|أبيك)[،,]?\\s*'),
      r('^(?:ت?رسم|ارسم|ارسمي|ارسملي|صمم|اصنع|سو|سوي|ولد)(?:\\s*(?:لي|لنا))?\\s+'),
      r(`^${PIC_AR}\\s+(?:عن\\s+|ل(?=\\S))?`),
    ],
    trail: [r('[\\s،,]*(?:من فضلك|لو سمحت|شكرا|شكرًا)?[\\s.!؟?]*$')],
  },
};
