import { describe, expect, it } from 'vitest';
import { displayNames, referralRows } from './referrals';

const codes = (_kind: 'language' | 'region', code: string) => code;

describe('referralRows', () => {
  it('puts the newest year first and each breakdown largest first, leaving out zeros', () => {
    const rows = referralRows(
      {
        years: [
          {
            year: 2026,
            total: 3,
            byLanguage: { 'en-US': 1, 'de-DE': 2 },
            byCountry: { DE: 2, US: 1, FR: 0 },
          },
          { year: 2027, total: 1, byLanguage: { 'ar-SA': 1 }, byCountry: { SA: 1 } },
        ],
      },
      codes,
    );
    expect(rows.map((r) => r.year)).toEqual([2027, 2026]);
    expect(rows[1]!.byLanguage.map((p) => [p.code, p.count])).toEqual([
      ['de-DE', 2],
      ['en-US', 1],
    ]);
    expect(rows[1]!.byCountry.map((p) => p.code)).toEqual(['DE', 'US']);
  });

  it('has no rows without referrals', () => {
    expect(referralRows({ years: [] }, codes)).toEqual([]);
  });
});

describe('displayNames', () => {
  it('names languages and countries in the UI language, keeps unknown codes', () => {
    const name = displayNames('en-US');
    expect(name('language', 'de-DE')).toMatch(/German/);
    expect(name('region', 'DE')).toBe('Germany');
    expect(name('region', 'ZZ')).toBe('Unknown Region');
    expect(name('region', 'not a code')).toBe('not a code');
  });
});
