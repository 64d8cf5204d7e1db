import type { TWalkForwardJobProgress, TWalkForwardJobResult } from '@avatara/contracts';
import type { TStrategyName, TTradingConfigInput } from '@avatara/contracts';
import type { Jobs } from '../../jobs/kind';
import type { BacktestRange } from '../backtest/range';

/** What a walk-forward job carries: plain data, so it can go to a thread or through Redis. */
export interface ResearchJobInput {
  range: BacktestRange;
  strategy: TStrategyName;
  /** The house config the samples are laid over. */
  config: TTradingConfigInput;
  search: 'random' | 'grid';
  trials: number;
  windows: number;
  inSampleRatio: number;
  seed: number;
}

export type ResearchProgress = Omit<TWalkForwardJobProgress, 'jobId'>;
export type ResearchResult = Omit<TWalkForwardJobResult, 'jobId'>;

/** Walk-forward jobs: worker threads in the server, or BullMQ on Redis (./jobs.ts), as the backtests. */
export type ResearchJobs = Jobs<ResearchJobInput, ResearchProgress, ResearchResult>;

export function researchProgress(status: ResearchProgress['status'], message: string): ResearchProgress {
  return { status, percent: 0, done: 0, total: 0, window: 0, windows: 0, message };
}
