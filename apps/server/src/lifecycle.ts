/**
 * Everything that runs between requests — timers, queues, open streams — starts and stops here,
 * in one place, with the server (DESIGN.md, long-running parts). Parts start in the order they
 * were added once the app is ready, and stop in reverse order when it closes.
 */
export interface LongRunningPart {
  readonly name: string;
  start?(): void | Promise<void>;
  /** Stops taking new work and finishes (or hands back) what is running. */
  stop(): void | Promise<void>;
}

export class Lifecycle {
  private readonly parts: LongRunningPart[] = [];
  private started = false;

  constructor(
    private readonly log: { info(obj: object, msg: string): void; error(obj: object, msg: string): void },
  ) {}

  add(part: LongRunningPart): void {
    this.parts.push(part);
  }

  async start(): Promise<void> {
    if (this.started) return;
    this.started = true;
    for (const p of this.parts) await p.start?.();
  }

  async stop(): Promise<void> {
    for (const p of [...this.parts].reverse()) {
      const t = Date.now();
      try {
        await p.stop();
        this.log.info({ part: p.name, ms: Date.now() - t }, 'stopped');
      } catch (err) {
        this.log.error({ err, part: p.name }, 'stop failed');
      }
    }
  }

  /** A part that runs `task` every `everyMs` (first run at start), never twice at once. */
  static interval(
    name: string,
    everyMs: number,
    task: () => Promise<unknown>,
    onError: (err: unknown) => void,
  ): LongRunningPart {
    let timer: NodeJS.Timeout | undefined;
    let running: Promise<unknown> | undefined;
    const tick = () => {
      if (running) return;
      running = task()
        .catch(onError)
        .finally(() => (running = undefined));
    };
    return {
      name,
      start() {
        tick();
        timer = setInterval(tick, everyMs);
        timer.unref();
      },
      async stop() {
        clearInterval(timer);
        await running;
      },
    };
  }
}
