import { describe, expect, it } from 'vitest';
import { benchmarkFacts, metricFacts, riskRows, totalFacts } from './facts';
import { parseResult } from './result';

const result = parseResult({
  startCapital: 10000,
  btInitUsdc: 5000,
  btInitBtc: 0.10716705,
  endNoTrade: 6772.8,
  endWithTrade: 6868.76,
  relativeOutperfPct: 1.4168,
  netPnl: -12.345,
  from: '2022-01-01T00:00:00.000Z',
  to: '2022-12-31T23:00:00.000Z',
  metrics: {
    returnPct: -0.3131,
    maxDrawdownPct: 0.3215,
    sharpe: -1.98,
    returnOverDrawdown: -0.10066,
    winRate: 0.7167,
    profitFactor: null,
    fillWinRate: 0.8,
    fillProfitFactor: 1.25,
    exposurePct: 0.27,
    timeInMarketPct: 0.8952,
    barsPerYear: 8766,
  },
  benchmark: { returnPct: -0.3227, maxDrawdownPct: 0.3416, sharpe: -1.51 },
  benchmarks: {
    holdSplit: {
      returnPct: -0.3227,
      maxDrawdownPct: 0.3416,
      sharpe: -1.51,
      endUsd: 6772.8,
      exposurePct: 0.41,
      relativeOutperfPct: 1.4168,
    },
    holdBtc: {
      returnPct: -0.6459,
      maxDrawdownPct: 0.6676,
      endUsd: 3540.9,
      btc: 0.2141,
      exposurePct: 1,
      relativeOutperfPct: 93.98,
    },
    cash: { endUsd: 10000, relativeOutperfPct: -31.31 },
  },
});
/** An answer of a server from before issue 28: no `benchmarks`. */
const older = parseResult({
  startCapital: 10000,
  endNoTrade: 6772.8,
  endWithTrade: 6868.76,
  relativeOutperfPct: 1.4168,
  benchmark: { returnPct: -0.3227 },
});
const byKey = <T extends { key: string }>(rows: T[]) => Object.fromEntries(rows.map((r) => [r.key, r]));

describe('totalFacts', () => {
  it('writes money with 2 decimals and BTC with 8, German notation', () => {
    const f = byKey(totalFacts(result));
    expect(f['start-capital']!.value).toBe('10.000,00 $');
    expect(f['init-btc']!.value).toBe('0,10716705');
    expect(f['net-pnl']).toMatchObject({ value: '\u221212,35 $', tone: 'down' });
    expect(f.range!.value).toBe('01.01.2022 00:00 UTC – 31.12.2022 23:00 UTC');
  });
});

describe('benchmarkFacts', () => {
  it('shows trading, the three benchmarks and trading against both holdings', () => {
    expect(benchmarkFacts(result).map((f) => [f.label, f.value])).toEqual([
      ['Mit Trading', '6.868,76 $'],
      ['Halten (Aufteilung)', '6.772,80 $'],
      ['Halten (nur BTC)', '3.540,90 $'],
      ['Bargeld', '10.000,00 $'],
      ['Trading ggü. Aufteilung', '+1,42 %'],
      ['Trading ggü. nur BTC', '+93,98 %'],
    ]);
  });
  it('derives holding the split and cash from an older answer; holding BTC is unknown there', () => {
    const f = byKey(benchmarkFacts(older));
    expect(f.holding!.value).toBe('6.772,80 $');
    expect(f.outperformance!.value).toBe('+1,42 %');
    expect(f.cash!.value).toBe('10.000,00 $');
    expect(f['holding-btc']!.value).toBe('–');
    expect(f['outperformance-btc']!.value).toBe('–');
  });
});

describe('riskRows', () => {
  it('puts the account beside the three benchmarks, fractions as percent', () => {
    const rows = byKey(riskRows(result));
    expect(rows.returnPct).toMatchObject({
      trading: '-31,31 %',
      holding: '-32,27 %',
      holdingBtc: '-64,59 %',
      cash: '0,00 %',
    });
    expect(rows.sharpe).toMatchObject({ trading: '-1,98', holding: '-1,51' });
    expect(rows.returnOverDrawdown!.trading).toBe('-0,101'); // 3 decimals: a loss × a drawdown is small
    expect(rows.exposurePct).toMatchObject({ holding: '41,00 %', holdingBtc: '100,00 %', cash: '0,00 %' });
    expect(Object.keys(rows)).toEqual([
      'returnPct',
      'cagrPct',
      'maxDrawdownPct',
      'returnOverDrawdown',
      'sharpe',
      'sortino',
      'calmar',
      'exposurePct',
    ]);
  });
  it('shows dashes where an older answer has no figures', () => {
    const rows = byKey(riskRows(older));
    expect(rows.returnPct).toMatchObject({ holding: '-32,27 %', holdingBtc: '–', cash: '0,00 %' });
    expect(rows.exposurePct!.holding).toBe('–');
  });
  it('shows a dash for holding when the server sent no benchmark', () => {
    expect(riskRows(parseResult({}))[0]!.holding).toBe('–');
  });
});

describe('metricFacts', () => {
  it('covers every engine metric, per deal first and labelled so, profit factor without a loss as a dash', () => {
    const f = byKey(metricFacts(result));
    expect(Object.keys(f)).toHaveLength(13);
    expect(f['win-rate']).toMatchObject({ label: 'Trefferquote (je Deal)', value: '71,67 %' });
    expect(f['fill-win-rate']).toMatchObject({ label: 'Trefferquote je Fill', value: '80,00 %' });
    expect(f['profit-factor']!.value).toBe('–');
    expect(f['fill-profit-factor']!.value).toBe('1,25');
    expect(f.exposure).toMatchObject({ label: 'Exposure (BTC-Anteil, zeitgewichtet)', value: '27,00 %' });
    expect(f['time-in-market']).toMatchObject({ label: 'Zeit mit offenem Deal', value: '89,52 %' });
    expect(f['bars-year']!.value).toBe('8.766');
  });
});
