import type { TEngineParams } from '../params';
import { enter, exit, type TOrderSink } from '../portfolio';
import { R } from '../reasons';
import type { TBarContext } from '../scratch';
import type { TEngineState, TStrategyState } from '../state';
import {
  clamp,
  correlationAdj,
  CORRELATION_MASKS,
  orderUsd,
  registerIntent,
  remainingCapUsd,
  regimeAllows,
  report,
  runProtectiveExit,
  takeProfitExit,
} from './common';

/**
 * Updates strategy k's own fast/slow EMAs (seeded with the first price). Called every bar, also
 * while the strategy is disabled, so it is warm when switched on.
 */
export function updateTrendEmas(s: TEngineState, p: TEngineParams, k: number, px: number): void {
  const st = s.strategies[k] as TStrategyState;
  const sp = p.strategies[k]!;
  if (st.emaFast !== st.emaFast) {
    st.emaFast = px;
    st.emaSlow = px;
  } else {
    st.emaFast = px * sp.fastAlpha + st.emaFast * (1 - sp.fastAlpha);
    st.emaSlow = px * sp.slowAlpha + st.emaSlow * (1 - sp.slowAlpha);
  }
}

/**
 * TREND_FOLLOW_LONG (side +1) / TREND_FOLLOW_SHORT (side -1) on the strategy's own fast/slow
 * EMAs (`sp.fastAlpha`, `sp.slowAlpha`). Entry when fast is beyond slow by more than
 * `p.trend.bandPct` in the strategy's direction and prob >= `p.trend.gateProb`; pyramiding adds
 * one order per further `sp.pyramidingPct` move; exit when fast crosses back beyond the band the
 * other way, or by take-profit/trailing, the stop-loss (`sp.stopLossPct`) or after `sp.maxHoldMs`.
 * After an exit the opposite side waits `p.trend.crossSideCooldownMs`.
 */
export function runTrendFollow(
  s: TEngineState,
  p: TEngineParams,
  k: number,
  side: number,
  other: number,
  b: TBarContext,
  sink: TOrderSink,
): void {
  const st = s.strategies[k] as TStrategyState;
  const sp = p.strategies[k]!;
  const px = b.priceUsd;
  const ts = b.tsMs;
  const atr = s.ind.atr;
  if (s.ind.bars < sp.slowPeriod || !(atr > 0)) return report(st, 0, 0, R.WARMUP);
  const diffFrac = (st.emaFast - st.emaSlow) / st.emaSlow;
  const strength = (side * (st.emaFast - st.emaSlow)) / atr;
  const up = side > 0 ? s.ind.trendUpFrac : 1 - s.ind.trendUpFrac;
  const adj = correlationAdj(
    s,
    p,
    side > 0 ? CORRELATION_MASKS.trendLong : CORRELATION_MASKS.trendShort,
    sp.correlationPts,
  );
  const prob = clamp(50 + 15 * strength + 60 * (up - 0.5) + adj, 0, 100);
  const band = p.trend.bandPct;
  const inTrend = side > 0 ? diffFrac > band : diffFrac < -band;
  const against = side > 0 ? diffFrac < -band : diffFrac > band;

  // (qtyBtc tested here: a call per strategy and bar is costly before the JIT has warmed up)
  if (st.qtyBtc > 0 && runProtectiveExit(s, p, k, side, b, prob, sink)) return;
  if (st.qtyBtc > 0 && b.allowExit) {
    const why = against ? R.EXIT_SIGNAL : takeProfitExit(st, side, px, sp.profitTargetPct, sp.trailingPct);
    if (why !== 0) {
      exit(s, p, k, side, px, 1, ts, why, sink);
      const o = s.strategies[other] as TStrategyState;
      const until = ts + p.trend.crossSideCooldownMs;
      if (o.blockedUntilTsMs < until) o.blockedUntilTsMs = until;
      return report(st, prob, -side, why);
    }
  }
  if (!inTrend) return report(st, prob, 0, st.qtyBtc > 0 ? R.HOLDING : R.IDLE);
  if (prob < p.trend.gateProb) return report(st, prob, 0, R.GATE_BLOCKED);
  if (!b.allowEntry) return report(st, prob, 0, b.blockReason);
  // The long side adds risk: it needs the bull regime. The short side is the hedge of the held
  // coins and follows its own trend signal only.
  if (side > 0 && !regimeAllows(b, side)) return report(st, prob, 0, R.REGIME);
  if (st.qtyBtc > 0) {
    const further =
      sp.pyramidingPct > 0 &&
      (side > 0
        ? px >= st.lastFillPx * (1 + sp.pyramidingPct)
        : px <= st.lastFillPx * (1 - sp.pyramidingPct));
    if (!further) return report(st, prob, 0, R.HOLDING);
  }
  if (!registerIntent(s, p, side, ts)) return report(st, prob, 0, R.RULE_CONFLICT);
  if (ts < st.blockedUntilTsMs || ts < st.lastOrderTsMs + sp.orderCooldownMs)
    return report(st, prob, side, R.COOLDOWN);
  const adding = st.qtyBtc > 0;
  const done = enter(
    s,
    p,
    k,
    side,
    px,
    orderUsd(p, sp, b.navUsd, sp.tradePct),
    remainingCapUsd(p, sp, st, b.navUsd),
    ts,
    adding ? R.ADD : R.ENTRY,
    sink,
  );
  report(st, prob, side, done > 0 ? (adding ? R.ADD : R.ENTRY) : s.lastRefusal);
}
