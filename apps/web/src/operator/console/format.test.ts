import { describe, expect, it } from 'vitest';
import { isoOfLocal, parseAmountUsd, usd, utcDay } from './format';

describe('parseAmountUsd', () => {
  it('reads credits and debits with a dot or a comma', () => {
    expect(parseAmountUsd('5')).toBe(5);
    expect(parseAmountUsd(' -2,5 ')).toBe(-2.5);
    expect(parseAmountUsd('+0.000001')).toBe(0.000001);
  });
  it('refuses 0, more than 6 decimals and text', () => {
    expect(parseAmountUsd('0')).toBeNull();
    expect(parseAmountUsd('1.0000001')).toBeNull();
    expect(parseAmountUsd('five')).toBeNull();
    expect(parseAmountUsd('')).toBeNull();
  });
});

describe('usd', () => {
  it('writes dollars with two decimals', () => {
    expect(usd(5, 'en-US')).toBe('$5.00');
  });
});

describe('utcDay', () => {
  it('shifts by whole UTC days', () => {
    expect(utcDay(new Date('2026-11-27T03:00:00Z'), -29)).toBe('2026-10-29');
  });
});

describe('isoOfLocal', () => {
  it('is undefined for an empty field', () => {
    expect(isoOfLocal('')).toBeUndefined();
    expect(isoOfLocal('2026-11-01T10:00')).toMatch(/^2026-11-01T/);
  });
});
