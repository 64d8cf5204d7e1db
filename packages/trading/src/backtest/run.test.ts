import { describe, expect, it } from 'vitest';
import { createBacktest, runBacktest } from './run';
import { downsample, formatDuration } from './format';
import { randomWalk, seriesFromCloses } from '../testing/synth';
import { BTC_1H_FILE, loadShared, sharedDataAvailable } from '../testing/data';
import type { TBacktestProgress } from './types';

const series = seriesFromCloses(randomWalk(21, 3_000, 30_000, 0.006), 0.002, 3_600_000);

describe('runBacktest', () => {
  it('starts with 10,000 USD as half USDC, half BTC at the first close', () => {
    const r = runBacktest(series);
    expect(r.btInitUsdc).toBe(5_000);
    expect(r.btInitBtc * r.btStartPx).toBeCloseTo(5_000, 9);
    expect(r.startCapital).toBeCloseTo(10_000, 9);
  });
  it('values buy-and-hold (endNoTrade) as the initial holdings at the end price', () => {
    const r = runBacktest(series);
    expect(r.endNoTrade).toBeCloseTo(r.btInitUsdc + r.btInitBtc * r.btEndPx, 9);
    expect(r.relativeOutperfPct).toBeCloseTo((r.endWithTrade / r.endNoTrade - 1) * 100, 9);
  });
  it('keeps at most 500 points, ending at the last bar', () => {
    const r = runBacktest(series);
    expect(r.points.length).toBe(500);
    expect(r.points.at(-1)!.t).toBe(series.tsMs[series.length - 1]);
    expect(r.situationsPerTick.length).toBe(500);
    expect(r.situationsPerTick[0]!.situations.length).toBeGreaterThan(0);
  });
  it('reports gross PnL = net PnL + fees and per-strategy totals that add up', () => {
    const r = runBacktest(series);
    expect(r.grossPnl).toBeCloseTo(r.netPnl + r.metrics.feesPaidUsd, 6);
    const sum = r.perStrategy.reduce((a, s) => a + s.realizedPnl + s.unrealizedPnl, 0);
    expect(r.netPnl).toBeCloseTo(sum, 6);
    expect(r.tradeCount).toBeGreaterThan(0);
    expect(r.tradeEvents.length).toBe(r.tradeCount);
  });
  it('only trades the enabled strategies', () => {
    const r = runBacktest(series, { enabledStrategies: ['MEAN_REVERSION_LONG'] });
    expect(new Set(r.tradeEvents.map((e) => e.strategy))).toEqual(new Set(['MEAN_REVERSION_LONG']));
  });
  it('reports progress with percent rising to 100 and the simulated time', () => {
    const seen: TBacktestProgress[] = [];
    let clock = 0;
    runBacktest(series, { onProgress: (p) => seen.push(p), now: () => (clock += 10) });
    expect(seen.length).toBeGreaterThan(50);
    expect(seen.at(-1)!.status).toBe('DONE');
    expect(seen.at(-1)!.percent).toBe(100);
    for (let i = 1; i < seen.length; i++) expect(seen[i]!.percent).toBeGreaterThanOrEqual(seen[i - 1]!.percent);
    expect(seen[10]!.currentSimTime).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(seen[10]!.etaMsRemaining).toBeGreaterThan(0);
  });
  it('stops at the next progress step once cancelled, with a partial result', () => {
    let calls = 0;
    const r = runBacktest(series, { progressEveryBars: 100, isCancelled: () => ++calls >= 3 });
    expect(r.status).toBe('CANCELLED');
    expect(r.bars).toBe(300);
  });
  it('gives the same result in chunks as in one go', () => {
    const run = createBacktest(series);
    while (!run.runChunk(77));
    expect(run.result()).toEqual(runBacktest(series));
  });
  it.runIf(sharedDataAvailable())('runs all 7 strategies over the real 1h series 2018–2025', () => {
    const r = runBacktest(loadShared(BTC_1H_FILE));
    expect(r.bars).toBe(62_482);
    expect(r.status).toBe('DONE');
    expect(r.metrics.maxDrawdownPct).toBeGreaterThan(0);
    expect(Object.keys(r.situationCounts).length).toBeGreaterThanOrEqual(14);
  });
});

describe('downsample', () => {
  it('returns the input when it has at most max points, else exactly max points ending at the last', () => {
    expect(downsample([1, 2], [3, 4], 500)).toEqual([{ t: 1, c: 3 }, { t: 2, c: 4 }]);
    const t = Array.from({ length: 1001 }, (_, i) => i);
    const d = downsample(t, t, 500);
    expect(d.length).toBe(500);
    expect(d.at(-1)).toEqual({ t: 1000, c: 1000 });
  });
});

describe('formatDuration', () => {
  it('writes ms, seconds, minutes and hours', () => {
    expect([formatDuration(850), formatDuration(12_340), formatDuration(245_000), formatDuration(3_720_000)]).toEqual(['850 ms', '12.3 s', '4 min 05 s', '1 h 02 min']);
  });
});
