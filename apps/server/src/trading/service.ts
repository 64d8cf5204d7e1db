/**
 * Paper trading for the dashboard (trading-dashboard.md §3, §7): reads build the engine's reports
 * from the stored state; writes change the state in one transaction with their trades, one at a
 * time per account (423 otherwise). The live loop (`loop.ts`) feeds the same engine as the
 * backtester. docs/trading-service.md.
 */
import {
  STRATEGY_NAMES,
  type TAllocations,
  type TAllocationsWrite,
  type TStrategyName,
  type TTradingConfig,
  type TTradingConfigInput,
} from '@avatara/contracts';
import {
  advance,
  applyParams,
  applyToggles,
  warmUp,
  type TCandleSeries,
  clearDeposit,
  compileParams,
  createEngineState,
  deposit,
  liquidateDeal,
  marketDecision,
  STRATEGY_QUOTA_FIELD,
  walletSummary,
  type TEngineParams,
  type TEngineState,
  type TMarketDecision,
  type TOrder,
  type TRecentTrade,
  type TWalletSummary,
} from '@avatara/trading';
import { AppError } from '../errors';
import { DEFAULT_USER, layerConfigs, normaliseConfigInput, SYSTEM_USER } from './config';
import type { PriceFeed } from '../market/feed';
import { WriteLocks } from './locks';
import type { StoredTrade, TradingStore } from './store';

/** Trades in the summary's "Letzte Trades". */
export const RECENT_TRADES = 20;

/** The spec's default mid when the client has none (§9); the server uses its own price. */
export const DEFAULT_MID = 108_000;

/**
 * Minutes of history a new account is warmed up on: the engine's trend filter needs 100 days
 * (`trendFilterMs` 200 days, ready after half), else a new account opens no long for months.
 */
export const WARMUP_BARS = 101 * 1440;

/** A state from an older version gains fields added since (new strategy fields, new counters). */
export function upgradeState(loaded: TEngineState, p: TEngineParams): TEngineState {
  const fresh = createEngineState(p);
  return {
    ...fresh,
    ...loaded,
    ind: { ...fresh.ind, ...loaded.ind },
    strategies: fresh.strategies.map((st, k) => ({ ...st, ...(loaded.strategies[k] ?? {}) })),
  };
}

const toRecent = (t: StoredTrade): TRecentTrade => ({
  ts: t.tsMs,
  strategy: t.strategy as TStrategyName,
  action: t.action as 'BUY' | 'SELL',
  qty: t.qtyBtc,
  price: t.priceUsd,
  value: t.valueUsd,
  kind: t.kind as TRecentTrade['kind'],
  pnl: t.pnlUsd,
});

/**
 * How long a read snapshot of an account (config, state, recent trades) is reused. The panel
 * polls every second and the engine moves once per bar (≥ 1 s); writes through this instance
 * refresh it at once, so only writes made by another instance can be this much behind.
 */
export const READ_TTL_MS = 1_000;

interface Snapshot {
  config: TTradingConfig;
  params: TEngineParams;
  state: TEngineState | null;
  recent: TRecentTrade[];
}

export class TradingService {
  private readonly locks = new WriteLocks();
  private paramsCache = new Map<string, TEngineParams>();
  private readonly snapshots = new Map<string, { at: number; value: Promise<Snapshot> }>();

  constructor(
    private readonly store: TradingStore,
    private readonly feed: PriceFeed,
    /** One-minute candles of the traded symbol, to warm the indicators up without trading. */
    private readonly history?: (fromMs: number, toMs: number) => Promise<TCandleSeries>,
  ) {}

  /**
   * Feeds the last `WARMUP_BARS` minutes before `untilMs` (but none before the state's last bar)
   * through the engine with trading off: a new account starts with meaningful indicators and a
   * market situation, and an account whose server was down catches up without trading the past.
   */
  private async warm(p: TEngineParams, state: TEngineState, untilMs: number): Promise<void> {
    if (!this.history) return;
    const fromMs = Math.max(untilMs - WARMUP_BARS * 60_000, Number.isFinite(state.tsMs) ? state.tsMs + 1 : 0);
    if (untilMs - fromMs < 2 * 60_000) return;
    const series = await this.history(fromMs, untilMs);
    warmUp(p, state, series);
  }

  /** Catches every account up to `untilMs` without trading (the loop, when it starts leading). */
  async catchUp(untilMs: number): Promise<void> {
    for (const id of await this.store.accountIds()) {
      const config = await this.effectiveConfig(id);
      const p = this.params(config);
      const acc = await this.store.account(id);
      if (!acc || !(untilMs - acc.state.tsMs > 2 * 60_000)) continue;
      const state = upgradeState(acc.state, p);
      await this.warm(p, state, untilMs);
      await this.store.update(id, (current) =>
        current && current.tsMs === acc.state.tsMs ? { state, orders: [] } : null,
      );
      this.invalidate(id);
    }
  }

