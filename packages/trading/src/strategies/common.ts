import type { TEngineParams, TStrategyParams } from '../params';
import { exit, type TOrderSink } from '../portfolio';
import { R } from '../reasons';
import { SIT } from '../situations';
import type { TBarContext } from '../scratch';
import type { TEngineState, TStrategyState } from '../state';

/** Whether the trend regime lets a deal of `side` (+1 long, -1 short) open or grow. */
export function regimeAllows(b: TBarContext, side: number): boolean {
  return b.regime === 2 || b.regime === side;
}

/** Clamps x into [lo, hi]. */
export function clamp(x: number, lo: number, hi: number): number {
  return x < lo ? lo : x > hi ? hi : x;
}

/** Allocation of strategy k in USD: account value × total quota × the strategy's share. */
export function allocationUsd(p: TEngineParams, sp: TStrategyParams, navUsd: number): number {
  return navUsd * p.totalQuota * sp.allocShare;
}

/** What strategy k may still deploy, USD: allocation × maxDeployPct (general and own) − deployed. */
export function remainingCapUsd(
  p: TEngineParams,
  sp: TStrategyParams,
  st: TStrategyState,
  navUsd: number,
): number {
  const cap = allocationUsd(p, sp, navUsd) * p.maxDeployPct * sp.maxDeployPct - st.costUsd;
  return cap > 0 ? cap : 0;
}

/** Size of one order, USD: pct × allocation, capped by orderSizePct × account value. */
export function orderUsd(p: TEngineParams, sp: TStrategyParams, navUsd: number, pct: number): number {
  const want = allocationUsd(p, sp, navUsd) * pct;
  const cap = sp.orderSizePct * navUsd;
  return want < cap ? want : cap;
}

/**
 * Take-profit with trailing: once the deal gains `tpPct`, the best price is tracked and the
 * deal exits when price retraces `trailPct` from it (at once when trailPct is 0).
 * Returns 0 (hold), R.TAKE_PROFIT or R.TRAILING as the exit reason code.
 */
export function takeProfitExit(
  st: TStrategyState,
  side: number,
  px: number,
  tpPct: number,
  trailPct: number,
): number {
  if (!(tpPct > 0) || !(st.qtyBtc > 0)) return 0;
  if (st.bestPx !== st.bestPx) {
    const avg = st.costUsd / st.qtyBtc;
    const gain = side >= 0 ? px / avg - 1 : 1 - px / avg;
    if (gain < tpPct) return 0;
    if (!(trailPct > 0)) return 6;
    st.bestPx = px;
    return 0;
  }
  if (side >= 0) {
    if (px > st.bestPx) st.bestPx = px;
    return px <= st.bestPx * (1 - trailPct) ? 7 : 0;
  }
  if (px < st.bestPx) st.bestPx = px;
  return px >= st.bestPx * (1 + trailPct) ? 7 : 0;
}

/**
 * The way out every strategy has: returns R.STOP_LOSS when the open deal has lost `stopLossPct`
 * of its average entry (fees and slippage included; long: price below, short: price above), or
 * R.MAX_HOLD once the deal has been open `maxHoldMs`; else 0. Zero thresholds are off.
 */
export function protectiveExitReason(
  st: TStrategyState,
  sp: TStrategyParams,
  side: number,
  px: number,
  ts: number,
): number {
  if (!(st.qtyBtc > 0)) return 0;
  if (sp.stopLossPct > 0) {
    const avg = st.costUsd / st.qtyBtc;
    const loss = side >= 0 ? 1 - px / avg : px / avg - 1;
    if (loss >= sp.stopLossPct) return R.STOP_LOSS;
  }
  if (sp.maxHoldMs > 0 && ts - st.openedTsMs >= sp.maxHoldMs) return R.MAX_HOLD;
  return 0;
}

/**
 * Closes strategy k's whole deal when its stop-loss or maximum holding time is hit (exits must
 * be allowed), blocks new deals of k for `p.stopPauseMs` and reports the exit. Returns true
 * when it acted (the strategy does nothing else this bar).
 */
