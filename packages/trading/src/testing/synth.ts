/** Deterministic synthetic candles for tests (no I/O). */
import { createSeries, type TCandleSeries } from '../candles';

/** Small seeded PRNG (mulberry32), returns floats in [0, 1). */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Candles from a list of closes: open = previous close, high/low = max/min(open, close) ± wick
 * (fraction of the close). Bars are `stepMs` apart starting at `startMs`; each has `volumeBtc`.
 */
export function seriesFromCloses(
  closes: readonly number[],
  wickFrac = 0.001,
  stepMs = 60_000,
  startMs = 1_700_000_000_000,
  volumeBtc = 100,
): TCandleSeries {
  const s = createSeries(closes.length);
  let prev = closes[0] ?? 1;
  closes.forEach((c, i) => {
    const o = prev;
    s.tsMs[i] = startMs + i * stepMs;
    s.open[i] = o;
    s.close[i] = c;
    s.high[i] = Math.max(o, c) * (1 + wickFrac);
    s.low[i] = Math.min(o, c) * (1 - wickFrac);
    s.volume[i] = volumeBtc;
    prev = c;
  });
  return s;
}

/** A random walk of `n` closes from `start` with per-bar volatility `volFrac` and drift. */
export function randomWalk(
  seed: number,
  n: number,
  start = 30_000,
  volFrac = 0.004,
  driftFrac = 0,
): number[] {
  const r = rng(seed);
  const out: number[] = [];
  let px = start;
  for (let i = 0; i < n; i++) {
    px *= 1 + driftFrac + volFrac * (r() + r() + r() - 1.5) * 2;
    if (px < 1) px = 1;
    out.push(px);
  }
  return out;
}
