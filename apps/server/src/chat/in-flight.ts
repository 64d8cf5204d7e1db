/**
 * The chat's replies in flight: each runs with an abort signal of its own (the client's, or the
 * server stopping), and `drain` lets them finish before the process exits (docs/operations.md).
 */
export class InFlight {
  private readonly active = new Set<{ abort: AbortController; done: Promise<void> }>();

  /** Replies running now. */
  get size(): number {
    return this.active.size;
  }

  /** Runs `work` with a signal that aborts when `signal` does or the server stops it. */
  async run(signal: AbortSignal, work: (signal: AbortSignal) => Promise<void>): Promise<void> {
    const abort = new AbortController();
    const onAbort = () => abort.abort(signal.reason);
    if (signal.aborted) abort.abort(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    let finish!: () => void;
    const entry = { abort, done: new Promise<void>((r) => (finish = r)) };
    this.active.add(entry);
    try {
      await work(abort.signal);
    } finally {
      signal.removeEventListener('abort', onAbort);
      this.active.delete(entry);
      finish();
    }
  }

  /** Lets running replies finish for up to `graceMs`, then stops their models (they settle what was generated). */
  async drain(graceMs: number): Promise<void> {
    const all = () => Promise.all([...this.active].map((a) => a.done));
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<'timeout'>((r) => (timer = setTimeout(() => r('timeout'), graceMs)));
    const result = await Promise.race([all(), timeout]);
    clearTimeout(timer);
    if (result === 'timeout') {
      for (const a of this.active) a.abort.abort(new Error('server shutting down'));
      await all();
    }
  }
}
