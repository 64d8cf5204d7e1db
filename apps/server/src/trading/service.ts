/**
 * Paper trading for the dashboard (trading-dashboard.md §3, §7): reads build the engine's reports
 * from the stored state; writes change the state in one transaction with their trades, one at a
 * time per account (423 otherwise). The live loop (`loop.ts`) feeds the same engine as the
 * backtester. docs/trading-service.md.
 */
import {
  STRATEGY_NAMES,
  VALIDATED_BAR_MS,
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
  whyNoTrade,
  type TEngineParams,
  type TEngineState,
  type TMarketDecision,
  type TOrder,
  type TRecentTrade,
  type TWalletSummary,
  type TWhyNoTrade,
} from '@avatara/trading';
import type { Change, TxHook } from '../audit/log';
import { AppError } from '../errors';
import { DEFAULT_USER, layerConfigs, normaliseConfigInput, SYSTEM_USER } from './config';
import type { PriceFeed } from '../market/feed';
import { INTERVAL_MS, INTERVALS, type TInterval } from '../market/types';
import { WriteLocks } from './locks';
import type { StoredTrade, TradingStore } from './store';

/** An operator's write to an account's state or config layer, audited in its transaction (docs/operator.md). */
export type StateAudit = TxHook<Change<TEngineState | null>>;
export type ConfigAudit = TxHook<Change<TTradingConfigInput | null>>;

/** Trades in the summary's "Letzte Trades". */
export const RECENT_TRADES = 20;

/** The spec's default mid when the client has none (§9); the server uses its own price. */
export const DEFAULT_MID = 108_000;

/**
 * History a new account is warmed up on, ms: the engine's trend filter needs 100 days
 * (`trendFilterMs` 200 days, ready after half), else a new account opens no long for months.
 */
export const WARMUP_MS = 101 * 86_400_000;

/** The live loop's bars as the panel shows them (issue 28 §5). */
export interface TLiveBar {
  /** Length of a live bar, ms (`TRADING_BAR_SECONDS`). */
  barMs: number;
  /** Close time of the bar being built, ms: when the engine decides next. */
  nextCloseMs: number;
  /** The bar length the defaults were validated on (docs/backtests.md: hourly). */
  validatedBarMs: number;
  /** Shorter bars than that: for demos (the panel says so). */
  fast: boolean;
}

/** The live bar that `nowMs` falls into (the loop's bars are aligned to the epoch, as `TradingLoop`'s). */
export function liveBarAt(barMs: number, nowMs: number): TLiveBar {
  return {
    barMs,
    nextCloseMs: Math.floor(nowMs / barMs) * barMs + barMs - 1,
    validatedBarMs: VALIDATED_BAR_MS,
    fast: barMs < VALIDATED_BAR_MS,
  };
}

/**
 * The candle interval a live account warms up on: the longest stored interval that divides the live
 * bar (1h bars → 1h candles, 15m → 15m), 1m for shorter bars, so the indicators see bars as long
 * as the live ones wherever the store has them.
 */
export function warmUpInterval(barMs: number): TInterval {
  let best: TInterval = '1m';
  for (const iv of INTERVALS) if (INTERVAL_MS[iv] <= barMs && barMs % INTERVAL_MS[iv] === 0) best = iv;
  return best;
}

