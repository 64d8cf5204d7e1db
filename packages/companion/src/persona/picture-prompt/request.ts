/**
 * The rules that tell a request to draw ("Can you draw me a sailboat?", „Zeichne mir bitte einen
 * Hund“, 给我画一只猫, 猫の絵を描いて, ارسم لي قطة) from talk about drawing ("I love to draw"): an
 * imperative or "can you …" with something to draw, at the start of a sentence (Japanese: at its
 * end). Written with the picture nouns of the text toolkit (`PICTURE_NOUNS`).
 */
import type { LanguageCode } from '../../languages.js';
import { pictureNounPattern } from '../../text/index.js';

const r = (s: string): RegExp => new RegExp(s, 'iu');

const PIC_EN = pictureNounPattern('en-US');
const PIC_DE = pictureNounPattern('de-DE');
const PIC_FR = pictureNounPattern('fr-FR');
const PIC_ES = pictureNounPattern('es-ES');
const PIC_IT = pictureNounPattern('it-IT');
const PIC_ZH = pictureNounPattern('zh-CN');
const PIC_JA = pictureNounPattern('ja-JP');
const PIC_AR = pictureNounPattern('ar-SA');
/** A vocative before the request ("Emma, draw …"): one or two words and a comma. */
const VOC = "(?:[\\p{L}'-]+(?: [\\p{L}'-]+)?,\\s*)?";

