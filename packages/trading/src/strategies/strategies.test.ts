import { describe, expect, it } from 'vitest';
import type { TStrategyName, TTradingConfigInput } from '@avatara/contracts';
import { seriesFromCloses } from '../testing/synth';
import { runAll, setup } from '../testing/run';
import { takeProfitExit } from './common';
import type { TStrategyState } from '../state';
import { SIT } from '../situations';

/** Closes from a list of [bars, per-bar return] legs. */
function legs(parts: [number, number][], start = 30_000): number[] {
  const out: number[] = [];
  let px = start;
  for (const [bars, r] of parts) for (let i = 0; i < bars; i++) out.push((px *= 1 + r));
  return out;
}
const NO_COOLDOWN: TTradingConfigInput = { cooldownMs: 0, dca_cooldownMs: 0, TrendFollow_cooldownMs: 0, dca_reentryCooldownMs: 0, maxJumpGuardPct: 0.5, filtersMaxJumpPct: 0.5 };
function only(name: TStrategyName, closes: number[], cfg: TTradingConfigInput = {}) {
  const series = seriesFromCloses(closes, 0.0005);
  return runAll(series, setup(series, { ...NO_COOLDOWN, ...cfg }, [name]));
}

describe('runDca', () => {
  it('COST_AVERAGE_LONG opens, adds one split per dca_dropPct fall and exits all at take-profit', () => {
    const r = only('COST_AVERAGE_LONG', legs([[60, 0], [20, -0.0025], [1, 0], [60, 0.002]]), { dca_dropPct: 0.01, dca_trailingPct: 0 });
    const kinds = r.orders.map((o) => o.kind);
    expect(kinds[0]).toBe('OPEN');
    expect(kinds.filter((k) => k === 'ADD').length).toBeGreaterThanOrEqual(2);
    const close = r.orders.find((o) => o.kind === 'CLOSE')!;
    expect(close.action).toBe('SELL');
    expect(close.pnlUsd).toBeGreaterThan(0);
  });
  it('COST_AVERAGE_SHORT sells first, adds on rises and buys back below the average', () => {
    const r = only('COST_AVERAGE_SHORT', legs([[60, 0], [10, 0.0025], [1, 0], [40, -0.002]]), { dca_dropPct: 0.01, dca_trailingPct: 0 });
    expect(r.orders[0]!.action).toBe('SELL');
    const close = r.orders.find((o) => o.kind === 'CLOSE')!;
    expect(close.action).toBe('BUY');
    expect(close.pnlUsd).toBeGreaterThan(0);
  });
});

describe('runMeanReversion', () => {
  it('MEAN_REVERSION_LONG buys when RSI <= buyRsi and sells when RSI >= sellRsi', () => {
    const r = only('MEAN_REVERSION_LONG', legs([[60, 0.0005], [20, -0.004], [30, 0.004]]));
    expect(r.orders[0]).toMatchObject({ action: 'BUY', kind: 'OPEN' });
    expect(r.orders.at(-1)).toMatchObject({ action: 'SELL', kind: 'CLOSE' });
  });
  it('MEAN_REVERSION_SHORT sells when RSI >= enterShortRsi and buys back when RSI <= coverRsi', () => {
    const r = only('MEAN_REVERSION_SHORT', legs([[60, -0.0005], [20, 0.004], [30, -0.004]]));
    expect(r.orders[0]).toMatchObject({ action: 'SELL', kind: 'OPEN' });
    expect(r.orders.at(-1)).toMatchObject({ action: 'BUY', kind: 'CLOSE' });
  });
});

describe('runTrendFollow', () => {
  it('TREND_FOLLOW_LONG buys in an uptrend, pyramids and sells when the fast MA crosses back', () => {
    const r = only('TREND_FOLLOW_LONG', legs([[60, 0], [80, 0.002], [80, -0.002]]), { TrendFollow_gateThreshold: 0, takeProfitPct: 0 });
    expect(r.orders[0]).toMatchObject({ action: 'BUY', kind: 'OPEN' });
    expect(r.orders.some((o) => o.kind === 'ADD')).toBe(true);
    expect(r.orders.at(-1)).toMatchObject({ action: 'SELL', kind: 'CLOSE' });
  });
  it('TREND_FOLLOW_SHORT sells in a downtrend and waits crossSideCooldownMs after the long side closed', () => {
    const closes = legs([[60, 0], [80, 0.002], [80, -0.002]]);
    const series = seriesFromCloses(closes, 0.0005);
    const r = runAll(series, setup(series, { ...NO_COOLDOWN, TrendFollow_gateThreshold: 0, takeProfitPct: 0, TrendFollow_crossSideCooldownMs: 20 * 60_000 }, ['TREND_FOLLOW_LONG', 'TREND_FOLLOW_SHORT']));
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
  const deal = (): TStrategyState => ({ qtyBtc: 1, costUsd: 100, bestPx: NaN } as TStrategyState);
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
    const closes = legs(Array.from({ length: 150 }, (_, i): [number, number] => [1, [0.005, 0.005, -0.009][i % 3]!]));
    const off = only('TREND_FOLLOW_LONG', closes, { TrendFollow_gateThreshold: 100 });
    const series = seriesFromCloses(closes, 0.0005);
    const on = runAll(series, setup(series, { ...NO_COOLDOWN, TrendFollow_gateThreshold: 100, signalsCorrelationEnabled: 1, signalsCorrelationTrendMaxAdjPts: 10 }, ['TREND_FOLLOW_LONG']));
    const a = off.s.strategies[5]!.prob;
    const b = on.s.strategies[5]!.prob;
    expect([SIT.UPTREND, SIT.STRONG_UPTREND]).toContain(on.s.situation);
    expect(a).toBeLessThan(100);
    expect(b).toBeCloseTo(Math.min(100, a + 10), 9);
  });
});
