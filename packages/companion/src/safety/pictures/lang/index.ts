/**
 * The moderation term lists of all 8 UI languages.
 */
import type { LanguageCode } from '../../../languages.js';
import type { PictureRules } from '../types.js';
import { ar } from './ar.js';
import { de } from './de.js';
import { en } from './en.js';
import { es } from './es.js';
import { fr } from './fr.js';
import { it } from './it.js';
import { ja } from './ja.js';
import { zh } from './zh.js';

/** Term lists by language. */
export const PICTURE_RULES: Readonly<Record<LanguageCode, PictureRules>> = {
  'en-US': en,
  'de-DE': de,
  'fr-FR': fr,
  'es-ES': es,
  'it-IT': it,
  'zh-CN': zh,
  'ja-JP': ja,
  'ar-SA': ar,
};
