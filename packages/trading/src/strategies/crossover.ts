import type { TEngineParams, TStrategyParams } from '../params';
import { enter, exit, type TOrderSink } from '../portfolio';
import { R } from '../reasons';
import type { TBarContext } from '../scratch';
import type { TCrossoverState, TEngineState, TStrategyState } from '../state';
import { allocationUsd, report } from './common';

/**
 * Feeds one close into the crossover's moving averages, in place. SMA: the mean of the last
 * `period` closes (a ring of the last slowPeriod closes, with running sums re-added exactly at
 * each turn of the ring, so no rounding error builds up). EMA: seeded with the SMA of its first
 * `period` closes, then ema += 2 / (period + 1) × (close − ema) — as TA-Lib and backtrader do.
 * A moving average is NaN until it has seen its period.
 */
export function updateCrossover(m: TCrossoverState, sp: TStrategyParams, px: number): void {
  const n = m.count;
  const nf = sp.fastPeriod;
  const ns = sp.slowPeriod;
  if (sp.useEma) {
    if (n < nf) {
      m.sumFast += px;
      if (n + 1 === nf) m.fast = m.sumFast / nf;
    } else m.fast += sp.fastAlpha * (px - m.fast);
    if (n < ns) {
      m.sumSlow += px;
      if (n + 1 === ns) m.slow = m.sumSlow / ns;
    } else m.slow += sp.slowAlpha * (px - m.slow);
  } else {
    const ring = m.closes;
    const at = n % ns;
    // fastPeriod < slowPeriod: the close leaving the fast window is still in the ring.
    const leavingFast = n >= nf ? ring[(n - nf) % ns]! : 0;
    const leavingSlow = n >= ns ? ring[at]! : 0;
    ring[at] = px;
    if (at === ns - 1) {
      // The ring is full again: sum it afresh.
      let sum = 0;
      let sumF = 0;
      for (let j = 0; j < ns; j++) {
        const x = ring[(n - j + ns) % ns]!;
        sum += x;
        if (j < nf) sumF += x;
      }
      m.sumSlow = sum;
      m.sumFast = sumF;
    } else {
      m.sumSlow += px - leavingSlow;
      m.sumFast += px - leavingFast;
    }
    if (n + 1 >= nf) m.fast = m.sumFast / nf;
    if (n + 1 >= ns) m.slow = m.sumSlow / ns;
  }
  m.count = n + 1;
}

/**
 * MA_CROSSOVER, the benchmark strategy (backtests only; docs/strategies.md): a plain moving-average
 * crossover, long only, all-in/all-out. When the fast MA crosses above the slow one (the sign of
 * fast − slow turns from − to +, as backtrader's CrossOver and backtesting.py's `crossover` count
 * it), it buys with `share` (`sp.allocShare`) × the total quota × the account value, at most the
 * USDC there is (fee included); when it crosses below, it sells all it bought. It fills at the
 * close like every strategy (spread, slippage, fee, volume cap), and trades whenever trading is on
 * and the bar is no bad tick: no trend filter, stop-loss, holding limit, cooldown, rule conflict or
 * fee budget. A cross while it cannot trade (e.g. during the warm-up) is not made up later.
 */
export function runCrossover(
  s: TEngineState,
  p: TEngineParams,
  k: number,
  b: TBarContext,
  sink: TOrderSink,
): void {
  const st = s.strategies[k] as TStrategyState;
  const sp = p.strategies[k]!;
  const m = st.cross;
  updateCrossover(m, sp, b.priceUsd);
  if (m.count < sp.slowPeriod) return report(st, 0, 0, R.WARMUP);
  const before = m.sign;
  const d = m.fast - m.slow;
  const sign = d > 0 ? 1 : d < 0 ? -1 : before;
  m.sign = sign;
  const prob = sign > 0 ? 100 : 0;
  if (!b.allowExit) return report(st, prob, 0, b.blockReason);
  if (st.qtyBtc > 0) {
    if (sign > 0) return report(st, prob, 0, R.HOLDING);
    // All-out (what the bar's volume share does not take goes on the next bars).
    exit(s, p, k, 1, b.priceUsd, 1, b.tsMs, R.EXIT_SIGNAL, sink);
    return report(st, prob, -1, R.EXIT_SIGNAL);
  }
  if (!(before < 0 && sign > 0)) return report(st, prob, 0, R.IDLE);
  const want = allocationUsd(p, sp, b.navUsd);
  const done = enter(s, p, k, 1, b.priceUsd, want, want, b.tsMs, R.ENTRY, sink);
  report(st, prob, 1, done > 0 ? R.ENTRY : s.lastRefusal);
}
