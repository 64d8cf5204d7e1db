/**
 * Long jobs with progress and cancel (backtests, walk-forward research): what a kind of job
 * tells the two runners, worker threads in the server (`ThreadJobs`, the embedded default) and
 * BullMQ on Redis (`BullJobs` and `startJobWorker`, with REDIS_URL). docs/trading-service.md.
 */

/** Where a job stands. */
export type JobStatus = 'QUEUED' | 'RUNNING' | 'DONE' | 'CANCELLED' | 'ERROR';

/** The progress of a job: its kind adds its own figures. */
export interface JobProgress {
  status: JobStatus;
  percent: number;
  message: string;
}

/** The result of a job that ran to its end (DONE) or was cancelled on the way. */
export interface JobResult {
  status: JobStatus;
}

/** What a kind of job is to the runners, on the API side. */
export interface JobKind<P extends JobProgress, R extends JobResult> {
  /** Job ids start with it (`bt`, `wf`). */
  readonly idPrefix: string;
  /** The BullMQ queue; its cancel keys are named after it. */
  readonly queue: string;
  /** The runner's words, shown as the progress's message. */
  readonly texts: { queued: string; loading: string; stopped: string };
  /** Finished jobs kept for their results: in the server's memory (threads), in Redis (a day at most). */
  readonly keep: { readonly threads: number; readonly redis: number };
  /** A progress with no figures yet. */
  progress(status: JobStatus, message: string): P;
  /** The progress once the job has its result: the last reported one, completed by the result. */
  finished(last: P, result: R): P;
}

/** What a running job is told: where to report, whether it was cancelled, a breath for its host. */
export interface JobHooks<P> {
  progress(p: P): void;
  /** Checked between chunks of work. */
  cancelled(): boolean;
  /** Lets the host breathe between chunks (a BullMQ worker: read a cancel). */
  yieldToHost(): Promise<void>;
}

/** How a kind of job is done, where it runs. */
export interface JobWork<I, P, R> {
  /** Runs a job here (the BullMQ worker). */
  run(input: I, hooks: JobHooks<P>): Promise<R>;
  /**
   * For a worker thread: loads in the server what the job needs (the candles) and gives it as
   * data for the thread, with the buffers to transfer rather than copy.
   */
  prepare(input: I): Promise<{ data: Record<string, unknown>; transfer: ArrayBuffer[] }>;
  /** The thread's entry (a module that calls `serveThreadJob`). */
  readonly threadEntry: URL;
}

/** Jobs of one kind, wherever they run. */
export interface Jobs<I, P extends JobProgress, R extends JobResult> {
  readonly kind: 'threads' | 'bullmq';
  start(input: I): Promise<string>;
  /** null: unknown job. */
  progress(jobId: string): Promise<P | null>;
  /** null: unknown (or failed) job; `pending`: not finished yet. */
  result(jobId: string): Promise<R | 'pending' | null>;
  /** false: unknown job. */
  cancel(jobId: string): Promise<boolean>;
  /** Jobs waiting, running, and failed (still kept), for `/metrics`. */
  counts(): Promise<{ waiting: number; active: number; failed: number }>;
  close(): Promise<void>;
}

/** A new job id of a kind: its prefix, the time, and randomness. */
export function newJobId(prefix: string, random: string): string {
  return `${prefix}_${Date.now().toString(36)}_${random}`;
}
