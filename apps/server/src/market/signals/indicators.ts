/**
 * Indicator series over a candle series (one value per bar, NaN while warming up). RSI, ATR,
 * EMA 20/50 and the up-trend share come from the streaming indicators of @avatara/trading (the
 * same numbers the panel and the engine use); MACD, realised volatility and drawdown are here.
 */
import { createIndicators, updateIndicators, type TCandleSeries } from '@avatara/trading';

export interface IndicatorSeries {
  rsi: Float64Array;
  atr: Float64Array;
  /** (EMA20 − EMA50) / EMA50, in percent. */
  emaSpreadPct: Float64Array;
  /** EMA(20) of "close above the previous close", in percent. */
  trendUpPct: Float64Array;
}

/** RSI(14), ATR(14), EMA 20/50 spread and trend-up share of every bar. */
export function indicatorSeries(
  s: TCandleSeries,
  rsiPeriod = 14,
  emaShort = 20,
  emaLong = 50,
): IndicatorSeries {
  const n = s.length;
  const out = {
    rsi: new Float64Array(n),
    atr: new Float64Array(n),
    emaSpreadPct: new Float64Array(n),
    trendUpPct: new Float64Array(n),
  };
  const st = createIndicators(rsiPeriod, emaShort, emaLong);
  for (let i = 0; i < n; i++) {
    updateIndicators(st, s.high[i] as number, s.low[i] as number, s.close[i] as number);
    out.rsi[i] = st.rsi;
    out.atr[i] = st.atr;
    out.emaSpreadPct[i] = st.bars >= emaLong ? ((st.emaShort - st.emaLong) / st.emaLong) * 100 : NaN;
    out.trendUpPct[i] = st.bars > emaShort ? st.trendUpFrac * 100 : NaN;
  }
  return out;
}

/** MACD(fast, slow) − its EMA(signal): the histogram, in price units (EMAs seeded with the first close). */
export function macdHistogram(close: ArrayLike<number>, fast = 12, slow = 26, signal = 9): Float64Array {
  const n = close.length;
  const out = new Float64Array(n);
  const af = 2 / (fast + 1);
  const as = 2 / (slow + 1);
  const ag = 2 / (signal + 1);
  let ef = NaN;
  let es = NaN;
  let eg = NaN;
  for (let i = 0; i < n; i++) {
    const c = close[i] as number;
    ef = i === 0 ? c : c * af + ef * (1 - af);
    es = i === 0 ? c : c * as + es * (1 - as);
    const macd = ef - es;
    eg = i === 0 ? macd : macd * ag + eg * (1 - ag);
    out[i] = i + 1 >= slow + signal ? macd - eg : NaN;
  }
  return out;
}

/** Annualised standard deviation of log returns over `window` bars, in percent (24/7 markets). */
export function realisedVolPct(close: ArrayLike<number>, intervalMs: number, window = 60): Float64Array {
  const n = close.length;
  const out = new Float64Array(n).fill(NaN);
  const perYear = (365 * 86_400_000) / intervalMs;
  let sum = 0;
  let sumSq = 0;
  const r = new Float64Array(n);
  for (let i = 1; i < n; i++) {
    r[i] = Math.log((close[i] as number) / (close[i - 1] as number));
    sum += r[i]!;
    sumSq += r[i]! * r[i]!;
    if (i > window) {
      sum -= r[i - window]!;
      sumSq -= r[i - window]! * r[i - window]!;
    }
    if (i >= window) {
      const mean = sum / window;
      const variance = Math.max(0, sumSq / window - mean * mean) * (window / (window - 1));
      out[i] = Math.sqrt(variance * perYear) * 100;
    }
  }
  return out;
}

/** How far the close is below the highest close of the last `window` bars, in percent (≤ 0). */
export function drawdownPct(close: ArrayLike<number>, window = 200): Float64Array {
  const n = close.length;
  const out = new Float64Array(n);
  const dq = new Int32Array(n);
  let head = 0;
  let tail = 0;
  for (let i = 0; i < n; i++) {
    const c = close[i] as number;
    while (tail > head && (close[dq[tail - 1]!] as number) <= c) tail--;
    dq[tail++] = i;
    if (dq[head]! <= i - window) head++;
    out[i] = i + 1 >= window ? (c / (close[dq[head]!] as number) - 1) * 100 : NaN;
  }
  return out;
}
