import {
  STRATEGY_NAMES,
  type TStrategyName,
  type TWhyNoTradeCode,
  type TWhyNoTradeMetric,
} from '@avatara/contracts';
import { ATR_PERIOD, DONCHIAN_BARS, indicatorsReady } from './indicators';
import type { TEngineParams, TStrategyParams } from './params';
import { R } from './reasons';
import { SIT } from './situations';
import { FEE_BUDGET_BURST_MS, YEAR_MS, type TEngineState, type TStrategyState } from './state';
import { allocationUsd, orderUsd, remainingCapUsd } from './strategies/common';
import { gridStepPct } from './strategies/grid';

/*
 * "Why no trade" (issue 28 §5; docs/strategies.md "Why no trade"): for each strategy, the first
 * condition that holds it back at the next bar, read from the engine state alone. The kernel
 * checks the entry signal first and stops there, so its per-bar reason says "kein Signal" even
 * where a signal would meet the trend filter or a cooldown; this function checks the standing
 * conditions first (those that block whatever the next close is) and the signal last.
 */

/** Why one strategy makes no trade now. */
export interface TWhyNoTrade {
  strategy: TStrategyName;
  code: TWhyNoTradeCode;
  /** When the condition ends (cooldown, guard, warm-up, fee budget refilled), ms; null: not timed. */
  untilMs: number | null;
  /** What `value` (now) and `threshold` (where the strategy acts) measure; null: nothing to show. */
  metric: TWhyNoTradeMetric | null;
  value: number | null;
  threshold: number | null;
}

/** The bar the engine sees next: its close time and its length, ms. */
export interface TNextBar {
  tsMs: number;
  barMs: number;
}

type Family = 'dca' | 'grid' | 'mr' | 'tf' | 'other';

/** The strategy family by name (a strategy added later reads as 'other': the generic checks). */
function familyOf(name: string): Family {
  if (name.startsWith('COST_AVERAGE_')) return 'dca';
  if (name.startsWith('GRID_')) return 'grid';
  if (name.startsWith('MEAN_REVERSION_')) return 'mr';
  if (name.startsWith('TREND_FOLLOW_')) return 'tf';
  return 'other';
}

/** DCA opens no deal in these situations (as runDca). */
const DCA_BLOCK_LONG = (1 << SIT.STRONG_DOWNTREND) | (1 << SIT.BREAKOUT_DOWN);
const DCA_BLOCK_SHORT = (1 << SIT.STRONG_UPTREND) | (1 << SIT.BREAKOUT_UP);

/** The kernel's last per-bar reason as a "why no trade" code (strategies this file does not know). */
const FROM_REASON: Readonly<Partial<Record<number, TWhyNoTradeCode>>> = {
  [R.IDLE]: 'NO_SIGNAL',
  [R.GATE_BLOCKED]: 'NO_SIGNAL',
  [R.TRADING_OFF]: 'TRADING_OFF',
  [R.DISABLED]: 'DISABLED',
  [R.WARMUP]: 'NOT_WARM',
  [R.HOLDING]: 'IN_DEAL',
  [R.JUMP_GUARD]: 'JUMP_GUARD',
  [R.RULE_CONFLICT]: 'RULE_CONFLICT',
  [R.REGIME]: 'TREND_FILTER',
  [R.SITUATION_BLOCKED]: 'SITUATION',
  [R.COOLDOWN]: 'COOLDOWN',
  [R.FEE_BUDGET]: 'FEE_BUDGET',
  [R.CAP_REACHED]: 'CAPITAL',
  [R.NO_VOLUME]: 'CAPITAL',
};

/**
 * Strategy k's fee budget at `tsMs` and its refill rate (USD per ms), without touching the state:
 * `feeBudgetLeftUsd` of portfolio.ts, read only (a unit test keeps the two equal).
 */
