/**
 * The backtester's calls (trading-dashboard.md §7 "Backtest"): chart data, and runs as jobs
 * (worker threads, or BullMQ with REDIS_URL). A run uses the house trading config (the
 * 'defaultUser' account's effective config) with the request's strategies and quotas.
 */
import type { TBacktestChartRequest, TBacktestStartRequest } from '@avatara/contracts';
import { downsample, iso, type TBacktestProgress, type TBacktestResult, type TPoint } from '@avatara/trading';
import { AppError } from '../../errors';
import { DEFAULT_USER } from '../config';
import type { TradingService } from '../service';
import { backtestOptions, backtestRange, chartRange } from './range';
import type { BacktestJobs, CandleLoader } from './types';

/** Chart points of §9: at most 500. */
export const CHART_POINTS = 500;

export class BacktestService {
  constructor(
    readonly jobs: BacktestJobs,
    private readonly load: CandleLoader,
    private readonly trading: TradingService,
    private readonly now: () => Date,
  ) {}

  async chart(
    req: TBacktestChartRequest,
  ): Promise<{ points: TPoint[]; from: string; to: string; symbol: string; interval: string }> {
    const range = chartRange(req, this.now().getTime());
    const series = await this.load(range);
    if (series.length === 0)
      return {
        points: [],
        from: iso(range.fromMs),
        to: iso(range.toMs),
        symbol: range.symbol,
        interval: range.interval,
      };
    return {
      points: downsample(series.tsMs, series.close, CHART_POINTS),
      from: iso(series.tsMs[0]!),
      to: iso(series.tsMs[series.length - 1]!),
      symbol: range.symbol,
      interval: range.interval,
    };
  }

  async start(req: TBacktestStartRequest): Promise<{ runId: string; status: 'QUEUED' }> {
    const range = backtestRange(req, this.now().getTime());
    const config = await this.trading.effectiveConfig(DEFAULT_USER);
    const runId = await this.jobs.start({ range, options: { config, ...backtestOptions(req) } });
    return { runId, status: 'QUEUED' };
  }

  async progress(runId: string): Promise<TBacktestProgress> {
    const p = await this.jobs.progress(runId);
    if (!p) throw new AppError('NOT_FOUND', `Kein Backtest-Lauf '${runId}'.`, { field: 'runId' });
    return p;
  }

  async result(runId: string): Promise<TBacktestResult> {
    const r = await this.jobs.result(runId);
    if (r === null)
      throw new AppError('NOT_FOUND', `Kein Ergebnis für Backtest-Lauf '${runId}'.`, { field: 'runId' });
    if (r === 'pending') throw new AppError('CONFLICT', 'Der Backtest läuft noch.', { field: 'runId' });
    return r;
  }

  async cancel(runId: string): Promise<{ runId: string; status: 'CANCELLED' }> {
    if (!(await this.jobs.cancel(runId)))
      throw new AppError('NOT_FOUND', `Kein Backtest-Lauf '${runId}'.`, { field: 'runId' });
    return { runId, status: 'CANCELLED' };
  }
}
