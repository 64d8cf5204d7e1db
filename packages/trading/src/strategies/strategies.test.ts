import { describe, expect, it } from 'vitest';
import { ZTradingConfig, type TStrategyName, type TTradingConfigInput } from '@avatara/contracts';
import { seriesFromCloses } from '../testing/synth';
import { runAll, setup, SHORT_SERIES_CONFIG } from '../testing/run';
import { takeProfitExit } from './common';
import type { TStrategyState } from '../state';
import { SIT } from '../situations';
import { R } from '../reasons';
import { compileParams } from '../compile-params';
import { GRID_MIN_STEP_COSTS, gridStepPct } from './grid';

/** Closes from a list of [bars, per-bar return] legs. */
function legs(parts: [number, number][], start = 30_000): number[] {
  const out: number[] = [];
  let px = start;
  for (const [bars, r] of parts) for (let i = 0; i < bars; i++) out.push((px *= 1 + r));
  return out;
}
const NO_COOLDOWN: TTradingConfigInput = {
  ...SHORT_SERIES_CONFIG,
  cooldownMs: 0,
  dca_cooldownMs: 0,
  TrendFollow_cooldownMs: 0,
  dca_reentryCooldownMs: 0,
  maxJumpGuardPct: 0.5,
  filtersMaxJumpPct: 0.5,
};
function only(name: TStrategyName, closes: number[], cfg: TTradingConfigInput = {}) {
  const series = seriesFromCloses(closes, 0.0005);
  return runAll(series, setup(series, { ...NO_COOLDOWN, ...cfg }, [name]));
}

describe('runDca', () => {
  it('COST_AVERAGE_LONG opens after warm-up on RSI <= dca_Long_entryRsi, adds one split per dca_dropPct fall and exits all at take-profit', () => {
    const closes = legs([
      [60, 0],
      [2, -0.001],
      [20, -0.0025],
      [1, 0],
      [60, 0.002],
    ]);
    const r = only('COST_AVERAGE_LONG', closes, { dca_dropPct: 0.01, dca_trailingPct: 0 });
    const kinds = r.orders.map((o) => o.kind);
    expect(kinds[0]).toBe('OPEN');
    expect(r.orders[0]!.tsMs).toBe(1_700_000_000_000 + 60 * 60_000); // the first falling bar, not bar 1
    expect(kinds.filter((k) => k === 'ADD').length).toBeGreaterThanOrEqual(2);
    const close = r.orders.find((o) => o.kind === 'CLOSE')!;
    expect(close.action).toBe('SELL');
    expect(close.pnlUsd).toBeGreaterThan(0);
  });
  it('COST_AVERAGE_SHORT sells first, adds on rises and buys back below the average', () => {
    const r = only(
      'COST_AVERAGE_SHORT',
      legs([
        [60, 0],
        [10, 0.0025],
        [1, 0],
        [40, -0.002],
      ]),
      { dca_dropPct: 0.01, dca_trailingPct: 0 },
    );
    expect(r.orders[0]!.action).toBe('SELL');
    const close = r.orders.find((o) => o.kind === 'CLOSE')!;
    expect(close.action).toBe('BUY');
    expect(close.pnlUsd).toBeGreaterThan(0);
  });
});

describe('runMeanReversion', () => {
  it('MEAN_REVERSION_LONG buys when RSI <= buyRsi and sells when RSI >= sellRsi', () => {
    const r = only(
      'MEAN_REVERSION_LONG',
      legs([
        [60, 0.0005],
        [20, -0.004],
        [30, 0.004],
      ]),
    );
    expect(r.orders[0]).toMatchObject({ action: 'BUY', kind: 'OPEN' });
    expect(r.orders.at(-1)).toMatchObject({ action: 'SELL', kind: 'CLOSE' });
  });
  it('MEAN_REVERSION_SHORT sells when RSI >= enterShortRsi and buys back when RSI <= coverRsi', () => {
    const r = only(
      'MEAN_REVERSION_SHORT',
      legs([
        [60, -0.0005],
        [20, 0.004],
        [30, -0.004],
      ]),
    );
    expect(r.orders[0]).toMatchObject({ action: 'SELL', kind: 'OPEN' });
    expect(r.orders.at(-1)).toMatchObject({ action: 'BUY', kind: 'CLOSE' });
  });
});