export function feeBudgetAt(
  s: TEngineState,
  p: TEngineParams,
  k: number,
  px: number,
  tsMs: number,
): { leftUsd: number; ratePerMs: number } {
  const st = s.strategies[k] as TStrategyState;
  const sp = p.strategies[k]!;
  const rate = (p.feeBudgetPctPerYear * s.depositedUsd * sp.feeBudgetShare) / YEAR_MS;
  const nav = s.usdc + s.btc * px;
  const base = nav > s.depositedUsd ? nav : s.depositedUsd;
  const cap = Math.max(rate * FEE_BUDGET_BURST_MS, 2 * p.feePct * base * p.totalQuota * sp.allocShare);
  let left = st.feeBudgetUsd;
  if (left !== left) left = cap;
  else if (tsMs > st.feeBudgetTsMs) left = Math.min(cap, left + rate * (tsMs - st.feeBudgetTsMs));
  return { leftUsd: left, ratePerMs: rate };
}

const why = (
  strategy: TStrategyName,
  code: TWhyNoTradeCode,
  untilMs: number | null = null,
  metric: TWhyNoTradeMetric | null = null,
  value: number | null = null,
  threshold: number | null = null,
): TWhyNoTrade => ({ strategy, code, untilMs, metric, value, threshold });

const finiteOrNull = (x: number): number | null => (Number.isFinite(x) ? x : null);

/** Bars the strategy's indicators still need, and whether it is warm (as its run* function decides). */
function barsToWarm(s: TEngineState, sp: TStrategyParams, family: Family): number {
  const i = s.ind;
  if (family === 'dca') {
    if (i.rsi === i.rsi && indicatorsReady(i)) return 0;
    return Math.max(1, Math.max(i.emaLongPeriod, i.rsiPeriod + 1, ATR_PERIOD, DONCHIAN_BARS + 1) - i.bars);
  }
  if (family === 'mr') return i.rsi === i.rsi ? 0 : Math.max(1, i.rsiPeriod + 1 - i.bars);
  if (family === 'tf') {
    if (i.bars >= sp.slowPeriod && i.atr > 0) return 0;
    return Math.max(1, Math.max(sp.slowPeriod, ATR_PERIOD) - i.bars);
  }
  return 0;
}

/** The order an entry at the next bar would place, USD of notional, clipped as `enter` clips it. */
function entryUsd(
  s: TEngineState,
  p: TEngineParams,
  k: number,
  family: Family,
  side: number,
  px: number,
  hot: boolean,
): number {
  const st = s.strategies[k] as TStrategyState;
  const sp = p.strategies[k]!;
  const nav = s.usdc + s.btc * px;
  let want: number;
  let cap = remainingCapUsd(p, sp, st, nav);
  if (family === 'dca') {
    const splits = hot ? Math.max(1, Math.round(sp.splits * p.dcaVolatile.splitsMul)) : sp.splits;
    want =
      sp.splitUsdc > 0
        ? Math.min(sp.splitUsdc, sp.orderSizePct * nav)
        : orderUsd(p, sp, nav, sp.splitPct > 0 ? sp.splitPct : (sp.maxDeployPct * p.maxDeployPct) / splits);
  } else if (family === 'grid') {
    const alloc = allocationUsd(p, sp, nav);
    want = alloc * sp.tradePct;
    cap = Math.min(
      cap,
      alloc * p.grid.maxExposurePct - st.qtyBtc * px,
      alloc * p.grid.maxStableUsePct - st.costUsd,
    );
  } else want = orderUsd(p, sp, nav, sp.tradePct);
  const fee = p.feePct;
  let usd = Math.min(want, side > 0 ? Math.max(cap, 0) / (1 + fee) : Math.max(cap, 0));
  if (side > 0) usd = Math.min(usd, (s.usdc - s.shortReserveUsd) / (1 + fee));
  else
    usd = Math.min(usd, Math.min(s.btc - s.longQtyBtc, p.maxShortPct * s.inventoryBtc - s.shortQtyBtc) * px);
  return usd > 0 ? usd : 0;
}

