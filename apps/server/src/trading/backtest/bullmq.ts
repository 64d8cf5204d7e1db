/**
 * Backtest jobs on Redis with BullMQ (REDIS_URL): the API adds jobs; `npm run worker` processes
 * them on any number of machines (`startBacktestWorker`). Progress is the job's progress,
 * the result its return value, both in Redis; a cancel is a Redis key the worker checks between
 * chunks (a waiting job is simply removed). docs/trading-service.md.
 */
import { randomBytes } from 'node:crypto';
import { Job, Queue, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import type { TBacktestProgress, TBacktestResult } from '@avatara/trading';
import { loadWithWarmUp, runBacktestJob } from './runner';
import { waitingProgress, type BacktestJobInput, type BacktestJobs, type CandleLoader } from './types';

export const BACKTEST_QUEUE = 'avatara-backtests';
const CANCEL_TTL_S = 86_400;
/** Outside the queue's own keys, so that removing a waiting job leaves its cancellation readable. */
const cancelKey = (prefix: string, runId: string) => `${prefix}:avatara-backtest-cancel:${runId}`;

export interface BullOptions {
  url: string;
  /** Key prefix (tests use their own). */
  prefix?: string;
}

function connection(url: string): Redis {
  // BullMQ needs maxRetriesPerRequest null for its blocking commands.
  return new Redis(url, { maxRetriesPerRequest: null, lazyConnect: false });
}

export class BullBacktests implements BacktestJobs {
  readonly kind = 'bullmq' as const;
  private readonly redis: Redis;
  private readonly queue: Queue<BacktestJobInput, TBacktestResult>;
  private readonly prefix: string;

  constructor(opts: BullOptions) {
    this.prefix = opts.prefix ?? 'bull';
    this.redis = connection(opts.url);
    this.queue = new Queue(BACKTEST_QUEUE, { connection: this.redis, prefix: this.prefix });
  }

  async start(input: BacktestJobInput): Promise<string> {
    const runId = `bt_${Date.now().toString(36)}_${randomBytes(6).toString('hex')}`;
    await this.queue.add('backtest', input, {
      jobId: runId,
      removeOnComplete: { age: 86_400, count: 200 },
      removeOnFail: { age: 86_400, count: 200 },
      attempts: 1,
    });
    return runId;
  }

  private job(runId: string): Promise<Job<BacktestJobInput, TBacktestResult> | undefined> {
    return Job.fromId<BacktestJobInput, TBacktestResult>(this.queue, runId);
  }

  /**
   * The job with its state read first: a job fetched before it completed has no return value yet,
   * so the state comes first and the job (with whatever it then holds) after it.
   */
  private async jobWithState(runId: string) {
    const state = await this.queue.getJobState(runId);
    const job = state === 'unknown' ? undefined : await this.job(runId);
    return { state, job };
  }

  async progress(runId: string): Promise<TBacktestProgress | null> {
    const { state, job } = await this.jobWithState(runId);
    // A job cancelled while it waited was removed: its cancel key still answers for it.
    if (!job)
      return (await this.redis.exists(cancelKey(this.prefix, runId)))
        ? { ...waitingProgress('QUEUED', 'CANCELLED'), status: 'CANCELLED' }
        : null;
    const reported = (typeof job.progress === 'object' ? job.progress : null) as TBacktestProgress | null;
    const r = job.returnvalue as TBacktestResult | null;
    if (state === 'completed' && r) {
      return {
        ...(reported ?? waitingProgress('RUNNING', '')),
        status: r.status,
        percent: r.status === 'DONE' ? 100 : (reported?.percent ?? 0),
        elapsedText: r.elapsedText,
        etaText: '',
        etaMsRemaining: 0,
        message: r.status,
      };
    }
    if (state === 'failed')
      return {
        ...(reported ?? waitingProgress('RUNNING', '')),
        status: 'ERROR',
        message: job.failedReason || 'error',
      };
    if (state === 'active' || state === 'completed')
      return reported ? { ...reported, status: 'RUNNING' } : waitingProgress('RUNNING', 'Lade Kerzen…');
    return waitingProgress('QUEUED', 'waiting for a worker');
  }

  async result(runId: string): Promise<TBacktestResult | 'pending' | null> {
    const { state, job } = await this.jobWithState(runId);
    if (!job) return null;
    if (state === 'completed') return (job.returnvalue as TBacktestResult | null) ?? 'pending';
    if (state === 'failed') return null;
    return 'pending';
  }

  async cancel(runId: string): Promise<boolean> {
    const job = await this.job(runId);
    if (!job) return false;
    await this.redis.set(cancelKey(this.prefix, runId), '1', 'EX', CANCEL_TTL_S);
    const state = await job.getState();
    if (state === 'waiting' || state === 'delayed' || state === 'prioritized')
      await job.remove().catch(() => undefined);
    return true;
  }

  async counts(): Promise<{ waiting: number; active: number; failed: number }> {
    const c = await this.queue.getJobCounts('waiting', 'prioritized', 'delayed', 'active', 'failed');
    return {
      waiting: (c.waiting ?? 0) + (c.prioritized ?? 0) + (c.delayed ?? 0),
      active: c.active ?? 0,
      failed: c.failed ?? 0,
    };
  }

  async close(): Promise<void> {
    await this.queue.close();
    this.redis.disconnect();
  }
}

/**
 * A BullMQ worker that runs backtests (`npm run worker`, and the tests). Candles come from this
 * machine's market data (`load`). Returns a function that stops it.
 */
export function startBacktestWorker(opts: BullOptions & { load: CandleLoader; concurrency?: number }): {
  close: () => Promise<void>;
  worker: Worker;
} {
  const prefix = opts.prefix ?? 'bull';
  const redis = connection(opts.url);
  const worker = new Worker<BacktestJobInput, TBacktestResult>(
    BACKTEST_QUEUE,
    async (job) => {
      const key = cancelKey(prefix, job.id!);
      let cancelled = (await redis.exists(key)) === 1;
      const poll = setInterval(() => {
        void redis.exists(key).then((n) => {
          if (n === 1) cancelled = true;
        });
      }, 250);
      try {
        const { series, warmUp } = await loadWithWarmUp(opts.load, job.data.range);
        let last = 0;
        return await runBacktestJob(
          series,
          job.data.options,
          {
            progress: (p) => {
              const now = Date.now();
              if (now - last < 200 && p.percent < 100) return;
              last = now;
              void job.updateProgress(p as unknown as object);
            },
            cancelled: () => cancelled,
            yieldToHost: () => new Promise((r) => setImmediate(r)),
          },
          warmUp,
        );
      } finally {
        clearInterval(poll);
      }
    },
    { connection: connection(opts.url), prefix, concurrency: opts.concurrency ?? 1 },
  );
  return {
    worker,
    close: async () => {
      await worker.close();
      redis.disconnect();
    },
  };
}
