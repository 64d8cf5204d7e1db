/**
 * Admin bootstrap and ingest as jobs (trading-dashboard.md §7; docs/market-data.md): one runs at
 * a time in this process, the others wait (QUEUED). A job walks its range in chunks: it loads the
 * candles (filling the store from the source), computes the signals, replaces the persisted
 * values of the chunk and reports progress. Stretches without candles are reported as gaps.
 * The last 50 jobs are kept in memory; stopping the server cancels at the next chunk.
 */
import { randomUUID } from 'node:crypto';
import {
  SIGNAL_NAMES,
  type TSignalJob,
  type TSignalJobAccepted,
  type TSignalName,
  type TSignalsBootstrapRequest,
  type TSignalsIngestRequest,
} from '@avatara/contracts';
import { formatDuration, iso } from '@avatara/trading';
import { AppError } from '../../errors';
import { gapsOf, type TGap, type TRange } from '../ranges';
import { INTERVAL_MS, type TInterval } from '../types';
import { gapOut } from './admin';
import { SIGNALS } from './catalog';
import { DEFAULT_RANGE_MS, type SignalsService } from './service';

/** Longest range one job may cover, in bars (about 9.5 years of 1m). */
export const MAX_JOB_BARS = 5_000_000;
const KEEP = 50;
const MAX_GAPS = 100;

interface Job extends TSignalJob {
  startedMs: number;
  endMs: number;
  done: Promise<void>;
}

export class SignalJobs {
  private readonly jobs = new Map<string, Job>();
  private queue: Promise<void> = Promise.resolve();
  private stopping = false;

  constructor(
    private readonly svc: SignalsService,
    private readonly opts: { chunkBars?: number; log?: { warn(obj: object, msg: string): void } } = {},
  ) {}

  async bootstrap(req: TSignalsBootstrapRequest): Promise<TSignalJobAccepted> {
    const { from, to } = this.svc.requestRange(req.from, req.to, 'from');
    return this.start('bootstrap', req.symbol, req.interval, from, to, req.signals ?? [...SIGNAL_NAMES]);
  }

  /** Continues each signal from the end of what is persisted (3 months before `to` when nothing is). */
  async ingest(req: TSignalsIngestRequest): Promise<TSignalJobAccepted> {
    const to = Math.min(req.to ?? this.svc.now(), this.svc.now());
    const names = req.signals ?? [...SIGNAL_NAMES];
    let from = Infinity;
    for (const n of names) {
      const last = (await this.svc.store.coverage(req.symbol, req.interval, n)).at(-1);
      from = Math.min(from, last ? last.to : to - DEFAULT_RANGE_MS);
    }
    return this.start('ingest', req.symbol, req.interval, Math.min(from, to), to, names);
  }

  get(jobId: string): TSignalJob {
    const j = this.jobs.get(jobId);
    if (!j) throw new AppError('NOT_FOUND', `No signals job '${jobId}'.`, { field: 'jobId' });
    const { startedMs: _s, endMs: _e, done: _d, ...out } = j;
    return {
      ...out,
      elapsedText: formatDuration((j.endMs || (j.startedMs ? this.svc.now() : 0)) - (j.startedMs || 0)),
    };
  }

  /** Resolves when the job has ended (tests, tools). */
  async settled(jobId: string): Promise<TSignalJob> {
    await this.jobs.get(jobId)?.done;
    return this.get(jobId);
  }