describe('runTrendFollow', () => {
  it('TREND_FOLLOW_LONG buys in an uptrend, pyramids and sells when the fast MA crosses back', () => {
    const r = only(
      'TREND_FOLLOW_LONG',
      legs([
        [60, 0],
        [80, 0.002],
        [80, -0.002],
      ]),
      {
        TrendFollow_gateThreshold: 0,
        takeProfitPct: 0,
        TrendFollow_Long_pyramidingPct: 0.01,
        TrendFollow_Long_tradePct: 0.34,
      },
    );
    expect(r.orders[0]).toMatchObject({ action: 'BUY', kind: 'OPEN' });
    expect(r.orders.some((o) => o.kind === 'ADD')).toBe(true);
    expect(r.orders.at(-1)).toMatchObject({ action: 'SELL', kind: 'CLOSE' });
  });
  it('TREND_FOLLOW_SHORT sells in a downtrend and waits crossSideCooldownMs after the long side closed', () => {
    const closes = legs([
      [60, 0],
      [80, 0.002],
      [80, -0.002],
    ]);
    const series = seriesFromCloses(closes, 0.0005);
    const r = runAll(
      series,
      setup(
        series,
        {
          ...NO_COOLDOWN,
          TrendFollow_gateThreshold: 0,
          takeProfitPct: 0,
          TrendFollow_crossSideCooldownMs: 20 * 60_000,
        },
        ['TREND_FOLLOW_LONG', 'TREND_FOLLOW_SHORT'],
      ),
    );
    const longClose = r.orders.find((o) => o.strategy === 5 && o.kind === 'CLOSE')!;
    const shortOpen = r.orders.find((o) => o.strategy === 6 && o.kind === 'OPEN')!;
    expect(shortOpen.action).toBe('SELL');
    expect(shortOpen.tsMs - longClose.tsMs).toBeGreaterThanOrEqual(20 * 60_000);
  });
});

describe('runGrid', () => {
  it('GRID_VOL_ADAPTIVE buys on the way down and sells on the way up at a profit', () => {
    const closes = Array.from({ length: 600 }, (_, i) => 30_000 * (1 + 0.02 * Math.sin(i / 15)));
    const r = only('GRID_VOL_ADAPTIVE', closes, { Grid_fixedStepPct: 0.005 });
    expect(r.orders.some((o) => o.action === 'BUY')).toBe(true);
    expect(r.orders.some((o) => o.action === 'SELL' && o.pnlUsd > 0)).toBe(true);
  });
});

describe('takeProfitExit', () => {
  const deal = (): TStrategyState => ({ qtyBtc: 1, costUsd: 100, bestPx: NaN }) as TStrategyState;
  it('arms at take-profit and exits after the trailing retrace from the best price', () => {
    const st = deal();
    expect(takeProfitExit(st, 1, 102, 0.03, 0.01)).toBe(0);
    expect(takeProfitExit(st, 1, 103, 0.03, 0.01)).toBe(0);
    expect(takeProfitExit(st, 1, 105, 0.03, 0.01)).toBe(0);
    expect(takeProfitExit(st, 1, 103.9, 0.03, 0.01)).not.toBe(0);
  });
  it('exits at once at take-profit when trailing is 0; for a short when price falls by tp', () => {
    expect(takeProfitExit(deal(), 1, 103, 0.03, 0)).not.toBe(0);
    expect(takeProfitExit(deal(), -1, 97, 0.03, 0)).not.toBe(0);
    expect(takeProfitExit(deal(), -1, 98, 0.03, 0)).toBe(0);
  });
});

