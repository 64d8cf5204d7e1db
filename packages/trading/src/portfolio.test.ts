import { describe, expect, it } from 'vitest';
import { ZTradingConfig, type TTradingConfigInput } from '@avatara/contracts';
import { advance } from './engine';
import { compileParams } from './compile-params';
import { enter, exit, feeBudgetLeftUsd, type TOrder } from './portfolio';
import { R } from './reasons';
import { createEngineState, deposit, YEAR_MS, type TEngineState } from './state';
import { SIZED_QUOTAS } from './testing/run';

const T0 = 1_700_000_000_000;

/** A funded account (10,000 USD at 30,000) after one bar at 30,000 with the given volume. */
function account(
  cfg: TTradingConfigInput = {},
  volumeBtc = NaN,
): { s: TEngineState; p: ReturnType<typeof compileParams>; orders: TOrder[] } {
  const config = ZTradingConfig.parse({ ...SIZED_QUOTAS, trendFilterMs: 0, maxFeesPctPerYear: 0, ...cfg });
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

  it("leaves the bar's volume that deals due to close need: entries and other exits trade only the rest, a stop-loss uses it", () => {
    const a = account(
      { fillMaxVolumeSharePct: 0.05, minTrade_minTradeBtc: 0, minTrade_minTradeUsdc: 0 },
      0.8,
    );
    enter(a.s, a.p, 3, 1, 30_000, 300, 5_000, T0, R.ENTRY, sink(a.orders)); // ~0.01 BTC
    enter(a.s, a.p, 5, 1, 30_000, 300, 5_000, T0, R.ENTRY, sink(a.orders));
    advance(a.p, a.s, T0 + 60_000, 30_000, 30_000, 30_000, null, 0.8); // 0.04 BTC this bar
    a.p.scratch.bar.exitReserveBtc = 0.03; // as if deals of 0.03 BTC were due
    enter(a.s, a.p, 4, -1, 30_000, 3_000, 5_000, T0 + 60_000, R.ENTRY, sink(a.orders));
    expect(a.orders[2]!.qtyBtc).toBeCloseTo(0.01, 12); // 0.04 − 0.03
    expect(enter(a.s, a.p, 6, 1, 30_000, 300, 5_000, T0 + 60_000, R.ENTRY, null)).toBe(0);
    expect(a.s.lastRefusal).toBe(R.NO_VOLUME);
    const before = a.orders.length;
    exit(a.s, a.p, 5, 1, 30_000, 1, T0 + 60_000, R.EXIT_SIGNAL, sink(a.orders)); // leaves the reserve
    expect(a.orders.length).toBe(before);
    exit(a.s, a.p, 3, 1, 30_000, 1, T0 + 60_000, R.STOP_LOSS, sink(a.orders)); // uses it
    expect(a.s.strategies[3]!.qtyBtc).toBe(0);
    expect(a.s.barVolumeLeftBtc).toBeCloseTo(0.03 - a.orders[before]!.qtyBtc, 12);
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

describe('fill prices within the bar', () => {
  // One hand-written bar: low 29,900, close 30,000, high 30,010; spread 0.1 % (half: 0.05 %), no slippage.
  const bar = (cfg: TTradingConfigInput = {}) => {
    const config = ZTradingConfig.parse({
      trendFilterMs: 0,
      maxFeesPctPerYear: 0,
      fillSpreadPct: 0.001,
      fillSlippagePct: 0,
      fillSlippageAtrShare: 0,
      ...cfg,
    });
    const p = compileParams(config);
    const s = createEngineState(p);
    s.strategies.forEach((st) => (st.enabled = false));
    deposit(s, 10_000, 30_000);
    advance(p, s, T0, 30_010, 29_900, 30_000, null);
    return { p, s, orders: [] as TOrder[] };
  };

  it('caps a buy at the high: 30,000 × 1.0005 = 30,015 would lie above 30,010', () => {
    const a = bar();
    expect(a.s.fillCostFrac).toBeCloseTo(0.0005, 12);
    enter(a.s, a.p, 3, 1, 30_000, 1_000, 5_000, T0, R.ENTRY, sink(a.orders));
    expect(a.orders[0]!.priceUsd).toBeCloseTo(30_010, 9);
    // Slippage paid = qty × (fill − close) = qty × 10.
    expect(a.orders[0]!.slipUsd).toBeCloseTo(a.orders[0]!.qtyBtc * 10, 9);
  });

  it('leaves a sell that stays above the low as it is: 30,000 × 0.9995 = 29,985 ≥ 29,900', () => {
    const a = bar();
    enter(a.s, a.p, 3, 1, 30_000, 1_000, 5_000, T0, R.ENTRY, sink(a.orders));
    exit(a.s, a.p, 3, 1, 30_000, 1, T0, R.EXIT_SIGNAL, sink(a.orders));
    expect(a.orders[1]!.priceUsd).toBeCloseTo(29_985, 9);
  });

  it('fills at the close when the close is the extreme (a tick: high = low = close)', () => {
    const a = bar();
    advance(a.p, a.s, T0 + 1, 30_000, 30_000, 30_000, null);
    enter(a.s, a.p, 3, 1, 30_000, 1_000, 5_000, T0 + 1, R.ENTRY, sink(a.orders));
    exit(a.s, a.p, 3, 1, 30_000, 1, T0 + 1, R.EXIT_SIGNAL, sink(a.orders));
    expect(a.orders.map((o) => o.priceUsd)).toEqual([30_000, 30_000]);
    expect(a.s.slippageUsd).toBe(0);
  });

  it('caps a short entry (a sell) at the low and its buy-back at the high', () => {
    // Spread 1 %: a sell at 30,000 × 0.995 = 29,850 lies below the low 29,900.
    const a = bar({ fillSpreadPct: 0.01 });
    enter(a.s, a.p, 6, -1, 30_000, 1_000, 5_000, T0, R.ENTRY, sink(a.orders));
    exit(a.s, a.p, 6, -1, 30_000, 1, T0, R.EXIT_SIGNAL, sink(a.orders));
    expect(a.orders.map((o) => [o.action, o.priceUsd])).toEqual([
      ['SELL', 29_900],
      ['BUY', 30_010],
    ]);
  });

  it('charges a manual liquidation between bars the whole uncapped cost', () => {
    const a = bar();
    enter(a.s, a.p, 3, 1, 30_000, 1_000, 5_000, T0, R.ENTRY, sink(a.orders));
    exit(a.s, a.p, 3, 1, 31_000, 1, T0 + 5, R.MANUAL, sink(a.orders), true);
    expect(a.orders[1]!.priceUsd).toBeCloseTo(31_000 * 0.9995, 9);
  });
});

describe('deal statistics', () => {
  it('sum a deal from its entry to its full exit, partial fills included, net of fees', () => {
    // Fee 0.1 %, no spread or slippage. Hand-computed:
    // deal 1: buy 0.1 BTC at 30,000 (cost 3,000 + fee 3 = 3,003); sell half at 31,000:
    //   1,550 − 1.55 − 1,501.5 = +46.95; sell the rest at 29,000: 1,450 − 1.45 − 1,501.5 = −52.95;
    //   the deal: −6.00, a loss (although one of its two fills won).
    // deal 2: buy 0.1 BTC at 30,000 (3,003); sell all at 30,600: 3,060 − 3.06 − 3,003 = +53.94, a win.
    const a = account({ fillSpreadPct: 0, fillSlippageAtrShare: 0, feeRate: 0.001 });
    enter(a.s, a.p, 2, 1, 30_000, 3_000, 5_000, T0, R.GRID_BUY, sink(a.orders));
    exit(a.s, a.p, 2, 1, 31_000, 0.5, T0 + 1, R.GRID_SELL, sink(a.orders));
    const st = a.s.strategies[2]!;
    expect(st.dealPnlUsd).toBeCloseTo(46.95, 9);
    expect([st.dealWins, st.dealLosses]).toEqual([0, 0]);
    exit(a.s, a.p, 2, 1, 29_000, 1, T0 + 2, R.GRID_SELL, sink(a.orders));
    enter(a.s, a.p, 2, 1, 30_000, 3_000, 5_000, T0 + 3, R.GRID_BUY, sink(a.orders));
    exit(a.s, a.p, 2, 1, 30_600, 1, T0 + 4, R.GRID_SELL, sink(a.orders));
    expect(a.orders.map((o) => o.kind)).toEqual(['OPEN', 'REDUCE', 'CLOSE', 'OPEN', 'CLOSE']);
    expect(a.orders.map((o) => Math.round(o.pnlUsd * 100) / 100)).toEqual([0, 46.95, -52.95, 0, 53.94]);
    expect([st.dealWins, st.dealLosses, st.exits]).toEqual([1, 1, 2]);
    expect(st.dealGrossWinUsd).toBeCloseTo(53.94, 9);
    expect(st.dealGrossLossUsd).toBeCloseTo(6, 9);
    expect(st.dealPnlUsd).toBe(0);
    // The fill-level counts stay: 2 winning fills of 3.
    expect([st.wins, st.losses]).toEqual([2, 1]);
    expect(st.grossWinUsd).toBeCloseTo(46.95 + 53.94, 9);
    expect(st.grossLossUsd).toBeCloseTo(52.95, 9);
  });
});
