import { describe, expect, it } from 'vitest';
import { SHORT_SERIES_CONFIG } from '../testing/run';
import { randomWalk, seriesFromCloses } from '../testing/synth';
import { runBacktest } from './run';

const HOUR = 3_600_000;

describe('strategyPnl (gross P/L, costs and net P/L per strategy and period)', () => {
  it('splits a deal across the turn of a year at the last close of the old year (hand-computed)', () => {
    // The SMA 2/3 crossover buys at the close of bar 4 (the last bar of 2020) and sells at bar 7.
    const closes = [10_000, 9_000, 8_000, 9_000, 10_000, 11_000, 10_000, 9_000, 8_000];
    const series = seriesFromCloses(closes, 0.001, HOUR, Date.UTC(2020, 11, 31, 19));
    const r = runBacktest(series, {
      config: { fillSpreadPct: 0, fillSlippageAtrShare: 0, fillMaxVolumeSharePct: 0, trendFilterMs: 0 },
      enabledStrategies: ['MA_CROSSOVER'],
      crossover: { fastPeriod: 2, slowPeriod: 3 },
      depositBtcShare: 0,
    });
    const notional = 10_000 / 1.001;
    const qty = notional / 10_000;
    const buyFee = notional * 0.001;
    const sellFee = qty * 9_000 * 0.001;
    expect(r.strategyPnl.map((x) => [x.period, x.bars])).toEqual([
      ['all', 9],
      ['2020', 5],
      ['2021', 4],
    ]);
    const cross = (period: number) =>
      r.strategyPnl[period]!.strategies.find((x) => x.strategy === 'MA_CROSSOVER')!;
    // 2020: bought at 10,000 and still worth 10,000 — nothing made, the buying fee paid.
    expect(cross(1).grossUsd).toBeCloseTo(0, 9);
    expect(cross(1).costsUsd).toBeCloseTo(buyFee, 9);
    expect(cross(1).netUsd).toBeCloseTo(-buyFee, 9);
    // 2021: from 10,000 down to 9,000 — and the selling fee.
    expect(cross(2).grossUsd).toBeCloseTo(-1_000 * qty, 9);
    expect(cross(2).feesUsd).toBeCloseTo(sellFee, 9);
    expect(cross(2).netUsd).toBeCloseTo(-1_000 * qty - sellFee, 9);
    expect(cross(0).netUsd).toBeCloseTo(-1_000 * qty - buyFee - sellFee, 9);
    expect(r.strategyPnl[2]!.from).toBe('2021-01-01T00:00:00.000Z');
  });

  it('adds up: net = gross − costs, the years sum to the whole run, whose net is the gain over holding the deposit', () => {
    // Two years of 1h bars, every strategy of the engine's mechanism tests on.
    const closes = randomWalk(11, 2 * 8_766, 30_000, 0.004);
    const r = runBacktest(seriesFromCloses(closes, 0.002, HOUR, Date.UTC(2021, 6, 1)), {
      config: { ...SHORT_SERIES_CONFIG, maxFeesPctPerYear: 0.015 },
    });
    const [all, ...years] = r.strategyPnl;
    expect(years.map((y) => y.period)).toEqual(['2021', '2022', '2023']);
    expect(years.reduce((a, y) => a + y.bars, 0)).toBe(r.bars);
    expect(all!.total.costsUsd).toBeGreaterThan(0);
    expect(all!.total.costsUsd).toBeCloseTo(r.metrics.feesPaidUsd + r.metrics.slippagePaidUsd, 6);
    expect(all!.total.netUsd).toBeCloseTo(r.netPnl, 6);
    expect(all!.total.netUsd).toBeCloseTo(r.endWithTrade - r.benchmarks.holdSplit.endUsd, 6);
    for (const period of r.strategyPnl)
      for (const x of [...period.strategies, period.total]) {
        expect(x.netUsd).toBeCloseTo(x.grossUsd - x.costsUsd, 9);
        expect(x.costsUsd).toBeCloseTo(x.feesUsd + x.slippageUsd, 9);
      }
    all!.strategies.forEach((x, k) => {
      for (const key of ['grossUsd', 'costsUsd', 'netUsd'] as const)
        expect(years.reduce((a, y) => a + y.strategies[k]![key], 0)).toBeCloseTo(x[key], 6);
      expect(x.netUsd).toBeCloseTo(r.perStrategy[k]!.realizedPnl + r.perStrategy[k]!.unrealizedPnl, 6);
    });
  });
});