/** Why strategy k trades nothing at the next bar (see the file comment). */
function whyOne(p: TEngineParams, s: TEngineState, k: number, next: TNextBar): TWhyNoTrade {
  const name = STRATEGY_NAMES[k] as TStrategyName;
  const st = s.strategies[k] as TStrategyState;
  const sp = p.strategies[k];
  const ts = next.tsMs;
  if (!s.tradingOn) return why(name, 'TRADING_OFF');
  if (!st.enabled) return why(name, 'DISABLED');
  if (sp && !(sp.allocShare > 0 && p.totalQuota > 0) && !(st.qtyBtc > 0)) return why(name, 'NO_QUOTA');
  if (!(s.usdc + s.btc * (s.lastPx > 0 ? s.lastPx : 0) > 0)) return why(name, 'NO_FUNDS');
  if (s.bars === 0 || !(s.lastPx > 0)) return why(name, 'NOT_WARM');
  const px = s.lastPx;
  const family = sp ? familyOf(name) : 'other';
  if (!sp || family === 'other') {
    // A strategy this file does not know: the guards and cooldowns every strategy has, then the
    // kernel's own last reason.
    if (st.qtyBtc > 0) return why(name, 'IN_DEAL');
    if (ts < s.jumpGuardUntilTsMs) return why(name, 'JUMP_GUARD', s.jumpGuardUntilTsMs);
    if (ts < s.pausedUntilTsMs) return why(name, 'RULE_CONFLICT', s.pausedUntilTsMs);
    const until = Math.max(st.blockedUntilTsMs, st.lastOrderTsMs + (sp?.orderCooldownMs ?? 0));
    if (ts < until) return why(name, 'COOLDOWN', until);
    return why(name, FROM_REASON[st.reason] ?? (st.signal !== 0 ? 'READY' : 'NO_SIGNAL'));
  }
  const side = sp.side === 0 ? 1 : sp.side;
  const rsi = s.ind.rsi;

  const need = barsToWarm(s, sp, family);
  if (need > 0) return why(name, 'NOT_WARM', s.tsMs + need * next.barMs);

  if (st.qtyBtc > 0 && family !== 'grid') {
    // The deal is open: what closes it (besides its stop-loss and maximum holding time).
    if (family === 'mr') return why(name, 'IN_DEAL', null, 'RSI', finiteOrNull(rsi), sp.exitRsi);
    if (family === 'tf') {
      const gap = (st.emaFast - st.emaSlow) / st.emaSlow;
      return why(name, 'IN_DEAL', null, 'EMA_GAP', finiteOrNull(gap), -side * p.trend.bandPct);
    }
    const avg = st.costUsd / st.qtyBtc;
    const tp = sp.profitTargetPct > 0 ? avg * (1 + side * sp.profitTargetPct) : NaN;
    return why(name, 'IN_DEAL', null, 'PRICE', px, finiteOrNull(tp));
  }
  if (ts < s.jumpGuardUntilTsMs) return why(name, 'JUMP_GUARD', s.jumpGuardUntilTsMs);
  if (ts < s.pausedUntilTsMs) return why(name, 'RULE_CONFLICT', s.pausedUntilTsMs);

  // The trend filter (the kernel's regime): every entry but the trend-follow short, the hedge.
  const span = p.regimeSpanMs;
  if (span > 0 && !(family === 'tf' && side < 0)) {
    const e = s.regimeEmaUsd;
    if (e !== e || ts - s.regimeStartTsMs < span / 2)
      return why(name, 'NOT_WARM', e === e ? s.regimeStartTsMs + span / 2 : null);
    if ((px > e ? 1 : -1) !== side) return why(name, 'TREND_FILTER', null, 'PRICE', px, e);
  }

  const hot = (s.situationMask & (1 << SIT.VOLATILITY_HIGH)) !== 0;
  if (family === 'dca' && (s.situationMask & (side > 0 ? DCA_BLOCK_LONG : DCA_BLOCK_SHORT)) !== 0)
    return why(name, 'SITUATION');
  if (family === 'grid' && st.anchorPx > 0 && px / st.anchorPx < p.grid.lowerBound)
    return why(name, 'SITUATION', null, 'PRICE', px, st.anchorPx * p.grid.lowerBound);

  const cooldown = sp.orderCooldownMs * (family === 'dca' && hot ? p.dcaVolatile.cooldownMul : 1);
  const until = Math.max(st.blockedUntilTsMs, st.lastOrderTsMs + cooldown);
  if (ts < until) return why(name, 'COOLDOWN', until);

  const usd = entryUsd(s, p, k, family, side, px, hot);
  const fee = p.feePct;
  if (p.feeBudgetPctPerYear > 0 && fee > 0 && s.depositedUsd > 0 && usd > 0) {
    const needUsd = 2 * fee * usd;
    const budget = feeBudgetAt(s, p, k, px, ts);
    if (needUsd > budget.leftUsd) {
      const refilled = budget.ratePerMs > 0 ? ts + (needUsd - budget.leftUsd) / budget.ratePerMs : NaN;
      return why(name, 'FEE_BUDGET', finiteOrNull(refilled));
    }
  }
  const minUsd = Math.max(sp.minOrderUsd, p.minTradeUsdc);
  if (!(usd >= minUsd) || usd / px < p.minTradeBtc) return why(name, 'CAPITAL');

  // Last, the entry signal as the last bar's close gave it.
  if (family === 'dca' || family === 'mr') {
    const entry = family === 'dca' ? sp.dcaEntryRsi : sp.entryRsi;
    if (rsi !== rsi) return why(name, 'NOT_WARM');
    const fires = side > 0 ? rsi <= entry : rsi >= entry;
    return why(name, fires ? 'READY' : 'NO_SIGNAL', null, 'RSI', rsi, entry);
  }
  if (family === 'tf') {
    const gap = (st.emaFast - st.emaSlow) / st.emaSlow;
    const band = p.trend.bandPct;
    if (!(side > 0 ? gap > band : gap < -band))
      return why(name, 'NO_SIGNAL', null, 'EMA_GAP', finiteOrNull(gap), side * band);
    if (st.prob < p.trend.gateProb) return why(name, 'NO_SIGNAL', null, 'PROB', st.prob, p.trend.gateProb);
    return why(name, 'READY', null, 'EMA_GAP', gap, side * band);
  }
  // The grid buys when the price crosses the next level below (runGrid's level arithmetic).
  const g = p.grid;
  const step = gridStepPct(g, s.ind.atr, px, 2 * (fee + s.fillCostFrac));
  if (!(st.anchorPx > 0) || !(step > 0)) return why(name, 'NO_SIGNAL');
  const buyAt = st.anchorPx * (1 + step * (st.gridLevel - 1 - g.crossShare));
  return why(name, px <= buyAt ? 'READY' : 'NO_SIGNAL', null, 'PRICE', px, buyAt);
}

/**
 * For every strategy of the panel, the first condition that holds it back at the next bar (`next`:
 * its close time and length), in this order: trading off, strategy off, a quota of 0 (and no deal
 * open), no money, no bar yet, indicators not warm (with the time they will be), a deal open (what
 * closes it), the jump guard, a rule-conflict pause, the trend filter (or its warm-up), a blocking
 * market situation, the cooldown, the fee budget (with the time it has refilled), too little
 * capital for an order, and last the entry signal ('NO_SIGNAL' with the value and the threshold, or
 * 'READY' when it holds). Pure: reads the state, changes nothing.
 * @example whyNoTrade(p, state, { tsMs: nextCloseMs, barMs: 3_600_000 })[5] // TREND_FOLLOW_LONG
 */
export function whyNoTrade(p: TEngineParams, s: TEngineState, next: TNextBar): TWhyNoTrade[] {
  // The panel's strategies (STRATEGY_NAMES, the first slots): a benchmark strategy of the engine
  // beyond them is for backtests only.
  return STRATEGY_NAMES.map((_name, k) => whyOne(p, s, k, next));
}
