/**
 * The research workbench's calls (issue 28 §4; docs/research.md): walk-forward jobs over the
 * house config ('defaultUser''s effective config, as the backtests), and "apply", which writes the
 * last window's parameters into an account's own config layer.
 */
import type {
  TWalkForwardApplied,
  TWalkForwardJobProgress,
  TWalkForwardJobResult,
  TWalkForwardStarted,
  TWalkForwardStartRequest,
} from '@avatara/contracts';
import { AppError } from '../../errors';
import { backtestRange } from '../backtest/range';
import { DEFAULT_USER } from '../config';
import type { ConfigAudit, TradingService } from '../service';
import type { ResearchJobs } from './types';

export class ResearchService {
  constructor(
    readonly jobs: ResearchJobs,
    private readonly trading: TradingService,
    private readonly now: () => Date,
  ) {}

  async start(req: TWalkForwardStartRequest): Promise<TWalkForwardStarted> {
    const range = backtestRange(req, this.now().getTime());
    const config = await this.trading.effectiveConfig(DEFAULT_USER);
    const seed = req.seed ?? this.now().getTime() % 2_147_483_647;
    const jobId = await this.jobs.start({
      range,
      strategy: req.strategy,
      config,
      search: req.search,
      trials: req.trials,
      windows: req.windows,
      inSampleRatio: req.inSampleRatio,
      seed,
    });
    return { jobId, status: 'QUEUED', seed };
  }

  async progress(jobId: string): Promise<TWalkForwardJobProgress> {
    const p = await this.jobs.progress(jobId);
    if (!p) throw new AppError('NOT_FOUND', `Kein Walk-Forward-Lauf '${jobId}'.`, { field: 'jobId' });
    return { jobId, ...p };
  }

  async result(jobId: string): Promise<TWalkForwardJobResult> {
    const r = await this.jobs.result(jobId);
    if (r === null)
      throw new AppError('NOT_FOUND', `Kein Ergebnis für Walk-Forward-Lauf '${jobId}'.`, { field: 'jobId' });
    if (r === 'pending')
      throw new AppError('CONFLICT', 'Der Walk-Forward-Lauf läuft noch.', { field: 'jobId' });
    return { jobId, ...r };
  }

  async cancel(jobId: string): Promise<{ jobId: string; status: 'CANCELLED' }> {
    if (!(await this.jobs.cancel(jobId)))
      throw new AppError('NOT_FOUND', `Kein Walk-Forward-Lauf '${jobId}'.`, { field: 'jobId' });
    return { jobId, status: 'CANCELLED' };
  }

  /** Writes the job's last window's parameters over `userId`'s own config layer. */
  async apply(
    jobId: string,
    userId: string,
    audit?: (userId: string) => ConfigAudit | undefined,
  ): Promise<TWalkForwardApplied> {
    const r = await this.result(jobId);
    if (!r.lastParams)
      throw new AppError('CONFLICT', 'Der Lauf hat kein fertiges Fenster: nichts zu übernehmen.', {
        field: 'jobId',
      });
    const stored = (await this.trading.config(userId)) ?? {};
    await this.trading.putConfig(userId, { ...stored, ...r.lastParams }, audit?.(userId));
    return { userId, params: r.lastParams };
  }
}
