import { describe, expect, it } from 'vitest';
import { ZTradingConfig, type TTradingConfigInput } from '@avatara/contracts';
import { advance } from './engine';
import { compileParams } from './compile-params';
import { enter, exit, feeBudgetLeftUsd, type TOrder } from './portfolio';
import { R } from './reasons';
import { createEngineState, deposit, YEAR_MS, type TEngineState } from './state';

const T0 = 1_700_000_000_000;

/** A funded account (10,000 USD at 30,000) after one bar at 30,000 with the given volume. */
function account(
  cfg: TTradingConfigInput = {},
  volumeBtc = NaN,
): { s: TEngineState; p: ReturnType<typeof compileParams>; orders: TOrder[] } {
  const config = ZTradingConfig.parse({ trendFilterMs: 0, maxFeesPctPerYear: 0, ...cfg });
  const p = compileParams(config);
  const s = createEngineState(p);
  s.strategies.forEach((st) => (st.enabled = false));
  deposit(s, 10_000, 30_000);
  advance(p, s, T0, 30_150, 29_850, 30_000, null, volumeBtc);
  return { s, p, orders: [] };
}
const sink = (orders: TOrder[]) => (o: TOrder) => orders.push(o);

describe('enter / exit fills', () => {
  it('buys at the close plus half the spread and the slippage, sells at the close minus them', () => {
    const a = account({ fillSpreadPct: 0.001, fillSlippagePct: 0.0002, fillSlippageAtrShare: 0 });
    expect(a.s.fillCostFrac).toBeCloseTo(0.0007, 12);
    enter(a.s, a.p, 3, 1, 30_000, 1_000, 5_000, T0, R.ENTRY, sink(a.orders));
    exit(a.s, a.p, 3, 1, 30_000, 1, T0 + 1, R.EXIT_SIGNAL, sink(a.orders));
    const [buy, sell] = a.orders;
    expect(buy!.priceUsd).toBeCloseTo(30_000 * 1.0007, 9);
    expect(sell!.priceUsd).toBeCloseTo(30_000 * 0.9993, 9);
    expect(buy!.slipUsd).toBeCloseTo(buy!.qtyBtc * 30_000 * 0.0007, 9);
    // A round trip at an unchanged close loses exactly the fees and the fill costs.
    expect(sell!.pnlUsd).toBeCloseTo(-(buy!.feeUsd + sell!.feeUsd + buy!.slipUsd + sell!.slipUsd), 9);
    expect(a.s.slippageUsd).toBeCloseTo(buy!.slipUsd + sell!.slipUsd, 9);
  });

  it('adds fillSlippageAtrShare × ATR / close of slippage (the bar range before ATR is warm)', () => {
    const a = account({ fillSpreadPct: 0, fillSlippagePct: 0, fillSlippageAtrShare: 0.1 });
    expect(a.s.fillCostFrac).toBeCloseTo(0.1 * (300 / 30_000), 12);
  });

  it('fills at most fillMaxVolumeSharePct of the bar volume; the rest of an exit waits for the next bar', () => {
    const a = account({ fillMaxVolumeSharePct: 0.05, minTrade_minTradeBtc: 0 }, 0.4); // 0.02 BTC this bar
    const usd = enter(a.s, a.p, 3, 1, 30_000, 3_000, 5_000, T0, R.ENTRY, sink(a.orders));
    expect(a.orders[0]!.qtyBtc).toBeCloseTo(0.02, 12);
    expect(usd).toBeCloseTo(0.02 * a.orders[0]!.priceUsd, 9);
    expect(enter(a.s, a.p, 5, 1, 30_000, 3_000, 5_000, T0, R.ENTRY, sink(a.orders))).toBe(0);
    expect(a.s.lastRefusal).toBe(R.NO_VOLUME);
    advance(a.p, a.s, T0 + 60_000, 30_000, 30_000, 30_000, null, 0.2); // 0.01 BTC next bar
    exit(a.s, a.p, 3, 1, 30_000, 1, T0 + 60_000, R.EXIT_SIGNAL, sink(a.orders));
    expect(a.orders[1]).toMatchObject({ kind: 'REDUCE' });
    expect(a.orders[1]!.qtyBtc).toBeCloseTo(0.01, 12);
    expect(a.s.strategies[3]!.qtyBtc).toBeCloseTo(0.01, 12);
  });

  it('does not cap a live tick without volume, nor a manual liquidation', () => {
    const a = account({ fillMaxVolumeSharePct: 0.05 });
    expect(a.s.barVolumeLeftBtc).toBe(Infinity);
    expect(enter(a.s, a.p, 3, 1, 30_000, 3_000, 5_000, T0, R.ENTRY, sink(a.orders))).toBeCloseTo(3_000, 9);
    advance(a.p, a.s, T0 + 60_000, 30_000, 30_000, 30_000, null, 0);
    expect(a.s.barVolumeLeftBtc).toBe(0);
    exit(a.s, a.p, 3, 1, 30_000, 1, T0 + 60_000, R.MANUAL, sink(a.orders), true);
    expect(a.orders[1]).toMatchObject({ kind: 'LIQUIDATE' });
    expect(a.s.strategies[3]!.qtyBtc).toBe(0);
  });
});

