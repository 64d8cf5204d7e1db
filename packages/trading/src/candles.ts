/**
 * Candles as struct-of-arrays (one Float64Array per field): 48 bytes per bar, no object per
 * bar, the shape the backtester's hot loop reads.
 */
export interface TCandleSeries {
  length: number;
  /** Open time, ms since epoch (UTC). */
  tsMs: Float64Array;
  open: Float64Array;
  high: Float64Array;
  low: Float64Array;
  close: Float64Array;
  volume: Float64Array;
}

/** Allocates an empty series of `length` bars. */
export function createSeries(length: number): TCandleSeries {
  return {
    length,
    tsMs: new Float64Array(length),
    open: new Float64Array(length),
    high: new Float64Array(length),
    low: new Float64Array(length),
    close: new Float64Array(length),
    volume: new Float64Array(length),
  };
}

/** A view of bars [from, to) (shares memory). */
export function sliceSeries(s: TCandleSeries, from: number, to: number): TCandleSeries {
  return {
    length: Math.max(0, to - from),
    tsMs: s.tsMs.subarray(from, to),
    open: s.open.subarray(from, to),
    high: s.high.subarray(from, to),
    low: s.low.subarray(from, to),
    close: s.close.subarray(from, to),
    volume: s.volume.subarray(from, to),
  };
}

/** First index whose time is >= tsMs (binary search; series sorted by time). */
export function lowerBound(s: TCandleSeries, tsMs: number): number {
  let lo = 0;
  let hi = s.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((s.tsMs[mid] as number) < tsMs) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The bars with from <= time <= to (either bound may be omitted). */
export function rangeSeries(s: TCandleSeries, fromMs?: number, toMs?: number): TCandleSeries {
  const a = fromMs === undefined ? 0 : lowerBound(s, fromMs);
  const b = toMs === undefined ? s.length : lowerBound(s, toMs + 1);
  return sliceSeries(s, a, b);
}

/** Builds a series from plain candles (tests, live history). */
export function seriesFromCandles(rows: readonly { tsMs: number; open: number; high: number; low: number; close: number; volume?: number }[]): TCandleSeries {
  const s = createSeries(rows.length);
  rows.forEach((r, i) => {
    s.tsMs[i] = r.tsMs;
    s.open[i] = r.open;
    s.high[i] = r.high;
    s.low[i] = r.low;
    s.close[i] = r.close;
    s.volume[i] = r.volume ?? 0;
  });
  return s;
}
