/**
 * What a picture shows, from the user's prompt: the prompt without the request around it
 * ("Draw me …, please", „Zeichne mir bitte …“, 画一只…, …を描いてください, ارسم لي …),
 * in the second person ("my cat" → "your cat"), shortened to fit in a sentence.
 */
import type { LanguageCode } from '../languages.js';
import { toSecondPerson } from '../memory/describe.js';
import { topicOf } from './topic.js';

const I = 'iu';
const r = (s: string): RegExp => new RegExp(s, I);

/** Per language: patterns removed from the start (repeatedly), from the end, and small rewrites. */
interface Strip {
  readonly lead: readonly RegExp[];
  readonly trail: readonly RegExp[];
  /** Replacements applied after stripping (e.g. Italian "del gatto" → "il gatto"). */
  readonly fix?: readonly (readonly [RegExp, string])[];
}

const PIC_EN = '(?:picture|image|drawing|sketch|painting|photo|pic|illustration|portrait|doodle)';
const PIC_DE = '(?:bild|zeichnung|skizze|gemalde|gemälde|foto|illustration|portrat|porträt)';
const PIC_FR = '(?:dessin|image|croquis|peinture|photo|illustration|portrait|tableau)';
const PIC_ES = '(?:dibujo|imagen|boceto|cuadro|foto|ilustracion|ilustración|retrato|pintura)';
const PIC_IT = '(?:disegno|immagine|schizzo|quadro|foto|illustrazione|ritratto|dipinto)';

const STRIP: Readonly<Record<LanguageCode, Strip>> = {
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
    trail: [
      r('(?:的)?(?:图片|图画|画像|图|画|照片|插画|插图)?(?:吧|好吗|可以吗|好不好|谢谢)?[。！？!?.～~\\s]*$'),
    ],
  },
  'ja-JP': {
    lead: [r('^(?:ねえ|お願い(?:します)?|すみません)[、,\\s]*')],
    trail: [
      r('[。！？!?\\s]*$'),
      r(
        '(?:の)?(?:絵|イラスト|画像|スケッチ|写真)?(?:を)?(?:描いて|かいて|書いて|作って|つくって|生成して|見せて)(?:ください|くれる|くれますか|くれない|ほしい|欲しい|もらえますか|もらえる)?(?:か)?$',
      ),
      r('(?:を)?お願い(?:します)?$'),
    ],
  },
  'ar-SA': {
    lead: [
      r('^(?:من فضلك|لو سمحت|ممكن|هل يمكنك|هل تستطيع|تقدر|ابغاك|ابيك|أبغاك|أبيك)[،,]?\\s*'),
      r('^(?:ت?رسم|ارسم|ارسمي|ارسملي|صمم|اصنع|سو|سوي|ولد)(?:\\s*(?:لي|لنا))?\\s+'),
      r('^(?:صورة|صوره|رسمة|رسمه|لوحة|لوحه)\\s+(?:عن\\s+|ل(?=\\S))?'),
    ],
    trail: [r('[\\s،,]*(?:من فضلك|لو سمحت|شكرا|شكرًا)?[\\s.!؟?]*$')],
  },
};

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
/** Longest subject kept whole (characters): Latin and Arabic, Chinese and Japanese. */
const MAX_SPACED = 60;
const MAX_CJK = 24;

/** Cuts a long subject: at the first comma when that leaves enough, else at a word, with "…". */
function shorten(text: string): string {
  const chars = [...text];
  const cjk = CJK.test(text) && !/\s/.test(text.trim());
  const max = cjk ? MAX_CJK : MAX_SPACED;
  if (chars.length <= max) return text;
  const comma = text.search(/[,;:(，；：、（،]/u);
  if (comma >= (cjk ? 4 : 12) && comma <= max) return text.slice(0, comma).trim();
  if (cjk) return `${chars.slice(0, max).join('')}…`;
  const cut = chars.slice(0, max).join('');
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:–—-]+$/u, '')}…`;
}

/** The prompt in the second person ("my cat" → "your cat", 我的猫 → 你的猫, 私の猫 → あなたの猫). */
function secondPerson(text: string, lang: LanguageCode): string {
  if (lang === 'ja-JP') return text.replace(/(?:私|僕|俺|わたし)の/gu, 'あなたの');
  return toSecondPerson(text, lang);
}

/**
 * What the picture of `prompt` shows, to be said in a sentence in `lang`; undefined when the
 * prompt says nothing (then the reply does without it).
 * @example pictureSubject('Draw me a red cat on a beach at sunset, please!', 'en-US') // 'a red cat on a beach at sunset'
 */
export function pictureSubject(prompt: string, lang: LanguageCode): string | undefined {
  const raw = (typeof prompt === 'string' ? prompt : '').normalize('NFC').replace(/\s+/g, ' ').trim();
  if (!/[\p{L}\p{N}]/u.test(raw)) return undefined;
  const rules = STRIP[lang];
  let t = raw.replace(/^["'“”„«»「」]+|["'“”„«»「」]+$/gu, '').trim();
  for (let round = 0; round < 6; round++) {
    const before = t;
    for (const re of rules.lead) t = t.replace(re, '').trim();
    for (const re of rules.trail) t = t.replace(re, '').trim();
    if (t === before) break;
  }
  for (const [re, to] of rules.fix ?? []) t = t.replace(re, to);
  t = t.replace(/^[\s,.:;!?¿¡、。，：]+|[\s,.:;!?¿¡、。，：]+$/gu, '').trim();
  if (!/[\p{L}\p{N}]/u.test(t)) t = topicOf(raw, lang) ?? '';
  if (!t) return undefined;
  return shorten(secondPerson(t, lang));
}
