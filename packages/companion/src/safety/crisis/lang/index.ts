/** The crisis rules of every UI language. */
import type { CrisisRules, LanguageCode } from '../types.js';
import { ar } from './ar.js';
import { de } from './de.js';
import { en } from './en.js';
import { es } from './es.js';
import { fr } from './fr.js';
import { it } from './it.js';
import { ja } from './ja.js';
import { zh } from './zh.js';

/** Rules by UI language. */
export const RULES: Readonly<Record<LanguageCode, CrisisRules>> = {
  'en-US': en,
  'de-DE': de,
  'fr-FR': fr,
  'es-ES': es,
  'it-IT': it,
  'zh-CN': zh,
  'ja-JP': ja,
  'ar-SA': ar,
};
