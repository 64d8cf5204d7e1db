import type { TBacktestOptions, TBacktestProgress, TBacktestResult, TCandleSeries } from '@avatara/trading';
import type { BacktestRange } from './range';

/** What a backtest job carries: plain data, so it can go to a thread or through Redis. */
export interface BacktestJobInput {
  range: BacktestRange;
  /** Engine options without callbacks (config, strategies, quotas). */
  options: Omit<TBacktestOptions, 'onProgress' | 'isCancelled' | 'now'>;
}

/** Loads the candles of a range (the market-data service). */
export type CandleLoader = (range: BacktestRange) => Promise<TCandleSeries>;

/** Backtests as jobs (issue 11): worker threads in the server, or BullMQ on Redis. */
export interface BacktestJobs {
  readonly kind: 'threads' | 'bullmq';
  start(input: BacktestJobInput): Promise<string>;
  /** null: unknown run. */
  progress(runId: string): Promise<TBacktestProgress | null>;
  /** null: unknown run; `pending`: not finished yet. */
  result(runId: string): Promise<TBacktestResult | 'pending' | null>;
  /** false: unknown run. */
  cancel(runId: string): Promise<boolean>;
  /** Jobs waiting, running, and failed (still kept), for `/metrics`. */
  counts(): Promise<{ waiting: number; active: number; failed: number }>;
  close(): Promise<void>;
}

/** The progress of a run that has not started computing yet. */
export function waitingProgress(status: 'QUEUED' | 'RUNNING', message: string): TBacktestProgress {
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
