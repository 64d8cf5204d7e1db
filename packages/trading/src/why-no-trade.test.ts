import { describe, expect, it } from 'vitest';
import { STRATEGY_NAMES, type TStrategyName, type TTradingConfigInput } from '@avatara/contracts';
import { advance } from './engine';
import { S } from './params';
import { feeBudgetLeftUsd, type TOrder } from './portfolio';
import { clearDeposit, cloneState, serializeState } from './state';
import { randomWalk, seriesFromCloses } from './testing/synth';
import { runAll, setup, SHORT_SERIES_CONFIG, type TRun } from './testing/run';
import { feeBudgetAt, whyNoTrade, type TWhyNoTrade } from './why-no-trade';

/**
 * Every strategy with a quota (the defaults leave most at 0, docs/strategies.md "Default sizes"),
 * on a short-series config.
 */
const CFG: TTradingConfigInput = {
  ...SHORT_SERIES_CONFIG,
  dca_Long_quota: 0.03,
  dca_Short_quota: 0.03,
  Grid_quota: 0.03,
  MeanReversion_Long_quota: 0.05,
  MeanReversion_Short_quota: 0.05,
  TrendFollow_Long_quota: 0.1,
  TrendFollow_Short_quota: 0.15,
};
const MINUTE = 60_000;
const HOUR = 3_600_000;

/** An engine run over `closes` (1m bars) with `cfg`; returns it and the next bar after the last. */
function ran(
  closes: number[],
  cfg: TTradingConfigInput = CFG,
  enabled: readonly TStrategyName[] = STRATEGY_NAMES,
) {
  const series = seriesFromCloses(closes, 0.0005);
  const r = runAll(series, setup(series, cfg, enabled));
  return { r, next: { tsMs: r.s.tsMs + MINUTE, barMs: MINUTE } };
}

const of = (list: TWhyNoTrade[], name: TStrategyName) => list.find((w) => w.strategy === name)!;
const flat = (n: number, px = 30_000) => Array.from({ length: n }, (_, i) => px * (1 + 0.0004 * Math.sin(i)));

