import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatNhsText, isNhsEmpty, isStateKey, parseNhsText, sanitizeAvatarName } from './nhs-format';

const sample = {
  user: { states: { HAPPINESS: 6.2, ANGER: 1 }, hormones: { cortisol: 11.844, growthHormone: 4 } },
  avatar: { name: 'Emma Walker', states: { HAPPINESS: 7.35 }, hormones: { cortisol: 12.9 } },
};

describe('formatNhsText', () => {
  it('writes one NAME:value pair per line with 2 decimals, user entry first, avatar keys prefixed', () => {
    expect(formatNhsText(sample)).toBe(
      [
        'HAPPINESS:6.20',
        'ANGER:1.00',
        'cortisol:11.84',
        'growthHormone:4.00',
        '',
        'avatar.Emma Walker.HAPPINESS:7.35',
        'avatar.Emma Walker.cortisol:12.90',
      ].join('\n'),
    );
  });

  it('leaves out a missing entry and gives an empty text when there is no data', () => {
    expect(formatNhsText({ user: null, avatar: sample.avatar }).startsWith('avatar.Emma Walker.')).toBe(true);
    expect(formatNhsText({ user: null, avatar: null })).toBe('');
  });

  it('replaces colons and line breaks in avatar names', () => {
    expect(sanitizeAvatarName('A:B\nC')).toBe('A B C');
  });
});

describe('parseNhsText', () => {
  it('reads back what formatNhsText wrote (to 2 decimals)', () => {
    const parsed = parseNhsText(formatNhsText(sample));
    expect(parsed.user).toEqual({
      states: { HAPPINESS: 6.2, ANGER: 1 },
      hormones: { cortisol: 11.84, growthHormone: 4 },
    });
    expect(parsed.avatar).toEqual({
      name: 'Emma Walker',
      states: { HAPPINESS: 7.35 },
      hormones: { cortisol: 12.9 },
    });
  });

  it('tolerates CRLF, comments, blanks, spaces and garbage lines', () => {
    const parsed = parseNhsText(
      '# nhs\r\n HAPPINESS : 5.5 \r\nnonsense\nFEAR:abc\n:3\navatar.X.cortisol:9\navatar.nodot:1\n',
    );
    expect(parsed.user).toEqual({ states: { HAPPINESS: 5.5 }, hormones: {} });
    expect(parsed.avatar).toEqual({ name: 'X', states: {}, hormones: { cortisol: 9 } });
  });

  it('keeps dots inside avatar names', () => {
    expect(parseNhsText('avatar.Dr. Who.HAPPINESS:1.00').avatar?.name).toBe('Dr. Who');
  });

  it('round-trips any entries with finite values', () => {
    const key = fc.oneof(
      fc.stringMatching(/^[A-Z][A-Z_]{0,12}$/),
      fc.stringMatching(/^[a-z][a-zA-Z]{0,12}$/),
    );
    const entry = fc.dictionary(key, fc.double({ min: 0, max: 1000, noNaN: true }), { maxKeys: 8 });
    fc.assert(
      fc.property(entry, entry, (u, a) => {
        const split = (e: Record<string, number>) => ({
          states: Object.fromEntries(Object.entries(e).filter(([k]) => isStateKey(k))),
          hormones: Object.fromEntries(Object.entries(e).filter(([k]) => !isStateKey(k))),
        });
        const data = { user: split(u), avatar: { name: 'Yuki Tanaka', ...split(a) } };
        const parsed = parseNhsText(formatNhsText(data));
        for (const [k, v] of Object.entries(u))
          expect((isStateKey(k) ? parsed.user!.states : parsed.user!.hormones)[k]).toBeCloseTo(v, 2);
        for (const [k, v] of Object.entries(a))
          expect((isStateKey(k) ? parsed.avatar!.states : parsed.avatar!.hormones)[k]).toBeCloseTo(v, 2);
      }),
      { numRuns: 100 },
    );
  });
});

describe('isNhsEmpty', () => {
  it('is true only for a text without values', () => {
    expect(isNhsEmpty(parseNhsText(''))).toBe(true);
    expect(isNhsEmpty(parseNhsText('HAPPINESS:1.00'))).toBe(false);
  });
});
