/**
 * Streaming indicators, O(1) per bar, held as plain numbers so the state can be cloned and
 * serialised. Formulas follow `trading-signals` v8 exactly (checked in indicators.test.ts):
 * EMA seeded with the first price, RSI and ATR with Wilder smoothing seeded by a simple mean.
 */

/** Length of the Donchian window (bars) used for breakouts and consolidation. */
export const DONCHIAN_BARS = 20;
/** ATR period (the panel shows ATR(14)). */
export const ATR_PERIOD = 14;
/** Period (bars) of the slow EMA of volPct that VOLATILITY_HIGH/LOW compare against. */
export const VOL_AVG_PERIOD = 100;

/** Indicator state; every price in USD, every `*Frac` a fraction. */
export interface TIndicatorState {
  /** Bars seen. */
  bars: number;
  prevClose: number;
  alphaShort: number;
  alphaLong: number;
  emaShortPeriod: number;
  emaLongPeriod: number;
  emaShort: number;
  emaLong: number;
  rsiPeriod: number;
  avgGain: number;
  avgLoss: number;
  /** RSI 0–100, NaN until warmed up. */
  rsi: number;
  prevRsi: number;
  /** ATR(14) in USD, NaN until warmed up. */
  atr: number;
  atrSum: number;
  /** ATR / close, fraction; NaN until warmed up. */
  volFrac: number;
  /** Slow EMA of volFrac. */
  volAvgFrac: number;
  /** EMA (short period) of "close above previous close", fraction 0–1. */
  trendUpFrac: number;
  /** Ring buffers of the last DONCHIAN_BARS highs and lows. */
  highs: number[];
  lows: number[];
  /** Highest high / lowest low of the previous DONCHIAN_BARS bars (excluding the current). */
  donHigh: number;
  donLow: number;
  /** Highest high / lowest low in the ring buffers, kept incrementally; NaN until they are full. */
  ringHigh: number;
  ringLow: number;
}

/** Creates indicator state for the given periods (bars). */
export function createIndicators(
  rsiPeriod: number,
  emaShortPeriod: number,
  emaLongPeriod: number,
): TIndicatorState {
  return {
    bars: 0,
    prevClose: NaN,
    alphaShort: 2 / (emaShortPeriod + 1),
    alphaLong: 2 / (emaLongPeriod + 1),
    emaShortPeriod,
    emaLongPeriod,
    emaShort: NaN,
    emaLong: NaN,
    rsiPeriod,
    avgGain: 0,
    avgLoss: 0,
    rsi: NaN,
    prevRsi: NaN,
    atr: NaN,
    atrSum: 0,
    volFrac: NaN,
    volAvgFrac: NaN,
    trendUpFrac: 0.5,
    highs: new Array<number>(DONCHIAN_BARS).fill(NaN),
    lows: new Array<number>(DONCHIAN_BARS).fill(NaN),
    donHigh: NaN,
    donLow: NaN,
    ringHigh: NaN,
    ringLow: NaN,
  };
}

function maxOf(a: number[]): number {
  let m = -Infinity;
  for (let i = 0; i < a.length; i++) if ((a[i] as number) > m) m = a[i] as number;
  return m;
}
function minOf(a: number[]): number {
  let m = Infinity;
  for (let i = 0; i < a.length; i++) if ((a[i] as number) < m) m = a[i] as number;
  return m;
}

/** Feeds one bar (USD prices) into the indicators, in place. */
export function updateIndicators(s: TIndicatorState, high: number, low: number, close: number): void {
  const n = s.bars;
  const prev = s.prevClose;
  // Donchian of the previous bars: taken before this bar enters the window. The ring's max/min
  // are kept incrementally: a rescan only when the bar leaving the window held the extreme.
  if (n >= DONCHIAN_BARS) {
    if (!(s.ringHigh === s.ringHigh)) {
      s.ringHigh = maxOf(s.highs);
      s.ringLow = minOf(s.lows);
    }
    s.donHigh = s.ringHigh;
    s.donLow = s.ringLow;
  }
  const slot = n % DONCHIAN_BARS;
  const outHigh = s.highs[slot] as number;
  const outLow = s.lows[slot] as number;
  s.highs[slot] = high;
  s.lows[slot] = low;
  if (n + 1 === DONCHIAN_BARS || (n >= DONCHIAN_BARS && !(s.ringHigh === s.ringHigh))) {
    s.ringHigh = maxOf(s.highs);
    s.ringLow = minOf(s.lows);
  } else if (n >= DONCHIAN_BARS) {
    if (high >= s.ringHigh) s.ringHigh = high;
    else if (outHigh >= s.ringHigh) s.ringHigh = maxOf(s.highs);
    if (low <= s.ringLow) s.ringLow = low;
    else if (outLow <= s.ringLow) s.ringLow = minOf(s.lows);
  }

  // EMA: the first price seeds it (as trading-signals does).
  if (n === 0) {
    s.emaShort = close;
    s.emaLong = close;
  } else {
    s.emaShort = close * s.alphaShort + s.emaShort * (1 - s.alphaShort);
    s.emaLong = close * s.alphaLong + s.emaLong * (1 - s.alphaLong);
  }

  // True range: high-low on the first bar, then against the previous close.
  let tr = high - low;
  if (n > 0) {
    const a = Math.abs(high - prev);
    const b = Math.abs(low - prev);
    if (a > tr) tr = a;
    if (b > tr) tr = b;
  }
  const ap = ATR_PERIOD;
  if (n < ap) {
    s.atrSum += tr;
    if (n === ap - 1) s.atr = s.atrSum / ap;
  } else {
    s.atr = (tr - s.atr) / ap + s.atr;
  }

  if (n > 0) {
    const up = close > prev;
    const gain = up ? close - prev : 0;
    const loss = up ? 0 : prev - close;
    const p = s.rsiPeriod;
    s.prevRsi = s.rsi;
    if (n <= p) {
      s.avgGain += gain / p;
      s.avgLoss += loss / p;
    } else {
      s.avgGain = (gain - s.avgGain) / p + s.avgGain;
      s.avgLoss = (loss - s.avgLoss) / p + s.avgLoss;
    }
    if (n >= p) s.rsi = s.avgLoss === 0 ? 100 : 100 - 100 / (s.avgGain / s.avgLoss + 1);
    s.trendUpFrac = (up ? 1 : 0) * s.alphaShort + s.trendUpFrac * (1 - s.alphaShort);
  }

  if (s.atr === s.atr) {
    s.volFrac = s.atr / close;
    const va = 2 / (VOL_AVG_PERIOD + 1);
    s.volAvgFrac = s.volAvgFrac === s.volAvgFrac ? s.volFrac * va + s.volAvgFrac * (1 - va) : s.volFrac;
  }
  s.prevClose = close;
  s.bars = n + 1;
}

/** True once EMA long, RSI and ATR have seen enough bars to be meaningful. */
export function indicatorsReady(s: TIndicatorState): boolean {
  return s.bars >= s.emaLongPeriod && s.bars > s.rsiPeriod && s.bars >= ATR_PERIOD && s.bars > DONCHIAN_BARS;
}
