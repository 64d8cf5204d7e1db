import { seriesFromCandles } from '@avatara/trading';
import { describe, expect, it } from 'vitest';
import { Rng } from '../sim/random';
import { drawdownPct, indicatorSeries, macdHistogram, realisedVolPct } from './indicators';
import { reducePoints } from './reduce';

const rng = new Rng(5);
const closes: number[] = [];
for (let i = 0, px = 30_000; i < 600; i++) closes.push((px *= Math.exp(0.004 * rng.gauss())));
const seriesFromCloses = (c: number[]) =>
  seriesFromCandles(
    c.map((x, i) => ({
      tsMs: i * 60_000,
      open: c[i - 1] ?? x,
      high: Math.max(x, c[i - 1] ?? x) * 1.001,
      low: Math.min(x, c[i - 1] ?? x) * 0.999,
      close: x,
    })),
  );

describe('macdHistogram', () => {
  it('matches a direct computation of MACD(12,26) minus its EMA(9)', () => {
    const ema = (xs: number[], p: number) => {
      const out: number[] = [];
      xs.forEach((x, i) => out.push(i === 0 ? x : x * (2 / (p + 1)) + out[i - 1]! * (1 - 2 / (p + 1))));
      return out;
    };
    const slow = ema(closes, 26);
    const macd = ema(closes, 12).map((f, i) => f - slow[i]!);
    const signal = ema(macd, 9);
    const h = macdHistogram(closes);
    expect(Number.isNaN(h[33])).toBe(true);
    for (const i of [34, 100, 599]) expect(h[i]).toBeCloseTo(macd[i]! - signal[i]!, 9);
  });
});

describe('realisedVolPct', () => {
  it('is the annualised sample deviation of the last 60 log returns', () => {
    const v = realisedVolPct(closes, 60_000, 60);
    const r = closes.slice(540).map((c, i) => Math.log(c / closes[539 + i]!));
    const mean = r.reduce((a, b) => a + b, 0) / 60;
    const sd = Math.sqrt(r.reduce((a, b) => a + (b - mean) ** 2, 0) / 59);
    expect(v[599]).toBeCloseTo(sd * Math.sqrt(525_600) * 100, 6);
    expect(Number.isNaN(v[59])).toBe(true);
  });
});

describe('drawdownPct', () => {
  it('is the distance below the highest close of the window', () => {
    const d = drawdownPct(closes, 200);
    for (const i of [199, 350, 599]) {
      const hi = Math.max(...closes.slice(i - 199, i + 1));
      expect(d[i]).toBeCloseTo((closes[i]! / hi - 1) * 100, 9);
      expect(d[i]!).toBeLessThanOrEqual(0);
    }
  });
});

describe('indicatorSeries', () => {
  it('keeps RSI within 0–100 and the trend share within 0–100 %', () => {
    const ind = indicatorSeries(seriesFromCloses(closes));
    for (let i = 20; i < 600; i++) {
      expect(ind.rsi[i]!).toBeGreaterThanOrEqual(0);
      expect(ind.rsi[i]!).toBeLessThanOrEqual(100);
      if (i > 20) expect(ind.trendUpPct[i]! >= 0 && ind.trendUpPct[i]! <= 100).toBe(true);
    }
    expect(ind.atr[599]!).toBeGreaterThan(0);
  });
});

describe('reducePoints', () => {
  it('keeps at most max points, the first and the last among them', () => {
    const t = Array.from({ length: 10_001 }, (_, i) => i);
    const r = reducePoints(
      t,
      t.map((x) => x * 2),
      500,
    );
    expect(r.tsMs).toHaveLength(500);
    expect([r.tsMs[0], r.tsMs[499], r.values[499]]).toEqual([0, 10_000, 20_000]);
    expect(new Set(r.tsMs).size).toBe(500);
    expect(reducePoints([1, 2], [3, 4], 500)).toEqual({ tsMs: [1, 2], values: [3, 4] });
  });
});
