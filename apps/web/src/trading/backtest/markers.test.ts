import { MARKET_SITUATIONS } from '@avatara/contracts/trading';
import { describe, expect, it } from 'vitest';
import {
  groupTrades,
  pointIndexAt,
  situationBands,
  situationLegend,
  SITUATION_COLORS,
  tradeMarkers,
} from './markers';
import type { TTradeEvent } from './result';

const ev = (ts: number, action: 'BUY' | 'SELL', value = 10): TTradeEvent => ({
  ts,
  action,
  side: 'LONG',
  strategy: 'GRID_VOL_ADAPTIVE',
  price: 1,
  qty: 1,
  value,
  kind: 'OPEN',
  pnl: 0,
});
const points = [1_000, 2_000, 3_000].map((t) => ({ t, c: 1 }));

describe('pointIndexAt', () => {
  it('finds the first point at or after the time, clamped to the ends', () => {
    const times = [10, 20, 30];
    expect(pointIndexAt(times, 5)).toBe(0);
    expect(pointIndexAt(times, 10)).toBe(0);
    expect(pointIndexAt(times, 11)).toBe(1);
    expect(pointIndexAt(times, 30)).toBe(2);
    expect(pointIndexAt(times, 99)).toBe(2);
    expect(pointIndexAt([], 1)).toBe(-1);
  });
});

describe('groupTrades', () => {
  it('groups orders per chart point and action, summing counts and values', () => {
    const groups = groupTrades(points, [
      ev(1_500, 'SELL', 5),
      ev(1_200, 'BUY'),
      ev(1_900, 'BUY', 7),
      ev(2_500, 'SELL'),
    ]);
    expect(groups).toEqual([
      { t: 2_000, action: 'BUY', count: 2, valueUsd: 17 },
      { t: 2_000, action: 'SELL', count: 1, valueUsd: 5 },
      { t: 3_000, action: 'SELL', count: 1, valueUsd: 10 },
    ]);
  });
  it('gives nothing without chart points', () => {
    expect(groupTrades([], [ev(1, 'BUY')])).toEqual([]);
  });
});

describe('tradeMarkers', () => {
  it('puts buys below as up arrows and sells above as down arrows, counting groups', () => {
    const markers = tradeMarkers(
      [
        { t: 2_000, action: 'BUY', count: 2, valueUsd: 1 },
        { t: 3_000, action: 'SELL', count: 1, valueUsd: 1 },
      ],
      { up: 'green', down: 'red' },
    );
    expect(markers).toEqual([
      { time: 2, position: 'belowBar', shape: 'arrowUp', color: 'green', text: 'K 2', size: 1 },
      { time: 3, position: 'aboveBar', shape: 'arrowDown', color: 'red', text: 'V', size: 1 },
    ]);
  });
});

describe('situations', () => {
  it('has a distinct colour for each of the 16 situations', () => {
    expect(new Set(MARKET_SITUATIONS.map((s) => SITUATION_COLORS[s])).size).toBe(16);
  });
  it('colours each band by the primary situation, sorted, skipping ticks without one', () => {
    const bands = situationBands([
      { tsMillis: 3_000, situations: ['RANGE'] },
      { tsMillis: 1_000, situations: ['UPTREND', 'OVERBOUGHT'] },
      { tsMillis: 2_000, situations: [] },
    ]);
    expect(bands).toEqual([
      { time: 1, value: 1, color: SITUATION_COLORS.UPTREND },
      { time: 3, value: 1, color: SITUATION_COLORS.RANGE },
    ]);
  });
  it('lists the situations by frequency, from the counts or else the ticks', () => {
    expect(situationLegend({ RANGE: 2, UPTREND: 5 }, []).map((l) => [l.situation, l.count])).toEqual([
      ['UPTREND', 5],
      ['RANGE', 2],
    ]);
    expect(
      situationLegend({}, [
        { tsMillis: 1, situations: ['OVERSOLD'] },
        { tsMillis: 2, situations: ['OVERSOLD'] },
      ]),
    ).toEqual([{ situation: 'OVERSOLD', count: 2, color: SITUATION_COLORS.OVERSOLD }]);
  });
});
