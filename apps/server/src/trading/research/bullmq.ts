/**
 * Walk-forward jobs on Redis with BullMQ (REDIS_URL), as the backtests (../backtest/bullmq.ts):
 * the API adds jobs to their own queue, `npm run worker` runs them; progress is the job's
 * progress, the result its return value, a cancel a Redis key the worker checks between
 * evaluations (a waiting job is removed).
 */
import { randomBytes } from 'node:crypto';
import { Job, Queue, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import type { CandleLoader } from '../backtest/types';
import type { BullOptions } from '../backtest/bullmq';
import { runResearchJob } from './runner';
import {
  researchProgress,
  type ResearchJobInput,
  type ResearchJobs,
  type ResearchProgress,
  type ResearchResult,
} from './types';

export const RESEARCH_QUEUE = 'avatara-research';
const CANCEL_TTL_S = 86_400;
const cancelKey = (prefix: string, jobId: string) => `${prefix}:avatara-research-cancel:${jobId}`;

const connection = (url: string) => new Redis(url, { maxRetriesPerRequest: null, lazyConnect: false });

export class BullResearch implements ResearchJobs {
  readonly kind = 'bullmq' as const;
  private readonly redis: Redis;
  private readonly queue: Queue<ResearchJobInput, ResearchResult>;
  private readonly prefix: string;

  constructor(opts: BullOptions) {
    this.prefix = opts.prefix ?? 'bull';
    this.redis = connection(opts.url);
    this.queue = new Queue(RESEARCH_QUEUE, { connection: this.redis, prefix: this.prefix });
  }

  async start(input: ResearchJobInput): Promise<string> {
    const jobId = `wf_${Date.now().toString(36)}_${randomBytes(6).toString('hex')}`;
    await this.queue.add('walk-forward', input, {
      jobId,
      removeOnComplete: { age: 86_400, count: 50 },
      removeOnFail: { age: 86_400, count: 50 },
      attempts: 1,
    });
    return jobId;
  }

  private async jobWithState(jobId: string) {
    const state = await this.queue.getJobState(jobId);
    const job =
      state === 'unknown' ? undefined : await Job.fromId<ResearchJobInput, ResearchResult>(this.queue, jobId);
    return { state, job };
  }

  async progress(jobId: string): Promise<ResearchProgress | null> {
    const { state, job } = await this.jobWithState(jobId);
    if (!job)
      return (await this.redis.exists(cancelKey(this.prefix, jobId)))
        ? researchProgress('CANCELLED', 'CANCELLED')
        : null;
    const reported = (typeof job.progress === 'object' ? job.progress : null) as ResearchProgress | null;
    const r = job.returnvalue as ResearchResult | null;
    if (state === 'completed' && r)
      return {
        ...(reported ?? researchProgress('RUNNING', '')),
        status: r.status,
        percent: r.status === 'DONE' ? 100 : (reported?.percent ?? 0),
        message: r.status,
      };
    if (state === 'failed')
      return {
        ...(reported ?? researchProgress('RUNNING', '')),
        status: 'ERROR',
        message: job.failedReason || 'error',
      };
    if (state === 'active' || state === 'completed')
      return reported ? { ...reported, status: 'RUNNING' } : researchProgress('RUNNING', 'Lade Kerzen…');
    return researchProgress('QUEUED', 'wartet auf einen Worker');
  }

  async result(jobId: string): Promise<ResearchResult | 'pending' | null> {
    const { state, job } = await this.jobWithState(jobId);
    if (!job || state === 'failed') return null;
    if (state === 'completed') return (job.returnvalue as ResearchResult | null) ?? 'pending';
    return 'pending';
  }

  async cancel(jobId: string): Promise<boolean> {
    const job = await Job.fromId<ResearchJobInput, ResearchResult>(this.queue, jobId);
    if (!job) return false;
    await this.redis.set(cancelKey(this.prefix, jobId), '1', 'EX', CANCEL_TTL_S);
    const state = await job.getState();
    if (state === 'waiting' || state === 'delayed' || state === 'prioritized')
      await job.remove().catch(() => undefined);
    return true;
  }

  async close(): Promise<void> {
    await this.queue.close();
    this.redis.disconnect();
  }
}

/** A BullMQ worker that runs walk-forward jobs (`npm run worker`). Returns a function that stops it. */
export function startResearchWorker(opts: BullOptions & { load: CandleLoader; concurrency?: number }): {
  close: () => Promise<void>;
  worker: Worker;
} {
  const prefix = opts.prefix ?? 'bull';
  const redis = connection(opts.url);
  const worker = new Worker<ResearchJobInput, ResearchResult>(
    RESEARCH_QUEUE,
    async (job) => {
      const key = cancelKey(prefix, job.id!);
      let cancelled = (await redis.exists(key)) === 1;
      const poll = setInterval(() => {
        void redis.exists(key).then((n) => {
          if (n === 1) cancelled = true;
        });
      }, 250);
      try {
        let last = 0;
        return await runResearchJob(opts.load, job.data, {
          progress: (p) => {
            const now = Date.now();
            if (now - last < 200 && p.percent < 100) return;
            last = now;
            void job.updateProgress(p as unknown as object);
          },
          cancelled: () => cancelled,
          yieldToHost: () => new Promise((r) => setImmediate(r)),
        });
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
