/**
 * The relational side of paper trading: accounts (engine state + version), configs and the
 * append-only trades. Every state change is written with its trades in ONE transaction that
 * holds the account row (`SELECT … FOR UPDATE`), so a crash at any moment loses no trade and
 * doubles none: either both are stored or neither (docs/trading-service.md).
 */
import type { TTradingConfigInput } from '@avatara/contracts';
import { deserializeState, serializeState, type TEngineState, type TOrder } from '@avatara/trading';
import { STRATEGY_NAMES } from '@avatara/contracts';
import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Change, TxHook } from '../audit/log';
import type { Database } from '../db/client';
import { tradingAccounts, tradingConfigs, tradingTrades } from '../db/schema';
import { lockedError } from './locks';

/** One stored trade (newest first in lists). */
export interface StoredTrade {
  seq: number;
  tsMs: number;
  strategy: string;
  action: string;
  side: string;
  kind: string;
  qtyBtc: number;
  priceUsd: number;
  valueUsd: number;
  feeUsd: number;
  pnlUsd: number;
}

/** What an account update decides: the new state and the orders it executed; null = no change. */
export type AccountChange = { state: TEngineState; orders: readonly TOrder[] } | null;

const toJson = (s: TEngineState): unknown => JSON.parse(serializeState(s));
const fromJson = (v: unknown): TEngineState => deserializeState(JSON.stringify(v));

export class TradingStore {
  constructor(private readonly db: Database) {}

  async account(userId: string): Promise<{ state: TEngineState; version: number } | null> {
    const [row] = await this.db
      .select()
      .from(tradingAccounts)
      .where(eq(tradingAccounts.userId, userId))
      .limit(1);
    return row ? { state: fromJson(row.state), version: row.version } : null;
  }

