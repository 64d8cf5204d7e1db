import { describe, expect, it } from 'vitest';
import { drawdownCurve, holdingCurve, parseResult } from './result';

const sample = {
  status: 'DONE',
  perStrategy: [
    {
      strategy: 'TREND_FOLLOW_LONG',
      enabled: true,
      signals: 3,
      entries: 2,
      exits: 1,
      realizedPnl: 12.5,
      unrealizedPnl: -1,
      feesPaid: 0.4,
      slippagePaid: 0.1,
      wins: 1,
      losses: 0,
      stopLosses: 0,
      maxHoldExits: 0,
    },
    { strategy: 'COST_AVERAGE_LONG', enabled: false, signals: 0 },
  ],
  netPnl: 11.5,
  startCapital: 10000,
  endWithTrade: '10.011,5'.replace('.', ''),
  relativeOutperfPct: 0.3,
  points: [
    { t: 1, c: 100 },
    { t: 2, c: 'x' },
  ],
  equityPoints: [{ t: 1, c: 10000 }],
  tradeEvents: [
    {
      ts: 5,
      action: 'BUY',
      side: 'LONG',
      strategy: 'TREND_FOLLOW_LONG',
      price: 100,
      qty: 0.1,
      value: 10,
      kind: 'OPEN',
      pnl: 0,
    },
    { ts: 6, side: 'short', strategy: 'X' },
    { ts: 0, action: 'BUY' },
    { ts: 7, action: 'HOLD' },
  ],
  situationsPerTick: [
    { tsMillis: 1, situations: ['UPTREND', 'NOPE'] },
    { tsMillis: 0, situations: [] },
  ],
  situationCounts: { UPTREND: 4, NOPE: 2 },
  metrics: { returnPct: 0.1, maxDrawdownPct: 0.05, winRate: 1, profitFactor: null, closedTrades: 1 },
  benchmark: { returnPct: 0.08, sharpe: 1.2 },
};

