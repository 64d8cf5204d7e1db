/**
 * Long jobs on Redis with BullMQ (REDIS_URL): the API adds jobs (`BullJobs`); `npm run worker`
 * runs them on any number of machines (`startJobWorker`). Progress is the job's progress, the
 * result its return value, both in Redis; a cancel is a Redis key the worker checks between
 * chunks (a waiting job is simply removed). docs/trading-service.md.
 */
import { randomBytes } from 'node:crypto';
import { Job, Queue, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import { newJobId, type JobKind, type JobProgress, type JobResult, type Jobs, type JobWork } from './kind';

const CANCEL_TTL_S = 86_400;
/** Outside the queue's own keys, so that removing a waiting job leaves its cancellation readable. */
const cancelKey = (prefix: string, queue: string, id: string) => `${prefix}:${queue}-cancel:${id}`;

export interface BullOptions {
  url: string;
  /** Key prefix (tests use their own). */
  prefix?: string;
}

function connection(url: string): Redis {
  // BullMQ needs maxRetriesPerRequest null for its blocking commands.
  return new Redis(url, { maxRetriesPerRequest: null, lazyConnect: false });
}

export class BullJobs<I, P extends JobProgress, R extends JobResult> implements Jobs<I, P, R> {
  readonly kind = 'bullmq' as const;
  private readonly redis: Redis;
  private readonly queue: Queue<I, R>;
  private readonly prefix: string;

  constructor(
    private readonly jobKind: JobKind<P, R>,
    opts: BullOptions,
  ) {
    this.prefix = opts.prefix ?? 'bull';
    this.redis = connection(opts.url);
    this.queue = new Queue<I, R>(jobKind.queue, { connection: this.redis, prefix: this.prefix });
  }

  async start(input: I): Promise<string> {
    const jobId = newJobId(this.jobKind.idPrefix, randomBytes(6).toString('hex'));
    const keep = { age: 86_400, count: this.jobKind.keep.redis };
    // BullMQ's types make the job's name and data conditional types of I; it is this queue's.
    await (this.queue as unknown as Queue).add(this.jobKind.queue, input, {
      jobId,
      removeOnComplete: keep,
      removeOnFail: keep,
      attempts: 1,
    });
    return jobId;
  }

  /**
   * The job with its state read first: a job fetched before it completed has no return value yet,
   * so the state comes first and the job (with whatever it then holds) after it.
   */
  private async jobWithState(id: string) {
    const state = await this.queue.getJobState(id);
    const job = state === 'unknown' ? undefined : await Job.fromId<I, R>(this.queue, id);
    return { state, job };
  }

  async progress(id: string): Promise<P | null> {
    const { state, job } = await this.jobWithState(id);
    const k = this.jobKind;
    // A job cancelled while it waited was removed: its cancel key still answers for it.
    if (!job)
      return (await this.redis.exists(cancelKey(this.prefix, k.queue, id)))
        ? k.progress('CANCELLED', 'CANCELLED')
        : null;
    const reported = (typeof job.progress === 'object' ? job.progress : null) as P | null;
    const r = job.returnvalue as R | null;
    if (state === 'completed' && r) return k.finished(reported ?? k.progress('RUNNING', ''), r);
    if (state === 'failed')
      return {
        ...(reported ?? k.progress('RUNNING', '')),
        status: 'ERROR',
        message: job.failedReason || 'error',
      };
    if (state === 'active' || state === 'completed')
      return reported ? { ...reported, status: 'RUNNING' } : k.progress('RUNNING', k.texts.loading);
    return k.progress('QUEUED', k.texts.queued);
  }

  async result(id: string): Promise<R | 'pending' | null> {
    const { state, job } = await this.jobWithState(id);
    if (!job || state === 'failed') return null;
    if (state === 'completed') return (job.returnvalue as R | null) ?? 'pending';
    return 'pending';
  }

  async cancel(id: string): Promise<boolean> {
    const job = await Job.fromId<I, R>(this.queue, id);
    if (!job) return false;
    await this.redis.set(cancelKey(this.prefix, this.jobKind.queue, id), '1', 'EX', CANCEL_TTL_S);
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

/** Progress goes to Redis at most this often, and always at 100 %. */
const PROGRESS_EVERY_MS = 200;

/**
 * A BullMQ worker that runs jobs of one kind (`npm run worker`, and the tests), with this
 * machine's `work`. Returns the worker and a function that stops it.
 */
export function startJobWorker<I, P extends JobProgress, R extends JobResult>(
  jobKind: JobKind<P, R>,
  work: Pick<JobWork<I, P, R>, 'run'>,
  opts: BullOptions & { concurrency?: number },
): { close: () => Promise<void>; worker: Worker<I, R> } {
  const prefix = opts.prefix ?? 'bull';
  const redis = connection(opts.url);
  const worker = new Worker<I, R>(
    jobKind.queue,
    async (job) => {
      const key = cancelKey(prefix, jobKind.queue, job.id!);
      let cancelled = (await redis.exists(key)) === 1;
      const poll = setInterval(() => {
        void redis.exists(key).then((n) => {
          if (n === 1) cancelled = true;
        });
      }, 250);
      try {
        let last = 0;
        return await work.run(job.data, {
          progress: (p) => {
            const now = Date.now();
            if (now - last < PROGRESS_EVERY_MS && p.percent < 100) return;
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