describe('correlationAdj', () => {
  it('adds signalsCorrelationTrendMaxAdjPts to the trend prob in an uptrend when signalsCorrelationEnabled = 1', () => {
    const closes = legs(
      Array.from({ length: 150 }, (_, i): [number, number] => [1, [0.005, 0.005, -0.009][i % 3]!]),
    );
    const off = only('TREND_FOLLOW_LONG', closes, { TrendFollow_gateThreshold: 100 });
    const series = seriesFromCloses(closes, 0.0005);
    const on = runAll(
      series,
      setup(
        series,
        {
          ...NO_COOLDOWN,
          TrendFollow_gateThreshold: 100,
          signalsCorrelationEnabled: 1,
          signalsCorrelationTrendMaxAdjPts: 10,
        },
        ['TREND_FOLLOW_LONG'],
      ),
    );
    const a = off.s.strategies[5]!.prob;
    const b = on.s.strategies[5]!.prob;
    expect([SIT.UPTREND, SIT.STRONG_UPTREND]).toContain(on.s.situation);
    expect(a).toBeLessThan(100);
    expect(b).toBeCloseTo(Math.min(100, a + 10), 9);
  });
});

describe('runProtectiveExit (every strategy has a way out)', () => {
  it('closes a DCA long deal at dca_Long_stopLossPct below its average entry and opens nothing for stopLossCooldownMs', () => {
    const closes = legs([
      [60, 0],
      [2, -0.001],
      [120, -0.002],
    ]);
    const r = only('COST_AVERAGE_LONG', closes, {
      dca_Long_stopLossPct: 0.05,
      dca_splits: 1,
      stopLossCooldownMs: 3_600_000,
    });
    const stop = r.orders.find((o) => o.reason === R.STOP_LOSS)!;
    expect(stop).toMatchObject({ action: 'SELL', kind: 'CLOSE' });
    const open = r.orders[0]!;
    const avg = (open.valueUsd + open.feeUsd) / open.qtyBtc;
    const close = closes[(stop.tsMs - 1_700_000_000_000) / 60_000]!;
    expect(1 - close / avg).toBeGreaterThanOrEqual(0.05);
    expect(1 - close / avg).toBeLessThan(0.05 + 0.003); // the first close beyond the stop
    expect(r.s.strategies[0]!.stopLosses).toBe(1);
    expect(r.orders.filter((o) => o.tsMs > stop.tsMs && o.tsMs < stop.tsMs + 3_600_000)).toEqual([]);
  });

  it('closes a DCA short opened before a long rally by its stop-loss instead of holding it for years', () => {
    const closes = legs([
      [60, 0],
      [3, 0.001],
      [600, 0.001],
    ]);
    const r = only('COST_AVERAGE_SHORT', closes, { dca_Short_stopLossPct: 0.1, dca_Short_entryRsi: 60 });
    expect(r.orders[0]).toMatchObject({ action: 'SELL', kind: 'OPEN' });
    const stop = r.orders.find((o) => o.reason === R.STOP_LOSS)!;
    expect(stop).toMatchObject({ action: 'BUY', kind: 'CLOSE' });
    expect(stop.pnlUsd).toBeLessThan(0);
  });

  it('closes a deal once it has been open for its maximum holding time, whatever the price does', () => {
    const closes = legs([
      [60, 0],
      [2, -0.001],
      [300, 0],
    ]);
    const r = only('MEAN_REVERSION_LONG', closes, {
      MeanReversion_Long_maxHoldMs: 2 * 3_600_000,
      MeanReversion_sellRsi: 100,
    });
    const open = r.orders.find((o) => o.kind === 'OPEN')!;
    const out = r.orders.find((o) => o.reason === R.MAX_HOLD)!;
    expect(out.kind).toBe('CLOSE');
    expect(out.tsMs - open.tsMs).toBeGreaterThanOrEqual(2 * 3_600_000);
    expect(out.tsMs - open.tsMs).toBeLessThan(2 * 3_600_000 + 60_000 * 10); // within the cooldown of the adds
    expect(r.s.strategies[3]!.maxHoldExits).toBe(1);
  });
});

