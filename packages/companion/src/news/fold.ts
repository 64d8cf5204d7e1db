/**
 * The folding of news text and interests before matching (see `match.ts`).
 */

/**
 * Text folded for matching: NFKC, lower case, Latin accents and Arabic diacritics removed, ß → ss,
 * Arabic letter variants unified (أ إ آ → ا, ى → ي, ة → ه), anything but letters, marks and
 * digits turned into single spaces, padded with a space on each side.
 */
export function foldNewsText(text: string): string {
  const t = (typeof text === 'string' ? text : '')
    .normalize('NFKC')
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC')
    .replace(/ß/g, 'ss')
    .replace(/[\u064B-\u065F\u0670\u0640]/g, '')
    .replace(/[أإآ]/g, 'ا')
    .replace(/ى/g, 'ي')
    .replace(/ة/g, 'ه');
  const spaced = t.replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ').trim();
  return spaced ? ` ${spaced} ` : ' ';
}
