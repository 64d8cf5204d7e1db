/**
 * Text normalisation and tokenisation for the offline appraiser.
 */
import type { LanguageCode } from '../languages.js';

const LATIN = new Set<LanguageCode>(['en-US', 'de-DE', 'fr-FR', 'es-ES', 'it-IT']);

/**
 * Lower case, NFKC (full-width ！？ become !?), unified apostrophes; Latin languages lose accents
 * (é → e, ü → u); Arabic loses diacritics and tatweel and unifies أ إ آ → ا, ى → ي, ة → ه.
 */
export function normalizeText(text: string, lang: LanguageCode): string {
  let t = text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[’‘`´]/g, "'");
  if (LATIN.has(lang)) t = t.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
  if (lang === 'ar-SA') {
    t = t
      .replace(/[\u064B-\u065F\u0670\u0640]/g, '')
      .replace(/[أإآ]/g, 'ا')
      .replace(/ى/g, 'ي')
      .replace(/ة/g, 'ه');
  }
  return t;
}

/** Words of a normalised text: letters, digits and inner apostrophes (`don't`, `t'aime`). */
export function tokenize(normalized: string): string[] {
  const out: string[] = [];
  for (const m of normalized.matchAll(/[\p{L}\p{N}\p{M}']+/gu)) {
    const w = m[0].replace(/^'+|'+$/g, '');
    if (w) out.push(w);
  }
  return out;
}

const AR_PREFIXES = ['وال', 'بال', 'فال', 'كال', 'لل', 'ال', 'و', 'ف', 'ب', 'ل', 'ك'];
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
 * Alternative forms of a token to look up, most specific first: the part after an elision
 * (`t'aime` → `aime`); for Arabic the token without common proclitics (`والحب` → `حب`); then
 * each of these without an inflection ending (`schrecklichen` → `schrecklich`, `غبيا` → `غبي`); last,
 * for Arabic, the forms without a person prefix of the imperfect (`اقلق` → `قلق`).
 */
export function tokenVariants(token: string, lang: LanguageCode): string[] {
  const out = [token];
  const apos = token.lastIndexOf("'");
  if (apos > 0 && apos < token.length - 1) out.push(token.slice(apos + 1));
  if (lang === 'ar-SA') {
    for (const p of AR_PREFIXES)
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

/** Counts characters of CJK scripts (Han, Hiragana, Katakana). */
export function countCjk(text: string): number {
  let n = 0;
  for (const _ of text.matchAll(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/gu)) n++;
  return n;
}
