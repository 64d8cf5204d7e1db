/**
 * The memory rules of all 8 UI languages.
 */
import type { LanguageCode } from '../../languages.js';
import { ar } from './ar.js';
import { de } from './de.js';
import { en } from './en.js';
import { es } from './es.js';
import { fr } from './fr.js';
import { it } from './it.js';
import { ja } from './ja.js';
import type { MemoryPatterns } from './types.js';
import { zh } from './zh.js';

/** Memory rules by UI language. */
export const PATTERNS: Readonly<Record<LanguageCode, MemoryPatterns>> = {
  'en-US': en,
  'de-DE': de,
  'fr-FR': fr,
  'es-ES': es,
  'it-IT': it,
  'zh-CN': zh,
  'ja-JP': ja,
  'ar-SA': ar,
};
