import type { TEngineParams } from '../params';
import { enter, exit, type TOrderSink } from '../portfolio';
import { R } from '../reasons';
import { SIT } from '../situations';
import type { TBarContext } from '../scratch';
import type { TEngineState, TStrategyState } from '../state';
import { indicatorsReady } from '../indicators';
import {
  clamp,
  orderUsd,
  remainingCapUsd,
  regimeAllows,
  report,
  runProtectiveExit,
  takeProfitExit,
} from './common';

const BLOCK_LONG = (1 << SIT.STRONG_DOWNTREND) | (1 << SIT.BREAKOUT_DOWN);
const BLOCK_SHORT = (1 << SIT.STRONG_UPTREND) | (1 << SIT.BREAKOUT_UP);

/**
 * COST_AVERAGE_LONG (side +1) and COST_AVERAGE_SHORT (side -1): once the indicators are warm,
 * open a deal with one split when RSI <= `sp.dcaEntryRsi` (short: RSI >= it), add a split each
 * time price moves `sp.dropPct` against the last fill (up to `sp.splits` fills), exit the whole
 * deal by take-profit + trailing on the average entry, by the stop-loss (`sp.stopLossPct`) or
 * after `sp.maxHoldMs`. While VOLATILITY_HIGH holds, drop / take-profit / trailing / splits /
 * cooldowns are multiplied by `p.dcaVolatile`.
 */
export function runDca(
  s: TEngineState,
  p: TEngineParams,
  k: number,
  side: number,
  b: TBarContext,
  sink: TOrderSink,
): void {
  const st = s.strategies[k] as TStrategyState;
  const sp = p.strategies[k]!;
  const v = p.dcaVolatile;
  const px = b.priceUsd;
  const ts = b.tsMs;
  const hot = (s.situationMask & (1 << SIT.VOLATILITY_HIGH)) !== 0;
  const drop = sp.dropPct * (hot ? v.dropMul : 1);
  const tp = sp.profitTargetPct * (hot ? v.profitTargetMul : 1);
  const trail = sp.trailingPct * (hot ? v.trailMul : 1);
  const splits = hot ? Math.max(1, Math.round(sp.splits * v.splitsMul)) : sp.splits;
  const cooldown = sp.orderCooldownMs * (hot ? v.cooldownMul : 1);
  const rsi = s.ind.rsi;
  const prob = rsi === rsi ? clamp(side > 0 ? 100 - rsi : rsi, 0, 100) : 50;

  // (qtyBtc tested here: a call per strategy and bar is costly before the JIT has warmed up)
  if (st.qtyBtc > 0 && runProtectiveExit(s, p, k, side, b, prob, sink)) return;
  if (st.qtyBtc > 0) {
    const why = b.allowExit ? takeProfitExit(st, side, px, tp, trail) : 0;
    if (why !== 0) {
      exit(s, p, k, side, px, 1, ts, why, sink);
      st.blockedUntilTsMs = ts + sp.reentryCooldownMs * (hot ? v.cooldownMul : 1);
      report(st, prob, -side, why);
      return;
    }
    const adverse = side > 0 ? px <= st.lastFillPx * (1 - drop) : px >= st.lastFillPx * (1 + drop);
    if (!adverse || st.txCount >= splits) return report(st, prob, 0, R.HOLDING);
    if (!b.allowEntry) return report(st, prob, 0, b.blockReason);
    if (!regimeAllows(b, side)) return report(st, prob, 0, R.REGIME);
    if (ts < st.lastOrderTsMs + cooldown) return report(st, prob, 0, R.COOLDOWN);
    const done = enter(
      s,
      p,
      k,
      side,
      px,
      splitUsd(p, k, b.navUsd, splits),
      remainingCapUsd(p, sp, st, b.navUsd),
      ts,
      R.ADD,
      sink,
    );
    return report(st, prob, done > 0 ? side : 0, done > 0 ? R.ADD : s.lastRefusal);
  }
  if (!(side > 0 ? rsi <= sp.dcaEntryRsi : rsi >= sp.dcaEntryRsi))
    return report(st, prob, 0, rsi === rsi ? R.IDLE : R.WARMUP);
  if (!indicatorsReady(s.ind)) return report(st, prob, 0, R.WARMUP);
  if (!b.allowEntry) return report(st, prob, 0, b.blockReason);
  if (!regimeAllows(b, side)) return report(st, prob, 0, R.REGIME);
  if ((s.situationMask & (side > 0 ? BLOCK_LONG : BLOCK_SHORT)) !== 0)
    return report(st, prob, 0, R.SITUATION_BLOCKED);
  if (ts < st.blockedUntilTsMs || ts < st.lastOrderTsMs + cooldown) return report(st, prob, 0, R.COOLDOWN);
  const done = enter(
    s,
    p,
    k,
    side,
    px,
    splitUsd(p, k, b.navUsd, splits),
    remainingCapUsd(p, sp, st, b.navUsd),
    ts,
    R.ENTRY,
    sink,
  );
  report(st, prob, done > 0 ? side : 0, done > 0 ? R.ENTRY : s.lastRefusal);
}

/** One split, USD: `sp.splitUsdc`, else `sp.splitPct` × allocation, else the deployable allocation / splits. */
function splitUsd(p: TEngineParams, k: number, navUsd: number, splits: number): number {
  const sp = p.strategies[k]!;
  if (sp.splitUsdc > 0) return Math.min(sp.splitUsdc, sp.orderSizePct * navUsd);
  return orderUsd(p, sp, navUsd, sp.splitPct > 0 ? sp.splitPct : (sp.maxDeployPct * p.maxDeployPct) / splits);
}
