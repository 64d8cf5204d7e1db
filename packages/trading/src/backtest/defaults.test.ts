import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_TRADING_CONFIG, ENGINE_STRATEGY_NAMES, STRATEGY_NAMES } from '@avatara/contracts';
import { parseTimeMs } from '../csv';
import { BTC_1H_FILE, loadShared, sharedDataAvailable } from '../testing/data';
import { compileParams } from '../compile-params';
import { periodWithWarmUp } from './period';
import { runBacktest } from './run';

/** The acceptance periods of issue 11 (docs/backtests.md has the whole table). */
const PERIODS: [string, string | undefined, string | undefined][] = [
  ['2018-02 → 2025-03', undefined, undefined],
  ['2018', '2018-01-01', '2018-12-31 23:59:59'],
  ['2022', '2022-01-01', '2022-12-31 23:59:59'],
  ['2023', '2023-01-01', '2023-12-31 23:59:59'],
];

describe.runIf(sharedDataAvailable())('the default configuration on the real hourly BTCUSDT file', () => {
  // Read when the tests run, not while they are collected: a clone without ../shared collects this file too.
  let all: ReturnType<typeof loadShared>;
  beforeAll(() => {
    all = loadShared(BTC_1H_FILE);
  });
  const run = (from?: string, to?: string) => {
    const { series, warmUpSeries } = periodWithWarmUp(
      all,
      from ? parseTimeMs(from) : undefined,
      to ? parseTimeMs(to) : undefined,
    );
    return runBacktest(series, { warmUpSeries, maxTradeEvents: 0 });
  };

  it('earns its costs over the whole file: the strategies net >= 0 after fees, spread and slippage, so the account ends above holding the deposit', () => {
    const r = run();
    expect(r.netPnl).toBeGreaterThanOrEqual(0);
    expect(r.endWithTrade).toBeGreaterThanOrEqual(r.benchmarks.holdSplit.endUsd);
  });

  it('earns its costs on the in-sample part the defaults were chosen on (2018–2021): over it and in at least 3 of its 4 years', () => {
    const [whole, ...years] = run('2018-01-01', '2021-12-31 23:59:59').strategyPnl;
    expect(years.map((y) => y.period)).toEqual(['2018', '2019', '2020', '2021']);
    expect(whole!.total.netUsd).toBeGreaterThanOrEqual(0);
    expect(years.filter((y) => y.total.netUsd >= 0).length).toBeGreaterThanOrEqual(3);
  });

  it('earns its costs over the out-of-sample part, not tuned on (2022-01 → 2025-03)', () => {
    expect(run('2022-01-01', '2025-03-31 23:59:59').netPnl).toBeGreaterThanOrEqual(0);
  });

  it('trades only the strategies that earned their costs in sample: the trend-follow long', () => {
    const traded = run().perStrategy.filter((s) => s.entries > 0);
    expect(traded.map((s) => s.strategy)).toEqual(['TREND_FOLLOW_LONG']);
  });

  for (const [name, from, to] of PERIODS) {
    it(`${name}: draws down at most 1 percentage point deeper than holding the starting coins and pays at most 2 % a year in fees`, () => {
      const r = run(from, to);
      expect(r.perStrategy.slice(0, STRATEGY_NAMES.length).every((s) => s.enabled)).toBe(true);
      expect(r.metrics.maxDrawdownPct).toBeLessThanOrEqual(r.benchmark.maxDrawdownPct + 0.01);
      expect(r.metrics.feesPctPerYear).toBeLessThanOrEqual(0.02);
    });
  }

  it('holds no deal longer than its maximum holding time (plus the largest gap in the file)', () => {
    const r = runBacktest(all);
    const p = compileParams(DEFAULT_TRADING_CONFIG);
    const opened = new Map<string, number>();
    let longest = 0;
    for (const e of r.tradeEvents) {
      if (e.kind === 'OPEN') opened.set(e.strategy, e.ts);
      if (e.kind === 'CLOSE' || e.kind === 'LIQUIDATE') {
        const k = ENGINE_STRATEGY_NAMES.indexOf(e.strategy);
        const held = e.ts - opened.get(e.strategy)!;
        expect(held).toBeLessThanOrEqual(p.strategies[k]!.maxHoldMs + 12 * 3_600_000);
        longest = Math.max(longest, held);
      }
    }
    expect(longest).toBeGreaterThan(7 * 86_400_000);
    const end = all.tsMs[all.length - 1]!;
    for (const [name, ts] of opened) {
      const k = ENGINE_STRATEGY_NAMES.indexOf(name as (typeof ENGINE_STRATEGY_NAMES)[number]);
      if (r.perStrategy[k]!.unrealizedPnl !== 0)
        expect(end - ts).toBeLessThanOrEqual(p.strategies[k]!.maxHoldMs);
    }
  });
});