  /** The effective config of an account: defaults ← 'system' ← the user's own. */
  async effectiveConfig(userId: string): Promise<TTradingConfig> {
    const stored = await this.store.configs([SYSTEM_USER, userId]);
    return layerConfigs(stored.get(SYSTEM_USER), userId === SYSTEM_USER ? undefined : stored.get(userId));
  }

  /** Compiled params, cached by config content. */
  params(config: TTradingConfig): TEngineParams {
    const key = JSON.stringify(config);
    let p = this.paramsCache.get(key);
    if (!p) {
      if (this.paramsCache.size > 32) this.paramsCache = new Map();
      p = compileParams(config);
      this.paramsCache.set(key, p);
    }
    return p;
  }

  async price(): Promise<number> {
    return (await this.feed.latest()).priceUsd;
  }

  /** Config, state and recent trades of an account, read once per READ_TTL_MS (concurrent readers share one read). */
  private snapshot(userId: string): Promise<Snapshot> {
    const now = performance.now();
    const hit = this.snapshots.get(userId);
    if (hit && now - hit.at < READ_TTL_MS) return hit.value;
    const value = (async (): Promise<Snapshot> => {
      const config = await this.effectiveConfig(userId);
      const params = this.params(config);
      const acc = await this.store.account(userId);
      const trades = acc ? await this.store.trades(userId, RECENT_TRADES) : [];
      return {
        config,
        params,
        state: acc ? upgradeState(acc.state, params) : null,
        recent: trades.map(toRecent),
      };
    })();
    value.catch(() => this.snapshots.delete(userId));
    if (this.snapshots.size > 1_000) this.snapshots.clear();
    this.snapshots.set(userId, { at: now, value });
    return value;
  }

  /** Forgets cached reads after a write (all accounts when the house config changed). */
  private invalidate(userId: string): void {
    if (userId === SYSTEM_USER) this.snapshots.clear();
    else this.snapshots.delete(userId);
  }

  async summary(userId: string): Promise<TWalletSummary> {
    const snap = await this.snapshot(userId);
    const state = snap.state ? { ...snap.state } : createEngineState(snap.params);
    // Between bars the panel still sees the market move: value the account at the current price.
    const px = await this.price();
    if (px > 0) state.lastPx = px;
    return walletSummary(snap.params, state, userId, snap.recent);
  }

  async decision(userId: string): Promise<TMarketDecision | null> {
    const snap = await this.snapshot(userId);
    return snap.state ? marketDecision(snap.state) : null;
  }

  async allocations(userId: string): Promise<TAllocations> {
    const snap = await this.snapshot(userId);
    const config = snap.config;
    const mid = snap.state && snap.state.lastPx > 0 ? snap.state.lastPx : await this.price();
    return {
      userId,
      strategies: STRATEGY_NAMES.map((strategy) => ({
        strategy,
        quota: config[STRATEGY_QUOTA_FIELD[strategy]] as number,
      })),
      quota: config.quota,
      portfolioQuotaPct: config.quota,
      portfolioQuotaPct100: Math.round(config.quota * 10_000) / 100,
      mid,
    };
  }

  /** One operator write: the in-process lock, then the account row and the advisory lock. */
  private write(
    userId: string,
    change: (s: TEngineState, config: TTradingConfig, p: TEngineParams) => TOrder[] | Promise<TOrder[]>,
    opts: { create?: boolean } = {},
  ) {
    return this.locks.run(userId, async () => {
      this.invalidate(userId);
      const config = await this.effectiveConfig(userId);
      const p = this.params(config);
      // A new account is warmed up before the transaction: history may take a second to load,
      // and a transaction holds the account row (on PGlite, the whole database) meanwhile.
      let fresh: TEngineState | null = null;
      if (opts.create && !(await this.store.account(userId))) {
        fresh = createEngineState(p);
        await this.warm(p, fresh, (await this.feed.latest()).tsMs);
      }
      const result = await this.store.update(
        userId,
        async (current) => {
          if (!current && !opts.create)
            throw new AppError('NOT_FOUND', `No trading account '${userId}'.`, { field: 'userId' });
          const state = current ? upgradeState(current, p) : (fresh ?? createEngineState(p));
          const orders = await change(state, config, p);
          return { state, orders };
        },
        { writeLock: true },
      );
      this.invalidate(userId);
      return result!;
    });
  }

  /** Deposit at the server's current price: half USDC, half BTC (spec §9). */
  async deposit(userId: string, amountUsd: number): Promise<TWalletSummary> {
    const px = await this.price();
    if (!(px > 0)) throw new AppError('VALIDATION', 'Kein Mid-Preis verfügbar.', { field: 'mid' });
    await this.write(
      userId,
      (s) => {
        deposit(s, amountUsd, px);
        s.lastPx = px;
        return [];
      },
      { create: true },
    );
    return this.summary(userId);
  }

