import { describe, expect, it } from 'vitest';
import { DEFAULT_TRADING_CONFIG, ZTradingConfig } from '@avatara/contracts';
import { liquidateDeal, applyToggles, applyParams, warmUp } from './actions';
import { compileParams } from './compile-params';
import { marketDecision, openDeals, walletSummary, toRecentTrade } from './reports';
import { clearDeposit, createEngineState, deposit, deserializeState, navUsd, serializeState } from './state';
import { randomWalk, seriesFromCloses } from './testing/synth';
import { runAll, setup, SHORT_SERIES_CONFIG as F } from './testing/run';

const p = compileParams(DEFAULT_TRADING_CONFIG);

describe('deposit', () => {
  it('books 10,000 USD as 5,000 USDC and 5,000 USD of BTC at the mid price', () => {
    const s = createEngineState(p);
    deposit(s, 10_000, 80_000);
    expect(s.usdc).toBe(5_000);
    expect(s.btc).toBe(0.0625);
    expect(navUsd(s, 80_000)).toBe(10_000);
  });
  it("refuses a missing mid price with the spec's message", () => {
    expect(() => deposit(createEngineState(p), 10_000, 0)).toThrow('Kein Mid-Preis verfügbar.');
  });
});

describe('clearDeposit', () => {
  it('empties balances and deals', () => {
    const series = seriesFromCloses(randomWalk(4, 300, 30_000, 0.01));
    const r = runAll(series, setup(series, F));
    clearDeposit(r.s);
    expect([r.s.usdc, r.s.btc, ...r.s.strategies.map((x) => x.qtyBtc)].every((x) => x === 0)).toBe(true);
  });
});

describe('liquidateDeal', () => {
  it('closes 100 % of a deal at the given price (less half the spread and the slippage) and books the PnL, fees included', () => {
    const series = seriesFromCloses(randomWalk(4, 300, 30_000, 0.01));
    const r = runAll(series, setup(series, { ...F, dca_Long_entryRsi: 100 }, ['COST_AVERAGE_LONG']));
    const st = r.s.strategies[0]!;
    expect(st.qtyBtc).toBeGreaterThan(0);
    const before = { usdc: r.s.usdc, realized: st.realizedPnlUsd, qty: st.qtyBtc, cost: st.costUsd };
    const orders = liquidateDeal(r.p, r.s, 'COST_AVERAGE_LONG', 100, 31_000, r.s.tsMs + 1);
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ action: 'SELL', kind: 'LIQUIDATE' });
    expect(st.qtyBtc).toBe(0);
    expect(orders[0]!.priceUsd).toBeCloseTo(31_000 * (1 - r.s.fillCostFrac), 9);
    expect(r.s.fillCostFrac).toBeGreaterThan(0);
    const proceeds = before.qty * 31_000 * (1 - r.s.fillCostFrac) * (1 - r.p.feePct);
    expect(r.s.usdc - before.usdc).toBeCloseTo(proceeds, 6);
    expect(st.realizedPnlUsd - before.realized).toBeCloseTo(proceeds - before.cost, 6);
  });
  it('closes half of a deal with percent 50 and does nothing without a deal', () => {
    const series = seriesFromCloses(randomWalk(4, 300, 30_000, 0.01));
    const r = runAll(series, setup(series, { ...F, dca_Long_entryRsi: 100 }, ['COST_AVERAGE_LONG']));
    const qty = r.s.strategies[0]!.qtyBtc;
    expect(qty).toBeGreaterThan(0);
    liquidateDeal(r.p, r.s, 'COST_AVERAGE_LONG', 50, 30_000, r.s.tsMs + 1);
    expect(r.s.strategies[0]!.qtyBtc).toBeCloseTo(qty / 2, 12);
    expect(liquidateDeal(r.p, r.s, 'TREND_FOLLOW_SHORT', 100, 30_000, r.s.tsMs + 1)).toEqual([]);
  });
});

describe('applyToggles', () => {
  it('switches trading and single strategies', () => {
    const s = createEngineState(p);
    applyToggles(s, false, { GRID_VOL_ADAPTIVE: false });
    expect(s.tradingOn).toBe(false);
    // The 8th slot, the benchmark crossover, starts off and has no toggle.
    expect(s.strategies.map((x) => x.enabled)).toEqual([true, true, false, true, true, true, true, false]);
  });
});

describe('applyParams', () => {
  it('restarts the indicators only when a period changed', () => {
    const series = seriesFromCloses(randomWalk(4, 100));
    const r = runAll(series, setup(series, F));
    applyParams(r.s, compileParams(DEFAULT_TRADING_CONFIG));
    expect(r.s.ind.bars).toBe(100);
    applyParams(r.s, compileParams(ZTradingConfig.parse({ signalsRsiPeriod: 7 })));
    expect(r.s.ind.bars).toBe(0);
  });
});

describe('marketDecision', () => {
  it('is null before the first bar (the server answers 204)', () => {
    expect(marketDecision(createEngineState(p))).toBeNull();
  });
  it('gives fractions for volPctNonAi, trendUp and emaSpreadPct', () => {
    const series = seriesFromCloses(randomWalk(4, 300));
    const d = marketDecision(runAll(series, setup(series, F)).s)!;
    expect(d.volPctNonAi).toBeCloseTo(d.atr14NonAi / d.priceNonAi, 12);
    expect(d.trendUp).toBeGreaterThanOrEqual(0);
    expect(d.trendUp).toBeLessThanOrEqual(1);
    expect(d.emaSpreadPct).toBeCloseTo((d.emaShort - d.emaLong) / d.emaLong, 12);
    expect(d.situations[0]).toBe(d.situation);
  });
});

describe('walletSummary', () => {
  it('adds up: total = usdc + btc × px, totalPnl = realized + unrealized, 7 decisions', () => {
    const series = seriesFromCloses(randomWalk(4, 500, 30_000, 0.01));
    const r = runAll(series, setup(series, F));
    const w = walletSummary(r.p, r.s, 'defaultUser', r.orders.slice(-5).reverse().map(toRecentTrade));
    expect(w.total).toBeCloseTo(w.usdc + w.btc * w.px, 9);
    expect(w.totalPnl).toBeCloseTo(w.realizedPnl + w.unrealizedPnl, 9);
    expect(w.decisionStrategies).toHaveLength(7);
    expect(w.recentTrades).toHaveLength(5);
    expect(w.openDeals).toEqual(openDeals(r.p, r.s));
    expect(w.tradingOn).toBe(1);
    expect(p.strategies).toHaveLength(8); // the 7 and the benchmark crossover, which reports no decision
  });
});

describe('serializeState', () => {
  it('round-trips a running state through JSON, NaN and -Infinity included', () => {
    const series = seriesFromCloses(randomWalk(4, 300, 30_000, 0.01));
    const r = runAll(series, setup(series, F));
    expect(deserializeState(serializeState(r.s))).toEqual(r.s);
    const fresh = createEngineState(p);
    expect(deserializeState(serializeState(fresh))).toEqual(fresh);
  });
});

describe('warmUp', () => {
  it('feeds history into the indicators without placing orders and keeps tradingOn', () => {
    const series = seriesFromCloses(randomWalk(4, 300, 30_000, 0.01));
    const s = createEngineState(p);
    deposit(s, 10_000, 30_000);
    warmUp(p, s, series);
    expect(s.ind.bars).toBe(300);
    expect(s.strategies.every((x) => x.qtyBtc === 0)).toBe(true);
    expect(s.tradingOn).toBe(true);
  });
});
