/**
 * The compiled lexicons of all 8 languages (compiled lazily, once).
 */
import type { LanguageCode } from '../languages.js';
import { compileLexicon, type CompiledLexicon } from './compile.js';
import { ar } from './lexicon/ar.js';
import { de } from './lexicon/de.js';
import { en } from './lexicon/en.js';
import { es } from './lexicon/es.js';
import { fr } from './lexicon/fr.js';
import { it } from './lexicon/it.js';
import { ja } from './lexicon/ja.js';
import type { Lexicon } from './lexicon/types.js';
import { zh } from './lexicon/zh.js';

/** Raw word lists by language. */
export const LEXICONS: Readonly<Record<LanguageCode, Lexicon>> = {
  'en-US': en,
  'de-DE': de,
  'fr-FR': fr,
  'es-ES': es,
  'it-IT': it,
  'zh-CN': zh,
  'ja-JP': ja,
  'ar-SA': ar,
};

const compiled = new Map<LanguageCode, CompiledLexicon>();

/** The compiled lexicon of `lang` (memoised). */
export function compiledLexicon(lang: LanguageCode): CompiledLexicon {
  let c = compiled.get(lang);
  if (!c) {
    c = compileLexicon(LEXICONS[lang], lang);
    compiled.set(lang, c);
  }
  return c;
}