/** Per language: a sentence that matches one of these is a request to draw. */
export const REQUEST: Readonly<Record<LanguageCode, readonly RegExp[]>> = {
  'en-US': [
    r(
      `^(?:(?:hey|hi|hello|ok|okay|so|now|please|pls)[,!.]?\\s+)*${VOC}(?:please\\s+)?(?:(?:can|could|would|will) (?:you|u)\\s+(?:please\\s+)?|(?:i(?:'d| would) (?:like|love)|i want|i wanna) you to\\s+)?(?:please\\s+)?` +
        `(?:(?:draw|paint|sketch|doodle|illustrate)(?: (?:me|us))?(?: please)?\\s+(?!(?:well|good|better|badly|at all|too|yourself|for a living)\\b)[\\p{L}\\p{N}]` +
        `|(?:make|create|generate|render|design|give|show|send)(?: (?:me|us))?(?: please)?\\s+(?:(?:an?|the|one|some)\\s+)?(?:(?:quick|little|small|nice|simple|cute|beautiful|new)\\s+)*${PIC_EN}\\b)`,
    ),
    r(
      `^(?:(?:hey|hi|ok|okay|so)[,!.]?\\s+)*${VOC}(?:i(?:'d| would) (?:like|love)|i want|i wanna|(?:can|could|may) i (?:have|get|see))\\s+(?:an?|one)\\s+(?:(?:quick|little|small|nice|simple|cute|beautiful|new)\\s+)*${PIC_EN}\\s+(?:of|showing|with)\\s+[\\p{L}\\p{N}]`,
    ),
  ],
  'de-DE': [
    r(
      `^(?:(?:hey|hallo|hi|ok|okay|also|bitte)[,!.]?\\s+)*${VOC}(?:bitte\\s+)?(?:zeichne|male|skizziere|mal(?= (?:mir|uns)\\b| (?:ein|eine|einen|den|die|das) (?!bisschen|wenig|paar\\b)))(?: (?:mir|uns))?(?: bitte)?(?: mal)?(?: bitte)?\\s+[\\p{L}\\p{N}]`,
    ),
    r(
      `^(?:(?:hey|hallo|hi|ok|okay|also)[,!.]?\\s+)*${VOC}(?:kannst|könntest|koenntest|würdest|wuerdest|magst) du\\s+(?:mir |uns )?(?:bitte )?(?:mal )?(?!(?:gut|schön|schoen|besser|auch|noch|überhaupt|ueberhaupt)\\b)[\\p{L}\\p{N}][^?]*\\s(?:zeichnen|malen|skizzieren)\\b`,
    ),
    r(
      `^(?:(?:hey|hallo|hi|ok|okay|also|bitte)[,!.]?\\s+)*${VOC}(?:mach|mache|erstelle|erstell|erzeuge|generiere)(?: (?:mir|uns))?(?: bitte)?(?: mal)?\\s+(?:ein|eine|einen)\\s+(?:\\p{L}+\\s+)?${PIC_DE}\\b`,
    ),
    r(
      `^${VOC}ich (?:hätte|haette|möchte|moechte|will|wünsche mir|wuensche mir) (?:gern |gerne )?(?:ein|eine)\\s+(?:\\p{L}+\\s+)?${PIC_DE}\\s+(?:von|vom|mit)\\s+[\\p{L}\\p{N}]`,
    ),
  ],
  'fr-FR': [
    r(
      `^(?:(?:salut|coucou|bonjour|hey|ok|alors|stp|svp|s'il te pla[iî]t)[,!.]?\\s+)*${VOC}(?:dessine|peins|esquisse)(?:[- ](?:moi|nous))?(?: s'il te pla[iî]t| stp)?[,]?\\s+[\\p{L}\\p{N}]`,
    ),
    r(
      `^(?:(?:salut|coucou|bonjour|hey|ok|alors)[,!.]?\\s+)*${VOC}(?:fais|crée|cree|génère|genere)(?:[- ](?:moi|nous))?\\s+(?:un|une)\\s+(?:(?:petit|petite|joli|jolie|beau|belle)\\s+)?${PIC_FR}\\b`,
    ),
    r(
      `^(?:(?:salut|coucou|bonjour|hey|ok|alors)[,!.]?\\s+)*${VOC}(?:(?:est-ce que )?tu (?:peux|pourrais|veux bien|voudrais bien)|peux-tu|pourrais-tu)\\s+(?:me |m'|nous )?(?:dessiner|peindre|esquisser|faire (?:un|une) (?:(?:petit|petite|joli|jolie|beau|belle)\\s+)?${PIC_FR}|créer (?:un|une) ${PIC_FR})\\s*[\\p{L}\\p{N}']`,
    ),
    r(
      `^${VOC}(?:je voudrais|j'aimerais|je veux)\\s+(?:un|une)\\s+(?:(?:petit|petite|joli|jolie|beau|belle)\\s+)?${PIC_FR}\\s+(?:de|d'|du|des)`,
    ),
  ],
  'es-ES': [
    r(
      `^[¿¡]?(?:(?:hola|oye|ok|vale|porfa|por favor)[,!.]?\\s+)*${VOC}[¿¡]?(?:dibuja|dibújame|dibujame|dibújanos|pinta|píntame|pintame)(?: por favor)?[,]?\\s+[\\p{L}\\p{N}]`,
    ),
    r(
      `^[¿¡]?(?:(?:hola|oye|ok|vale|porfa|por favor)[,!.]?\\s+)*${VOC}[¿¡]?(?:haz|hazme|crea|créame|creame|genera|genérame|generame)(?: por favor)?\\s+(?:un|una)\\s+(?:(?:pequeño|pequeña|bonito|bonita)\\s+)?${PIC_ES}\\b`,
    ),
    r(
      `^[¿¡]?(?:(?:hola|oye|ok|vale)[,!.]?\\s+)*${VOC}[¿¡]?(?:me |nos )?(?:puedes|podrías|podrias|podés)\\s+(?:por favor\\s+)?(?:(?:dibujar|pintar)(?:me|nos)?\\s+[\\p{L}\\p{N}]|(?:hacer|crear|generar)(?:me|nos)?\\s+(?:un|una)\\s+${PIC_ES}\\b)`,
    ),
    r(`^${VOC}(?:quiero|quisiera|me gustaría|me gustaria)\\s+(?:un|una)\\s+${PIC_ES}\\s+(?:de|del)\\s`),
  ],
  'it-IT': [
    r(
      `^(?:(?:ciao|ehi|hey|ok|dai|per favore)[,!.]?\\s+)*${VOC}(?:disegna|disegnami|disegnaci|dipingi|dipingimi|schizza)(?: per favore)?[,]?\\s+[\\p{L}\\p{N}]`,
    ),
    r(
      `^(?:(?:ciao|ehi|hey|ok|dai|per favore)[,!.]?\\s+)*${VOC}(?:fai|fammi|crea|creami|genera|generami)(?: per favore)?\\s+(?:un|una|uno|un')\\s*(?:(?:piccolo|piccola|bel|bello|bella)\\s+)?${PIC_IT}\\b`,
    ),
    r(
      `^(?:(?:ciao|ehi|hey|ok|dai)[,!.]?\\s+)*${VOC}(?:mi |ci )?(?:puoi|potresti)\\s+(?:per favore\\s+)?(?:(?:disegnar|dipinger)(?:e|mi|ci)\\s+[\\p{L}\\p{N}]|(?:far|crear|generar)(?:e|mi|ci)\\s+(?:un|una|un')\\s*${PIC_IT}\\b)`,
    ),
    r(
      `^${VOC}(?:vorrei|voglio|mi piacerebbe)\\s+(?:un|una|un')\\s*${PIC_IT}\\s+(?:di|del|della|dello|dei|degli|delle)\\s`,
    ),
  ],
  'zh-CN': [
    r(
      '^(?:请|麻烦你?|你能|你可以|能不能|可不可以|可以)*(?:帮我|给我|为我|替我)?(?:画|绘制|画出)(?:一下)?\\S',
    ),
    r(
      `^(?:请|麻烦你?|你能|你可以|能不能|可不可以|可以)*(?:帮我|给我|为我|替我)?(?:生成|做|制作|创作)(?:一张|一幅|张|幅|个)?\\S.*${PIC_ZH}(?:吗|吧|好吗|可以吗)?$`,
    ),
  ],
  'ja-JP': [
    r(
      `\\S(?:を(?:描いて|かいて)|の${PIC_JA}を(?:描いて|かいて|書いて|作って|つくって|生成して|見せて)|${PIC_JA}を(?:描いて|かいて|書いて|作って|つくって|生成して))(?:ください|下さい|くれる|くれますか|くれない|ほしい|欲しい|もらえますか|もらえる|もらえない)?(?:か)?$`,
    ),
  ],
  'ar-SA': [
    r(
      '^(?:(?:من فضلك|لو سمحت|رجاء|ممكن|هل يمكنك|هل تستطيع|تقدر|تقدري|ابغاك|ابيك|أبغاك|أبيك)[،,]?\\s*)*(?:ت?[اأ]?رسم(?:ي)?(?:\\s*(?:لي|لنا))?|[اأ]رسملي|ترسملي)\\s+\\S',
    ),
    r(
      `^(?:(?:من فضلك|لو سمحت|رجاء|ممكن|هل يمكنك|تقدر|ابغاك|ابيك)[،,]?\\s*)*(?:صمم|اصنع|سو|سوي|ولد)(?:ي)?(?:\\s*(?:لي|لنا))?\\s+${PIC_AR}\\s*\\S`,
    ),
  ],
};
