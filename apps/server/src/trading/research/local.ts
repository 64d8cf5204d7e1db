/**
 * Walk-forward jobs in worker threads of the server (without REDIS_URL), at most `maxThreads` at
 * a time; the others wait as QUEUED. Jobs and results live in memory (the last `keep`); a restart
 * forgets them. As the backtests' ThreadBacktests.
 */
import { randomBytes } from 'node:crypto';
import { Worker } from 'node:worker_threads';
import type { CandleLoader } from '../backtest/types';
import { researchLoadRange } from './runner';
import {
  researchProgress,
  type ResearchJobInput,
  type ResearchJobs,
  type ResearchProgress,
  type ResearchResult,
} from './types';

interface Job {
  input: ResearchJobInput;
  progress: ResearchProgress;
  result?: ResearchResult;
  cancel: Int32Array;
  worker?: Worker;
}

type Message =
  | { type: 'progress'; progress: ResearchProgress }
  | { type: 'result'; result: ResearchResult }
  | { type: 'error'; message: string };

export class ThreadResearch implements ResearchJobs {
  readonly kind = 'threads' as const;
  private readonly jobs = new Map<string, Job>();
  private readonly queue: string[] = [];
  private active = 0;
  private closed = false;

  constructor(
    private readonly load: CandleLoader,
    private readonly opts: { maxThreads: number; keep?: number },
  ) {}

  async start(input: ResearchJobInput): Promise<string> {
    const jobId = `wf_${Date.now().toString(36)}_${randomBytes(6).toString('hex')}`;
    this.jobs.set(jobId, {
      input,
      progress: researchProgress('QUEUED', 'wartet auf einen freien Worker'),
      cancel: new Int32Array(new SharedArrayBuffer(4)),
    });
    this.queue.push(jobId);
    this.evict();
    this.pump();
    return jobId;
  }

  private evict(): void {
    const keep = this.opts.keep ?? 20;
    for (const [id, j] of this.jobs) {
      if (this.jobs.size <= keep) break;
      if (j.progress.status !== 'RUNNING' && j.progress.status !== 'QUEUED') this.jobs.delete(id);
    }
  }

  private pump(): void {
    while (!this.closed && this.active < this.opts.maxThreads && this.queue.length > 0) {
      const job = this.jobs.get(this.queue.shift()!);
      if (!job || job.progress.status !== 'QUEUED') continue;
      this.active++;
      void this.execute(job).finally(() => {
        this.active--;
        this.pump();
      });
    }
  }

  private async execute(job: Job): Promise<void> {
    job.progress = researchProgress('RUNNING', 'Lade Kerzen…');
    try {
      const series = await this.load(researchLoadRange(job.input.range));
      if (Atomics.load(job.cancel, 0) === 1) return;
      const buffers = [series.tsMs, series.open, series.high, series.low, series.close, series.volume].map(
        (a) => a.buffer as ArrayBuffer,
      );
      await new Promise<void>((resolve) => {
        const worker = new Worker(new URL('./research-thread-boot.mjs', import.meta.url), {
          workerData: { input: job.input, series, cancel: job.cancel },
          transferList: [...new Set(buffers)],
        });
        job.worker = worker;
        worker.on('message', (m: Message) => {
          if (m.type === 'progress' && job.progress.status === 'RUNNING') job.progress = m.progress;
          if (m.type === 'result') {
            job.result = m.result;
            job.progress = {
              ...job.progress,
              status: m.result.status,
              percent: m.result.status === 'DONE' ? 100 : job.progress.percent,
              message: m.result.status,
            };
          }
          if (m.type === 'error') job.progress = { ...job.progress, status: 'ERROR', message: m.message };
        });
        worker.on('error', (err) => {
          job.progress = { ...job.progress, status: 'ERROR', message: err.message };
        });
        worker.on('exit', () => {
          job.worker = undefined;
          if (job.progress.status === 'RUNNING')
            job.progress = { ...job.progress, status: 'ERROR', message: 'the research worker stopped' };
          resolve();
        });
      });
    } catch (err) {
      job.progress = {
        ...job.progress,
        status: 'ERROR',
        message: err instanceof Error ? err.message : String(err),
      };
    }
  }

  async progress(jobId: string): Promise<ResearchProgress | null> {
    return this.jobs.get(jobId)?.progress ?? null;
  }

  async result(jobId: string): Promise<ResearchResult | 'pending' | null> {
    const job = this.jobs.get(jobId);
    if (!job) return null;
    return (
      job.result ?? (job.progress.status === 'QUEUED' || job.progress.status === 'RUNNING' ? 'pending' : null)
    );
  }

  async cancel(jobId: string): Promise<boolean> {
    const job = this.jobs.get(jobId);
    if (!job) return false;
    Atomics.store(job.cancel, 0, 1);
    if (job.progress.status === 'QUEUED' || (job.progress.status === 'RUNNING' && !job.worker))
      job.progress = { ...job.progress, status: 'CANCELLED', message: 'CANCELLED' };
    return true;
  }

  async close(): Promise<void> {
    this.closed = true;
    await Promise.all([...this.jobs.values()].map((j) => j.worker?.terminate()));
  }
}
