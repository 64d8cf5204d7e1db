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
export function seriesFromCandles(
  rows: readonly { tsMs: number; open: number; high: number; low: number; close: number; volume?: number }[],
): TCandleSeries {
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

/**
 * Aggregates a series into bars of `intervalMs` (aligned to the epoch): first open, highest
 * high, lowest low, last close, summed volume; empty buckets stay absent. A series whose bars
 * all start on a bucket and lie at least a bucket apart is returned as is.
 */
export function resampleSeries(s: TCandleSeries, intervalMs: number): TCandleSeries {
  if (s.length === 0 || !(intervalMs > 0)) return s;
  let coarse = true;
  for (let i = 0; i < s.length && coarse; i++) {
    const t = s.tsMs[i] as number;
    coarse = t % intervalMs === 0 && (i === 0 || t - (s.tsMs[i - 1] as number) >= intervalMs);
  }
  if (coarse) return s;
  const out = createSeries(s.length);
  let n = -1;
  let bucket = NaN;
  for (let i = 0; i < s.length; i++) {
    const t = s.tsMs[i] as number;
    const b = Math.floor(t / intervalMs) * intervalMs;
    if (b !== bucket) {
      n++;
      bucket = b;
      out.tsMs[n] = b;
      out.open[n] = s.open[i] as number;
      out.high[n] = s.high[i] as number;
      out.low[n] = s.low[i] as number;
      out.volume[n] = 0;
    } else {
      if ((s.high[i] as number) > (out.high[n] as number)) out.high[n] = s.high[i] as number;
      if ((s.low[i] as number) < (out.low[n] as number)) out.low[n] = s.low[i] as number;
    }
    out.close[n] = s.close[i] as number;
    out.volume[n] = (out.volume[n] as number) + (s.volume[i] as number);
  }
  return sliceSeries(out, 0, n + 1);
}

/**
 * The bar length of a series, ms: the smallest positive spacing of two neighbouring bars (gaps in
 * the data do not stretch it); 0 for fewer than two bars. A bar's close time is its open time +
 * this − 1 ms.
 * @example barSpacingMs(hourlySeries) === 3_600_000
 */
export function barSpacingMs(s: TCandleSeries): number {
  let min = Infinity;
  for (let i = 1; i < s.length; i++) {
    const d = (s.tsMs[i] as number) - (s.tsMs[i - 1] as number);
    if (d > 0 && d < min) min = d;
  }
  return min === Infinity ? 0 : min;
}
