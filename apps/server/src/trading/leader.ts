/**
 * Exactly one instance runs the live trading loop (docs/trading-service.md). On PostgreSQL the
 * leader holds a session-level advisory lock on its own connection; the others try to take it
 * every second, so when the leader dies (its connection closes and PostgreSQL releases the lock)
 * another takes over within about a second or two. On PGlite the database belongs to this one
 * process, which is therefore always the leader.
 */
import type pg from 'pg';

/** The advisory lock key of the trading loop (any fixed 64-bit number; "AVATRADE"). */
export const TRADING_LOOP_LOCK = 0x4156_4154_5241_4445n;

export interface Leadership {
  isLeader(): boolean;
  start(): void;
  stop(): Promise<void>;
}

export class SoleLeader implements Leadership {
  isLeader(): boolean {
    return true;
  }
  start(): void {}
  async stop(): Promise<void> {}
}

export class AdvisoryLockLeader implements Leadership {
  private client: pg.Client | null = null;
  private leader = false;
  private timer: NodeJS.Timeout | null = null;
  private busy = false;
  private stopped = false;

  constructor(
    private readonly connect: () => Promise<pg.Client>,
    private readonly onChange: (leader: boolean) => void = () => undefined,
    private readonly everyMs = 1000,
    private readonly key = TRADING_LOOP_LOCK,
  ) {}

  isLeader(): boolean {
    return this.leader;
  }

  start(): void {
    this.stopped = false;
    void this.check();
    this.timer = setInterval(() => void this.check(), this.everyMs);
    this.timer.unref();
  }

  private setLeader(v: boolean): void {
    if (v === this.leader) return;
    this.leader = v;
    this.onChange(v);
  }

  private drop(): void {
    const c = this.client;
    this.client = null;
    this.setLeader(false);
    if (c) void c.end().catch(() => undefined);
  }

  /** Leader: checks the connection still lives. Follower: tries to take the lock. */
  private async check(): Promise<void> {
    if (this.busy || this.stopped) return;
    this.busy = true;
    try {
      if (!this.client) {
        const c = await this.connect();
        c.on('error', () => this.drop());
        this.client = c;
      }
      if (this.leader) {
        await this.client.query('select 1');
      } else {
        const res = await this.client.query<{ ok: boolean }>('select pg_try_advisory_lock($1) as ok', [
          this.key.toString(),
        ]);
        if (this.stopped) return;
        this.setLeader(res.rows[0]?.ok === true);
      }
    } catch {
      this.drop();
    } finally {
      this.busy = false;
    }
  }

  /** What a crash does (tests): stop trying and drop the connection without unlocking. */
  abandonForTest(): void {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    const c = this.client;
    this.client = null;
    this.leader = false;
    if (c) void c.query('select pg_terminate_backend(pg_backend_pid())').catch(() => undefined);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    const c = this.client;
    this.client = null;
    this.setLeader(false);
    if (c) {
      await c.query('select pg_advisory_unlock_all()').catch(() => undefined);
      await c.end().catch(() => undefined);
    }
  }
}