describe('parseResult', () => {
  it('reads totals, German-notated numbers included', () => {
    const r = parseResult(sample);
    expect(r.netPnl).toBe(11.5);
    expect(r.endWithTrade).toBe(10011.5);
    expect(r.totalPnl).toBe(0);
  });
  it('sorts strategies in the catalogue order and keeps their figures', () => {
    const r = parseResult(sample);
    expect(r.perStrategy.map((s) => s.strategy)).toEqual(['COST_AVERAGE_LONG', 'TREND_FOLLOW_LONG']);
    expect(r.perStrategy[0]!.enabled).toBe(false);
    expect(r.perStrategy[1]!.realizedPnl).toBe(12.5);
  });
  it('keeps trade events with a time and a direction (side as fallback)', () => {
    const r = parseResult(sample);
    expect(r.tradeEvents.map((e) => [e.ts, e.action])).toEqual([
      [5, 'BUY'],
      [6, 'SELL'],
    ]);
  });
  it('drops damaged points, unknown situations and keeps profitFactor null', () => {
    const r = parseResult(sample);
    expect(r.points).toEqual([{ t: 1, c: 100 }]);
    expect(r.situationsPerTick).toEqual([{ tsMillis: 1, situations: ['UPTREND'] }]);
    expect(r.situationCounts).toEqual({ UPTREND: 4 });
    expect(r.metrics.profitFactor).toBeNull();
    expect(r.metrics.winRate).toBe(1);
    expect(r.benchmark).toMatchObject({ returnPct: 0.08, sharpe: 1.2, calmar: 0 });
  });
  it('survives an empty answer', () => {
    const r = parseResult(null);
    expect(r.points).toEqual([]);
    expect(r.benchmark).toBeNull();
    expect(r.metrics.sharpe).toBe(0);
    expect(r.benchmarks.holdBtc).toBeNull();
  });
  it('reads the three benchmarks and the per-deal and per-fill figures', () => {
    const r = parseResult({
      ...sample,
      metrics: { ...sample.metrics, fillWinRate: '0,7', fillProfitFactor: null, timeInMarketPct: 0.9 },
      benchmarks: {
        holdSplit: { endUsd: 10_500, returnPct: 0.05, exposurePct: 0.5 },
        holdBtc: { endUsd: 11_000, btc: 0.2, usdc: 0, feesUsd: 9.99, returnOverDrawdown: 1.5 },
        cash: 'broken',
      },
      perStrategy: [{ strategy: 'GRID_VOL_ADAPTIVE', wins: 2, losses: 1, fillWins: 5, fillLosses: 1 }],
    });
    expect(r.metrics).toMatchObject({ fillWinRate: 0.7, fillProfitFactor: null, timeInMarketPct: 0.9 });
    expect(r.benchmarks.holdSplit).toMatchObject({ endUsd: 10_500, returnPct: 0.05, exposurePct: 0.5 });
    expect(r.benchmarks.holdBtc).toMatchObject({ endUsd: 11_000, btc: 0.2, returnOverDrawdown: 1.5 });
    // A damaged benchmark reads as derived from the totals (cash = the start capital).
    expect(r.benchmarks.cash).toMatchObject({ endUsd: 10_000, returnPct: 0 });
    expect(r.perStrategy[0]).toMatchObject({ wins: 2, losses: 1, fillWins: 5, fillLosses: 1 });
  });
  it('reads the P/L after costs per strategy and period, strategies in the catalogue order', () => {
    const r = parseResult({
      ...sample,
      strategyPnl: [
        {
          period: 'all',
          from: '2021-01-01T00:00:00.000Z',
          to: '2022-12-31T00:00:00.000Z',
          bars: 730,
          strategies: [
            {
              strategy: 'TREND_FOLLOW_LONG',
              grossUsd: 30,
              feesUsd: 4,
              slippageUsd: '1,5',
              costsUsd: 5.5,
              netUsd: 24.5,
            },
            {
              strategy: 'COST_AVERAGE_LONG',
              grossUsd: -2,
              feesUsd: 1,
              slippageUsd: 0,
              costsUsd: 1,
              netUsd: -3,
            },
            { strategy: '', grossUsd: 99 },
          ],
          total: { grossUsd: 28, feesUsd: 5, slippageUsd: 1.5, costsUsd: 6.5, netUsd: 21.5 },
        },
        { period: '2021', strategies: 'broken', total: null },
        { period: '', strategies: [] },
      ],
    });
    expect(r.strategyPnl.map((p) => p.period)).toEqual(['all', '2021']);
    const [all, year] = r.strategyPnl;
    expect(all!.strategies.map((s) => s.strategy)).toEqual(['COST_AVERAGE_LONG', 'TREND_FOLLOW_LONG']);
    expect(all!.strategies[1]).toEqual({
      strategy: 'TREND_FOLLOW_LONG',
      grossUsd: 30,
      feesUsd: 4,
      slippageUsd: 1.5,
      costsUsd: 5.5,
      netUsd: 24.5,
    });
    expect(all!.total.netUsd).toBe(21.5);
    // A damaged period reads as empty, not as an error.
    expect(year!.strategies).toEqual([]);
    expect(year!.total).toEqual({ grossUsd: 0, feesUsd: 0, slippageUsd: 0, costsUsd: 0, netUsd: 0 });
    expect(parseResult(sample).strategyPnl).toEqual([]);
  });
});

describe('holdingCurve', () => {
  it('values the starting USDC and BTC at each price', () => {
    expect(
      holdingCurve(
        [
          { t: 1, c: 100 },
          { t: 2, c: 150 },
        ],
        5000,
        50,
      ),
    ).toEqual([
      { t: 1, c: 10000 },
      { t: 2, c: 12500 },
    ]);
  });
});

describe('drawdownCurve', () => {
  it('is the fall from the running peak in percent', () => {
    expect(drawdownCurve([100, 120, 90, 130].map((c, t) => ({ t, c }))).map((p) => p.c)).toEqual([
      0, 0, -25, 0,
    ]);
  });
});
