import { describe, expect, it } from 'vitest';
import type { TTradingConfigInput } from '@avatara/contracts';
import { runBacktest } from '../backtest/run';
import { compileParams } from '../compile-params';
import { crossoverSettings, S } from '../params';
import { createEngineState } from '../state';
import { seriesFromCloses } from '../testing/synth';
import { DEFAULT_TRADING_CONFIG } from '@avatara/contracts';
import { updateCrossover } from './crossover';

/** Fills at the close (no spread, no slippage, no volume cap), fee 0.1 %, no trend filter. */
const AT_CLOSE: TTradingConfigInput = {
  fillSpreadPct: 0,
  fillSlippageAtrShare: 0,
  fillMaxVolumeSharePct: 0,
  trendFilterMs: 0,
};

/** The moving averages after each of `closes`. */
function averages(kind: 'SMA' | 'EMA', fastPeriod: number, slowPeriod: number, closes: number[]) {
  const p = compileParams(DEFAULT_TRADING_CONFIG, crossoverSettings({ kind, fastPeriod, slowPeriod }));
  const s = createEngineState(p);
  const m = s.strategies[S.MA_CROSS]!.cross;
  return closes.map((c) => {
    updateCrossover(m, p.strategies[S.MA_CROSS]!, c);
    return [m.fast, m.slow];
  });
}

describe('updateCrossover', () => {
  it('SMA: the mean of the last fast / slow closes, NaN before it has seen them', () => {
    expect(averages('SMA', 2, 3, [10, 9, 8, 9, 10, 11])).toEqual([
      [NaN, NaN],
      [9.5, NaN],
      [8.5, 9],
      [8.5, 26 / 3],
      [9.5, 9],
      [10.5, 10],
    ]);
  });

  it('SMA: stays the exact mean of the window over many turns of its ring', () => {
    const closes = Array.from({ length: 1000 }, (_, i) => 30_000 + 5_000 * Math.sin(i / 7) + i);
    const got = averages('SMA', 5, 13, closes);
    const mean = (a: number[]) => a.reduce((x, y) => x + y, 0) / a.length;
    for (const i of [12, 13, 500, 998, 999]) {
      expect(got[i]![0]).toBeCloseTo(mean(closes.slice(i - 4, i + 1)), 9);
      expect(got[i]![1]).toBeCloseTo(mean(closes.slice(i - 12, i + 1)), 9);
    }
  });

  it('EMA: seeded with the SMA of its first period closes, then ema += 2 / (period + 1) × (close − ema)', () => {
    const got = averages('EMA', 2, 3, [10, 9, 8, 9, 10]);
    expect(got[0]).toEqual([NaN, NaN]);
    expect(got[1]).toEqual([9.5, NaN]);
    // fast: 9.5 + 2/3 × (8 − 9.5) = 8.5; slow: (10 + 9 + 8) / 3 = 9
    expect(got[2]![0]).toBeCloseTo(8.5, 12);
    expect(got[2]![1]).toBeCloseTo(9, 12);
    // fast: 8.5 + 2/3 × 0.5 = 8.8333…; slow: 9 + 1/2 × 0 = 9
    expect(got[3]![0]).toBeCloseTo(8.5 + 1 / 3, 12);
    expect(got[3]![1]).toBeCloseTo(9, 12);
    // fast: 8.8333… + 2/3 × (10 − 8.8333…) = 9.6111…; slow: 9 + 1/2 × 1 = 9.5
    expect(got[4]![0]).toBeCloseTo(8.5 + 1 / 3 + (2 / 3) * (10 - 8.5 - 1 / 3), 12);
    expect(got[4]![1]).toBeCloseTo(9.5, 12);
  });
});

