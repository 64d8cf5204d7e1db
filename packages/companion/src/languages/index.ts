/**
 * The registry of language packs: one folder per UI language (`languages/<lang>/`) holds all of
 * its phrases, cues, lexicons and patterns. A new language is one folder and one line here.
 */
import type { LanguageCode } from '../languages.js';
import { ar } from './ar/index.js';
import { de } from './de/index.js';
import { en } from './en/index.js';
import { es } from './es/index.js';
import { fr } from './fr/index.js';
import { it } from './it/index.js';
import { ja } from './ja/index.js';
import type { LanguagePack } from './types.js';
import { zh } from './zh/index.js';

export type { LanguagePack } from './types.js';

/** The language pack of each UI language. */
export const PACKS: Readonly<Record<LanguageCode, LanguagePack>> = {
  'en-US': en,
  'de-DE': de,
  'fr-FR': fr,
  'es-ES': es,
  'it-IT': it,
  'zh-CN': zh,
  'ja-JP': ja,
  'ar-SA': ar,
};

/**
 * One part of every pack, by language (a view for modules that read one part of all languages).
 * @example byLanguage('phrases')['de-DE'] === PACKS['de-DE'].phrases // true
 */
export function byLanguage<K extends keyof LanguagePack>(
  part: K,
): Readonly<Record<LanguageCode, LanguagePack[K]>> {
  return Object.fromEntries(
    (Object.keys(PACKS) as LanguageCode[]).map((lang) => [lang, PACKS[lang][part]]),
  ) as Record<LanguageCode, LanguagePack[K]>;
}
