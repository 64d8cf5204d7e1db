import { MARKET_SITUATIONS, type TMarketSituation } from '@avatara/contracts';
import { indicatorsReady, type TIndicatorState } from './indicators';

/** Numeric code of each situation: its index in MARKET_SITUATIONS. */
export const SIT = Object.fromEntries(MARKET_SITUATIONS.map((s, i) => [s, i])) as {
  readonly [K in TMarketSituation]: number;
};

/**
 * Thresholds of the classifier. Trend strength is measured in ATR units
 * (`spreadAtr = (emaShort - emaLong) / ATR14`) so that the rules hold on 1m and on 1d bars alike.
 */
export const SITUATION_RULES = {
  strongTrendSpreadAtr: 2,
  strongTrendUpFrac: 0.6,
  trendSpreadAtr: 0.5,
  /** A close beyond the previous 20-bar high/low by at least this many ATR → breakout. */
  breakoutAtr: 1,
  rsiOverbought: 70,
  rsiOversold: 30,
  /** volFrac above volHighRatio × its slow average → VOLATILITY_HIGH. */
  volHighRatio: 1.75,
  volLowRatio: 0.6,
  /** |spreadAtr| below this and a 20-bar range below consolidationRangeAtr ATR → CONSOLIDATION. */
  consolidationSpreadAtr: 0.25,
  consolidationRangeAtr: 4,
  rangeSpreadAtr: 0.5,
} as const;

/** Precedence, highest first: the first label whose rule holds is the situation. */
export const SITUATION_PRECEDENCE: readonly TMarketSituation[] = [
  'NEWS_EVENT',
  'BREAKOUT_UP',
  'BREAKOUT_DOWN',
  'REVERSAL_UP_CANDIDATE',
  'REVERSAL_DOWN_CANDIDATE',
  'OVERBOUGHT',
  'OVERSOLD',
  'VOLATILITY_HIGH',
  'STRONG_UPTREND',
  'STRONG_DOWNTREND',
  'UPTREND',
  'DOWNTREND',
  'CONSOLIDATION',
  'VOLATILITY_LOW',
  'RANGE',
  'UNSURE',
];
const PRECEDENCE_CODES: readonly number[] = SITUATION_PRECEDENCE.map((s) => SIT[s]);

/**
 * Bit mask (bit = SIT code) of every situation whose rule holds for the bar just fed into `ind`.
 * `jumpFrac` is this bar's |close/prevClose - 1|; a jump above `newsJumpPct` (if > 0) is NEWS_EVENT.
 * UNSURE holds while the indicators warm up, and when no other rule holds.
 */
export function situationMask(
  ind: TIndicatorState,
  close: number,
  jumpFrac: number,
  newsJumpPct: number,
): number {
  const R = SITUATION_RULES;
  let m = 0;
  if (newsJumpPct > 0 && jumpFrac > newsJumpPct) m |= 1 << SIT.NEWS_EVENT;
  if (!indicatorsReady(ind) || !(ind.atr > 0)) return m | (1 << SIT.UNSURE);
  const atr = ind.atr;
  const spreadAtr = (ind.emaShort - ind.emaLong) / atr;
  const rsi = ind.rsi;
  if (close > ind.donHigh + R.breakoutAtr * atr) m |= 1 << SIT.BREAKOUT_UP;
  if (close < ind.donLow - R.breakoutAtr * atr) m |= 1 << SIT.BREAKOUT_DOWN;
  if (spreadAtr < 0 && ind.prevRsi < R.rsiOversold && rsi >= R.rsiOversold)
    m |= 1 << SIT.REVERSAL_UP_CANDIDATE;
  if (spreadAtr > 0 && ind.prevRsi > R.rsiOverbought && rsi <= R.rsiOverbought)
    m |= 1 << SIT.REVERSAL_DOWN_CANDIDATE;
  if (rsi >= R.rsiOverbought) m |= 1 << SIT.OVERBOUGHT;
  if (rsi <= R.rsiOversold) m |= 1 << SIT.OVERSOLD;
  if (ind.volFrac > R.volHighRatio * ind.volAvgFrac) m |= 1 << SIT.VOLATILITY_HIGH;
  if (ind.volFrac < R.volLowRatio * ind.volAvgFrac) m |= 1 << SIT.VOLATILITY_LOW;
  if (spreadAtr >= R.strongTrendSpreadAtr && ind.trendUpFrac >= R.strongTrendUpFrac && close > ind.emaShort)
    m |= 1 << SIT.STRONG_UPTREND;
  if (
    spreadAtr <= -R.strongTrendSpreadAtr &&
    ind.trendUpFrac <= 1 - R.strongTrendUpFrac &&
    close < ind.emaShort
  )
    m |= 1 << SIT.STRONG_DOWNTREND;
  if (spreadAtr >= R.trendSpreadAtr && close > ind.emaLong) m |= 1 << SIT.UPTREND;
  if (spreadAtr <= -R.trendSpreadAtr && close < ind.emaLong) m |= 1 << SIT.DOWNTREND;
  const rangeAtr = (ind.donHigh - ind.donLow) / atr;
  if (Math.abs(spreadAtr) < R.consolidationSpreadAtr && rangeAtr < R.consolidationRangeAtr)
    m |= 1 << SIT.CONSOLIDATION;
  if (Math.abs(spreadAtr) < R.rangeSpreadAtr) m |= 1 << SIT.RANGE;
  if (m === 0) m = 1 << SIT.UNSURE;
  return m;
}

/** The primary situation code of a mask, by SITUATION_PRECEDENCE. */
export function primarySituation(mask: number): number {
  for (let i = 0; i < PRECEDENCE_CODES.length; i++) {
    const c = PRECEDENCE_CODES[i] as number;
    if (mask & (1 << c)) return c;
  }
  return SIT.UNSURE;
}

/** The labels of a mask, in precedence order. */
export function situationLabels(mask: number): TMarketSituation[] {
  return SITUATION_PRECEDENCE.filter((s) => (mask & (1 << SIT[s])) !== 0);
}

/** The label of a situation code. */
export function situationName(code: number): TMarketSituation {
  return MARKET_SITUATIONS[code] ?? 'UNSURE';
}