  /**
   * Opens a new account with one paper deposit of `amountUsd` at the server's price (an own
   * account, docs/trading-service.md "Own accounts"). Returns false, changing nothing, when the
   * account exists already (two first visits at once deposit once) or there is no price yet.
   */
  async open(userId: string, amountUsd: number): Promise<boolean> {
    if (await this.store.hasAccount(userId)) return false;
    const { priceUsd: px, tsMs } = await this.feed.latest();
    if (!(px > 0)) return false;
    return this.locks.run(userId, async () => {
      const p = this.params(await this.effectiveConfig(userId));
      const fresh = createEngineState(p);
      await this.warm(p, fresh, tsMs);
      const opened = await this.store.update(
        userId,
        (current) => {
          if (current) return null;
          deposit(fresh, amountUsd, px);
          fresh.lastPx = px;
          return { state: fresh, orders: [] };
        },
        { writeLock: true },
      );
      this.invalidate(userId);
      return opened !== null;
    });
  }

  /** Switches an account's trading off (its plan ended); false when it was off already or does not exist. */
  async switchOff(userId: string): Promise<boolean> {
    const changed = await this.store.update(userId, (current) => {
      if (!current?.tradingOn) return null;
      current.tradingOn = false;
      return { state: current, orders: [] };
    });
    this.invalidate(userId);
    return changed !== null;
  }

  hasAccount(userId: string): Promise<boolean> {
    return this.store.hasAccount(userId);
  }

  async clear(userId: string): Promise<void> {
    await this.write(userId, (s) => {
      clearDeposit(s);
      return [];
    });
  }

  async toggles(
    userId: string,
    tradingOn: boolean,
    enabled: Partial<Record<TStrategyName, boolean>>,
  ): Promise<TWalletSummary> {
    await this.write(
      userId,
      (s) => {
        applyToggles(s, tradingOn, enabled);
        return [];
      },
      { create: true },
    );
    return this.summary(userId);
  }

  async liquidate(userId: string, strategy: string, percent: number): Promise<{ orders: number }> {
    if (!(STRATEGY_NAMES as readonly string[]).includes(strategy))
      throw new AppError('NOT_FOUND', `No strategy '${strategy}'.`, { field: 'strategy' });
    const { priceUsd: px, tsMs } = await this.feed.latest();
    const result = await this.write(userId, (s, _c, p) => {
      const k = STRATEGY_NAMES.indexOf(strategy as TStrategyName);
      if (!(s.strategies[k]!.qtyBtc > 0))
        throw new AppError('NOT_FOUND', `No open deal for ${strategy}.`, { field: 'strategy' });
      return liquidateDeal(
        p,
        s,
        strategy as TStrategyName,
        percent,
        px,
        Math.max(tsMs, Number.isFinite(s.tsMs) ? s.tsMs : 0),
      );
    });
    return { orders: result.orders.length };
  }

  /** Saves the quotas into the user's own config layer. */
  async writeAllocations(req: TAllocationsWrite): Promise<TAllocations> {
    await this.locks.run(req.userId, async () => {
      const stored = (await this.store.configs([req.userId])).get(req.userId) ?? {};
      const next: Record<string, unknown> = { ...stored, quota: req.quota };
      for (const s of req.strategies) next[STRATEGY_QUOTA_FIELD[s.strategy]] = s.quota;
      await this.store.putConfig(req.userId, normaliseConfigInput(next));
      this.invalidate(req.userId);
    });
    return this.allocations(req.userId);
  }

  async config(userId: string): Promise<TTradingConfigInput | null> {
    return (await this.store.configs([userId])).get(userId) ?? null;
  }

  /** Saves a config layer and applies it to the account's live state (tradingOn, indicator periods). */
  async putConfig(userId: string, input: Record<string, unknown>): Promise<TTradingConfigInput> {
    const config = normaliseConfigInput(input);
    await this.locks.run(userId, () => this.store.putConfig(userId, config));
    this.invalidate(userId);
    const ids = userId === SYSTEM_USER ? await this.store.accountIds() : [userId];
    for (const id of ids) {
      const p = this.params(await this.effectiveConfig(id));
      await this.store.update(id, (current) => {
        if (!current) return null;
        const state = upgradeState(current, p);
        applyParams(state, p);
        return { state, orders: [] };
      });
      this.invalidate(id);
    }
    return config;
  }

  /**
   * The live loop's step for one account: one bar (a tick is a bar with open = high = low =
   * close) through the engine, stored with its trades. Returns the orders executed.
   */
  async tick(
    userId: string,
    bar: { tsMs: number; high: number; low: number; close: number; volume?: number },
  ): Promise<TOrder[]> {
    const config = await this.effectiveConfig(userId);
    const p = this.params(config);
    const result = await this.store.update(userId, (current) => {
      if (!current) return null;
      const state = upgradeState(current, p);
      if (!(bar.tsMs > state.tsMs)) return null;
      const orders: TOrder[] = [];
      advance(p, state, bar.tsMs, bar.high, bar.low, bar.close, (o) => orders.push(o));
      return { state, orders };
    });
    this.invalidate(userId);
    return result ? [...result.orders] : [];
  }

  accountIds(): Promise<string[]> {
    return this.store.accountIds();
  }

  trades(userId: string, limit: number, before?: number) {
    return this.store.trades(userId, limit, before);
  }
}

export { DEFAULT_USER, SYSTEM_USER };