  /** Whether the account exists (without reading its state). */
  async hasAccount(userId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ userId: tradingAccounts.userId })
      .from(tradingAccounts)
      .where(eq(tradingAccounts.userId, userId))
      .limit(1);
    return row !== undefined;
  }

  async accountIds(): Promise<string[]> {
    const rows = await this.db.select({ userId: tradingAccounts.userId }).from(tradingAccounts);
    return rows.map((r) => r.userId);
  }

  /**
   * Runs `change` on the account's current state (null when there is none) while holding its
   * row, and stores the new state and its trades together. Returns what `change` returned.
   */
  async update(
    userId: string,
    change: (current: TEngineState | null) => AccountChange | Promise<AccountChange>,
    opts: { writeLock?: boolean; audit?: TxHook<Change<TEngineState | null>> | undefined } = {},
  ): Promise<AccountChange> {
    return this.db.transaction(async (tx) => {
      if (opts.writeLock) {
        // An operator's write on another instance holds this lock until its transaction ends.
        const res = (await tx.execute(
          sql`select pg_try_advisory_xact_lock(hashtext(${`trading-write:${userId}`})) as ok`,
        )) as unknown as { rows: { ok: boolean }[] };
        if (!res.rows[0]?.ok) throw lockedError();
      }
      const [row] = await tx
        .select()
        .from(tradingAccounts)
        .where(eq(tradingAccounts.userId, userId))
        .for('update')
        .limit(1);
      const result = await change(row ? fromJson(row.state) : null);
      if (!result) return null;
      // An operator's write: its audit entry, in this transaction (docs/operator.md "Audit log").
      if (opts.audit) await opts.audit(tx, { before: row ? fromJson(row.state) : null, after: result.state });
      const version = (row?.version ?? 0) + 1;
      const state = toJson(result.state);
      const lastTickMs = Number.isFinite(result.state.tsMs) ? result.state.tsMs : 0;
      if (row)
        await tx
          .update(tradingAccounts)
          .set({ state, version, lastTickMs, updatedAt: sql`now()` })
          .where(eq(tradingAccounts.userId, userId));
      else await tx.insert(tradingAccounts).values({ userId, state, version, lastTickMs });
      if (result.orders.length > 0) {
        await tx.insert(tradingTrades).values(
          result.orders.map((o) => {
            const strategy = STRATEGY_NAMES[o.strategy] ?? String(o.strategy);
            return {
              userId,
              tsMs: o.tsMs,
              strategy,
              action: o.action,
              side: strategy.endsWith('_SHORT') ? 'SHORT' : 'LONG',
              kind: o.kind,
              qtyBtc: o.qtyBtc,
              priceUsd: o.priceUsd,
              valueUsd: o.valueUsd,
              feeUsd: o.feeUsd,
              pnlUsd: o.pnlUsd,
              accountVersion: version,
            };
          }),
        );
      }
      return result;
    });
  }

  /** Deletes the account and its trades (Clear Deposit keeps the account; this is for tests and resets). */
  async deleteAccount(userId: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.delete(tradingTrades).where(eq(tradingTrades.userId, userId));
      await tx.delete(tradingAccounts).where(eq(tradingAccounts.userId, userId));
    });
  }

  /**
   * Deletes everything stored under a trading user id — trades, account, config layer — with `db`
   * (a transaction: a deleted user's own account goes with the user, docs/accounts.md "Your data").
   */
  static async deleteAll(db: Database, userId: string): Promise<void> {
    await db.delete(tradingTrades).where(eq(tradingTrades.userId, userId));
    await db.delete(tradingAccounts).where(eq(tradingAccounts.userId, userId));
    await db.delete(tradingConfigs).where(eq(tradingConfigs.userId, userId));
  }

  /** Trades newest first; `beforeSeq` pages back. */
  async trades(userId: string, limit: number, beforeSeq?: number): Promise<StoredTrade[]> {
    const where =
      beforeSeq === undefined
        ? eq(tradingTrades.userId, userId)
        : and(eq(tradingTrades.userId, userId), lt(tradingTrades.seq, beforeSeq));
    return this.db
      .select({
        seq: tradingTrades.seq,
        tsMs: tradingTrades.tsMs,
        strategy: tradingTrades.strategy,
        action: tradingTrades.action,
        side: tradingTrades.side,
        kind: tradingTrades.kind,
        qtyBtc: tradingTrades.qtyBtc,
        priceUsd: tradingTrades.priceUsd,
        valueUsd: tradingTrades.valueUsd,
        feeUsd: tradingTrades.feeUsd,
        pnlUsd: tradingTrades.pnlUsd,
      })
      .from(tradingTrades)
      .where(where)
      .orderBy(desc(tradingTrades.seq))
      .limit(limit);
  }

  async tradeCount(userId: string): Promise<number> {
    const [row] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(tradingTrades)
      .where(eq(tradingTrades.userId, userId));
    return row?.n ?? 0;
  }

  /** Stored configs of the given user ids (as saved, nulls kept). */
  async configs(userIds: string[]): Promise<Map<string, TTradingConfigInput>> {
    const rows = await this.db.select().from(tradingConfigs).where(inArray(tradingConfigs.userId, userIds));
    return new Map(rows.map((r) => [r.userId, r.config as TTradingConfigInput]));
  }

  /** Saves a config layer; `audit` runs in the same transaction with the layer before and after. */
  async putConfig(
    userId: string,
    config: TTradingConfigInput,
    audit?: TxHook<Change<TTradingConfigInput | null>>,
  ): Promise<void> {
    const save = (db: Database) =>
      db
        .insert(tradingConfigs)
        .values({ userId, config })
        .onConflictDoUpdate({ target: tradingConfigs.userId, set: { config, updatedAt: sql`now()` } });
    if (!audit) return void (await save(this.db));
    await this.db.transaction(async (tx) => {
      const [old] = await tx
        .select({ config: tradingConfigs.config })
        .from(tradingConfigs)
        .where(eq(tradingConfigs.userId, userId))
        .for('update');
      await save(tx);
      await audit(tx, { before: (old?.config as TTradingConfigInput | undefined) ?? null, after: config });
    });
  }
}
