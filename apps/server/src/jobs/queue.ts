/**
 * A small in-process job queue for work that must not delay a reply (e.g. learning facts with a
 * chat model): runs jobs one at a time, keeps at most `limit` waiting (the oldest are dropped
 * and logged), and on stop runs what is queued for up to a grace period, then drops the rest.
 */
export class BackgroundQueue<T> {
  private readonly waiting: T[] = [];
  private running: Promise<void> | undefined;
  private stopped = false;
  /** Jobs that failed since the start (`/metrics`). */
  private failed = 0;

  constructor(
    readonly name: string,
    private readonly run: (job: T) => Promise<void>,
    private readonly onError: (err: unknown, job: T) => void,
    private readonly limit = 1000,
  ) {}

  get size(): number {
    return this.waiting.length + (this.running ? 1 : 0);
  }

  /** Jobs waiting, running, and failed since the start (`/metrics`). */
  counts(): { waiting: number; active: number; failed: number } {
    return { waiting: this.waiting.length, active: this.running ? 1 : 0, failed: this.failed };
  }

  push(job: T): void {
    if (this.stopped) return;
    this.waiting.push(job);
    if (this.waiting.length > this.limit)
      this.onError(new Error(`${this.name}: queue full, oldest job dropped`), this.waiting.shift()!);
    this.pump();
  }

  private pump(): void {
    if (this.running || this.waiting.length === 0) return;
    const job = this.waiting.shift()!;
    this.running = this.run(job)
      .catch((err: unknown) => {
        this.failed++;
        this.onError(err, job);
      })
      .finally(() => {
        this.running = undefined;
        this.pump();
      });
  }

  /** Resolves once no job is waiting or running. */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  /** Stops taking jobs; finishes the queue within `graceMs`, dropping what is left after it. */
  async stop(graceMs: number): Promise<void> {
    this.stopped = true;
    const deadline = Date.now() + graceMs;
    while (this.running && Date.now() < deadline) {
      await Promise.race([
        this.running,
        new Promise((r) => setTimeout(r, Math.max(1, deadline - Date.now()))),
      ]);
    }
    this.waiting.length = 0;
  }
}
