/**
 * Word lists more than one engine needs, per UI language. The picture nouns name a picture in a
 * request to draw ("a picture of …", „ein Bild von …“, 一张…的图, …の絵を描いて, صورة …): the
 * request rules and the subject stripping of `persona/picture-prompt/` are written with them.
 */
import type { LanguageCode } from '../languages.js';

/**
 * Words for a picture, drawing or photo, as written (accented and unaccented spellings both).
 * Japanese: the words of a request (`写真`, a photo, is only stripped from a subject, not a request).
 */
export const PICTURE_NOUNS: Readonly<Record<LanguageCode, readonly string[]>> = {
  'en-US': [
    'picture',
    'image',
    'drawing',
    'sketch',
    'painting',
    'photo',
    'pic',
    'illustration',
    'portrait',
    'doodle',
  ],
  'de-DE': [
    'bild',
    'zeichnung',
    'skizze',
    'gemälde',
    'gemalde',
    'foto',
    'illustration',
    'porträt',
    'portrat',
  ],
  'fr-FR': ['dessin', 'image', 'croquis', 'peinture', 'photo', 'illustration', 'portrait', 'tableau'],
  'es-ES': [
    'dibujo',
    'imagen',
    'boceto',
    'cuadro',
    'foto',
    'ilustración',
    'ilustracion',
    'retrato',
    'pintura',
  ],
  'it-IT': ['disegno', 'immagine', 'schizzo', 'quadro', 'foto', 'illustrazione', 'ritratto', 'dipinto'],
  'zh-CN': ['图片', '图画', '画像', '图', '画', '照片', '插画', '插图'],
  'ja-JP': ['絵', 'イラスト', '画像', 'スケッチ'],
  'ar-SA': ['صورة', 'صوره', 'رسمة', 'رسمه', 'لوحة', 'لوحه'],
};

/** A list as a regular expression alternation `(?:a|b|c)` (entries are plain words). */
export function alternation(words: readonly string[]): string {
  return `(?:${words.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})`;
}

/** The picture nouns of `lang` as an alternation, for the request rules. */
export function pictureNounPattern(lang: LanguageCode): string {
  return alternation(PICTURE_NOUNS[lang]);
}
