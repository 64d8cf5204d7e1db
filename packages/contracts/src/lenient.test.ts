import { describe, expect, it } from 'vitest';
import { ZChartPoints } from './backtest';
import {
  filteredList,
  lenientList,
  lenientObject,
  lenientObjectOrNull,
  oneOf,
  serverFlag,
  ZServerFlag01,
  ZServerNumber,
  ZServerNumberOrAbsent,
  ZServerText,
  ZServerTextOrAbsent,
} from './lenient';
import { ZWalletSummary } from './trading-api';
import { z } from 'zod';

describe('the tolerant readers (trading-dashboard.md §5)', () => {
  it('read numbers with a decimal comma, whitespace removed, anything else as 0', () => {
    expect(ZServerNumber.parse('65 000,5')).toBe(65000.5);
    expect(ZServerNumber.parse(true)).toBe(1);
    for (const v of [undefined, null, 'abc', {}, [1]]) expect(ZServerNumber.parse(v)).toBe(0);
    expect(ZServerNumberOrAbsent.parse(undefined)).toBeUndefined();
    expect(ZServerNumberOrAbsent.parse(null)).toBeUndefined();
    expect(ZServerNumberOrAbsent.parse('0,5')).toBe(0.5);
  });

  it('read texts, flags and names of a list', () => {
    expect(ZServerText.parse(12)).toBe('12');
    expect(ZServerText.parse(null)).toBe('');
    expect(ZServerTextOrAbsent.parse(null)).toBeUndefined();
    expect([true, 1, '1', 'true'].map(serverFlag)).toEqual([true, true, true, true]);
    expect(ZServerFlag01.parse('0')).toBe(0);
    expect(oneOf(['BUY', 'SELL', 'HOLD'], 'HOLD').parse('buy')).toBe('HOLD');
  });

  it('read anything that is not an object or a list as one with every field at its fallback', () => {
    const Z = lenientObject({ a: ZServerNumber, b: ZServerText });
    expect(Z.parse('x')).toEqual({ a: 0, b: '' });
    expect(Z.parse({ a: '1,5', extra: [1] })).toEqual({ a: 1.5, b: '', extra: [1] });
    expect(lenientList(Z).parse({ not: 'a list' })).toEqual([]);
    expect(lenientObjectOrNull({ a: ZServerNumber }).parse(7)).toBeNull();
  });

  it('keep of a filtered list only the entries its schema accepts', () => {
    expect(filteredList(z.number()).parse([1, 'x', 2])).toEqual([1, 2]);
    expect(
      ZChartPoints.parse([{ t: 1, c: 2 }, { t: '1', c: 2 }, null, { t: 3, c: NaN }, { t: 4, c: 5 }]),
    ).toEqual([
      { t: 1, c: 2 },
      { t: 4, c: 5 },
    ]);
    expect(ZChartPoints.parse({})).toEqual([]);
  });

  it('leave an answer in its canonical form as it is', () => {
    const summary = {
      mid: 65000,
      px: 65000,
      lastActualPrice: 65000,
      total: 10000,
      nav: 10000,
      usdc: 5000,
      btc: 0.07,
      realizedPnl: 0,
      unrealizedPnl: 1.5,
      totalPnl: 1.5,
      feesPaid: 0,
      tradingOn: 1,
      situation: 'RANGE',
      userId: 'defaultUser',
      decisionStrategies: [
        {
          strategyName: 'GRID_VOL_ADAPTIVE',
          enabled: true,
          prob: 40,
          signal: 'HOLD',
          reason: '',
          realizedPnl: 0,
          unrealizedPnl: 0,
          quota: 0.2,
        },
      ],
      openDeals: [],
      recentTrades: [],
    };
    expect(ZWalletSummary.parse(summary)).toEqual(summary);
  });
});
