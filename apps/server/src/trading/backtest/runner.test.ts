import { describe, expect, it } from 'vitest';
import { runBacktest, type TCandleSeries } from '@avatara/trading';
import { SimulatorSource } from '../../market/sim/source';
import type { BacktestRange } from './range';
import { loadWithWarmUp, WARM_UP_FINE_BARS, WARM_UP_MS } from './runner';

const sim = new SimulatorSource(7);
const loads: BacktestRange[] = [];
/** MarketData.candles' contract: open times in [fromMs, toMs]. */
const load = (r: BacktestRange) => {
  loads.push(r);
  return sim.fetch(r.symbol, r.interval, r.fromMs, r.toMs + 1);
};
const WEEK: BacktestRange = {
  symbol: 'BTCUSDC',
  interval: '1m',
  fromMs: Date.parse('2025-05-25T00:00:00Z'),
  toMs: Date.parse('2025-05-31T23:59:59.999Z'),
};
const HOUR = 3_600_000;

describe('loadWithWarmUp', () => {
  it('warms a 1m run up on hourly bars, and on its own 1m bars for the last WARM_UP_FINE_BARS', async () => {
    loads.length = 0;
    const { series, warmUp } = await loadWithWarmUp(load, WEEK);
    expect(series.length).toBe(7 * 1440);
    expect(loads.map((r) => r.interval).sort()).toEqual(['1h', '1m', '1m', '1m']);
    const minutes = Array.from(warmUp.tsMs.subarray(1), (t, i) => t - warmUp.tsMs[i]!).filter(
      (d) => d === 60_000,
    );
    expect(minutes.length).toBeGreaterThanOrEqual(WARM_UP_FINE_BARS - 1);
    expect(minutes.length).toBeLessThan(WARM_UP_FINE_BARS + 60);
    expect(warmUp.length).toBeLessThan(WARM_UP_FINE_BARS + WARM_UP_MS / HOUR + 1);
    expect(warmUp.tsMs[warmUp.length - 1]).toBe(WEEK.fromMs - 60_000);
    // It starts with the first minute, as a warm-up on minutes would (the trend filter's seed)…
    const start = WEEK.fromMs - WARM_UP_MS;
    expect(warmUp.tsMs[0]).toBe(start);
    expect(warmUp.close[0]).toBe((await sim.fetch('BTCUSDC', '1m', start, start + 60_000)).close[0]);
    // …then the hours: one is fed at its open + 1m − 1 ms, so shifted by 59 minutes it lands on its close.
    const hourly = await sim.fetch('BTCUSDC', '1h', start, start + 2 * HOUR);
    expect(warmUp.tsMs[1]! + 60_000 - 1).toBe(hourly.tsMs[0]! + HOUR - 1);
    expect(warmUp.close[1]).toBe(hourly.close[0]);
  });

  it('loads an hourly run and its warm-up in hourly bars only', async () => {
    loads.length = 0;
    const { warmUp } = await loadWithWarmUp(load, { ...WEEK, interval: '1h' });
    expect(loads.every((r) => r.interval === '1h')).toBe(true);
    expect(warmUp.length).toBe(WARM_UP_MS / HOUR);
  });

  it('trades a 1m week as after a warm-up on 200 days of 1m bars', async () => {
    const { series, warmUp } = await loadWithWarmUp(load, WEEK);
    const minutes: TCandleSeries = await sim.fetch('BTCUSDC', '1m', WEEK.fromMs - WARM_UP_MS, WEEK.fromMs);
    // Every strategy on with a quota (the defaults leave most at 0), so that many of them trade.
    const config = {
      dca_Long_quota: 0.03,
      dca_Short_quota: 0.03,
      Grid_quota: 0.03,
      MeanReversion_Long_quota: 0.05,
      MeanReversion_Short_quota: 0.05,
      TrendFollow_Long_quota: 0.1,
      TrendFollow_Short_quota: 0.15,
    };
    const now = runBacktest(series, { config, warmUpSeries: warmUp });
    const before = runBacktest(series, { config, warmUpSeries: minutes });
    expect(before.tradeCount).toBeGreaterThan(10);
    expect(now.tradeEvents.map((e) => [e.ts, e.strategy, e.action])).toEqual(
      before.tradeEvents.map((e) => [e.ts, e.strategy, e.action]),
    );
    expect(now.endWithTrade).toBeCloseTo(before.endWithTrade, 2);
  });
});
