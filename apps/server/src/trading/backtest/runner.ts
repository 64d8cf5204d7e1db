/**
 * Runs one backtest in chunks, reporting progress about every 1 % and checking for
 * cancellation between chunks. The same function runs in a worker thread (embedded default) and
 * in a BullMQ worker process (REDIS_URL).
 */
import type { BacktestRange } from './range';
import type { CandleLoader } from './types';
import {
  createBacktest,
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

/** Loads a run's candles and the warm-up history just before them. */
export async function loadWithWarmUp(
  load: CandleLoader,
  range: BacktestRange,
): Promise<{ series: TCandleSeries; warmUp: TCandleSeries }> {
  const series = await load(range);
  const warmUp = await load({ ...range, fromMs: range.fromMs - WARM_UP_MS, toMs: range.fromMs - 1 });
  return { series, warmUp };
}

export interface RunHooks {
  progress(p: TBacktestProgress): void;
  cancelled(): boolean;
  /** Lets the host breathe between chunks (worker: receive a cancel message). */
  yieldToHost(): Promise<void>;
}

export async function runBacktestJob(
  series: TCandleSeries,
  opts: TBacktestOptions,
  hooks: RunHooks,
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
