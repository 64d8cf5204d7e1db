import type { TTradingConfig } from '@avatara/contracts';
import type { TEngineParams } from '../params';
import { enter, exit, type TOrderSink } from '../portfolio';
import { R } from '../reasons';
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
  type TBarContext,
} from './common';

/** A derived grid step is at least this many round-trip costs (2 × (fee + half spread + slippage)). */
export const GRID_MIN_STEP_COSTS = 3;

/**
 * The grid step, fraction of the anchor: Grid_fixedStepPct if > 0, else Grid_atrMultiple × ATR /
 * price (Grid_WarmupHelper_stepPctDefault while ATR is warming up) but at least
 * GRID_MIN_STEP_COSTS × `roundTripCostFrac` (a fixed step is the user's call); never below
 * (Grid_upperBound − Grid_lowerBound) / Grid_steps. (runGrid has the same lines inline.)
 */
export function gridStepPct(
  c: TTradingConfig,
  atrUsd: number,
  px: number,
  roundTripCostFrac: number,
): number {
  let step =
    c.Grid_fixedStepPct > 0
      ? c.Grid_fixedStepPct
      : atrUsd > 0
        ? (c.Grid_atrMultiple * atrUsd) / px
        : c.Grid_WarmupHelper_stepPctDefault;
  const costFloor = GRID_MIN_STEP_COSTS * roundTripCostFrac;
  if (c.Grid_fixedStepPct <= 0 && step < costFloor) step = costFloor;
  const minStep = c.Grid_steps > 0 ? (c.Grid_upperBound - c.Grid_lowerBound) / c.Grid_steps : 0;
  return step < minStep ? minStep : step;
}

/**
 * GRID_VOL_ADAPTIVE: a long-only grid around an anchor EMA (Grid_anchorEmaAlpha per bar,
 * started at price × (1 + initialAnchorOffsetPct)). Step = Grid_fixedStepPct, or
 * Grid_atrMultiple × ATR14 / price (Grid_WarmupHelper_stepPctDefault until ATR is ready), never
 * below (upperBound − lowerBound) / steps nor, unless fixed, GRID_MIN_STEP_COSTS round-trip costs. Each level crossed downwards (by more than
 * crossSensitivityPct % of a step) buys tradePctPerCross × allocation, each level crossed
 * upwards sells one such unit; at most maxGridCrossPerTick levels per tick. Buys only inside
 * [lowerBound, upperBound] × anchor, position value ≤ maxExposurePct and USDC spent ≤
 * maxStableUsePct of the allocation. The whole position closes at Grid_stopLossPct below its
 * average entry or after Grid_maxHoldMs; then the grid buys nothing for stopLossCooldownMs.
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
  const c = p.config;
  const px = b.priceUsd;
  const ts = b.tsMs;
  if (st.anchorPx !== st.anchorPx) {
    st.anchorPx = px * (1 + c.Grid_initialAnchorOffsetPct);
    st.gridLevel = 0;
  } else {
    st.anchorPx += c.Grid_anchorEmaAlpha * (px - st.anchorPx);
  }
  const atr = s.ind.atr;
  // gridStepPct, written out: a call with number arguments on every bar boxes them (allocation).
  let step =
    c.Grid_fixedStepPct > 0
      ? c.Grid_fixedStepPct
      : atr > 0
        ? (c.Grid_atrMultiple * atr) / px
        : c.Grid_WarmupHelper_stepPctDefault;
  const costFloor = GRID_MIN_STEP_COSTS * 2 * (p.feeRate + s.fillCostFrac);
  if (c.Grid_fixedStepPct <= 0 && step < costFloor) step = costFloor;
  const minStep = c.Grid_steps > 0 ? (c.Grid_upperBound - c.Grid_lowerBound) / c.Grid_steps : 0;
  if (step < minStep) step = minStep;
  const spreadAtr = atr > 0 ? Math.abs(s.ind.emaShort - s.ind.emaLong) / atr : 0;
  const prob = clamp(
    100 * (1 - spreadAtr / 2) +
      correlationAdj(s, p, CORRELATION_MASKS.grid, c.signalsCorrelationGridMaxAdjPts),
    0,
    100,
  );
  // (qtyBtc tested here: a call per strategy and bar is costly before the JIT has warmed up)
  if (st.qtyBtc > 0 && runProtectiveExit(s, p, k, 1, b, prob, sink)) return;
  if (!(step > 0)) return report(st, prob, 0, R.IDLE);
  const rel = px / st.anchorPx;
  const raw = (rel - 1) / step;
  const sens = c.Grid_crossSensitivityPct / 100;
  const maxCross = c.Grid_maxGridCrossPerTick > 0 ? c.Grid_maxGridCrossPerTick : 1;
  let down = Math.floor(st.gridLevel - raw - sens);
  let up = Math.floor(raw - st.gridLevel - sens);
  if (down > maxCross) down = maxCross;
  if (up > maxCross) up = maxCross;
  if (down <= 0 && up <= 0) return report(st, prob, 0, st.qtyBtc > 0 ? R.HOLDING : R.IDLE);
  const cooling = ts < st.lastOrderTsMs + sp.cooldownMs;
  const alloc = allocationUsd(p, sp, b.navUsd);
  const unitUsd = alloc * sp.tradePct;
  if (down > 0) {
    st.gridLevel -= down;
    if (!b.allowEntry) return report(st, prob, 0, b.blockReason);
    if (!regimeAllows(b, 1)) return report(st, prob, 0, R.REGIME);
    if (cooling || ts < st.blockedUntilTsMs) return report(st, prob, 0, R.COOLDOWN);
    if (rel < c.Grid_lowerBound) return report(st, prob, 0, R.SITUATION_BLOCKED);
    const byExposure = alloc * c.Grid_maxExposurePct - st.qtyBtc * px;
    const byStable = alloc * c.Grid_maxStableUsePct - st.costUsd;
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
