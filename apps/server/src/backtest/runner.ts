/**
 * Runs one backtest in chunks, reporting progress about every 1 % and checking for
 * cancellation between chunks. The same function runs in a worker thread (embedded default) and
 * in a BullMQ worker process (REDIS_URL).
 */
import { createBacktest, type TBacktestOptions, type TBacktestProgress, type TBacktestResult, type TCandleSeries } from '@avatara/trading';

export interface RunHooks {
  progress(p: TBacktestProgress): void;
  cancelled(): boolean;
  /** Lets the host breathe between chunks (worker: receive a cancel message). */
  yieldToHost(): Promise<void>;
}

export async function runBacktestJob(series: TCandleSeries, opts: TBacktestOptions, hooks: RunHooks): Promise<TBacktestResult> {
  const run = createBacktest(series, {
    ...opts,
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
