import { beforeAll, describe, expect, it } from 'vitest';
import { STRATEGY_NAMES, DEFAULT_TRADING_CONFIG } from '@avatara/contracts';
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
  for (const [name, from, to] of PERIODS) {
    it(`${name}: all 7 strategies draw down no deeper than holding the starting coins and pay at most 2 % a year in fees`, () => {
      const { series, warmUpSeries } = periodWithWarmUp(
        all,
        from ? parseTimeMs(from) : undefined,
        to ? parseTimeMs(to) : undefined,
      );
      const r = runBacktest(series, { warmUpSeries });
      expect(r.perStrategy.every((s) => s.enabled)).toBe(true);
      expect(r.metrics.maxDrawdownPct).toBeLessThanOrEqual(r.benchmark.maxDrawdownPct);
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
        const k = STRATEGY_NAMES.indexOf(e.strategy);
        const held = e.ts - opened.get(e.strategy)!;
        expect(held).toBeLessThanOrEqual(p.strategies[k]!.maxHoldMs + 12 * 3_600_000);
        longest = Math.max(longest, held);
      }
    }
    expect(longest).toBeGreaterThan(7 * 86_400_000);
    const end = all.tsMs[all.length - 1]!;
    for (const [name, ts] of opened) {
      const k = STRATEGY_NAMES.indexOf(name as (typeof STRATEGY_NAMES)[number]);
      if (r.perStrategy[k]!.unrealizedPnl !== 0)
        expect(end - ts).toBeLessThanOrEqual(p.strategies[k]!.maxHoldMs);
    }
  });
});