export function runProtectiveExit(
  s: TEngineState,
  p: TEngineParams,
  k: number,
  side: number,
  b: TBarContext,
  prob: number,
  sink: TOrderSink,
): boolean {
  const st = s.strategies[k] as TStrategyState;
  if (!(st.qtyBtc > 0) || !b.allowExit) return false;
  const why = protectiveExitReason(st, p.strategies[k]!, side, b.priceUsd, b.tsMs);
  if (why === 0) return false;
  const held = st.qtyBtc;
  exit(s, p, k, side >= 0 ? 1 : -1, b.priceUsd, 1, b.tsMs, why, sink);
  // This deal's share of the bar's exit reserve is used (or, clipped, waits for the next bar).
  b.exitReserveBtc = b.exitReserveBtc > held ? b.exitReserveBtc - held : 0;
  if (!(st.qtyBtc > 0)) {
    if (why === R.STOP_LOSS) st.stopLosses++;
    else st.maxHoldExits++;
  }
  const until = b.tsMs + p.stopPauseMs;
  if (st.blockedUntilTsMs < until) st.blockedUntilTsMs = until;
  report(st, prob, side >= 0 ? -1 : 1, why);
  return true;
}

/**
 * Registers a directional entry intent (mean reversion / trend follow) and detects a rule
 * conflict: a long and a short intent within `p.conflictWindowMs` pause all new entries for
 * `p.conflictPauseMs`. Returns false when the entry must not happen.
 */
export function registerIntent(s: TEngineState, p: TEngineParams, side: number, ts: number): boolean {
  const ttl = p.conflictWindowMs;
  let other: number;
  if (side > 0) {
    s.lastLongIntentTsMs = ts;
    other = s.lastShortIntentTsMs;
  } else {
    s.lastShortIntentTsMs = ts;
    other = s.lastLongIntentTsMs;
  }
  if (ts - other <= ttl) {
    if (ts >= s.pausedUntilTsMs) s.ruleConflicts++;
    s.pausedUntilTsMs = ts + p.conflictPauseMs;
    return false;
  }
  return ts >= s.pausedUntilTsMs;
}

/** Sets the per-tick report of a strategy and counts a new signal. */
export function report(st: TStrategyState, prob: number, signal: number, reason: number): void {
  if (signal !== 0 && st.signal === 0) st.signals++;
  st.prob = prob;
  st.signal = signal;
  st.reason = reason;
}

const bit = (...names: (keyof typeof SIT)[]) => names.reduce((m, n) => m | (1 << SIT[n]), 0);
/** Situations that suit (+) or hurt (−) each strategy family, for the correlation adjustment. */
export const CORRELATION_MASKS = {
  trendLong: {
    plus: bit('STRONG_UPTREND', 'UPTREND', 'BREAKOUT_UP'),
    minus: bit('RANGE', 'CONSOLIDATION', 'DOWNTREND', 'STRONG_DOWNTREND'),
  },
  trendShort: {
    plus: bit('STRONG_DOWNTREND', 'DOWNTREND', 'BREAKOUT_DOWN'),
    minus: bit('RANGE', 'CONSOLIDATION', 'UPTREND', 'STRONG_UPTREND'),
  },
  mrLong: {
    plus: bit('RANGE', 'CONSOLIDATION', 'OVERSOLD', 'REVERSAL_UP_CANDIDATE'),
    minus: bit('STRONG_DOWNTREND', 'BREAKOUT_DOWN', 'NEWS_EVENT'),
  },
  mrShort: {
    plus: bit('RANGE', 'CONSOLIDATION', 'OVERBOUGHT', 'REVERSAL_DOWN_CANDIDATE'),
    minus: bit('STRONG_UPTREND', 'BREAKOUT_UP', 'NEWS_EVENT'),
  },
  grid: {
    plus: bit('RANGE', 'CONSOLIDATION', 'VOLATILITY_LOW'),
    minus: bit('BREAKOUT_UP', 'BREAKOUT_DOWN', 'STRONG_UPTREND', 'STRONG_DOWNTREND', 'NEWS_EVENT'),
  },
} as const;

/**
 * Correlation adjustment of prob (`p.correlationOn`): +maxPts when the primary
 * situation suits the strategy, −maxPts when it hurts it, 0 otherwise or when disabled.
 */
export function correlationAdj(
  s: TEngineState,
  p: TEngineParams,
  m: { plus: number; minus: number },
  maxPts: number,
): number {
  if (!p.correlationOn) return 0;
  const b = 1 << s.situation;
  return (m.plus & b) !== 0 ? maxPts : (m.minus & b) !== 0 ? -maxPts : 0;
}
