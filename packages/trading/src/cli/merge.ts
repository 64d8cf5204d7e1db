import { createSeries, sliceSeries, type TCandleSeries } from '../candles';

/** Merges several series (e.g. monthly files) into one sorted by time; duplicate times keep the first. */
export function mergeSeries(parts: readonly TCandleSeries[]): TCandleSeries {
  if (parts.length === 1) return parts[0]!;
  const order = [...parts].sort((a, b) => (a.tsMs[0] ?? 0) - (b.tsMs[0] ?? 0));
  const total = order.reduce((a, p) => a + p.length, 0);
  const out = createSeries(total);
  let n = 0;
  let last = -Infinity;
  for (const p of order) {
    for (let i = 0; i < p.length; i++) {
      const t = p.tsMs[i]!;
      if (!(t > last)) continue;
      out.tsMs[n] = t;
      out.open[n] = p.open[i]!;
      out.high[n] = p.high[i]!;
      out.low[n] = p.low[i]!;
      out.close[n] = p.close[i]!;
      out.volume[n] = p.volume[i]!;
      last = t;
      n++;
    }
  }
  return sliceSeries(out, 0, n);
}
