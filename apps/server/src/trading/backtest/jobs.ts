/**
 * Backtests as jobs (issue 11) on the two job runners of ../../jobs: worker threads in the server
 * (the embedded default; results in memory, a restart forgets them) or BullMQ on Redis
 * (REDIS_URL; `npm run worker` runs them). docs/trading-service.md.
 */
import type { TBacktestProgress, TBacktestResult } from '@avatara/trading';
import type { JobKind, JobWork } from '../../jobs/kind';
import { loadWithWarmUp, runBacktestJob } from './runner';
import { waitingProgress, type BacktestJobInput, type CandleLoader } from './types';

export const BACKTEST_JOBS: JobKind<TBacktestProgress, TBacktestResult> = {
  idPrefix: 'bt',
  queue: 'avatara-backtests',
  texts: {
    queued: 'wartet auf einen freien Worker',
    loading: 'Lade Kerzen…',
    stopped: 'Der Backtest-Worker wurde beendet',
  },
  keep: { threads: 50, redis: 200 },
  progress: waitingProgress,
  finished: (last, r) => ({
    ...last,
    status: r.status,
    percent: r.status === 'DONE' ? 100 : last.percent,
    elapsedText: r.elapsedText,
    etaText: '',
    etaMsRemaining: 0,
    message: r.status,
  }),
};

/** How a backtest is done: the candles with their warm-up, then the engine in chunks. */
export function backtestWork(
  load: CandleLoader,
): JobWork<BacktestJobInput, TBacktestProgress, TBacktestResult> {
  return {
    run: async (input, hooks) => {
      const { series, warmUp } = await loadWithWarmUp(load, input.range);
      return runBacktestJob(series, input.options, hooks, warmUp);
    },
    prepare: async (input) => {
      const { series, warmUp } = await loadWithWarmUp(load, input.range);
      const transfer = [series, warmUp].flatMap((x) =>
        [x.tsMs, x.open, x.high, x.low, x.close, x.volume].map((a) => a.buffer as ArrayBuffer),
      );
      return { data: { series, warmUp }, transfer };
    },
    threadEntry: new URL('./thread-boot.mjs', import.meta.url),
  };
}
