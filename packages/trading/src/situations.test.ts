import { describe, expect, it } from 'vitest';
import type { TMarketSituation } from '@avatara/contracts';
import { MARKET_SITUATIONS } from '@avatara/contracts';
import { createIndicators, updateIndicators } from './indicators';
import {
  primarySituation,
  situationLabels,
  situationMask,
  situationName,
  SITUATION_PRECEDENCE,
} from './situations';
import type { TCandleSeries } from './candles';
import { seriesFromCandles } from './candles';
import { randomWalk, seriesFromCloses } from './testing/synth';

const JUMP = 0.05;

/** The primary situation after every bar of a series. */
function classify(s: TCandleSeries): TMarketSituation[] {
  const ind = createIndicators(14, 20, 50);
  const out: TMarketSituation[] = [];
  for (let i = 0; i < s.length; i++) {
    const prev = ind.prevClose;
    const c = s.close[i]!;
    updateIndicators(ind, s.high[i]!, s.low[i]!, c);
    out.push(
      situationName(primarySituation(situationMask(ind, c, prev > 0 ? Math.abs(c / prev - 1) : 0, JUMP))),
    );
  }
  return out;
}
const last = (s: TCandleSeries) => classify(s).at(-1);

/** Closes from repeating a pattern of per-bar returns (fractions). */
function pattern(returns: number[], bars: number, start = 30_000): number[] {
  const out: number[] = [];
  let px = start;
  for (let i = 0; i < bars; i++) {
    px *= 1 + returns[i % returns.length]!;
    out.push(px);
  }
  return out;
}
const sine = (bars: number, period: number, ampFrac: number, start = 30_000) =>
  Array.from({ length: bars }, (_, i) => start * (1 + ampFrac * Math.sin((2 * Math.PI * i) / period)));
const flat = (px: number, bars: number) => Array.from({ length: bars }, () => px);

describe('situationMask / primarySituation', () => {
  it('UNSURE while the indicators warm up (fewer than 50 bars)', () => {
    expect(last(seriesFromCloses(sine(30, 10, 0.01)))).toBe('UNSURE');
  });
  it('NEWS_EVENT when one bar moves more than maxJumpGuardPct', () => {
    const c = sine(120, 10, 0.002);
    c.push(c.at(-1)! * 1.08);
    expect(last(seriesFromCloses(c))).toBe('NEWS_EVENT');
  });
  it('BREAKOUT_UP when the close clears the previous 20-bar high by one ATR', () => {
    const c = sine(120, 10, 0.002);
    c.push(c.at(-1)! * 1.02);
    expect(last(seriesFromCloses(c))).toBe('BREAKOUT_UP');
  });
  it('BREAKOUT_DOWN when the close falls below the previous 20-bar low by one ATR', () => {
    const c = sine(120, 10, 0.002);
    c.push(c.at(-1)! * 0.98);
    expect(last(seriesFromCloses(c))).toBe('BREAKOUT_DOWN');
  });
  it('OVERBOUGHT when RSI >= 70 (a rally, then flat bars keep RSI up without a breakout)', () => {
    const c = pattern([0.003], 80);
    c.push(...flat(c.at(-1)!, 3));
    expect(last(seriesFromCloses(c))).toBe('OVERBOUGHT');
  });
  it('OVERSOLD when RSI <= 30', () => {
    const c = pattern([-0.003], 80);
    c.push(...flat(c.at(-1)!, 3));
    expect(last(seriesFromCloses(c))).toBe('OVERSOLD');
  });
  it('REVERSAL_UP_CANDIDATE when RSI climbs back through 30 while EMA short < EMA long', () => {
    const c = pattern([-0.005], 80);
    c.push(...pattern([0.004], 12, c.at(-1)!));
    const labels = classify(seriesFromCloses(c));
    expect(labels.slice(80)).toContain('REVERSAL_UP_CANDIDATE');
  });
  it('REVERSAL_DOWN_CANDIDATE when RSI falls back through 70 while EMA short > EMA long', () => {
    const c = pattern([0.005], 80);
    c.push(...pattern([-0.004], 12, c.at(-1)!));
    expect(classify(seriesFromCloses(c)).slice(80)).toContain('REVERSAL_DOWN_CANDIDATE');
  });
  it('VOLATILITY_HIGH when ATR/price exceeds 1.75 × its slow average', () => {
    const c = sine(150, 10, 0.002);
    const rows = Array.from({ length: c.length }, (_, i) => ({
      tsMs: i * 60_000,
      open: c[i]!,
      high: c[i]! * 1.001,
      low: c[i]! * 0.999,
      close: c[i]!,
    }));
    const px = c.at(-1)!;
    for (let i = 0; i < 3; i++)
      rows.push({ tsMs: (c.length + i) * 60_000, open: px, high: px * 1.015, low: px * 0.985, close: px });
    expect(last(seriesFromCandles(rows))).toBe('VOLATILITY_HIGH');
  });
  it('STRONG_UPTREND when EMA spread >= 2 ATR, trend-up >= 60 % and close > EMA short', () => {
    expect(last(seriesFromCloses(pattern([0.004, 0.004, -0.004], 150)))).toBe('STRONG_UPTREND');
  });
  it('STRONG_DOWNTREND when EMA spread <= -2 ATR, trend-up <= 40 % and close < EMA short', () => {
    expect(last(seriesFromCloses(pattern([-0.004, -0.004, 0.004], 150)))).toBe('STRONG_DOWNTREND');
  });
  it('UPTREND when EMA spread >= 0.5 ATR and close > EMA long', () => {
    expect(last(seriesFromCloses(pattern([0.005, 0.005, -0.009], 150)))).toBe('UPTREND');
  });
  it('DOWNTREND when EMA spread <= -0.5 ATR and close < EMA long', () => {
    expect(last(seriesFromCloses(pattern([-0.005, -0.005, 0.009], 150)))).toBe('DOWNTREND');
  });
  it('CONSOLIDATION when the EMAs are within 0.25 ATR and the 20-bar range is under 4 ATR', () => {
    expect(last(seriesFromCloses(sine(200, 10, 0.002)))).toBe('CONSOLIDATION');
  });
  it('VOLATILITY_LOW when ATR/price drops under 0.6 × its slow average', () => {
    const c = sine(200, 40, 0.03);
    c.push(...flat(c.at(-1)!, 12));
    expect(last(seriesFromCloses(c, 0.0001))).toBe('VOLATILITY_LOW');
  });
  it('RANGE when the EMAs are within 0.5 ATR but the 20-bar range is wide (a drift-free random walk)', () => {
    expect(classify(seriesFromCloses(randomWalk(11, 400)))).toContain('RANGE');
  });
});

describe('SITUATION_PRECEDENCE', () => {
  it('ranks all 16 labels exactly once', () => {
    expect([...SITUATION_PRECEDENCE].sort()).toEqual([...MARKET_SITUATIONS].sort());
  });
  it('lists every label of a mask in precedence order', () => {
    expect(situationLabels((1 << 15) | (1 << 14))).toEqual(['NEWS_EVENT', 'UNSURE']);
  });
});
