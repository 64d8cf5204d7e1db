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
    winRate: 0.7167,
    profitFactor: null,
    barsPerYear: 8766,
  },
  benchmark: { returnPct: -0.3227, maxDrawdownPct: 0.3416, sharpe: -1.51 },
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
  it('shows holding, trading and the signed outperformance', () => {
    expect(benchmarkFacts(result).map((f) => f.value)).toEqual(['6.772,80 $', '6.868,76 $', '+1,42 %']);
  });
});

describe('riskRows', () => {
  it('puts the account beside holding, fractions as percent', () => {
    const rows = byKey(riskRows(result));
    expect(rows.returnPct).toMatchObject({ trading: '-31,31 %', holding: '-32,27 %' });
    expect(rows.sharpe).toMatchObject({ trading: '-1,98', holding: '-1,51' });
  });
  it('shows a dash for holding when the server sent no benchmark', () => {
    expect(riskRows(parseResult({}))[0]!.holding).toBe('–');
  });
});

describe('metricFacts', () => {
  it('covers every engine metric, profit factor without a loss as a dash', () => {
    const f = byKey(metricFacts(result));
    expect(Object.keys(f)).toHaveLength(10);
    expect(f['win-rate']!.value).toBe('71,67 %');
    expect(f['profit-factor']!.value).toBe('–');
    expect(f['bars-year']!.value).toBe('8.766');
  });
});
