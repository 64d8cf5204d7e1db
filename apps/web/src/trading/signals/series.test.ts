import { describe, expect, it } from 'vitest';
import {
  paneWeights,
  percentChange,
  seriesView,
  signalLabel,
  signalPlacement,
  signalScale,
  usesAbsScale,
} from './series';

describe('percentChange (§5)', () => {
  it('shows each value as percent change from the first non-zero value', () => {
    expect(
      percentChange([
        { t: 1, c: 0 },
        { t: 2, c: 50 },
        { t: 3, c: 75 },
        { t: 4, c: 25 },
      ]).map((p) => p.c),
    ).toEqual([-100, 0, 50, -50]);
  });
  it('works with a negative base and gives zeros without any non-zero value', () => {
    expect(
      percentChange([
        { t: 1, c: -2 },
        { t: 2, c: -1 },
      ]).map((p) => p.c),
    ).toEqual([0, -50]);
    expect(
      percentChange([
        { t: 1, c: 0 },
        { t: 2, c: 0 },
      ]).map((p) => p.c),
    ).toEqual([0, 0]);
  });
});

describe('seriesView', () => {
  const answer = (n: number) => ({
    interval: '1m',
    epochMs: Array.from({ length: n }, (_, i) => 1_000 + i),
    values: Array.from({ length: n }, (_, i) => 100 + i),
  });
  it('keeps BTC absolute on its own scale', () => {
    const v = seriesView('BTCUSDC', answer(3));
    expect(v).toMatchObject({ label: 'BTC', useAbsScale: true, interval: '1m' });
    expect(v.points.map((p) => p.c)).toEqual([100, 101, 102]);
  });
  it('keeps RSI and the other bounded signals and oscillators as their values, on scales of their own', () => {
    const rsi = seriesView('BTC_RSI', { epochMs: [1, 2, 3], values: [40, 70, 35] });
    expect(rsi).toMatchObject({ scale: 'bounded', useAbsScale: true });
    expect(rsi.points.map((p) => p.c)).toEqual([40, 70, 35]); // not 0 %, +75 %, −12.5 %
    expect(seriesView('BTC_TREND_UP', answer(2)).scale).toBe('bounded');
    expect(
      seriesView('BTC_EMA_SPREAD', { epochMs: [1, 2], values: [0.01, 1] }).points.map((p) => p.c),
    ).toEqual([0.01, 1]);
    expect(seriesView('BTC_DRAWDOWN', answer(2)).scale).toBe('level');
    expect(seriesView('BTC_MACD_HIST', answer(2)).scale).toBe('levelUsd');
    expect(['GOLD', 'ETH', 'BTC_VOLUME', 'BTC_ATR', 'BTC_VOLATILITY', 'GOLD_BTC'].map(signalScale)).toEqual(
      Array(6).fill('change'),
    );
  });
  it('turns other signals into percent change', () => {
    const v = seriesView('GOLD', answer(3));
    expect(v.useAbsScale).toBe(false);
    [0, 1, 2].forEach((pct, i) => expect(v.points[i]!.c).toBeCloseTo(pct, 10));
  });
  it('reduces to at most 500 points', () => {
    const v = seriesView('BTC_RSI', answer(2_000));
    expect(v.points).toHaveLength(500);
    expect(v.points[0]!.t).toBe(1_000);
    expect(v.points[499]!.t).toBe(2_999);
  });
  it('skips damaged entries and survives an empty answer', () => {
    expect(seriesView('GOLD', { epochMs: [1, 'x', 3], values: [1, 2, NaN] }).points).toEqual([
      { t: 1, c: 0 },
    ]);
    expect(seriesView('GOLD', null).points).toEqual([]);
  });
});

describe('labels and scales', () => {
  it('names BTC, RSI and GOLD as in §2, others by their name', () => {
    expect(['BTCUSDC', 'BTC_RSI', 'GOLD', 'ETH'].map(signalLabel)).toEqual(['BTC', 'RSI', 'GOLD', 'ETH']);
    expect(usesAbsScale('BTCUSDT')).toBe(true);
    expect(usesAbsScale('BTC_RSI')).toBe(false);
  });
});

describe('signalPlacement', () => {
  it('puts prices on top, the 0–100 scale and the % levels in the pane below, the USD levels under them', () => {
    const all = ['usd', 'change', 'bounded', 'level', 'levelUsd'] as const;
    expect(signalPlacement('usd', all)).toEqual({
      pane: 0,
      priceScaleId: 'left',
      format: 'number',
      unit: 'USD',
    });
    expect(signalPlacement('change', all)).toMatchObject({
      pane: 0,
      priceScaleId: 'right',
      format: 'percent',
    });
    expect(signalPlacement('bounded', all)).toEqual({
      pane: 1,
      priceScaleId: 'right',
      format: 'number',
      unit: '0–100',
      range: { min: 0, max: 100 },
    });
    expect(signalPlacement('level', all)).toMatchObject({ pane: 1, priceScaleId: 'left', unit: 'Wert in %' });
    expect(signalPlacement('levelUsd', all)).toMatchObject({ pane: 2, unit: 'Wert in USD' });
    expect(paneWeights(all)).toEqual([3, 1, 1]);
  });
  it('numbers the panes in use without gaps', () => {
    expect(signalPlacement('bounded', ['bounded']).pane).toBe(0);
    expect(signalPlacement('levelUsd', ['usd', 'levelUsd']).pane).toBe(1);
    expect(paneWeights(['usd', 'change'])).toEqual([3]);
  });
});
