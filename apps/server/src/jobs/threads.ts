/**
 * The embedded default of long jobs: worker threads in the server process, at most `maxThreads`
 * at a time (the others wait as QUEUED), so the API stays responsive. Jobs and results live in
 * memory (the last `keep` of the kind); a restart forgets them. Cancellation is a flag in shared
 * memory the job checks between chunks.
 */
import { randomBytes } from 'node:crypto';
import { Worker } from 'node:worker_threads';
import { newJobId, type JobKind, type JobProgress, type JobResult, type Jobs, type JobWork } from './kind';

interface Job<I, P, R> {
  input: I;
  progress: P;
  result?: R;
  cancel: Int32Array;
  worker?: Worker;
}

/** What a job's thread sends back. */
export type ThreadMessage<P, R> =
  { type: 'progress'; progress: P } | { type: 'result'; result: R } | { type: 'error'; message: string };

const open = (status: string) => status === 'QUEUED' || status === 'RUNNING';

export class ThreadJobs<I, P extends JobProgress, R extends JobResult> implements Jobs<I, P, R> {
  readonly kind = 'threads' as const;
  private readonly jobs = new Map<string, Job<I, P, R>>();
  private readonly queue: string[] = [];
  private active = 0;
  private closed = false;

  constructor(
    private readonly jobKind: JobKind<P, R>,
    private readonly work: JobWork<I, P, R>,
    private readonly opts: { maxThreads: number },
  ) {}

  async start(input: I): Promise<string> {
    const id = newJobId(this.jobKind.idPrefix, randomBytes(6).toString('hex'));
    this.jobs.set(id, {
      input,
      progress: this.jobKind.progress('QUEUED', this.jobKind.texts.queued),
      cancel: new Int32Array(new SharedArrayBuffer(4)),
    });
    this.queue.push(id);
    this.evict();
    this.pump();
    return id;
  }

  /** Forgets the oldest finished jobs beyond `keep`. */
  private evict(): void {
    for (const [id, j] of this.jobs) {
      if (this.jobs.size <= this.jobKind.keep.threads) break;
      if (!open(j.progress.status)) this.jobs.delete(id);
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

  private fail(job: Job<I, P, R>, message: string): void {
    job.progress = { ...job.progress, status: 'ERROR', message };
  }

  private async execute(job: Job<I, P, R>): Promise<void> {
    job.progress = this.jobKind.progress('RUNNING', this.jobKind.texts.loading);
    try {
      const { data, transfer } = await this.work.prepare(job.input);
      if (Atomics.load(job.cancel, 0) === 1) return;
      await new Promise<void>((resolve) => {
        const worker = new Worker(this.work.threadEntry, {
          workerData: { ...data, input: job.input, cancel: job.cancel },
          transferList: [...new Set(transfer)],
        });
        job.worker = worker;
        worker.on('message', (m: ThreadMessage<P, R>) => {
          // The job ends with its result: until then it is RUNNING, whatever the last report said.
          if (m.type === 'progress' && job.progress.status === 'RUNNING')
            job.progress = { ...m.progress, status: 'RUNNING' };
          if (m.type === 'result') {
            job.result = m.result;
            job.progress = this.jobKind.finished(job.progress, m.result);
          }
          if (m.type === 'error') this.fail(job, m.message);
        });
        worker.on('error', (err) => this.fail(job, err.message));
        worker.on('exit', () => {
          job.worker = undefined;
          if (job.progress.status === 'RUNNING') this.fail(job, this.jobKind.texts.stopped);
          resolve();
        });
      });
    } catch (err) {
      this.fail(job, err instanceof Error ? err.message : String(err));
    }
  }

  async progress(id: string): Promise<P | null> {
    return this.jobs.get(id)?.progress ?? null;
  }

  async result(id: string): Promise<R | 'pending' | null> {
    const job = this.jobs.get(id);
    if (!job) return null;
    return job.result ?? (open(job.progress.status) ? 'pending' : null);
  }

  async cancel(id: string): Promise<boolean> {
    const job = this.jobs.get(id);
    if (!job) return false;
    Atomics.store(job.cancel, 0, 1);
    // A job still waiting, or still loading in the server, ends here; a thread ends with its result.
    if (job.progress.status === 'QUEUED' || (job.progress.status === 'RUNNING' && !job.worker))
      job.progress = { ...job.progress, status: 'CANCELLED', message: 'CANCELLED' };
    return true;
  }

  async counts(): Promise<{ waiting: number; active: number; failed: number }> {
    const jobs = [...this.jobs.values()];
    const count = (status: string) => jobs.filter((j) => j.progress.status === status).length;
    return { waiting: count('QUEUED'), active: this.active, failed: count('ERROR') };
  }

  async close(): Promise<void> {
    this.closed = true;
    await Promise.all([...this.jobs.values()].map((j) => j.worker?.terminate()));
  }
}
