import { describe, expect, it } from 'vitest';
import { createBacktest, runBacktest } from './run';
import { downsample, formatDuration } from './format';
import { randomWalk, seriesFromCloses } from '../testing/synth';
import { BTC_1H_FILE, loadShared, sharedDataAvailable } from '../testing/data';
import { SHORT_SERIES_CONFIG } from '../testing/run';
import type { TBacktestProgress } from './types';

const series = seriesFromCloses(randomWalk(21, 3_000, 30_000, 0.006), 0.002, 3_600_000);
const config = SHORT_SERIES_CONFIG;

describe('runBacktest', () => {
  it('starts with 10,000 USD as half USDC, half BTC at the first close', () => {
    const r = runBacktest(series, { config });
    expect(r.btInitUsdc).toBe(5_000);
    expect(r.btInitBtc * r.btStartPx).toBeCloseTo(5_000, 9);
    expect(r.startCapital).toBeCloseTo(10_000, 9);
  });
  it('values buy-and-hold (endNoTrade) as the initial holdings at the end price', () => {
    const r = runBacktest(series, { config });
    expect(r.endNoTrade).toBeCloseTo(r.btInitUsdc + r.btInitBtc * r.btEndPx, 9);
    expect(r.relativeOutperfPct).toBeCloseTo((r.endWithTrade / r.endNoTrade - 1) * 100, 9);
  });
  it('keeps at most 500 points, ending at the last bar, each at its bar close time', () => {
    const r = runBacktest(series, { config });
    expect(r.points.length).toBe(500);
    expect(r.barMs).toBe(3_600_000);
    expect(r.points.at(-1)!.t).toBe(series.tsMs[series.length - 1]! + 3_600_000 - 1);
    expect(r.equityPoints.at(-1)!.t).toBe(r.points.at(-1)!.t);
    expect(r.situationsPerTick.at(-1)!.tsMillis).toBe(r.points.at(-1)!.t);
    expect(r.to).toBe(new Date(series.tsMs[series.length - 1]!).toISOString());
    expect(r.situationsPerTick.length).toBe(500);
    expect(r.situationsPerTick[0]!.situations.length).toBeGreaterThan(0);
  });
  it('stamps every trade with the close time of the bar whose close its price comes from (open + 1 h − 1 ms), within that bar', () => {
    const r = runBacktest(series, { config });
    const index = new Map(Array.from(series.tsMs, (t, i) => [t + 3_600_000 - 1, i]));
    expect(r.tradeEvents.length).toBeGreaterThan(50);
    for (const e of r.tradeEvents) {
      const i = index.get(e.ts);
      expect(i).toBeDefined();
      expect(e.price).toBeGreaterThanOrEqual(series.low[i!]! * (1 - 1e-12));
      expect(e.price).toBeLessThanOrEqual(series.high[i!]! * (1 + 1e-12));
      expect(Math.abs(e.price / series.close[i!]! - 1)).toBeLessThan(0.005);
    }
    // The clock only moves: the same orders as with the open times (barMs 1 = no offset).
    const atOpen = runBacktest(series, { config, barMs: 1 });
    expect(r.tradeEvents.map((e) => ({ ...e, ts: e.ts - 3_600_000 + 1 }))).toEqual(atOpen.tradeEvents);
  });

  it('reports gross PnL = net PnL + fees and per-strategy totals that add up', () => {
    const r = runBacktest(series, { config });
    expect(r.grossPnl).toBeCloseTo(r.netPnl + r.metrics.feesPaidUsd, 6);
    const sum = r.perStrategy.reduce((a, s) => a + s.realizedPnl + s.unrealizedPnl, 0);
    expect(r.netPnl).toBeCloseTo(sum, 6);
    expect(r.tradeCount).toBeGreaterThan(0);
    expect(r.tradeEvents.length).toBe(r.tradeCount);
  });
  it('only trades the enabled strategies', () => {
    const r = runBacktest(series, { config, enabledStrategies: ['MEAN_REVERSION_LONG'] });
    expect(new Set(r.tradeEvents.map((e) => e.strategy))).toEqual(new Set(['MEAN_REVERSION_LONG']));
  });
  it('reports progress with percent rising to 100 and the simulated time', () => {
    const seen: TBacktestProgress[] = [];
    let clock = 0;
    runBacktest(series, { config, onProgress: (p) => seen.push(p), now: () => (clock += 10) });
    expect(seen.length).toBeGreaterThan(50);
    expect(seen.at(-1)!.status).toBe('DONE');
    expect(seen.at(-1)!.percent).toBe(100);
    for (let i = 1; i < seen.length; i++)
      expect(seen[i]!.percent).toBeGreaterThanOrEqual(seen[i - 1]!.percent);
    expect(seen[10]!.currentSimTime).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(seen[10]!.etaMsRemaining).toBeGreaterThan(0);
  });
  it('stops at the next progress step once cancelled, with a partial result', () => {
    let calls = 0;
    const r = runBacktest(series, { config, progressEveryBars: 100, isCancelled: () => ++calls >= 3 });
    expect(r.status).toBe('CANCELLED');
    expect(r.bars).toBe(300);
  });
  it('gives the same result in chunks as in one go', () => {
    const run = createBacktest(series, { config });
    while (!run.runChunk(77));
    expect(run.result()).toEqual(runBacktest(series, { config }));
  });
  it('computes the fill-level win rate, profit factor and expectancy over every closing fill, partial sells included', () => {
    const r = runBacktest(series, { config });
    const closing = r.tradeEvents.filter((e) => e.kind !== 'OPEN' && e.kind !== 'ADD');
    const win = closing.filter((e) => e.pnl > 0);
    const gain = win.reduce((a, e) => a + e.pnl, 0);
    const loss = -closing.filter((e) => e.pnl <= 0).reduce((a, e) => a + e.pnl, 0);
    const realized = r.perStrategy.reduce((a, x) => a + x.realizedPnl, 0);
    expect(closing.some((e) => e.kind === 'REDUCE')).toBe(true);
    expect(r.metrics.closingFills).toBe(closing.length);
    expect(r.metrics.closedTrades).toBe(closing.length);
    expect(r.metrics.fillWinRate).toBeCloseTo(win.length / closing.length, 12);
    expect(r.metrics.fillProfitFactor).toBeCloseTo(gain / loss, 9);
    expect(r.metrics.fillExpectancyUsd * r.metrics.closingFills).toBeCloseTo(realized, 6);
    expect(Math.sign(r.metrics.fillProfitFactor! - 1)).toBe(Math.sign(realized));
    expect(r.perStrategy.reduce((a, x) => a + x.fillWins + x.fillLosses, 0)).toBe(closing.length);
  });

  it('computes win rate, profit factor and expectancy per closed deal: entry to full exit, partial fills summed', () => {
    const r = runBacktest(series, { config });
    // Rebuild the deals from the trade log: a deal opens with OPEN and ends with CLOSE.
    const open = new Map<string, number>();
    const deals: number[] = [];
    let partial = 0;
    for (const e of r.tradeEvents) {
      if (e.kind === 'OPEN') open.set(e.strategy, 0);
      else if (e.kind === 'REDUCE') {
        open.set(e.strategy, open.get(e.strategy)! + e.pnl);
        partial++;
      } else if (e.kind === 'CLOSE') {
        deals.push(open.get(e.strategy)! + e.pnl);
        open.delete(e.strategy);
      }
    }
    expect(partial).toBeGreaterThan(0);
    const wins = deals.filter((x) => x > 0);
    const gain = wins.reduce((a, x) => a + x, 0);
    const loss = -deals.filter((x) => x <= 0).reduce((a, x) => a + x, 0);
    const m = r.metrics;
    expect(m.closedDeals).toBe(deals.length);
    expect(m.closedDeals).toBe(r.perStrategy.reduce((a, x) => a + x.exits, 0));
    expect(r.perStrategy.reduce((a, x) => a + x.wins + x.losses, 0)).toBe(deals.length);
    expect(m.winRate).toBeCloseTo(wins.length / deals.length, 12);
    expect(m.profitFactor).toBeCloseTo(gain / loss, 9);
    expect(m.expectancyUsd).toBeCloseTo((gain - loss) / deals.length, 9);
    // Fewer deals than closing fills: the partial exits no longer count as trades of their own.
    expect(m.closedDeals).toBeLessThan(m.closingFills);
  });

  it('measures the time in the market as the share of bars that end with a deal open, and exposure as the mean BTC share of the account', () => {
    const run = createBacktest(series, {
      config,
      enabledStrategies: ['MEAN_REVERSION_LONG', 'TREND_FOLLOW_SHORT'],
    });
    let open = 0;
    let share = 0;
    for (let i = 0; i < series.length; i++) {
      run.runChunk(1);
      if (run.state.strategies.some((st) => st.qtyBtc > 0)) open++;
      const btcUsd = run.state.btc * series.close[i]!;
      share += btcUsd / (run.state.usdc + btcUsd);
    }
    const r = run.result();
    const m = r.metrics;
    expect(m.timeInMarketPct).toBeCloseTo(open / series.length, 12);
    expect(m.timeInMarketPct).toBeGreaterThan(0.02);
    expect(m.timeInMarketPct).toBeLessThan(0.98);
    expect(m.exposurePct).toBeCloseTo(share / series.length, 12);
    // Holding the split drifts with the price; holding BTC is all BTC; cash none.
    expect(r.benchmarks.holdBtc.exposurePct).toBe(1);
    expect(r.benchmarks.cash.exposurePct).toBe(0);
  });

  it('keeps every trade event (no cap) and pages through them', () => {
    const run = createBacktest(series, { config });
    while (!run.runChunk(500));
    const r = run.result();
    expect(r.tradeEvents).toHaveLength(r.tradeCount);
    expect(run.trades.length).toBe(r.tradeCount);
    expect(run.tradeEvents(100, 50)).toEqual(r.tradeEvents.slice(100, 150));
    expect(run.tradeEvents(r.tradeCount - 3, 50)).toHaveLength(3);
    expect(runBacktest(series, { config, maxTradeEvents: 10 }).tradeEvents).toEqual(
      r.tradeEvents.slice(0, 10),
    );
  });

  it('annualises Sharpe and Sortino from the bar returns and divides CAGR by the max drawdown, for trading and for the holdings', () => {
    const run = createBacktest(series, { config });
    const nav: number[] = [];
    const hold: number[] = [];
    const holdBtc: number[] = [];
    // Holding BTC: the whole deposit buys at the first close and pays one fee (0.1 %) on top.
    const btcQty = 10_000 / 1.001 / series.close[0]!;
    for (let i = 0; i < series.length; i++) {
      run.runChunk(1);
      const px = series.close[i]!;
      nav.push(run.state.usdc + run.state.btc * px);
      hold.push(5_000 + (5_000 / series.close[0]!) * px);
      holdBtc.push(btcQty * px);
    }
    const r = run.result();
    const years = (series.tsMs[series.length - 1]! - series.tsMs[0]!) / (365.25 * 86_400_000);
    const barsPerYear = (series.length - 1) / years;
    expect(r.metrics.barsPerYear).toBeCloseTo(365.25 * 24, 6); // hourly bars
    expect(r.benchmark).toEqual(
      Object.fromEntries(Object.keys(r.benchmark).map((k) => [k, r.benchmarks.holdSplit[k as 'sharpe']])),
    );
    expect(r.benchmarks.holdSplit.endUsd).toBe(r.endNoTrade);
    expect(r.benchmarks.holdBtc.endUsd).toBeCloseTo(holdBtc.at(-1)!, 9);
    expect(r.benchmarks.holdBtc.feesUsd).toBeCloseTo((10_000 / 1.001) * 0.001, 9);
    expect(r.benchmarks.cash).toMatchObject({ endUsd: 10_000, returnPct: 0, maxDrawdownPct: 0, sharpe: 0 });
    for (const [curve, m] of [
      [nav, r.metrics],
      [hold, r.benchmark],
      [holdBtc, r.benchmarks.holdBtc],
    ] as const) {
      const rets = curve.slice(1).map((x, i) => x / curve[i]! - 1);
      const mean = rets.reduce((a, x) => a + x, 0) / rets.length;
      const sd = Math.sqrt(rets.reduce((a, x) => a + (x - mean) ** 2, 0) / (rets.length - 1));
      const down = Math.sqrt(rets.reduce((a, x) => a + Math.min(0, x) ** 2, 0) / rets.length);
      let peak = 0;
      let dd = 0;
      for (const x of curve) dd = Math.max(dd, 1 - x / (peak = Math.max(peak, x)));
      const cagr = (curve.at(-1)! / 10_000) ** (1 / years) - 1;
      expect(m.sharpe).toBeCloseTo((mean / sd) * Math.sqrt(barsPerYear), 6);
      expect(m.sortino).toBeCloseTo((mean / down) * Math.sqrt(barsPerYear), 6);
      expect(m.maxDrawdownPct).toBeCloseTo(dd, 12);
      expect(m.cagrPct).toBeCloseTo(cagr, 9);
      expect(m.calmar).toBeCloseTo(cagr / dd, 9);
      expect(m.returnPct).toBeCloseTo(curve.at(-1)! / 10_000 - 1, 9);
    }
  });

  it('warms the indicators up on warmUpSeries without trading or counting those bars', () => {
    const warm = seriesFromCloses(
      randomWalk(5, 300, 30_000, 0.006),
      0.002,
      3_600_000,
      series.tsMs[0]! - 300 * 3_600_000,
    );
    const run = createBacktest(series, { config, warmUpSeries: warm });
    expect(run.state.ind.bars).toBe(300);
    expect(run.state.strategies.every((st) => st.qtyBtc === 0 && st.entries === 0)).toBe(true);
    while (!run.runChunk(1_000));
    expect(run.result().bars).toBe(series.length);
    expect(run.result().btStartPx).toBe(series.close[0]);
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
    expect(downsample([1, 2], [3, 4], 500)).toEqual([
      { t: 1, c: 3 },
      { t: 2, c: 4 },
    ]);
    const t = Array.from({ length: 1001 }, (_, i) => i);
    const d = downsample(t, t, 500);
    expect(d.length).toBe(500);
    expect(d.at(-1)).toEqual({ t: 1000, c: 1000 });
  });
});

describe('formatDuration', () => {
  it('writes ms, seconds, minutes and hours', () => {
    expect([
      formatDuration(850),
      formatDuration(12_340),
      formatDuration(245_000),
      formatDuration(3_720_000),
    ]).toEqual(['850 ms', '12.3 s', '4 min 05 s', '1 h 02 min']);
  });
});
