import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { asciiDigits, CJK_DIGIT_CHARS, cjkNumber, readNumber } from './numerals.js';

/** 0–999 written the Chinese way (十四, 二十, 一百零五), for the round trip. */
function toCjk(n: number): string {
  const d = '〇一二三四五六七八九';
  if (n < 10) return d[n]!;
  const hundreds = Math.floor(n / 100);
  const tens = Math.floor((n % 100) / 10);
  const ones = n % 10;
  let out = hundreds ? `${d[hundreds]}百` : '';
  if (tens) out += `${hundreds || tens > 1 ? d[tens] : ''}十`;
  else if (hundreds && ones) out += '零';
  if (ones) out += d[ones];
  return out;
}

describe('asciiDigits', () => {
  it('writes Arabic-Indic, Persian and full-width digits as ASCII', () => {
    expect(asciiDigits('٠١٢٣٤٥٦٧٨٩ ۰۱۲۳۴۵۶۷۸۹ ０１２３４５６７８９')).toBe(
      '0123456789 0123456789 0123456789',
    );
    expect(asciiDigits('عمري ٢٩ سنة')).toBe('عمري 29 سنة');
  });

  it('keeps the length and every other character', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 60 }), (t) => {
        const a = asciiDigits(t);
        return a.length === t.length && [...a].every((c, i) => c === [...t][i] || /[0-9]/.test(c));
      }),
    );
  });
});

describe('cjkNumber', () => {
  it('reads digits, tens and hundreds', () => {
    expect(cjkNumber('五')).toBe(5);
    expect(cjkNumber('两')).toBe(2);
    expect(cjkNumber('〇')).toBe(0);
    expect(cjkNumber('十')).toBe(10);
    expect(cjkNumber('十四')).toBe(14);
    expect(cjkNumber('二十')).toBe(20);
    expect(cjkNumber('二十九')).toBe(29);
    expect(cjkNumber('一百零五')).toBe(105);
    expect(cjkNumber('三百二十')).toBe(320);
  });

  it('is undefined for what is no numeral', () => {
    for (const t of ['', '一二', '十十', '零十', '猫', '12', '二十一二'])
      expect(cjkNumber(t), t).toBeUndefined();
  });

  it('reads back every number from 0 to 999', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 999 }), (n) => cjkNumber(toCjk(n)) === n));
  });

  it('has a digit character for 0 to 9', () => {
    expect(new Set([...CJK_DIGIT_CHARS].map((c) => cjkNumber(c))).size).toBe(10);
  });
});

describe('readNumber', () => {
  it('reads digits of any script and CJK numerals', () => {
    expect(readNumber('17')).toBe(17);
    expect(readNumber(' ١٧ ')).toBe(17);
    expect(readNumber('１７')).toBe(17);
    expect(readNumber('十七')).toBe(17);
    expect(readNumber('seventeen')).toBeUndefined();
  });
});
