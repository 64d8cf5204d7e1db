/**
 * Unicode folding: the forms a text is compared in. Per language (`normalizeText`, `baseText`),
 * language-agnostic (`foldText`), and one that keeps every UTF-16 index (`foldSameLength`).
 */
import type { LanguageCode } from '../languages.js';
import { asciiDigits } from './numerals.js';

const LATIN_LANGUAGES: ReadonlySet<LanguageCode> = new Set(['en-US', 'de-DE', 'fr-FR', 'es-ES', 'it-IT']);
/** Combining diacritics of Latin letters (after NFD: é = e + U+0301). */
const COMBINING = /[\u0300-\u036f]/g;
/** Arabic short vowels and other diacritics, superscript alef and tatweel (ـ). */
const ARABIC_MARKS = /[\u064B-\u065F\u0670\u0640]/g;
const APOSTROPHES = /[’‘`´]/g;
/** Latin-1 Supplement to Latin Extended-B: the letters `foldSameLength` takes accents off. */
const LATIN_EXT = /[\u00C0-\u024F]/;
/** Emoji variation selectors and the zero-width joiner: a space, so each emoji is a unit of its own. */
const EMOJI_JOINERS = /[\ufe0e\ufe0f\u200d]/g;

/** Typographic apostrophes and accents used as apostrophes (’ ‘ ` ´) as `'`. */
export function unifyApostrophes(text: string): string {
  return text.replace(APOSTROPHES, "'");
}

/**
 * Latin letters without their accents (é → e, ü → u, ç → c). The result stays decomposed (NFD):
 * other marks (Arabic hamza above, kana voicing) are left as separate characters.
 */
export function stripAccents(text: string): string {
  return text.normalize('NFD').replace(COMBINING, '');
}

/** ß, œ and æ spelled out (ss, oe, ae); expects lower case. */
export function spellLigatures(text: string): string {
  return text.replace(/ß/g, 'ss').replace(/œ/g, 'oe').replace(/æ/g, 'ae');
}

/** Arabic without diacritics and tatweel, with أ إ آ → ا, ى → ي and ة → ه. */
export function foldArabic(text: string): string {
  return text.replace(ARABIC_MARKS, '').replace(/[أإآ]/g, 'ا').replace(/ى/g, 'ي').replace(/ة/g, 'ه');
}

/**
 * A text as the appraiser, the intent cues and the picture moderation read it in `lang`: lower case,
 * NFKC (full-width ！？ become !?), unified apostrophes; Latin languages lose accents (é → e,
 * ü → u; the text stays decomposed, see `stripAccents`); Arabic loses diacritics and tatweel and
 * unifies أ إ آ → ا, ى → ي, ة → ه. ß, digits and spaces stay as written.
 * @example normalizeText('Ｃ’est GÉNIAL', 'fr-FR') // "c'est genial"
 */
export function normalizeText(text: string, lang: LanguageCode): string {
  let t = unifyApostrophes(text.normalize('NFKC').toLowerCase());
  if (LATIN_LANGUAGES.has(lang)) t = stripAccents(t);
  if (lang === 'ar-SA') t = foldArabic(t);
  return t;
}

/**
 * A text folded for comparison whatever its language: NFKC (full-width letters and digits become
 * ASCII), lower case, ß → ss, œ → oe, æ → ae, no Latin accents; Arabic without diacritics or tatweel,
 * with أ إ آ → ا, ى → ي, ة → ه; Arabic-Indic and Persian digits as ASCII; emoji variation selectors
 * and joiners as spaces; single spaces, trimmed. Idempotent.
 * @example foldText('Forêt  ＴＲÄUME ٣') // 'foret traume 3'
 */
export function foldText(text: string): string {
  const bare = stripAccents(text.normalize('NFKC').toLowerCase()).normalize('NFC');
  return asciiDigits(foldArabic(spellLigatures(bare)))
    .replace(EMOJI_JOINERS, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The text as the memory extractor reads it: NFKC (full-width ！？ → !?), unified apostrophes and
 * quotes, single spaces; for Arabic without diacritics and tatweel. Case and accents stay, so a
 * value can be cut out of it as written.
 */
export function baseText(text: string, lang: LanguageCode): string {
  let t = unifyApostrophes(text.normalize('NFKC'));
  if (lang === 'ar-SA') t = t.replace(ARABIC_MARKS, '');
  return t.replace(/\s+/g, ' ');
}

/**
 * Lower case and accent-folded, one UTF-16 unit per unit of `base` (é → e, Ä → a, İ → i; Arabic
 * أ إ آ → ا, ى → ي, ة → ه), so a match on the folded text slices the same span out of `base`.
 * Characters whose folded form would be longer stay as they are.
 */
export function foldSameLength(base: string): string {
  let out = '';
  for (const c of base) {
    if (c.length !== 1) {
      out += c;
      continue;
    }
    let f = c.toLowerCase();
    if (f.length !== 1) f = c;
    if (LATIN_EXT.test(f)) {
      const d = (f.normalize('NFD')[0] ?? f).toLowerCase();
      f = d.length === 1 ? d : f;
    }
    if (f === 'أ' || f === 'إ' || f === 'آ') f = 'ا';
    else if (f === 'ى') f = 'ي';
    else if (f === 'ة') f = 'ه';
    out += f;
  }
  return out;
}
