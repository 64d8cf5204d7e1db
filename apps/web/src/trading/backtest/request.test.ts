import { ZBacktestStartRequest } from '@avatara/contracts/backtest';
import { STRATEGY_NAMES } from '@avatara/contracts/trading';
import { describe, expect, it } from 'vitest';
import { buildStartRequest, normalizeSymbol } from './request';
import { parseEnabled } from './storage';

const base = {
  symbol: 'BTCUSDT',
  interval: '1m' as const,
  from: '2026-03-01',
  to: '2026-03-02',
  totalQuotaPct: 80,
  strategyQuotaPct: {},
};

describe('buildStartRequest', () => {
  it('sends the switches as a map and as a list of the enabled strategies', () => {
    const enabled = parseEnabled(JSON.stringify({ COST_AVERAGE_SHORT: false, TREND_FOLLOW_SHORT: false }));
    const body = buildStartRequest({ ...base, enabled });
    expect(Object.keys(body.strategyEnabled ?? {})).toEqual([...STRATEGY_NAMES]);
    expect(body.enabledStrategies).toEqual(
      STRATEGY_NAMES.filter((s) => s !== 'COST_AVERAGE_SHORT' && s !== 'TREND_FOLLOW_SHORT'),
    );
  });
  it('sends the total as percent and as a fraction', () => {
    const body = buildStartRequest({ ...base, enabled: parseEnabled(null) });
    expect(body.totalQuotaPct).toBe(80);
    expect(body.totalQuota).toBe(0.8);
  });
  it('sends only finite strategy quotas, as whole percent and as fractions 0–1', () => {
    const body = buildStartRequest({
      ...base,
      enabled: parseEnabled(null),
      strategyQuotaPct: { GRID_VOL_ADAPTIVE: 25, TREND_FOLLOW_LONG: NaN, MEAN_REVERSION_LONG: 140 },
    });
    expect(body.strategyQuotaPct).toEqual({ GRID_VOL_ADAPTIVE: 25, MEAN_REVERSION_LONG: 100 });
    expect(body.strategyQuota).toEqual({ GRID_VOL_ADAPTIVE: 0.25, MEAN_REVERSION_LONG: 1 });
  });
  it('is a valid request of the contract', () => {
    const body = buildStartRequest({
      ...base,
      enabled: parseEnabled(null),
      strategyQuotaPct: { GRID_VOL_ADAPTIVE: 5 },
    });
    expect(ZBacktestStartRequest.safeParse(body).success).toBe(true);
  });
});

describe('normalizeSymbol', () => {
  it('trims and upper-cases a symbol, refuses what cannot be one', () => {
    expect(normalizeSymbol(' btcusdt ')).toBe('BTCUSDT');
    expect(normalizeSymbol('BTC')).toBeNull();
    expect(normalizeSymbol('BTC/USDT')).toBeNull();
  });
});
