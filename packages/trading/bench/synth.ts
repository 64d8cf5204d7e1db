import { createSeries, type TCandleSeries } from '../src/candles';

/**
 * One year (or `bars`) of 1m candles made by repeating a real 1m series end to end: each
 * repetition is scaled so that it opens at the previous repetition's last close, so the
 * stitched series has no artificial jumps; times continue minute by minute.
 */
export function repeatSeries(src: TCandleSeries, bars: number, stepMs = 60_000): TCandleSeries {
  const out = createSeries(bars);
  let scale = 1;
  const t0 = src.tsMs[0]!;
  for (let i = 0; i < bars; i++) {
    const j = i % src.length;
    if (j === 0 && i > 0) scale = out.close[i - 1]! / src.open[0]!;
    out.tsMs[i] = t0 + i * stepMs;
    out.open[i] = src.open[j]! * scale;
    out.high[i] = src.high[j]! * scale;
    out.low[i] = src.low[j]! * scale;
    out.close[i] = src.close[j]! * scale;
    out.volume[i] = src.volume[j]!;
  }
  return out;
}
