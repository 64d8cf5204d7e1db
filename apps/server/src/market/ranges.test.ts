import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { coversRange, gapsOf, mergeRanges, missingRanges } from './ranges';

describe('mergeRanges', () => {
  it('merges overlapping and touching ranges and drops empty ones', () => {
    expect(
      mergeRanges([
        { from: 5, to: 7 },
        { from: 0, to: 2 },
        { from: 2, to: 4 },
        { from: 3, to: 3 },
        { from: 6, to: 9 },
      ]),
    ).toEqual([
      { from: 0, to: 4 },
      { from: 5, to: 9 },
    ]);
  });
});

describe('missingRanges', () => {
  it('returns the parts of the wanted range that nothing covers', () => {
    expect(
      missingRanges({ from: 0, to: 10 }, [
        { from: 2, to: 4 },
        { from: 6, to: 12 },
      ]),
    ).toEqual([
      { from: 0, to: 2 },
      { from: 4, to: 6 },
    ]);
    expect(missingRanges({ from: 3, to: 5 }, [{ from: 0, to: 10 }])).toEqual([]);
    expect(
      coversRange({ from: 3, to: 5 }, [
        { from: 0, to: 4 },
        { from: 4, to: 5 },
      ]),
    ).toBe(true);
  });

  it('covered plus missing is exactly the wanted range (property)', () => {
    const range = fc
      .tuple(fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 30 }))
      .map(([a, l]) => ({ from: a, to: a + l }));
    fc.assert(
      fc.property(range, fc.array(range, { maxLength: 6 }), (want, covered) => {
        const miss = missingRanges(want, covered);
        for (let t = want.from; t < want.to; t++) {
          const inMissing = miss.some((m) => t >= m.from && t < m.to);
          const inCovered = covered.some((c) => t >= c.from && t < c.to);
          expect(inMissing).toBe(!inCovered);
        }
        for (const m of miss) expect(m.from >= want.from && m.to <= want.to && m.to > m.from).toBe(true);
      }),
    );
  });
});

describe('gapsOf', () => {
  it('reports stretches without bars before, between and after the bars', () => {
    expect(gapsOf([60_000, 120_000, 300_000], 60_000, 0, 420_000)).toEqual([
      { from: 0, to: 60_000, bars: 1 },
      { from: 180_000, to: 300_000, bars: 2 },
      { from: 360_000, to: 420_000, bars: 1 },
    ]);
    expect(gapsOf([0, 60_000], 60_000, 0, 120_000)).toEqual([]);
  });
});
