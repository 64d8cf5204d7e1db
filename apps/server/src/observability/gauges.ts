/**
 * The gauges of `/metrics` that read their sources when Prometheus scrapes (docs/operations.md
 * "Metrics"): active chat streams, the database pool, the job queues, the trading loop.
 */
import { Gauge, type Registry } from 'prom-client';

/** A job queue's jobs by state. */
export interface JobCounts {
  waiting: number;
  active: number;
  /** Failed jobs still kept (BullMQ's failed set; the in-process queues' count since start). */
  failed: number;
}

/** Connections of the database pool (PGlite: its one connection, and the callers queued for it). */
export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

/** What the gauges read when Prometheus scrapes; each part registers its own (`watch`). */
export interface GaugeSources {
  /** Chat replies streaming now. */
  activeStreams?: () => number;
  database?: { kind: string; pool: () => PoolStats };
  /** Whether this instance runs the live trading loop. */
  tradingLeader?: () => boolean;
  /** The close time of the last bar this instance traded, ms since the epoch; null: none yet. */
  lastBarMs?: () => number | null;
}

/** A queue that takes longer than this to count (Redis away) is left out of that scrape. */
const QUEUE_COUNT_TIMEOUT_MS = 1_000;

/** Timed out: resolves `undefined` after `ms`. */
function within<T>(ms: number, work: Promise<T>): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<undefined>((r) => (timer = setTimeout(() => r(undefined), ms)));
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** Registers the gauges in `registers`; each reads `sources` (and `queues`) at every scrape. */
export function registerGauges(
  registers: Registry[],
  sources: GaugeSources,
  queues: ReadonlyMap<string, () => JobCounts | Promise<JobCounts>>,
): void {
  const active: Gauge = new Gauge({
    name: 'avatara_chat_active_streams',
    help: 'Chat replies being generated and streamed now.',
    registers,
    collect: () => active.set(sources.activeStreams?.() ?? 0),
  });
  const pool: Gauge<'database' | 'state'> = new Gauge({
    name: 'avatara_db_pool_connections',
    help: 'Database connections by state: total, idle, and callers waiting for one (PGlite: its one connection).',
    labelNames: ['database', 'state'] as const,
    registers,
    collect: () => {
      const db = sources.database;
      if (!db) return;
      const s = db.pool();
      for (const state of ['total', 'idle', 'waiting'] as const)
        pool.set({ database: db.kind, state }, s[state]);
    },
  });
  const jobs: Gauge<'queue' | 'state'> = new Gauge({
    name: 'avatara_jobs',
    help: 'Jobs of each queue by state (waiting, active, failed): backtests and research (BullMQ or worker threads), memory-learning, mail.',
    labelNames: ['queue', 'state'] as const,
    registers,
    collect: async () => {
      jobs.reset();
      await Promise.all(
        [...queues].map(async ([queue, read]) => {
          const counts = await within(
            QUEUE_COUNT_TIMEOUT_MS,
            Promise.resolve()
              .then(read)
              .catch(() => undefined),
          );
          if (!counts) return;
          for (const state of ['waiting', 'active', 'failed'] as const)
            jobs.set({ queue, state }, counts[state]);
        }),
      );
    },
  });
  const leader: Gauge = new Gauge({
    name: 'avatara_trading_leader',
    help: 'Whether this instance runs the live trading loop (1) or not (0).',
    registers,
    collect: () => leader.set(sources.tradingLeader?.() ? 1 : 0),
  });
  const lastBar: Gauge = new Gauge({
    name: 'avatara_trading_last_bar_timestamp_seconds',
    help: 'Close time of the last bar this instance traded, seconds since the epoch (0: none yet).',
    registers,
    collect: () => lastBar.set((sources.lastBarMs?.() ?? 0) / 1000),
  });
}
