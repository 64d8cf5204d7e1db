import type { TBacktestOptions, TBacktestProgress, TBacktestResult, TCandleSeries } from '@avatara/trading';
import type { JobStatus, Jobs } from '../../jobs/kind';
import type { BacktestRange } from './range';

/** What a backtest job carries: plain data, so it can go to a thread or through Redis. */
export interface BacktestJobInput {
  range: BacktestRange;
  /** Engine options without callbacks (config, strategies, quotas). */
  options: Omit<TBacktestOptions, 'onProgress' | 'isCancelled' | 'now'>;
}

/** Loads the candles of a range (the market-data service). */
export type CandleLoader = (range: BacktestRange) => Promise<TCandleSeries>;

/** Backtests as jobs (issue 11): worker threads in the server, or BullMQ on Redis (./jobs.ts). */
export type BacktestJobs = Jobs<BacktestJobInput, TBacktestProgress, TBacktestResult>;

/** The progress of a run with no figures yet. */
export function waitingProgress(status: JobStatus, message: string): TBacktestProgress {
  return {
    status,
    percent: 0,
    elapsedText: '0s',
    currentSimTime: '',
    etaText: '',
    usd: 0,
    btcValue: 0,
    etaMsRemaining: 0,
    etaFinishAt: '',
    message,
  };
}
