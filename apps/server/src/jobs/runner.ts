import { BullJobs, type BullOptions } from './bullmq';
import type { JobKind, JobProgress, JobResult, Jobs, JobWork } from './kind';
import { ThreadJobs } from './threads';

/**
 * The runner of a kind of job for this server: BullMQ when Redis is configured (the work then
 * runs in `npm run worker`), otherwise worker threads here, at most `maxThreads` at a time.
 */
export function jobsOf<I, P extends JobProgress, R extends JobResult>(
  kind: JobKind<P, R>,
  work: JobWork<I, P, R>,
  opts: { redis: BullOptions | null; maxThreads: number },
): Jobs<I, P, R> {
  return opts.redis ? new BullJobs<I, P, R>(kind, opts.redis) : new ThreadJobs(kind, work, opts);
}
