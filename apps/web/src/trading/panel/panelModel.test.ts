import { describe, expect, it } from 'vitest';
import {
  allocationsBody,
  parseAllocations,
  parseDecision,
  parseSummary,
  probPct,
  quotaFromServer,
  quotaInput,
  situationTone,
  togglesBody,
  togglesDiffer,
  togglesOf,
  totalFromServer,
  transactionCount,
} from './panelModel';

describe('parseSummary (§3)', () => {
  it('reads strategyName or strategy, numbers with commas, and the userId fallback', () => {
    const s = parseSummary({
      px: '65 000,5',
      total: 10000,
      tradingOn: '1',
      decisionStrategies: [
        { strategyName: 'GRID_VOL_ADAPTIVE', enabled: true, prob: 73.6 },
        { strategy: 'TREND_FOLLOW_LONG', enabled: 0, prob: 140 },
      ],
      openDeals: [{ strategy: 'GRID_VOL_ADAPTIVE', qty: '0,1', avgEntry: 60000, transactions: [{}, {}, {}] }],
      recentTrades: [{ ts: 1, strategy: 'GRID_VOL_ADAPTIVE', side: 'BUY', qty: 0.1, price: 100 }],
    });
    expect(s.px).toBe(65000.5);
    expect(s.tradingOn).toBe(true);
    expect(s.userId).toBe('defaultUser');
    expect(s.strategies.map((x) => [x.strategy, x.enabled, x.prob])).toEqual([
      ['GRID_VOL_ADAPTIVE', true, 74],
      ['TREND_FOLLOW_LONG', false, 100],
    ]);
    expect(s.openDeals[0]).toMatchObject({ qty: 0.1, snaps: 3 });
    expect(s.recentTrades[0]).toMatchObject({ action: 'BUY', value: 10 });
  });
  it('survives garbage without throwing', () => {
    for (const raw of [
      null,
      'x',
      42,
      [],
      { decisionStrategies: 'no', openDeals: [null], recentTrades: [7] },
    ]) {
      const s = parseSummary(raw);
      expect(s.total).toBe(0);
    }
  });
});

describe('transactionCount (§3)', () => {
  it('takes the first present field in the spec order', () => {
    expect(transactionCount({ trades: 4, count: 9 })).toBe(4);
    expect(transactionCount({ txCount: '2' })).toBe(2);
    expect(transactionCount({ transactions: [1, 2] })).toBe(2);
    expect(transactionCount({ numTrades: 5 })).toBe(5);
    expect(transactionCount({})).toBe(0);
  });
});

describe('allocations (§5)', () => {
  it('scales server fractions to percent and clamps the rest', () => {
    expect(quotaFromServer(0.25)).toBe(25);
    expect(quotaFromServer(1)).toBe(100);
    expect(quotaFromServer(0)).toBe(0);
    expect(quotaFromServer(40)).toBe(40);
    expect(quotaFromServer(250)).toBe(100);
    expect(quotaFromServer(-3)).toBe(0);
    expect(quotaFromServer('0,5')).toBe(50);
  });
  it('reads the overall quota from any variant', () => {
    expect(totalFromServer({ quota: 0.4 })).toBe(0.4);
    expect(totalFromServer({ portfolioQuotaPct: 0.7 })).toBe(0.7);
    expect(totalFromServer({ portfolioQuotaPct100: 55 })).toBe(0.55);
    expect(totalFromServer({})).toBe(1);
    expect(
      parseAllocations({ strategies: [{ strategy: 'GRID_VOL_ADAPTIVE', quota: 0.3 }], quota: 0.8 }),
    ).toEqual({ total: 0.8, quotas: { GRID_VOL_ADAPTIVE: 30 } });
  });
  it('rounds and clamps the input, empty clears', () => {
    expect(quotaInput('33.7')).toBe(34);
    expect(quotaInput('120')).toBe(100);
    expect(quotaInput('')).toBeNull();
    expect(quotaInput('abc')).toBe(0);
  });
  it('sends only finite quotas, as fractions', () => {
    const body = allocationsBody('u', {
      total: 0.456,
      quotas: { GRID_VOL_ADAPTIVE: 30, TREND_FOLLOW_LONG: null, MEAN_REVERSION_LONG: 100 },
    });
    expect(body).toEqual({
      userId: 'u',
      quota: 0.46,
      strategies: [
        { strategy: 'GRID_VOL_ADAPTIVE', quota: 0.3 },
        { strategy: 'MEAN_REVERSION_LONG', quota: 1 },
      ],
    });
  });
});

describe('toggles (§4)', () => {
  it('is dirty only when a switch differs', () => {
    const s = parseSummary({
      tradingOn: 1,
      decisionStrategies: [{ strategyName: 'GRID_VOL_ADAPTIVE', enabled: true }],
    });
    const base = togglesOf(s);
    expect(togglesDiffer(base, togglesOf(s))).toBe(false);
    expect(togglesDiffer(base, { ...base, tradingOn: false })).toBe(true);
    expect(togglesDiffer(base, { ...base, enabled: { GRID_VOL_ADAPTIVE: false } })).toBe(true);
    expect(togglesBody({ tradingOn: false, enabled: { GRID_VOL_ADAPTIVE: true, BOGUS: true } })).toEqual({
      tradingOn: 0,
      enabled: { GRID_VOL_ADAPTIVE: true },
    });
  });
});

describe('decision and small rules', () => {
  it('reads the snapshot fields', () => {
    expect(
      parseDecision({ situation: 'RANGE', rsiNonAi: '55,5', volPctNonAi: 0.012, emaSpreadPct: -0.01 }),
    ).toMatchObject({ situation: 'RANGE', rsi: 55.5, volPct: 0.012, emaSpreadPct: -0.01 });
  });
  it('clamps prob and colours situations', () => {
    expect(probPct(-5)).toBe(0);
    expect(probPct('99,6')).toBe(100);
    expect(situationTone('STRONG_UPTREND')).toBe('up');
    expect(situationTone('BREAKOUT_DOWN')).toBe('down');
    expect(situationTone('NEWS_EVENT')).toBe('alert');
    expect(situationTone('whatever')).toBe('neutral');
  });
});
