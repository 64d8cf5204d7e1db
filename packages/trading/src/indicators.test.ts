import { describe, expect, it } from 'vitest';
import { ATR, EMA, RSI } from 'trading-signals';
import { createIndicators, updateIndicators } from './indicators';
import { BTC_1H_FILE, loadShared, sharedDataAvailable } from './testing/data';
import { randomWalk, seriesFromCloses } from './testing/synth';
import type { TCandleSeries } from './candles';

/** Runs ours and trading-signals side by side; returns the largest differences. */
function compare(s: TCandleSeries) {
  const ours = createIndicators(14, 20, 50);
  const emaS = new EMA(20);
  const emaL = new EMA(50);
  const rsi = new RSI(14);
  const atr = new ATR(14);
  const d = { ema: 0, rsi: 0, atr: 0, compared: 0 };
  for (let i = 0; i < s.length; i++) {
    const h = s.high[i]!;
    const l = s.low[i]!;
    const c = s.close[i]!;
    updateIndicators(ours, h, l, c);
    emaS.update(c, false);
    emaL.update(c, false);
    const r = rsi.update(c, false);
    const a = atr.update({ high: h, low: l, close: c }, false);
    d.ema = Math.max(
      d.ema,
      Math.abs(ours.emaShort - emaS.getState().result!),
      Math.abs(ours.emaLong - emaL.getState().result!),
    );
    if (r !== null) {
      d.rsi = Math.max(d.rsi, Math.abs(ours.rsi - r));
      d.compared++;
    } else expect(Number.isNaN(ours.rsi)).toBe(true);
    if (a !== null) d.atr = Math.max(d.atr, Math.abs(ours.atr - a));
    else expect(Number.isNaN(ours.atr)).toBe(true);
  }
  return d;
}

describe('updateIndicators', () => {
  it('matches trading-signals EMA, RSI and ATR within 1e-9 on a random walk', () => {
    const d = compare(seriesFromCloses(randomWalk(7, 5_000)));
    expect(d.compared).toBeGreaterThan(4_900);
    expect(d.ema).toBeLessThan(1e-9);
    expect(d.rsi).toBeLessThan(1e-9);
    expect(d.atr).toBeLessThan(1e-9);
  });

  it.runIf(sharedDataAvailable())(
    'matches trading-signals within 1e-9 on the real 1h series 2018–2025',
    () => {
      const d = compare(loadShared(BTC_1H_FILE));
      expect(d.compared).toBeGreaterThan(60_000);
      expect(d.ema).toBeLessThan(1e-9);
      expect(d.rsi).toBeLessThan(1e-9);
      expect(d.atr).toBeLessThan(1e-9);
    },
  );

  it('gives volFrac = ATR / close and trendUpFrac within 0–1', () => {
    const s = createIndicators(14, 20, 50);
    const closes = randomWalk(3, 300);
    const series = seriesFromCloses(closes);
    for (let i = 0; i < series.length; i++) {
      updateIndicators(s, series.high[i]!, series.low[i]!, series.close[i]!);
      expect(s.trendUpFrac).toBeGreaterThanOrEqual(0);
      expect(s.trendUpFrac).toBeLessThanOrEqual(1);
    }
    expect(s.volFrac).toBeCloseTo(s.atr / closes[closes.length - 1]!, 12);
  });

  it('reports the previous 20-bar high and low, excluding the current bar', () => {
    const s = createIndicators(14, 20, 50);
    for (let i = 1; i <= 25; i++) updateIndicators(s, 100 + i, 50 - i, 75);
    expect(s.donHigh).toBe(124);
    expect(s.donLow).toBe(26);
  });
});

/** Straightforward array-based reference for the indicators trading-signals does not have. */
function naive(s: TCandleSeries) {
  const n = s.length;
  const a = 2 / 21;
  const trendUp: number[] = [];
  const don: [number, number][] = [];
  let tu = 0.5;
  for (let i = 0; i < n; i++) {
    if (i > 0) tu = (s.close[i]! > s.close[i - 1]! ? 1 : 0) * a + tu * (1 - a);
    trendUp.push(tu);
    if (i >= 20) {
      const hs = Array.from(s.high.subarray(i - 20, i));
      const ls = Array.from(s.low.subarray(i - 20, i));
      don.push([Math.max(...hs), Math.min(...ls)]);
    } else don.push([NaN, NaN]);
  }
  return { trendUp, don };
}

describe('updateIndicators (trend-up, Donchian, volFrac)', () => {
  it.runIf(sharedDataAvailable())(
    'matches an array-based reference within 1e-9 on the real 1h series',
    () => {
      const s = loadShared(BTC_1H_FILE);
      const ref = naive(s);
      const ind = createIndicators(14, 20, 50);
      let worst = 0;
      for (let i = 0; i < s.length; i++) {
        updateIndicators(ind, s.high[i]!, s.low[i]!, s.close[i]!);
        worst = Math.max(worst, Math.abs(ind.trendUpFrac - ref.trendUp[i]!));
        if (i >= 20)
          worst = Math.max(
            worst,
            Math.abs(ind.donHigh - ref.don[i]![0]),
            Math.abs(ind.donLow - ref.don[i]![1]),
          );
        if (i >= 13) worst = Math.max(worst, Math.abs(ind.volFrac - ind.atr / s.close[i]!));
      }
      expect(worst).toBeLessThan(1e-9);
    },
  );
});