  private async start(
    kind: Job['kind'],
    symbol: string,
    interval: TInterval,
    from: number,
    to: number,
    names: TSignalName[],
  ): Promise<TSignalJobAccepted> {
    if (this.stopping) throw new AppError('SHUTTING_DOWN', 'The server is stopping.');
    const r = this.svc.barRange(interval, from, to);
    if ((r.to - r.from) / INTERVAL_MS[interval] > MAX_JOB_BARS)
      throw new AppError('VALIDATION', `from: at most ${MAX_JOB_BARS} bars of ${interval} per job`, {
        field: 'from',
      });
    for (const n of names) {
      for (const m of SIGNALS.get(n)!.markets(symbol)) {
        if (!(await this.svc.market.knows(m, interval)))
          throw new AppError('VALIDATION', `No market data for ${m} (needed by ${n}).`, {
            field: m === symbol ? 'symbol' : 'signals',
          });
      }
    }
    const jobId = `sig_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
    const job: Job = {
      jobId,
      kind,
      status: 'QUEUED',
      percent: 0,
      message: 'Wartet',
      symbol,
      interval,
      signals: names,
      from: r.from,
      fromIso: iso(r.from),
      to: r.to,
      toIso: iso(r.to),
      doneIso: iso(r.from),
      candles: 0,
      pointsWritten: 0,
      gaps: [],
      gapCount: 0,
      createdAt: iso(this.svc.now()),
      elapsedText: '',
      startedMs: 0,
      endMs: 0,
      done: Promise.resolve(),
    };
    this.jobs.set(jobId, job);
    for (const old of [...this.jobs.keys()].slice(0, Math.max(0, this.jobs.size - KEEP)))
      this.jobs.delete(old);
    job.done = this.queue = this.queue.then(() => this.run(job, r));
    return { jobId, status: job.status };
  }

  private async run(job: Job, r: TRange): Promise<void> {
    if (this.stopping) return this.end(job, 'CANCELLED', 'Server stopping');
    job.status = 'RUNNING';
    job.startedMs = this.svc.now();
    const iv = INTERVAL_MS[job.interval];
    const step = (this.opts.chunkBars ?? 50_000) * iv;
    const gaps: (TGap & { symbol: string })[] = [];
    try {
      if (r.to <= r.from) return this.end(job, 'DONE', 'Nichts zu tun: schon aktuell');
      for (let a = r.from; a < r.to; a += step) {
        if (this.stopping) return this.end(job, 'CANCELLED', 'Server stopping');
        const chunk = { from: a, to: Math.min(r.to, a + step) };
        job.message = `Lade ${job.symbol} ${job.interval} ${iso(chunk.from)} – ${iso(chunk.to)}`;
        const { values, candles } = await this.svc.compute(job.symbol, job.interval, job.signals, chunk);
        for (const [symbol, s] of candles) {
          for (const g of gapsOf(s.tsMs, iv, chunk.from, chunk.to)) {
            const prev = gaps.findLast((x) => x.symbol === symbol);
            if (prev && prev.to === g.from) Object.assign(prev, { to: g.to, bars: prev.bars + g.bars });
            else gaps.push({ ...g, symbol });
          }
        }
        const base = candles.get(job.symbol);
        if (base) job.candles += base.length - lower(base.tsMs, chunk.from);
        job.pointsWritten += await this.svc.store.write(
          job.symbol,
          job.interval,
          chunk,
          job.signals.map((signal) => ({ signal, data: values.get(signal)! })),
        );
        job.percent = Math.round(((chunk.to - r.from) / (r.to - r.from)) * 1000) / 10;
        job.doneIso = iso(chunk.to);
        job.gapCount = gaps.length;
        job.gaps = gaps.slice(0, MAX_GAPS).map(gapOut);
      }
      this.end(job, 'DONE', gaps.length > 0 ? `Fertig, ${gaps.length} Lücken in den Quelldaten` : 'Fertig');
    } catch (err) {
      if (!(err instanceof AppError)) this.opts.log?.warn({ err, jobId: job.jobId }, 'signals job failed');
      job.error = (err as Error).message ?? String(err);
      this.end(job, 'ERROR', job.error);
    }
  }

  private end(job: Job, status: Job['status'], message: string): void {
    job.status = status;
    job.message = message;
    if (status === 'DONE') job.percent = 100;
    job.endMs = this.svc.now();
    job.startedMs ||= job.endMs;
  }

  /** Stops taking jobs; the running one ends at its next chunk. */
  async close(): Promise<void> {
    this.stopping = true;
    await this.queue;
  }
}

function lower(ts: Float64Array, t: number): number {
  let i = 0;
  while (i < ts.length && (ts[i] as number) < t) i++;
  return i;
}
