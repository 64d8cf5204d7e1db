import { STRATEGY_NAMES } from '@avatara/contracts';
import { ALL_STRATEGIES_SIZED } from '@avatara/trading';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { databaseCases } from '../db/testing';
import { AppError } from '../errors';
import type { PriceFeed, PriceTick } from '../market/feed';
import { TradingService, warmUpInterval } from './service';
import { TradingStore } from './store';

/**
 * A seeded range-bound market: swings of about ±4 % around a flat mean with noise, ending in a
 * dip, so grid and mean-reversion strategies trade and a long deal is open at the end.
 */
function walk(n: number, seed = 7, mid = 60_000): number[] {
  let x = seed;
  const rnd = () => (x = (x * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
  const out: number[] = [];
  for (let i = 0; i < n; i++) {
    const swing = 0.04 * Math.sin((2 * Math.PI * i) / 150) + 0.015 * Math.sin((2 * Math.PI * i) / 37);
    out.push(mid * (1 + swing + (rnd() - 0.5) * 0.004));
  }
  return out;
}

/** The price the panel sees: whatever the test sets. */
class SetFeed implements PriceFeed {
  tick: PriceTick = { tsMs: Date.UTC(2026, 0, 1), priceUsd: 60_000 };
  async latest(): Promise<PriceTick> {
    return this.tick;
  }
}

const T0 = Date.UTC(2026, 0, 1);
const MINUTE = 60_000;

describe.each(databaseCases)('trading service [$name]', (dbCase) => {
  let handle: DatabaseHandle | undefined;
  let svc: TradingService;
  let store: TradingStore;
  const feed = new SetFeed();
  // Minutes of a made-up market, not months: no 200-day trend filter, no yearly fee budget; every
  // strategy on at its size (the defaults switch six of them off, docs/strategies.md "Default sizes").
  const SYSTEM_CONFIG = { ...ALL_STRATEGIES_SIZED, trendFilterMs: 0, maxFeesPctPerYear: 0 };
  // Every test trades its own account, so the tests hold in any order.
  let accounts = 0;
  const account = (name: string) => `${name}-${++accounts}`;

  beforeAll(async () => {
    if (!(await dbCase.available())) return;
    handle = await dbCase.open();
    store = new TradingStore(handle.db);
    svc = new TradingService(store, feed);
    await svc.putConfig('system', SYSTEM_CONFIG);
  });
  afterAll(() => handle?.close());

  async function run(userId: string, prices: number[], from = 0) {
    let orders = 0;
    for (let i = 0; i < prices.length; i++) {
      const px = prices[i]!;
      orders += (
        await svc.tick(userId, {
          tsMs: T0 + (from + i) * MINUTE,
          high: px * 1.001,
          low: px * 0.999,
          close: px,
        })
      ).length;
    }
    return orders;
  }

  /** 10,000 $ deposited at 50,000 $ (half of it bought as BTC), nothing traded yet. */
  async function deposited(name: string) {
    const userId = account(name);
    feed.tick = { tsMs: T0, priceUsd: 50_000 };
    const summary = await svc.deposit(userId, 10_000);
    return { userId, summary };
  }

  /** A deposited account after 1,200 minutes of the range-bound market: trades made, a deal open. */
  async function traded(name: string) {
    const { userId } = await deposited(name);
    const prices = walk(1_200);
    const orders = await run(userId, prices);
    return { userId, prices, orders };
  }

  it('deposits at the server price and answers every field of the wallet summary', async (ctx) => {
    if (!handle) return ctx.skip();
    const { userId, summary: s } = await deposited('alice');
    expect(s.usdc).toBe(5_000);
    expect(s.btc).toBeCloseTo(0.1, 12);
    expect(s.total).toBeCloseTo(10_000, 6);
    for (const f of [
      'mid',
      'px',
      'lastActualPrice',
      'total',
      'nav',
      'usdc',
      'btc',
      'realizedPnl',
      'unrealizedPnl',
      'totalPnl',
      'tradingOn',
      'situation',
      'userId',
      'decisionStrategies',
      'openDeals',
      'recentTrades',
    ]) {
      expect(s, f).toHaveProperty(f);
    }
    expect(s.userId).toBe(userId);
    expect(s.decisionStrategies.map((d) => d.strategyName)).toEqual([...STRATEGY_NAMES]);
  });

  it('says per strategy why it makes no trade at the next bar, and when that bar closes (hourly by default)', async (ctx) => {
    if (!handle) return ctx.skip();
    const { userId } = await deposited('why');
    feed.tick = { tsMs: T0 + 90 * MINUTE + 5_000, priceUsd: 50_000 };
    const HOUR = 3_600_000;
    const first = await svc.summary(userId);
    expect(first.liveBar).toEqual({
      barMs: HOUR,
      nextCloseMs: T0 + 2 * HOUR - 1,
      validatedBarMs: HOUR,
      fast: false,
    });
    expect(first.whyNoTrade.map((w) => w.strategy)).toEqual([...STRATEGY_NAMES]);
    const trend = () =>
      svc.summary(userId).then((x) => x.whyNoTrade.find((w) => w.strategy === 'TREND_FOLLOW_LONG')!);
    expect((await trend()).code).toBe('NOT_WARM'); // no bar yet
    await run(userId, walk(60));
    // 60 bars of the 720 its slow EMA needs: ready 660 bars after the last, at the live bar length.
    expect(await trend()).toMatchObject({ code: 'NOT_WARM', untilMs: T0 + 59 * MINUTE + 660 * HOUR });
    await svc.toggles(userId, false, {});
    const off = await svc.summary(userId);
    expect(new Set(off.whyNoTrade.map((w) => w.code))).toEqual(new Set(['TRADING_OFF']));
    // Demo bars: a service on one-second bars says so.
    const demo = new TradingService(store, feed, undefined, { barMs: 1_000 });
    expect((await demo.summary(userId)).liveBar).toMatchObject({ barMs: 1_000, fast: true });
  });

  it('trades bars through the engine and stores every order with the state, once', async (ctx) => {
    if (!handle) return ctx.skip();
    const { userId, prices, orders } = await traded('alice');
    expect(orders).toBeGreaterThan(0);
    expect(await store.tradeCount(userId)).toBe(orders);
    // The same bars again (a restart replaying what it already did) change nothing.
    expect(await run(userId, prices.slice(-50), prices.length - 50)).toBe(0);
    expect(await store.tradeCount(userId)).toBe(orders);
    // The stored trades explain the balances exactly: nothing lost, nothing doubled.
    const acc = (await store.account(userId))!;
    const trades = await store.trades(userId, 100_000);
    let usdc = 5_000;
    for (const t of trades) usdc += t.action === 'SELL' ? t.valueUsd - t.feeUsd : -(t.valueUsd + t.feeUsd);
    expect(acc.state.usdc).toBeCloseTo(usdc, 6);
    const summary = await svc.summary(userId);
    expect(summary.recentTrades).toHaveLength(Math.min(20, orders));
    expect(summary.recentTrades[0]!.ts).toBe(trades[0]!.tsMs);
  });

  it('answers 423 to a second write for the same account while one runs', async (ctx) => {
    if (!handle) return ctx.skip();
    const { userId } = await deposited('alice');
    const first = svc.toggles(userId, true, { GRID_VOL_ADAPTIVE: false });
    const second = svc.toggles(userId, true, { GRID_VOL_ADAPTIVE: true });
    await expect(second).rejects.toMatchObject({ code: 'LOCKED' });
    const s = await first;
    expect(s.decisionStrategies.find((d) => d.strategyName === 'GRID_VOL_ADAPTIVE')!.enabled).toBe(false);
    // Another account is not held up.
    const bob = account('bob');
    await expect(svc.toggles(bob, true, {})).resolves.toMatchObject({ userId: bob });
  });

  it('liquidates an open deal at the current price and books a LIQUIDATE trade; 404 without a deal', async (ctx) => {
    if (!handle) return ctx.skip();
    const { userId } = await traded('alice');
    const open = (await svc.summary(userId)).openDeals;
    expect(open.length).toBeGreaterThan(0);
    const deal = open[0]!;
    feed.tick = { tsMs: T0 + 4000 * MINUTE, priceUsd: deal.avgEntry };
    await svc.liquidate(userId, deal.strategy, 100);
    const after = await svc.summary(userId);
    expect(after.openDeals.find((d) => d.strategy === deal.strategy)).toBeUndefined();
    expect((await store.trades(userId, 1))[0]!.kind).toBe('LIQUIDATE');
    await expect(svc.liquidate(userId, deal.strategy, 100)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(svc.liquidate(account('nobody'), deal.strategy, 100)).rejects.toBeInstanceOf(AppError);
  });

  it('layers configs: defaults ← system ← the user; allocations write the user layer', async (ctx) => {
    if (!handle) return ctx.skip();
    const alice = account('alice');
    try {
      await svc.putConfig('system', { ...SYSTEM_CONFIG, feeRate: 0.002, Grid_steps: 20 });
      await svc.putConfig(alice, { Grid_steps: 8, feeRate: null });
      const c = await svc.effectiveConfig(alice);
      expect(c.feeRate).toBe(0.002);
      expect(c.Grid_steps).toBe(8);
      expect(await svc.config(account('carol'))).toBeNull();
      const a = await svc.writeAllocations({
        userId: alice,
        quota: 0.5,
        strategies: [{ strategy: 'GRID_VOL_ADAPTIVE', quota: 0.3 }],
      });
      expect(a.quota).toBe(0.5);
      expect(a.portfolioQuotaPct100).toBe(50);
      expect(a.strategies.find((s) => s.strategy === 'GRID_VOL_ADAPTIVE')!.quota).toBe(0.3);
      expect((await svc.config(alice))!.Grid_steps).toBe(8);
      await expect(svc.putConfig(alice, { Grid_steps: -1 })).rejects.toMatchObject({
        code: 'VALIDATION',
        field: 'Grid_steps',
      });
    } finally {
      // The system layer is shared by every account: the other tests trade on the one set above.
      await svc.putConfig('system', SYSTEM_CONFIG);
    }
  });

  it('clears the deposit: no funds, no deals, trades kept', async (ctx) => {
    if (!handle) return ctx.skip();
    const { userId, orders } = await traded('alice');
    expect(orders).toBeGreaterThan(0);
    await svc.clear(userId);
    const s = await svc.summary(userId);
    expect([s.usdc, s.btc, s.openDeals.length]).toEqual([0, 0, 0]);
    expect(await store.tradeCount(userId)).toBe(orders);
  });
});

describe('warmUpInterval', () => {
  it('warms up on candles as long as the live bars where the store has them, else on minutes', () => {
    expect(warmUpInterval(3_600_000)).toBe('1h');
    expect(warmUpInterval(7_200_000)).toBe('1h');
    expect(warmUpInterval(900_000)).toBe('15m');
    expect(warmUpInterval(60_000)).toBe('1m');
    expect(warmUpInterval(1_000)).toBe('1m');
  });
});
