import { describe, expect, it } from 'vitest';
import { downsamplePoints, MAX_CHART_POINTS, toLineData, type TChartPoint } from './series';

const line = (n: number): TChartPoint[] =>
  Array.from({ length: n }, (_, i) => ({ t: 1_700_000_000_000 + i * 60_000, c: i }));

describe('downsamplePoints', () => {
  it('reduces a long series to at most 500 points, keeping the first and the last', () => {
    const out = downsamplePoints(line(10_001));
    expect(out).toHaveLength(MAX_CHART_POINTS);
    expect(out[0]!.c).toBe(0);
    expect(out[out.length - 1]!.c).toBe(10_000);
  });
  it('keeps times strictly increasing', () => {
    const out = downsamplePoints(line(777), 100);
    for (let i = 1; i < out.length; i++) expect(out[i]!.t).toBeGreaterThan(out[i - 1]!.t);
  });
  it('returns a short series unchanged (as a copy)', () => {
    const input = line(500);
    const out = downsamplePoints(input);
    expect(out).toEqual(input);
    expect(out).not.toBe(input);
  });
  it('represents each bucket by its last point', () => {
    // 12 points into 5: first, 3 buckets of the 10 inner points (ends 3, 6, 10), last
    expect(downsamplePoints(line(12), 5).map((p) => p.c)).toEqual([0, 3, 6, 10, 11]);
  });
});

describe('toLineData', () => {
  it('sorts by time, converts ms to UTC seconds and keeps one point per second', () => {
    const data = toLineData([
      { t: 3_000, c: 3 },
      { t: 1_000, c: 1 },
      { t: 1_500, c: 1.5 },
    ]);
    expect(data).toEqual([
      { time: 1, value: 1.5 },
      { time: 3, value: 3 },
    ]);
  });
});
