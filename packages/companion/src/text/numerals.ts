/**
 * Numerals of the 8 UI languages: digits of other scripts as ASCII, and Chinese/Japanese numerals
 * (一 二 三 … 十 百) as numbers. One table for every engine (memory ages, picture moderation).
 */

/** Zero of each decimal digit block read besides ASCII: Arabic-Indic, Persian (Extended), full-width. */
const DIGIT_ZEROS = [0x0660, 0x06f0, 0xff10] as const;
const OTHER_DIGITS = /[\u0660-\u0669\u06f0-\u06f9\uff10-\uff19]/g;

/**
 * Arabic-Indic (٠–٩), Persian (۰–۹) and full-width (０–９) digits as ASCII 0–9. Keeps the length
 * (one UTF-16 unit per digit).
 * @example asciiDigits('عمري ٢٩') // 'عمري 29'
 */
export function asciiDigits(text: string): string {
  return text.replace(OTHER_DIGITS, (d) => {
    const code = d.charCodeAt(0);
    const zero = DIGIT_ZEROS.find((z) => code >= z && code <= z + 9) ?? code;
    return String(code - zero);
  });
}

/**
 * The Chinese and Japanese numerals: the digits (两 is the Chinese "two" of counts, 〇 and 零 are
 * zero) and the multipliers 十 (10) and 百 (100).
 */
export const CJK_NUMERALS: Readonly<Record<string, number>> = {
  〇: 0,
  零: 0,
  一: 1,
  二: 2,
  两: 2,
  三: 3,
  四: 4,
  五: 5,
  六: 6,
  七: 7,
  八: 8,
  九: 9,
  十: 10,
  百: 100,
};

/** The CJK digit characters (0–9) of `CJK_NUMERALS`, for regular expression classes. */
export const CJK_DIGIT_CHARS: string = Object.keys(CJK_NUMERALS)
  .filter((c) => CJK_NUMERALS[c]! < 10)
  .join('');

const digitOf = (c: string): number | undefined => {
  const v = CJK_NUMERALS[c];
  return v !== undefined && v < 10 ? v : undefined;
};

/**
 * The value of a Chinese or Japanese numeral up to 999 (`十四` → 14, `二十` → 20, `两百零五` → 205,
 * `五` → 5), or undefined when `text` is not one (`一二`, `十十`, '').
 */
export function cjkNumber(text: string): number | undefined {
  if (!text) return undefined;
  let rest = text;
  let value = 0;
  for (const [unit, size] of [
    ['百', 100],
    ['十', 10],
  ] as const) {
    const at = rest.indexOf(unit);
    if (at < 0) continue;
    const head = rest.slice(0, at);
    const times = head === '' ? 1 : head.length === 1 ? digitOf(head) : undefined;
    if (!times) return undefined;
    value += times * size;
    rest = rest.slice(at + 1);
    // 一百零五: the zero only marks the missing tens.
    if (size === 100 && rest.length > 1 && digitOf(rest[0]!) === 0) rest = rest.slice(1);
  }
  if (rest === '') return value;
  const ones = rest.length === 1 ? digitOf(rest) : undefined;
  if (ones === undefined) return undefined;
  return value + ones;
}

/**
 * A number written with digits of any script (`17`, `١٧`, `１７`) or as a CJK numeral (`十七`), or
 * undefined.
 * @example readNumber('二十九') // 29
 */
export function readNumber(text: string): number | undefined {
  const t = asciiDigits(text.trim());
  if (/^[0-9]+$/.test(t)) return Number(t);
  return cjkNumber(t);
}
