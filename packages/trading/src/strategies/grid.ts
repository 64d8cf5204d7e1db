import type { TEngineParams, TGridParams } from '../params';
import { enter, exit, type TOrderSink } from '../portfolio';
import { R } from '../reasons';
import type { TBarContext } from '../scratch';
import type { TEngineState, TStrategyState } from '../state';
import {
  allocationUsd,
  clamp,
  correlationAdj,
  CORRELATION_MASKS,
  remainingCapUsd,
  regimeAllows,
  report,
  runProtectiveExit,
} from './common';

/** A derived grid step is at least this many round-trip costs (2 × (fee + half spread + slippage)). */
export const GRID_MIN_STEP_COSTS = 3;

/**
 * The grid step, fraction of the anchor: `g.fixedStepPct` if > 0, else `g.atrMultiple` × ATR /
 * price (`g.warmUpStepPct` while ATR is warming up) but at least GRID_MIN_STEP_COSTS ×
 * `roundTripCostFrac` (a fixed step is the user's call); never below `g.minStepPct`.
 * (runGrid has the same lines inline.)
 */
export function gridStepPct(g: TGridParams, atrUsd: number, px: number, roundTripCostFrac: number): number {
  let step =
    g.fixedStepPct > 0 ? g.fixedStepPct : atrUsd > 0 ? (g.atrMultiple * atrUsd) / px : g.warmUpStepPct;
  const costFloor = GRID_MIN_STEP_COSTS * roundTripCostFrac;
  if (g.fixedStepPct <= 0 && step < costFloor) step = costFloor;
  return step < g.minStepPct ? g.minStepPct : step;
}

/**
 * GRID_VOL_ADAPTIVE: a long-only grid around an anchor EMA (`g.anchorAlpha` per bar, started at
 * price × (1 + `g.anchorOffsetPct`)), with the step of `gridStepPct`. Each level crossed
 * downwards (by more than `g.crossShare` of a step) buys `sp.tradePct` × allocation, each level
 * crossed upwards sells one such unit; at most `g.maxCrossPerBar` levels per bar. Buys only
 * above anchor × `g.lowerBound`, position value ≤ `g.maxExposurePct` and USDC spent ≤
 * `g.maxStableUsePct` of the allocation. The whole position closes at `sp.stopLossPct` below its
 * average entry or after `sp.maxHoldMs`; then the grid buys nothing for `p.stopPauseMs`.
 */
export function runGrid(
  s: TEngineState,
  p: TEngineParams,
  k: number,
  b: TBarContext,
  sink: TOrderSink,
): void {
  const st = s.strategies[k] as TStrategyState;
  const sp = p.strategies[k]!;
  const g = p.grid;
  const px = b.priceUsd;
  const ts = b.tsMs;
  if (st.anchorPx !== st.anchorPx) {
    st.anchorPx = px * (1 + g.anchorOffsetPct);
    st.gridLevel = 0;
  } else {
    st.anchorPx += g.anchorAlpha * (px - st.anchorPx);
  }
  const atr = s.ind.atr;
  // gridStepPct, written out: a call with number arguments on every bar boxes them (allocation).
  let step = g.fixedStepPct > 0 ? g.fixedStepPct : atr > 0 ? (g.atrMultiple * atr) / px : g.warmUpStepPct;
  const costFloor = GRID_MIN_STEP_COSTS * 2 * (p.feePct + s.fillCostFrac);
  if (g.fixedStepPct <= 0 && step < costFloor) step = costFloor;
  if (step < g.minStepPct) step = g.minStepPct;
  const spreadAtr = atr > 0 ? Math.abs(s.ind.emaShort - s.ind.emaLong) / atr : 0;
  const prob = clamp(
    100 * (1 - spreadAtr / 2) + correlationAdj(s, p, CORRELATION_MASKS.grid, sp.correlationPts),
    0,
    100,
  );
  // (qtyBtc tested here: a call per strategy and bar is costly before the JIT has warmed up)
  if (st.qtyBtc > 0 && runProtectiveExit(s, p, k, 1, b, prob, sink)) return;
  if (!(step > 0)) return report(st, prob, 0, R.IDLE);
  const rel = px / st.anchorPx;
  const raw = (rel - 1) / step;
  const sens = g.crossShare;
  const maxCross = g.maxCrossPerBar;
  let down = Math.floor(st.gridLevel - raw - sens);
  let up = Math.floor(raw - st.gridLevel - sens);
  if (down > maxCross) down = maxCross;
  if (up > maxCross) up = maxCross;
  if (down <= 0 && up <= 0) return report(st, prob, 0, st.qtyBtc > 0 ? R.HOLDING : R.IDLE);
  const cooling = ts < st.lastOrderTsMs + sp.orderCooldownMs;
  const alloc = allocationUsd(p, sp, b.navUsd);
  const unitUsd = alloc * sp.tradePct;
  if (down > 0) {
    st.gridLevel -= down;
    if (!b.allowEntry) return report(st, prob, 0, b.blockReason);
    if (!regimeAllows(b, 1)) return report(st, prob, 0, R.REGIME);
    if (cooling || ts < st.blockedUntilTsMs) return report(st, prob, 0, R.COOLDOWN);
    if (rel < g.lowerBound) return report(st, prob, 0, R.SITUATION_BLOCKED);
    const byExposure = alloc * g.maxExposurePct - st.qtyBtc * px;
    const byStable = alloc * g.maxStableUsePct - st.costUsd;
    const byCapital = remainingCapUsd(p, sp, st, b.navUsd);
    const cap = Math.min(byExposure, byStable, byCapital);
    const done = enter(s, p, k, 1, px, unitUsd * down, cap > 0 ? cap : 0, ts, R.GRID_BUY, sink);
    return report(st, prob, done > 0 ? 1 : 0, done > 0 ? R.GRID_BUY : s.lastRefusal);
  }
  st.gridLevel += up;
  if (!(st.qtyBtc > 0) || !b.allowExit) return report(st, prob, 0, R.IDLE);
  if (cooling) return report(st, prob, 0, R.COOLDOWN);
  const sellQty = (unitUsd * up) / px;
  exit(s, p, k, 1, px, sellQty >= st.qtyBtc ? 1 : sellQty / st.qtyBtc, ts, R.GRID_SELL, sink);
  report(st, prob, -1, R.GRID_SELL);
}
