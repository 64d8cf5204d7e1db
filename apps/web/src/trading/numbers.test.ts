import { describe, expect, it } from 'vitest';
import { clampInt, formatBtc, formatMoney, formatSigned, serverNumber } from './numbers';

describe('serverNumber (§5)', () => {
  it('takes a comma as the decimal separator and removes whitespace', () => {
    expect(serverNumber('1 234,5')).toBe(1234.5);
    expect(serverNumber(' 0,25 ')).toBe(0.25);
    expect(serverNumber(42)).toBe(42);
  });
  it('makes anything non-numeric 0', () => {
    for (const v of ['abc', '', null, undefined, {}, [], NaN, Infinity, '1,2,3'])
      expect(serverNumber(v)).toBe(0);
  });
});

describe('clampInt', () => {
  it('rounds and clamps, non-numeric gives the fallback', () => {
    expect(clampInt('12.6', 0, 100, 0)).toBe(13);
    expect(clampInt(150, 0, 100, 0)).toBe(100);
    expect(clampInt(-3, 1, 200, 1)).toBe(1);
    expect(clampInt('x', 1, 200, 1)).toBe(1);
    expect(clampInt('', 1, 200, 10)).toBe(10);
  });
});

describe('formats (§9)', () => {
  it('shows money with 2 decimals and BTC with 8, in German notation', () => {
    expect(formatMoney(1234.5)).toBe('1.234,50');
    expect(formatBtc(0.1)).toBe('0,10000000');
    expect(formatSigned(-4)).toBe('\u22124,00');
    expect(formatSigned(2.5)).toBe('+2,50');
  });
});