/** The wallet summary with what the panel's "why no trade" lines need (issue 28 §5). */
export type TPanelSummary = TWalletSummary & { liveBar: TLiveBar; whyNoTrade: TWhyNoTrade[] };

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
    /**
     * Candles of the traded symbol (open times in [fromMs, toMs]), to warm the indicators up
     * without trading: of the live bar's interval where the store has it (`warmUpInterval`).
     */
    private readonly history?: (fromMs: number, toMs: number) => Promise<TCandleSeries>,
    private readonly bars: {
      /** Length of a live bar, ms (`TRADING_BAR_SECONDS`). */
      barMs?: number;
      /** Length of the bars `history` answers, ms. */
      historyBarMs?: number;
    } = {},
  ) {}

  /** Length of a live bar, ms. */
  get barMs(): number {
    return this.bars.barMs ?? VALIDATED_BAR_MS;
  }

  /**
   * Feeds the last `WARMUP_MS` before `untilMs` (but nothing before the state's last bar) through
   * the engine with trading off, each bar at its close time: a new account starts with meaningful
   * indicators and a market situation, and an account whose server was down catches up without
   * trading the past.
   */
  private async warm(p: TEngineParams, state: TEngineState, untilMs: number): Promise<void> {
    if (!this.history) return;
    const fromMs = Math.max(untilMs - WARMUP_MS, Number.isFinite(state.tsMs) ? state.tsMs + 1 : 0);
    if (untilMs - fromMs < 2 * 60_000) return;
    // Only bars closed by `untilMs`: each is fed at its close time, which must not pass the next live bar's.
    const barMs = this.bars.historyBarMs ?? 60_000;
    const series = await this.history(fromMs, untilMs - barMs + 1);
    warmUp(p, state, series, barMs - 1);
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

  async summary(userId: string): Promise<TPanelSummary> {
    const snap = await this.snapshot(userId);
    const stored = snap.state ?? createEngineState(snap.params);
    const state = { ...stored };
    // Between bars the panel still sees the market move: value the account at the current price.
    const tick = await this.feed.latest();
    if (tick.priceUsd > 0) state.lastPx = tick.priceUsd;
    // Why no trade: from the state of the last bar, at the close of the bar being built.
    const liveBar = liveBarAt(this.barMs, tick.tsMs);
    return {
      ...walletSummary(snap.params, state, userId, snap.recent),
      liveBar,
      whyNoTrade: whyNoTrade(snap.params, stored, { tsMs: liveBar.nextCloseMs, barMs: liveBar.barMs }),
    };
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

  /**
   * One operator write: the in-process lock, then the account row and the advisory lock. `audit`
   * (an operator's write to an account not their own) runs in its transaction.
   */
  private write(
    userId: string,
    change: (s: TEngineState, config: TTradingConfig, p: TEngineParams) => TOrder[] | Promise<TOrder[]>,
    opts: { create?: boolean; audit?: StateAudit | undefined } = {},
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
        { writeLock: true, audit: opts.audit },
      );
      this.invalidate(userId);
      return result!;
    });
  }

  /** Deposit at the server's current price: half USDC, half BTC (spec §9). */
  async deposit(userId: string, amountUsd: number, audit?: StateAudit): Promise<TPanelSummary> {
    const px = await this.price();
    if (!(px > 0)) throw new AppError('VALIDATION', 'Kein Mid-Preis verfügbar.', { field: 'mid' });
    await this.write(
      userId,
      (s) => {
        deposit(s, amountUsd, px);
        s.lastPx = px;
        return [];
      },
      { create: true, audit },
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

  async clear(userId: string, audit?: StateAudit): Promise<void> {
    await this.write(
      userId,
      (s) => {
        clearDeposit(s);
        return [];
      },
      { audit },
    );
  }

  async toggles(
    userId: string,
    tradingOn: boolean,
    enabled: Partial<Record<TStrategyName, boolean>>,
    audit?: StateAudit,
  ): Promise<TPanelSummary> {
    await this.write(
      userId,
      (s) => {
        applyToggles(s, tradingOn, enabled);
        return [];
      },
      { create: true, audit },
    );
    return this.summary(userId);
  }

  async liquidate(
    userId: string,
    strategy: string,
    percent: number,
    audit?: StateAudit,
  ): Promise<{ orders: number }> {
    if (!(STRATEGY_NAMES as readonly string[]).includes(strategy))
      throw new AppError('NOT_FOUND', `No strategy '${strategy}'.`, { field: 'strategy' });
    const { priceUsd: px, tsMs } = await this.feed.latest();
    const result = await this.write(
      userId,
      (s, _c, p) => {
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
      },
      { audit },
    );
    return { orders: result.orders.length };
  }

  /** Saves the quotas into the user's own config layer. */
  async writeAllocations(req: TAllocationsWrite, audit?: ConfigAudit): Promise<TAllocations> {
    await this.locks.run(req.userId, async () => {
      const stored = (await this.store.configs([req.userId])).get(req.userId) ?? {};
      const next: Record<string, unknown> = { ...stored, quota: req.quota };
      for (const s of req.strategies) next[STRATEGY_QUOTA_FIELD[s.strategy]] = s.quota;
      await this.store.putConfig(req.userId, normaliseConfigInput(next), audit);
      this.invalidate(req.userId);
    });
    return this.allocations(req.userId);
  }

  async config(userId: string): Promise<TTradingConfigInput | null> {
    return (await this.store.configs([userId])).get(userId) ?? null;
  }

  /** Saves a config layer and applies it to the account's live state (tradingOn, indicator periods). */
  async putConfig(
    userId: string,
    input: Record<string, unknown>,
    audit?: ConfigAudit,
  ): Promise<TTradingConfigInput> {
    const config = normaliseConfigInput(input);
    await this.locks.run(userId, () => this.store.putConfig(userId, config, audit));
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
