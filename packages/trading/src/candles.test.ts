import { describe, expect, it } from 'vitest';
import { rangeSeries, resampleSeries, seriesFromCandles } from './candles';

const bars = Array.from({ length: 120 }, (_, i) => ({
  tsMs: i * 60_000,
  open: 100 + i,
  high: 101 + i,
  low: 99 + i,
  close: 100.5 + i,
  volume: 1,
}));

describe('resampleSeries', () => {
  it('aggregates 1m bars into 1h bars: first open, max high, min low, last close, summed volume', () => {
    const h = resampleSeries(seriesFromCandles(bars), 3_600_000);
    expect(h.length).toBe(2);
    expect([h.open[0], h.high[0], h.low[0], h.close[0], h.volume[0]]).toEqual([100, 160, 99, 159.5, 60]);
  });

  it('aggregates a series that starts with a gap, and returns a series already on the coarse grid as is', () => {
    const gapped = seriesFromCandles([bars[0]!, ...bars.slice(70)]);
    expect(Array.from(resampleSeries(gapped, 3_600_000).tsMs)).toEqual([0, 3_600_000]);
    const hourly = resampleSeries(seriesFromCandles(bars), 3_600_000);
    expect(resampleSeries(hourly, 3_600_000)).toBe(hourly);
  });
});

describe('rangeSeries', () => {
  it('keeps the bars with from <= time <= to', () => {
    const r = rangeSeries(seriesFromCandles(bars), 60_000, 180_000);
    expect(Array.from(r.tsMs)).toEqual([60_000, 120_000, 180_000]);
  });
});
