/**
 * Word forms to look up: the part after an elision, Arabic proclitics, inflection endings. Used by
 * the appraiser and the picture moderation; the offline drawer keeps its own plural-aware endings
 * (apps/server `media/images/match.ts`) but shares the proclitics.
 */
import type { LanguageCode } from '../languages.js';

/**
 * Arabic proclitics (and, with, for, like + the article), longest first: `والقطة` → `القطة`,
 * `قطة`.
 */
export const ARABIC_PROCLITICS: readonly string[] = [
  'وبال',
  'وال',
  'بال',
  'فال',
  'كال',
  'لل',
  'ال',
  'و',
  'ف',
  'ب',
  'ل',
  'ك',
];

/** Person prefixes of the Arabic imperfect (أقلق "I worry" → قلق), tried last. */
const AR_IMPERFECT = ['ا', 'ن', 'ت', 'ي'];

/** Inflection endings tried off a word that did not match as written (longest first). */
const SUFFIXES: Partial<Record<LanguageCode, readonly string[]>> = {
  'en-US': ['es', 's', 'ed', 'ly'],
  'de-DE': ['en', 'em', 'er', 'es', 'e', 'n', 's'],
  'fr-FR': ['es', 'e', 's', 'x'],
  'es-ES': ['as', 'os', 'es', 'a', 'o', 's'],
  'it-IT': ['a', 'o', 'i', 'e'],
  'ar-SA': ['ها', 'ين', 'ون', 'ات', 'ا', 'ه', 'ك'],
};

/**
 * Alternative forms of a normalised token to look up, most specific first: the token; the part
 * after an elision (`t'aime` → `aime`); for Arabic the token without a proclitic (`والحب` → `حب`);
 * then each of these without an inflection ending (`schrecklichen` → `schrecklich`,
 * `غبيا` → `غبي`); last, for Arabic, the forms without a person prefix of the imperfect
 * (`اقلق` → `قلق`).
 */
export function tokenVariants(token: string, lang: LanguageCode): string[] {
  const out = [token];
  const apos = token.lastIndexOf("'");
  if (apos > 0 && apos < token.length - 1) out.push(token.slice(apos + 1));
  if (lang === 'ar-SA') {
    for (const p of ARABIC_PROCLITICS)
      if (token.length - p.length >= 2 && token.startsWith(p)) out.push(token.slice(p.length));
  }
  const endings = SUFFIXES[lang];
  const bare = out.length;
  if (endings) {
    const minStem = lang === 'ar-SA' ? 2 : 3;
    const stems = out.length;
    for (let i = 0; i < stems; i++) {
      const w = out[i]!;
      for (const e of endings)
        if (w.length - e.length >= minStem && w.endsWith(e)) out.push(w.slice(0, -e.length));
    }
  }
  if (lang === 'ar-SA')
    for (let i = 0; i < bare; i++) {
      const w = out[i]!;
      if (w.length >= 4 && AR_IMPERFECT.includes(w[0]!)) out.push(w.slice(1));
    }
  return out;
}