describe('runCrossover (MA_CROSSOVER, the benchmark strategy)', () => {
  // SMA 2 / SMA 3: 10,000 9,000 8,000 | 9,000 (8,500 < 8,666.67) | 10,000 (9,500 > 9,000: cross up)
  // 11,000 10,000 (10,500 > 10,333.33) | 9,000 (9,500 < 10,000: cross down) | 8,000
  const closes = [10_000, 9_000, 8_000, 9_000, 10_000, 11_000, 10_000, 9_000, 8_000];
  const series = seriesFromCloses(closes, 0.001, 3_600_000);
  const closeTime = (i: number) => series.tsMs[i]! + 3_600_000 - 1;

  it('goes all-in at the cross up and all-out at the cross down, at the closes (hand-computed)', () => {
    const r = runBacktest(series, {
      config: AT_CLOSE,
      enabledStrategies: ['MA_CROSSOVER'],
      crossover: { kind: 'SMA', fastPeriod: 2, slowPeriod: 3 },
      depositBtcShare: 0,
    });
    // All 10,000 USDC, fee included: notional 10,000 / 1.001, fee 0.1 % of it.
    const notional = 10_000 / 1.001;
    const qty = notional / 10_000;
    const sold = qty * 9_000;
    expect(r.tradeEvents).toHaveLength(2);
    expect(r.tradeEvents[0]).toMatchObject({ ts: closeTime(4), action: 'BUY', kind: 'OPEN', price: 10_000 });
    expect(r.tradeEvents[0]!.qty).toBeCloseTo(qty, 12);
    expect(r.tradeEvents[0]!.fee).toBeCloseTo(notional * 0.001, 9);
    expect(r.tradeEvents[1]).toMatchObject({ ts: closeTime(7), action: 'SELL', kind: 'CLOSE', price: 9_000 });
    expect(r.tradeEvents[1]!.qty).toBeCloseTo(qty, 12);
    // Sold for 8,991.01 less its fee 8.99: 8,982.02 back of the 10,000 spent.
    expect(r.tradeEvents[1]!.pnl).toBeCloseTo(sold * 0.999 - 10_000, 6);
    expect(r.endWithTrade).toBeCloseTo(sold * 0.999, 6);
    expect(r.btInitBtc).toBe(0);
    const row = r.perStrategy.find((x) => x.strategy === 'MA_CROSSOVER')!;
    expect(row).toMatchObject({ enabled: true, entries: 1, exits: 1, wins: 0, losses: 1 });
    // Gross (before fees) = 9,000 − 10,000 per BTC: −1,000 × qty; costs = the two fees.
    const all = r.strategyPnl[0]!.strategies.find((x) => x.strategy === 'MA_CROSSOVER')!;
    expect(all.grossUsd).toBeCloseTo(-1_000 * qty, 6);
    expect(all.costsUsd).toBeCloseTo(notional * 0.001 + sold * 0.001, 9);
    expect(all.netUsd).toBeCloseTo(sold * 0.999 - 10_000, 6);
  });

  it('buys with its share of the account, at most the USDC there is', () => {
    const half = runBacktest(series, {
      config: AT_CLOSE,
      enabledStrategies: ['MA_CROSSOVER'],
      crossover: { fastPeriod: 2, slowPeriod: 3, share: 0.5 },
      depositBtcShare: 0,
    });
    expect(half.tradeEvents[0]!.value).toBeCloseTo(5_000 / 1.001, 6);
    // The account's own deposit (half BTC): all-in can only spend the 5,000 USDC.
    const split = runBacktest(series, {
      config: AT_CLOSE,
      enabledStrategies: ['MA_CROSSOVER'],
      crossover: { fastPeriod: 2, slowPeriod: 3 },
    });
    expect(split.tradeEvents[0]!.value).toBeCloseTo(5_000 / 1.001, 6);
    // strategyQuota sets the share too (the backtest API's allocation).
    const quota = runBacktest(series, {
      config: AT_CLOSE,
      enabledStrategies: ['MA_CROSSOVER'],
      crossover: { fastPeriod: 2, slowPeriod: 3 },
      strategyQuota: { MA_CROSSOVER: 0.25 },
      depositBtcShare: 0,
    });
    expect(quota.tradeEvents[0]!.value).toBeCloseTo(2_500 / 1.001, 6);
  });

  it('trades every cross: no fee budget, jump guard, trend filter or cooldown holds it back', () => {
    const zigzag = [...closes, 9_000, 10_000, 11_000, 10_000, 9_000, 8_000, 9_000, 10_000, 11_000];
    const r = runBacktest(seriesFromCloses(zigzag, 0.001, 3_600_000), {
      config: { ...AT_CLOSE, trendFilterMs: 200 * 86_400_000, maxFeesPctPerYear: 0.015 },
      enabledStrategies: ['MA_CROSSOVER'],
      crossover: { fastPeriod: 2, slowPeriod: 3 },
      depositBtcShare: 0,
    });
    expect(r.tradeEvents.map((e) => e.action)).toEqual(['BUY', 'SELL', 'BUY', 'SELL', 'BUY']);
  });

  it('is off unless named: a default run neither trades nor reports it', () => {
    const r = runBacktest(series, { config: AT_CLOSE });
    expect(r.perStrategy.map((x) => x.strategy)).not.toContain('MA_CROSSOVER');
    expect(r.tradeEvents.some((e) => e.strategy === 'MA_CROSSOVER')).toBe(false);
    expect(createEngineState(compileParams(DEFAULT_TRADING_CONFIG)).strategies[S.MA_CROSS]!.enabled).toBe(
      false,
    );
  });

  it('rejects settings that are no crossover', () => {
    expect(() => crossoverSettings({ fastPeriod: 200, slowPeriod: 50 })).toThrow(RangeError);
    expect(() => crossoverSettings({ fastPeriod: 2.5 })).toThrow(RangeError);
    expect(() => crossoverSettings({ share: 1.5 })).toThrow(RangeError);
  });
});