describe('feeBudgetLeftUsd', () => {
  it("skips an entry whose fee and exit fee are not in the strategy's budget (never a stub position) and refills at the yearly rate", () => {
    // MR long holds 0.1 / 0.4 of the quotas: 1 % × 10,000 × 0.25 = 25 USD a year, bucket ≥ one round trip of 1,000 USD.
    const a = account({
      maxFeesPctPerYear: 0.01,
      feeRate: 0.001,
      dca_Long_quota: 0.1,
      dca_Short_quota: 0,
      Grid_quota: 0.1,
      MeanReversion_Long_quota: 0.1,
      MeanReversion_Short_quota: 0,
      TrendFollow_Long_quota: 0.1,
      TrendFollow_Short_quota: 0,
    });
    expect(a.p.strategies[3]!.feeBudgetShare).toBeCloseTo(0.25, 12);
    const full = feeBudgetLeftUsd(a.s, a.p, 3, 30_000, T0);
    expect(full).toBeCloseTo(Math.max(25 / 12, 2 * 0.001 * 10_000 * 0.1), 9);
    expect(enter(a.s, a.p, 3, 1, 30_000, 1_000, 5_000, T0, R.ENTRY, sink(a.orders))).toBeGreaterThan(0);
    exit(a.s, a.p, 3, 1, 30_000, 1, T0, R.EXIT_SIGNAL, sink(a.orders));
    expect(enter(a.s, a.p, 3, 1, 30_000, 1_000, 5_000, T0, R.ENTRY, sink(a.orders))).toBe(0);
    expect(a.s.lastRefusal).toBe(R.FEE_BUDGET);
    expect(a.orders).toHaveLength(2);
    const later = T0 + YEAR_MS / 12;
    expect(feeBudgetLeftUsd(a.s, a.p, 3, 30_000, later)).toBeCloseTo(full, 6); // refilled, capped at the bucket size
  });

  it('keeps a churning strategy within the yearly rate (plus one bucket) over a year', () => {
    const a = account({ maxFeesPctPerYear: 0.01, feeRate: 0.001 });
    let ts = T0;
    for (let i = 0; i < 20_000; i++) {
      ts += YEAR_MS / 20_000;
      if (enter(a.s, a.p, 3, 1, 30_000, 200, 5_000, ts, R.ENTRY, null) > 0)
        exit(a.s, a.p, 3, 1, 30_000, 1, ts, R.EXIT_SIGNAL, null);
    }
    const st = a.s.strategies[3]!;
    const yearly = 0.01 * 10_000 * a.p.strategies[3]!.feeBudgetShare;
    expect(st.feesUsd).toBeGreaterThan(0.9 * yearly);
    expect(st.feesUsd).toBeLessThanOrEqual(
      yearly + 2 * 0.001 * 10_000 * a.p.strategies[3]!.allocShare + 1e-9,
    );
  });
});

describe('trade statistics', () => {
  it('count every closing fill, partial sells included: wins have PnL > 0, the rest are losses', () => {
    const a = account({ fillSpreadPct: 0, fillSlippageAtrShare: 0, feeRate: 0 });
    enter(a.s, a.p, 2, 1, 30_000, 3_000, 5_000, T0, R.GRID_BUY, null);
    exit(a.s, a.p, 2, 1, 33_000, 0.5, T0 + 1, R.GRID_SELL, null); // +150
    exit(a.s, a.p, 2, 1, 27_000, 0.5, T0 + 2, R.GRID_SELL, null); // −75, deal still open
    const st = a.s.strategies[2]!;
    expect([st.wins, st.losses, st.exits]).toEqual([1, 1, 0]);
    expect(st.grossWinUsd).toBeCloseTo(150, 9);
    expect(st.grossLossUsd).toBeCloseTo(75, 9);
    expect(st.grossWinUsd - st.grossLossUsd).toBeCloseTo(st.realizedPnlUsd, 9);
  });
});
