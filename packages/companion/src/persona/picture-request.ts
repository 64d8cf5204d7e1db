/**
 * Whether a chat message asks the avatar to draw something ("Can you draw me a sailboat?",
 * „Zeichne mir bitte einen Hund“, 给我画一只猫, 猫の絵を描いて, ارسم لي قطة): the image button's
 * `#gi:` is then implied. Only a request counts: an imperative or "can you …" with something to
 * draw, at the start of one of the message's sentences; talking about drawing ("I love to draw",
 * "do you paint?", 我喜欢画画, 絵を描くのが好き) does not. The sentences are read by
 * `readPicturePrompt` (`picture-prompt/`).
 */
import { toLanguageCode, type LanguageCode } from '../languages.js';
import { readPicturePrompt } from './picture-prompt/read.js';

/**
 * Per language, the words that mention drawing or pictures at all (stems, matched at a word's
 * start; whole words where marked with a trailing `$`). A message with none of them is not a
 * picture request in any language, so the chosen model is not asked (`pictureCue`).
 */
const CUES: Readonly<Record<LanguageCode, readonly string[]>> = {
  'en-US': [
    'draw',
    'paint',
    'sketch',
    'doodle',
    'illustrat',
    'picture',
    'image',
    'photo',
    'pic$',
    'pics$',
    'portrait',
    'render',
  ],
  'de-DE': [
    'zeichn',
    'mal$',
    'male$',
    'malen',
    'mals$',
    'skizz',
    'bild',
    'foto',
    'gemälde',
    'porträt',
    'illustr',
  ],
  'fr-FR': ['dessin', 'peins', 'peindre', 'image', 'photo', 'croquis', 'portrait', 'illustr', 'tableau'],
  'es-ES': ['dibuj', 'dibúj', 'pint', 'pínt', 'imagen', 'foto', 'boceto', 'retrato', 'ilustr', 'cuadro'],
  'it-IT': ['disegn', 'dipin', 'immagin', 'foto', 'schizz', 'ritratt', 'illustr', 'quadro'],
  'zh-CN': ['画', '图', '照片', '插画', '素描'],
  'ja-JP': ['描', 'かいて', '絵', 'イラスト', '画像', '写真', 'スケッチ'],
  'ar-SA': ['رسم', 'ارسم', 'أرسم', 'ترسم', 'صورة', 'صوره', 'لوحة', 'لوحه'],
};

/** Scripts without spaces between words: a cue counts anywhere. */
const UNSPACED = new Set<LanguageCode>(['zh-CN', 'ja-JP', 'ar-SA']);

const CUE_RE: RegExp = (() => {
  const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const parts: string[] = [];
  for (const [language, words] of Object.entries(CUES) as [LanguageCode, readonly string[]][])
    for (const w of words) {
      const whole = w.endsWith('$');
      const stem = esc(whole ? w.slice(0, -1) : w);
      parts.push(UNSPACED.has(language) ? stem : `(?<!\\p{L})${stem}${whole ? '(?!\\p{L})' : ''}`);
    }
  return new RegExp(parts.join('|'), 'iu');
})();

/**
 * Whether a message mentions drawing or pictures in any of the 8 languages: the cheap first
 * look before the chosen model is asked whether it requests a picture. It errs on the side of
 * yes ("I love to draw" is a cue); the model, or `pictureRequest` offline, decides.
 */
export function pictureCue(message: string): boolean {
  return typeof message === 'string' && message.length <= 2000 && CUE_RE.test(message.normalize('NFC'));
}

/** The sentences of a message (split after . ! ? and their CJK and Arabic forms, and at line breaks). */
function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?。！？؟])\s*|\n+/u)
    .map((s) => s.replace(/^[\s"'“”„«»「」]+/u, '').trim())
    .filter((s) => s.length > 0);
}

/**
 * The sentence of `message` that asks the avatar to draw something, or null when none does. The
 * sentence is the picture's prompt (`pictureSubject` finds what it shows).
 * @example pictureRequest('Hi Emma! Can you draw me a sailboat at sunset?', 'en-US') // 'Can you draw me a sailboat at sunset?'
 */
export function pictureRequest(message: string, language: LanguageCode | string): string | null {
  if (typeof message !== 'string' || message.length > 2000) return null;
  const lang = toLanguageCode(language);
  for (const s of sentences(message.normalize('NFC'))) {
    const read = readPicturePrompt(s, lang);
    if (read.asked) return read.prompt;
  }
  return null;
}
