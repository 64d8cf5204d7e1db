import type { ModelRegistry } from './registry';
import type { HealthSink } from './router';
import type { ConnectionStore } from './store';

/** A success is written at most this often while nothing failed, ms. */
const SUCCESS_WRITE_MS = 60_000;

/**
 * The health of model connections (docs/chat.md, health): every failed chat call or probe is one
 * more failure in a row, written to the database (every instance reloads it) and noted in this
 * instance's registry at once; `MODEL_DOWN_AFTER_FAILURES` in a row mark a connection down, and a
 * success clears the mark.
 */
export class ConnectionHealth implements HealthSink {
  constructor(
    private readonly store: ConnectionStore,
    private readonly registry: ModelRegistry,
    private readonly now: () => Date,
    private readonly log: { warn(obj: object, msg: string): void; info(obj: object, msg: string): void },
  ) {}

  /** Whether a connection is down (`MODEL_DOWN_AFTER_FAILURES` failures in a row). */
  isDown(c: { consecutiveFailures: number }): boolean {
    return this.registry.isDown(c);
  }

  /** A chat call (or a probe) failed, `message` in our words: one more failure in a row. */
  async failed(id: string, message: string): Promise<void> {
    const at = this.now();
    const failures = await this.store.recordFailure(id, message, at);
    const before = this.registry.connection(id);
    this.registry.noteHealth(id, {
      consecutiveFailures: failures,
      lastErrorAt: at.getTime(),
      lastSuccessAt: before?.lastSuccessAt ?? null,
    });
    if (before && !this.isDown(before) && this.isDown({ consecutiveFailures: failures }))
      this.log.warn({ connection: before.name, error: message }, 'model connection is down');
  }

  /**
   * A chat call (or, `force`, a probe) succeeded: failures are cleared at once; otherwise only the
   * time is noted, at most once a minute, and the reply does not wait for it.
   */
  async succeeded(id: string, force = false): Promise<void> {
    const c = this.registry.connection(id);
    const at = this.now();
    const clean = c !== undefined && c.consecutiveFailures === 0;
    if (!force && clean && c.lastSuccessAt !== null && at.getTime() - c.lastSuccessAt < SUCCESS_WRITE_MS)
      return;
    if (c)
      this.registry.noteHealth(id, {
        consecutiveFailures: 0,
        lastErrorAt: c.lastErrorAt,
        lastSuccessAt: at.getTime(),
      });
    const write = this.store.recordSuccess(id, at);
    if (!force && clean)
      return void write.catch((err: unknown) =>
        this.log.warn({ err }, 'model connection: success not noted'),
      );
    await write;
    if (c && this.isDown(c)) this.log.info({ connection: c.name }, 'model connection is up again');
  }
}
