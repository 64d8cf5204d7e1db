/**
 * The compiled lexicons of all 8 languages (compiled lazily, once); the word lists are the
 * language packs' (`languages/<lang>/appraisal.ts`).
 */
import type { LanguageCode } from '../languages.js';
import { byLanguage, PACKS } from '../languages/index.js';
import { compileLexicon, type CompiledLexicon } from './compile.js';

/** Raw word lists by language. */
export const LEXICONS = byLanguage('appraisal');

const compiled = new Map<LanguageCode, CompiledLexicon>();

/** The compiled lexicon of `lang` (memoised). */
export function compiledLexicon(lang: LanguageCode): CompiledLexicon {
  let c = compiled.get(lang);
  if (!c) {
    c = compileLexicon(PACKS[lang].appraisal, lang);
    compiled.set(lang, c);
  }
  return c;
}