describe('whyNoTrade', () => {
  it('answers one line per strategy, in STRATEGY_NAMES order', () => {
    const { r, next } = ran(flat(120));
    expect(whyNoTrade(r.p, r.s, next).map((w) => w.strategy)).toEqual([...STRATEGY_NAMES]);
  });

  it('changes nothing in the state (a pure reading)', () => {
    const { r, next } = ran(randomWalk(3, 300));
    r.s.strategies[S.MR_LONG]!.feeBudgetUsd = NaN; // the fee budget is refilled on reading by the engine
    const before = serializeState(r.s);
    whyNoTrade(r.p, r.s, next);
    expect(serializeState(r.s)).toBe(before);
  });

  it('says TRADING_OFF for every strategy while trading is off, before anything else', () => {
    const { r, next } = ran(flat(120));
    r.s.tradingOn = false;
    r.s.strategies[S.GRID]!.enabled = false;
    expect(new Set(whyNoTrade(r.p, r.s, next).map((w) => w.code))).toEqual(new Set(['TRADING_OFF']));
  });

  it('says DISABLED for a strategy that is switched off', () => {
    const { r, next } = ran(flat(120), CFG, ['GRID_VOL_ADAPTIVE']);
    const w = whyNoTrade(r.p, r.s, next);
    expect(of(w, 'MEAN_REVERSION_LONG').code).toBe('DISABLED');
    expect(of(w, 'GRID_VOL_ADAPTIVE').code).not.toBe('DISABLED');
  });

  it('says NOT_WARM before the first bar and NO_FUNDS after Clear Deposit', () => {
    const { r, next } = ran(flat(120));
    const fresh = setup(seriesFromCloses([30_000]), CFG);
    expect(whyNoTrade(fresh.p, fresh.s, next)[0]!.code).toBe('NOT_WARM');
    clearDeposit(r.s);
    expect(new Set(whyNoTrade(r.p, r.s, next).map((w) => w.code))).toEqual(new Set(['NO_FUNDS']));
  });

  it("says NOT_WARM until the strategy's indicators are ready, with the time they will be", () => {
    const { r, next } = ran(flat(10)); // RSI(14) needs 15 bars, the trend EMAs (slow 50) 50
    const w = whyNoTrade(r.p, r.s, next);
    expect(of(w, 'MEAN_REVERSION_LONG')).toMatchObject({ code: 'NOT_WARM', untilMs: r.s.tsMs + 5 * MINUTE });
    expect(of(w, 'TREND_FOLLOW_LONG')).toMatchObject({ code: 'NOT_WARM', untilMs: r.s.tsMs + 40 * MINUTE });
  });

  it('says TREND_FILTER for the long entries below the trend EMA (with price and EMA), not for the trend-follow short', () => {
    // 1h bars over 150 days: the 200-day filter is warm after 100; the price falls for the last 30 days.
    const closes = [
      ...flat(120 * 24, 60_000),
      ...Array.from({ length: 30 * 24 }, (_, i) => 60_000 * (1 - i / 1500)),
    ];
    const series = seriesFromCloses(closes, 0.0005, HOUR);
    const cfg = { ...CFG, trendFilterMs: 200 * 86_400_000 };
    const r = runAll(series, setup(series, cfg));
    const w = whyNoTrade(r.p, r.s, { tsMs: r.s.tsMs + HOUR, barMs: HOUR });
    for (const name of ['MEAN_REVERSION_LONG', 'COST_AVERAGE_LONG', 'TREND_FOLLOW_LONG'] as const) {
      const x = of(w, name);
      if (x.code === 'IN_DEAL') continue; // a deal opened before the fall may still be open
      expect(x).toMatchObject({
        code: 'TREND_FILTER',
        metric: 'PRICE',
        value: r.s.lastPx,
        threshold: r.s.regimeEmaUsd,
      });
      expect(x.value!).toBeLessThan(x.threshold!);
    }
    expect(of(w, 'TREND_FOLLOW_SHORT').code).not.toBe('TREND_FILTER');
    expect(of(w, 'MEAN_REVERSION_SHORT').code).not.toBe('TREND_FILTER'); // a short entry fits a falling market
  });

  it('says NOT_WARM while the trend filter has seen less than half its span, with the time it is ready', () => {
    const { r, next } = ran(flat(120), { ...CFG, trendFilterMs: 86_400_000 });
    const w = of(whyNoTrade(r.p, r.s, next), 'MEAN_REVERSION_LONG');
    expect(w).toMatchObject({ code: 'NOT_WARM', untilMs: r.s.regimeStartTsMs + 43_200_000 });
  });

  it('says COOLDOWN until the later of the order cooldown and the block, when the next bar comes before it', () => {
    const { r, next } = ran(flat(120));
    const st = r.s.strategies[S.MR_LONG]!;
    st.lastOrderTsMs = r.s.tsMs;
    st.blockedUntilTsMs = r.s.tsMs + 30 * MINUTE;
    expect(of(whyNoTrade(r.p, r.s, next), 'MEAN_REVERSION_LONG')).toMatchObject({
      code: 'COOLDOWN',
      untilMs: r.s.tsMs + 30 * MINUTE,
    });
    st.blockedUntilTsMs = r.s.tsMs + MINUTE - 1; // over before the next bar closes
    expect(of(whyNoTrade(r.p, r.s, next), 'MEAN_REVERSION_LONG').code).not.toBe('COOLDOWN');
  });

  it('says FEE_BUDGET when an order and its exit would cost more than is left, with the time it has refilled', () => {
    const { r, next } = ran(flat(120), { ...CFG, maxFeesPctPerYear: 0.015 });
    const st = r.s.strategies[S.MR_LONG]!;
    st.feeBudgetUsd = 0;
    st.feeBudgetTsMs = r.s.tsMs;
    const w = of(whyNoTrade(r.p, r.s, next), 'MEAN_REVERSION_LONG');
    expect(w.code).toBe('FEE_BUDGET');
    expect(w.untilMs!).toBeGreaterThan(next.tsMs);
    // At that time the budget holds what the order needs.
    const later = feeBudgetAt(r.s, r.p, S.MR_LONG, r.s.lastPx, w.untilMs! + 1);
    const earlier = feeBudgetAt(r.s, r.p, S.MR_LONG, r.s.lastPx, w.untilMs! - 60_000);
    expect(later.leftUsd).toBeGreaterThan(earlier.leftUsd);
  });

  it('says NO_QUOTA for a strategy whose quota (or the total quota) is 0', () => {
    const { r, next } = ran(flat(120), { ...CFG, MeanReversion_Long_quota: 0 });
    expect(of(whyNoTrade(r.p, r.s, next), 'MEAN_REVERSION_LONG').code).toBe('NO_QUOTA');
    expect(of(whyNoTrade(r.p, r.s, next), 'MEAN_REVERSION_SHORT').code).not.toBe('NO_QUOTA');
    const none = ran(flat(120), { ...CFG, quota: 0 });
    expect(new Set(whyNoTrade(none.r.p, none.r.s, none.next).map((w) => w.code))).toEqual(
      new Set(['NO_QUOTA']),
    );
  });

  it('says CAPITAL when an order would be below the minimum: no USDC left to buy with', () => {
    const { r, next } = ran(flat(120));
    r.s.usdc = 1; // the BTC half is still there: the account has funds, a buy has no money
    const w = whyNoTrade(r.p, r.s, next);
    expect(of(w, 'MEAN_REVERSION_LONG').code).toBe('CAPITAL');
    expect(of(w, 'MEAN_REVERSION_SHORT').code).not.toBe('CAPITAL'); // a short sells BTC
  });

  it('says NO_SIGNAL with the RSI and the entry threshold, and READY when the RSI is there', () => {
    const { r, next } = ran(flat(120));
    const w = of(whyNoTrade(r.p, r.s, next), 'MEAN_REVERSION_LONG');
    expect(w).toMatchObject({
      code: 'NO_SIGNAL',
      metric: 'RSI',
      value: r.s.ind.rsi,
      threshold: r.p.strategies[S.MR_LONG]!.entryRsi,
    });
    r.s.ind.rsi = 5;
    expect(of(whyNoTrade(r.p, r.s, next), 'MEAN_REVERSION_LONG')).toMatchObject({ code: 'READY', value: 5 });
    expect(of(whyNoTrade(r.p, r.s, next), 'MEAN_REVERSION_SHORT').code).toBe('NO_SIGNAL');
  });

  it("says NO_SIGNAL with the EMA gap and the band for a trend follower, and the grid's next buy level below the price", () => {
    const { r, next } = ran(flat(120));
    const w = whyNoTrade(r.p, r.s, next);
    expect(of(w, 'TREND_FOLLOW_LONG')).toMatchObject({
      code: 'NO_SIGNAL',
      metric: 'EMA_GAP',
      threshold: r.p.trend.bandPct,
    });
    expect(of(w, 'TREND_FOLLOW_SHORT')).toMatchObject({
      code: 'NO_SIGNAL',
      metric: 'EMA_GAP',
      threshold: -r.p.trend.bandPct,
    });
    const grid = of(w, 'GRID_VOL_ADAPTIVE');
    expect(grid).toMatchObject({ code: 'NO_SIGNAL', metric: 'PRICE', value: r.s.lastPx });
    expect(grid.threshold!).toBeLessThan(r.s.lastPx);
  });

  it('says IN_DEAL with what closes an open deal', () => {
    const closes = [...flat(60), ...Array.from({ length: 12 }, (_, i) => 30_000 * 0.997 ** (i + 1))];
    const cfg = { ...CFG, maxJumpGuardPct: 0.5, filtersMaxJumpPct: 0.5 };
    const { r, next } = ran(closes, cfg, ['MEAN_REVERSION_LONG']);
    expect(r.s.strategies[S.MR_LONG]!.qtyBtc).toBeGreaterThan(0);
    expect(of(whyNoTrade(r.p, r.s, next), 'MEAN_REVERSION_LONG')).toMatchObject({
      code: 'IN_DEAL',
      metric: 'RSI',
      threshold: r.p.strategies[S.MR_LONG]!.exitRsi,
    });
  });

  it('holds true: a strategy held back by trading off, its switch, a guard or a cooldown opens nothing at the next bar', () => {
    const cfg: TTradingConfigInput = {
      ...CFG,
      MeanReversion_Long_overrides: { cooldownMs: 45 * MINUTE },
      MeanReversion_Short_overrides: { cooldownMs: 45 * MINUTE },
      TrendFollow_cooldownMs: 30 * MINUTE,
      dca_cooldownMs: 20 * MINUTE,
      dca_reentryCooldownMs: 90 * MINUTE,
    };
    const timed = new Set(['TRADING_OFF', 'DISABLED', 'JUMP_GUARD', 'RULE_CONFLICT', 'COOLDOWN']);
    let checked = 0;
    for (const seed of [1, 2, 3]) {
      const series = seriesFromCloses(randomWalk(seed, 3_000, 30_000, 0.003), 0.0005);
      const r: TRun = setup(series, cfg);
      for (let i = 0; i < series.length; i++) {
        if (i % 500 === 250) r.s.tradingOn = !r.s.tradingOn;
        const ts = series.tsMs[i]!;
        const before = whyNoTrade(r.p, r.s, { tsMs: ts, barMs: MINUTE });
        const orders: TOrder[] = [];
        advance(r.p, r.s, ts, series.high[i]!, series.low[i]!, series.close[i]!, (o) => orders.push(o), 100);
        for (const o of orders) {
          if (o.kind !== 'OPEN' && o.kind !== 'ADD') continue;
          const w = before[o.strategy]!;
          if (w.code === 'IN_DEAL') continue;
          checked++;
          expect(timed.has(w.code), `${w.strategy} at bar ${i}: ${w.code}`).toBe(false);
        }
        if (before.some((w) => w.code === 'COOLDOWN')) checked++;
      }
    }
    expect(checked).toBeGreaterThan(50);
  });
});

describe('feeBudgetAt', () => {
  it("is the engine's feeBudgetLeftUsd without changing the state", () => {
    const { r } = ran(randomWalk(5, 400), { ...CFG, maxFeesPctPerYear: 0.015 });
    for (let k = 0; k < r.s.strategies.length; k++) {
      const st = r.s.strategies[k]!;
      st.feeBudgetUsd = k === 0 ? NaN : 0.5 * k;
      st.feeBudgetTsMs = r.s.tsMs - k * HOUR;
      const at = r.s.tsMs + 7 * MINUTE;
      const copy = cloneState(r.s);
      expect(feeBudgetAt(r.s, r.p, k, r.s.lastPx, at).leftUsd).toBeCloseTo(
        feeBudgetLeftUsd(copy, r.p, k, r.s.lastPx, at),
        9,
      );
    }
  });
});
