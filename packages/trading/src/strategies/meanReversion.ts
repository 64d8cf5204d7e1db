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
 * MEAN_REVERSION_LONG (side +1): buy when RSI <= `sp.entryRsi`, sell when RSI >= `sp.exitRsi`
 * or by take-profit/trailing.
 * MEAN_REVERSION_SHORT (side -1): sell when RSI >= `sp.entryRsi`, buy back when RSI <= `sp.exitRsi`.
 * Each further signal after the cooldown adds one order of tradePct × allocation. Every deal also
 * closes at its stop-loss (`sp.stopLossPct`) or after `sp.maxHoldMs`.
 */
export function runMeanReversion(
  s: TEngineState,
  p: TEngineParams,
  k: number,
  side: number,
  b: TBarContext,
  sink: TOrderSink,
): void {
  const st = s.strategies[k] as TStrategyState;
  const sp = p.strategies[k]!;
  const rsi = s.ind.rsi;
  const px = b.priceUsd;
  const ts = b.tsMs;
  if (rsi !== rsi) return report(st, 0, 0, R.WARMUP);
  const span = side > 0 ? sp.exitRsi - sp.entryRsi : sp.entryRsi - sp.exitRsi;
  const adj = correlationAdj(
    s,
    p,
    side > 0 ? CORRELATION_MASKS.mrLong : CORRELATION_MASKS.mrShort,
    sp.correlationPts,
  );
  const prob = clamp(
    (span > 0 ? (100 * (side > 0 ? sp.exitRsi - rsi : rsi - sp.exitRsi)) / span : 0) + adj,
    0,
    100,
  );

  // (qtyBtc tested here: a call per strategy and bar is costly before the JIT has warmed up)
  if (st.qtyBtc > 0 && runProtectiveExit(s, p, k, side, b, prob, sink)) return;
  if (st.qtyBtc > 0 && b.allowExit) {
    const exitSignal = side > 0 ? rsi >= sp.exitRsi : rsi <= sp.exitRsi;
    const why = exitSignal ? R.EXIT_SIGNAL : takeProfitExit(st, side, px, sp.profitTargetPct, sp.trailingPct);
    if (why !== 0) {
      exit(s, p, k, side, px, 1, ts, why, sink);
      return report(st, prob, -side, why);
    }
  }
  const entrySignal = side > 0 ? rsi <= sp.entryRsi : rsi >= sp.entryRsi;
  if (!entrySignal) return report(st, prob, 0, st.qtyBtc > 0 ? R.HOLDING : R.IDLE);
  if (!b.allowEntry) return report(st, prob, 0, b.blockReason);
  if (!regimeAllows(b, side)) return report(st, prob, 0, R.REGIME);
  if (!registerIntent(s, p, side, ts)) return report(st, prob, 0, R.RULE_CONFLICT);
  if (ts < st.blockedUntilTsMs || ts < st.lastOrderTsMs + sp.orderCooldownMs)
    return report(st, prob, side, R.COOLDOWN);
  const done = enter(
    s,
    p,
    k,
    side,
    px,
    orderUsd(p, sp, b.navUsd, sp.tradePct),
    remainingCapUsd(p, sp, st, b.navUsd),
    ts,
    st.qtyBtc > 0 ? R.ADD : R.ENTRY,
    sink,
  );
  report(st, prob, side, done > 0 ? (st.txCount > 1 ? R.ADD : R.ENTRY) : s.lastRefusal);
}
