/**
 * Runs one backtest in chunks, reporting progress about every 1 % and checking for
 * cancellation between chunks. The same function runs in a worker thread (embedded default) and
 * in a BullMQ worker process (REDIS_URL).
 */
import type { JobHooks } from '../../jobs/kind';
import type { BacktestRange } from './range';
import type { CandleLoader } from './types';
import { BACKTEST_INTERVAL_MS } from '@avatara/contracts';
import {
  createBacktest,
  createSeries,
  DEFAULT_WARM_UP_MS,
  type TBacktestOptions,
  type TBacktestProgress,
  type TBacktestResult,
  type TCandleSeries,
} from '@avatara/trading';

/** Trade markers a result carries (a result travels through a thread or Redis). */
export const MAX_TRADE_EVENTS = 50_000;

/**
 * History before a run's start that warms the engine up (indicators and the 200-day trend filter),
 * as a live account that has watched the market would be: DEFAULT_WARM_UP_MS of the engine.
 */
export const WARM_UP_MS = DEFAULT_WARM_UP_MS;

/**
 * Bars of the run's own interval that end its warm-up; the warm-up before them is hourly. Every
 * indicator the engine keeps per bar (RSI, ATR, the EMAs, the trend followers' slow EMA of 720
 * bars, the grid's anchor) has forgotten the hourly bars after these to within e^-27, so the run
 * starts as after a warm-up on its own interval alone; the 200-day trend filter is an EMA in time,
 * which hourly bars feed as well as minutes (issue 28 §6: a week of 1m loaded 288,000 warm-up bars).
 */
export const WARM_UP_FINE_BARS = 10_000;
const HOUR_MS = BACKTEST_INTERVAL_MS['1h'];

/**
 * Loads a run's candles and the warm-up history just before them: WARM_UP_MS of it, hourly up to
 * the last WARM_UP_FINE_BARS bars of the run's interval (all of it in the run's interval from 1h
 * up). The hourly bars are given open times shifted so that the engine, which feeds a warm-up bar
 * at its open time + the run's bar length − 1 ms, feeds each at its own close time.
 */
export async function loadWithWarmUp(
  load: CandleLoader,
  range: BacktestRange,
): Promise<{ series: TCandleSeries; warmUp: TCandleSeries }> {
  const series = await load(range);
  const fromMs = range.fromMs - WARM_UP_MS;
  const toMs = range.fromMs - 1;
  const barMs = BACKTEST_INTERVAL_MS[range.interval];
  if (barMs >= HOUR_MS) return { series, warmUp: await load({ ...range, fromMs, toMs }) };
  const splitMs = Math.max(
    fromMs,
    Math.floor((range.fromMs - WARM_UP_FINE_BARS * barMs) / HOUR_MS) * HOUR_MS,
  );
  const fine = await load({ ...range, fromMs: splitMs, toMs });
  const hourly = await load({ ...range, interval: '1h', fromMs, toMs: splitMs - 1 }).catch(() => null);
  if (!hourly || hourly.length === 0) {
    // No hourly bars for this market (a store with other intervals only): the run's own, as before.
    return { series, warmUp: joinSeries([[await load({ ...range, fromMs, toMs }), 0]]) };
  }
  // The trend filter's EMA starts at its first close and keeps e^-2 of it after 200 days: the
  // warm-up starts with the bar a warm-up in the run's interval starts with, then the hours (the
  // first of which holds that bar: its close comes later).
  const first = await load({ ...range, fromMs, toMs: fromMs + barMs - 1 });
  return {
    series,
    warmUp: joinSeries([
      [first, 0],
      [hourly, HOUR_MS - barMs],
      [fine, 0],
    ]),
  };
}

/** The series one after another, each one's times moved by its shift, in new arrays (a run transfers them to a thread). */
function joinSeries(parts: readonly (readonly [TCandleSeries, number])[]): TCandleSeries {
  const out = createSeries(parts.reduce((n, [p]) => n + p.length, 0));
  let at = 0;
  for (const [p, shiftMs] of parts) {
    for (const key of ['tsMs', 'open', 'high', 'low', 'close', 'volume'] as const)
      out[key].set(p[key].subarray(0, p.length), at);
    for (let i = at; i < at + p.length; i++) out.tsMs[i] = out.tsMs[i]! + shiftMs;
    at += p.length;
  }
  return out;
}

export async function runBacktestJob(
  series: TCandleSeries,
  opts: TBacktestOptions,
  hooks: JobHooks<TBacktestProgress>,
  warmUpSeries?: TCandleSeries,
): Promise<TBacktestResult> {
  const run = createBacktest(series, {
    ...opts,
    ...(warmUpSeries && warmUpSeries.length > 0 ? { warmUpSeries } : {}),
    maxTradeEvents: opts.maxTradeEvents ?? MAX_TRADE_EVENTS,
    now: Date.now,
    progressEveryBars: Math.max(1_000, Math.floor(series.length / 100)),
    onProgress: (p) => hooks.progress(p),
    isCancelled: () => hooks.cancelled(),
  });
  const chunk = Math.max(5_000, Math.floor(series.length / 100));
  while (!run.runChunk(chunk)) {
    await hooks.yieldToHost();
  }
  return run.result();
}