describe('runDca entry rule', () => {
  it('places no blind first buy: nothing before the indicators are warm, nothing while RSI is above dca_Long_entryRsi', () => {
    const up = only('COST_AVERAGE_LONG', legs([[200, 0.0005]]));
    expect(up.orders).toEqual([]);
    expect(up.s.strategies[0]!.reason).toBe(R.IDLE);
    const dip = only(
      'COST_AVERAGE_LONG',
      legs([
        [5, -0.003],
        [200, 0.0005],
      ]),
    );
    expect(dip.orders).toEqual([]); // the dip came during the warm-up
  });
});

describe('trend regime filter', () => {
  const rising = (bars: number) => legs([[bars, 0.0004]]);
  it('lets long deals open only above the EMA over trendFilterMs, counter-trend shorts only below it', () => {
    const closes = [...rising(400), ...legs([[3, -0.004]], rising(400).at(-1)!)];
    const on = only('MEAN_REVERSION_LONG', closes, {
      trendFilterMs: 4 * 3_600_000,
      MeanReversion_buyRsi: 40,
    });
    expect(on.orders.some((o) => o.action === 'BUY')).toBe(true); // a dip in an uptrend is bought
    const falling = legs([
      [400, -0.0004],
      [3, -0.004],
    ]);
    const blocked = only('MEAN_REVERSION_LONG', falling, { trendFilterMs: 4 * 3_600_000 });
    expect(blocked.orders).toEqual([]); // the same dip in a downtrend is not bought
    expect(blocked.s.strategies[3]!.reason).toBe(R.REGIME);
    const short = only('MEAN_REVERSION_SHORT', rising(400), {
      trendFilterMs: 4 * 3_600_000,
      MeanReversion_enterShortRsi: 50,
    });
    expect(short.orders).toEqual([]);
  });
  it('blocks every entry until the filter has seen half its span, and lets the trend-follow short hedge without it', () => {
    const falling = legs([
      [60, 0],
      [300, -0.001],
    ]);
    const tf = only('TREND_FOLLOW_SHORT', falling, {
      trendFilterMs: 30 * 86_400_000,
      TrendFollow_gateThreshold: 0,
    });
    expect(tf.orders[0]).toMatchObject({ action: 'SELL', kind: 'OPEN' });
    const tfLong = only(
      'TREND_FOLLOW_LONG',
      legs([
        [60, 0],
        [300, 0.001],
      ]),
      { trendFilterMs: 30 * 86_400_000, TrendFollow_gateThreshold: 0 },
    );
    expect(tfLong.orders).toEqual([]);
    expect(tfLong.s.strategies[5]!.reason).toBe(R.REGIME);
  });
});

describe('gridStepPct', () => {
  const grid = (cfg: TTradingConfigInput) => compileParams(ZTradingConfig.parse(cfg)).grid;
  const c = grid({ Grid_atrMultiple: 0.5, Grid_steps: 0 });
  it('is atrMultiple × ATR / price, but never below GRID_MIN_STEP_COSTS round-trip costs', () => {
    expect(gridStepPct(c, 300, 30_000, 0.002)).toBeCloseTo(0.006, 12); // 0.5 × 1 % ATR > 3 × 0.2 %
    expect(gridStepPct(c, 60, 30_000, 0.002)).toBeCloseTo(GRID_MIN_STEP_COSTS * 0.002, 12); // 0.1 % < 0.6 %
  });
  it('keeps a fixed step as configured and the bounds / steps minimum', () => {
    expect(gridStepPct(grid({ Grid_fixedStepPct: 0.001, Grid_steps: 0 }), 60, 30_000, 0.002)).toBe(0.001);
    expect(gridStepPct(grid({ Grid_fixedStepPct: 0.001 }), 60, 30_000, 0.002)).toBeCloseTo(0.08 / 12, 12);
  });
});
