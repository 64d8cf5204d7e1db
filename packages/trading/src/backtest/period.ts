import { lowerBound, rangeSeries, sliceSeries, type TCandleSeries } from '../candles';

/** Default warm-up before a backtest period: the trend filter's 200 days (it is warm after half). */
export const DEFAULT_WARM_UP_MS = 200 * 86_400_000;

/**
 * The bars of [fromMs, toMs] (either bound may be omitted) and up to `warmUpMs` of the bars just
 * before them, for `runBacktest(series, { warmUpSeries })`: a period cut from a longer file starts
 * with warm indicators and trend filter, as a live account that has watched the market would.
 */
export function periodWithWarmUp(
  all: TCandleSeries,
  fromMs?: number,
  toMs?: number,
  warmUpMs = DEFAULT_WARM_UP_MS,
): { series: TCandleSeries; warmUpSeries: TCandleSeries } {
  const series = rangeSeries(all, fromMs, toMs);
  const start = fromMs === undefined ? 0 : lowerBound(all, fromMs);
  const first = series.length > 0 ? series.tsMs[0]! : 0;
  const warmFrom = warmUpMs > 0 && start > 0 ? lowerBound(all, first - warmUpMs) : start;
  return { series, warmUpSeries: sliceSeries(all, warmFrom, start) };
}
