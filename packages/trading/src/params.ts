import { STRATEGY_NAMES, type TStrategyName } from '@avatara/contracts';
import type { TEngineScratch } from './scratch';

/*
 * The engine's typed runtime parameters, under the engine's own names. `compileParams`
 * (compile-params.ts, the one place that reads the trading config's field names) resolves a
 * config into them once per config change; the kernel, the strategies and the guards read
 * nothing else. Every `*Pct` is a fraction (0.01 = 1 %).
 */

/** Strategy indices, in STRATEGY_NAMES order. */
export const S = {
  DCA_LONG: 0,
  DCA_SHORT: 1,
  GRID: 2,
  MR_LONG: 3,
  MR_SHORT: 4,
  TF_LONG: 5,
  TF_SHORT: 6,
} as const;
export const STRATEGY_COUNT = STRATEGY_NAMES.length;

/** Index of a strategy name. */
export function strategyIndex(name: TStrategyName): number {
  return STRATEGY_NAMES.indexOf(name);
}

/** The per-strategy numbers the hot loop reads (general values, the strategy's own and its overrides). */
export interface TStrategyParams {
  /** +1 buys first (long), -1 sells first (short), 0 two-sided (grid). */
  side: number;
  /** Allocation: share of the account value (times the account's `totalQuota`). */
  allocShare: number;
  /** One order: this share of the allocation. */
  tradePct: number;
  /** Cap of one order, fraction of the account value. */
  orderSizePct: number;
  /** Share of the allocation that may be deployed (times the account's `maxDeployPct`). */
  maxDeployPct: number;
  /** Minimum time between two orders, ms. */
  orderCooldownMs: number;
  /** Take-profit: trailing arms once the deal gains this fraction of its average entry (0 = off). */
  profitTargetPct: number;
  /** Trailing distance from the best price once armed (0 = exit at once). */
  trailingPct: number;
  /** Smallest order, USD (and never below the account's `minTradeUsdc`). */
  minOrderUsd: number;
  /** Stop-loss: close the deal at this loss from its average entry, fraction (0 = off). */
  stopLossPct: number;
  /** Close the deal once it has been open this long, ms (0 = no limit). */
  maxHoldMs: number;
  /** Entry RSI of the DCA opening order (long: RSI <= it, short: RSI >= it). */
  dcaEntryRsi: number;
  /** Share of the account's fee budget: allocShare / the sum of all 7. */
  feeBudgetShare: number;
  /** Points the correlation adjustment adds to or takes from prob (when `correlationOn`). */
  correlationPts: number;
  // DCA
  splits: number;
  dropPct: number;
  reentryCooldownMs: number;
  splitPct: number;
  splitUsdc: number;
  // Mean reversion
  entryRsi: number;
  exitRsi: number;
  // Trend follow
  fastAlpha: number;
  slowAlpha: number;
  slowPeriod: number;
  pyramidingPct: number;
}

/** DCA's multipliers of drop, take-profit, trailing, splits and cooldowns while VOLATILITY_HIGH holds. */
export interface TDcaVolatileParams {
  dropMul: number;
  profitTargetMul: number;
  trailMul: number;
  splitsMul: number;
  cooldownMul: number;
}

/** What both trend-follow sides share. */
export interface TTrendParams {
  /** Fast/slow EMA distance needed for a trend, fraction of the slow EMA. */
  bandPct: number;
  /** Smallest prob (0–100) of an entry. */
  gateProb: number;
  /** After one side closed, the other opens nothing for this long, ms. */
  crossSideCooldownMs: number;
}

/** The grid's own numbers (GRID_VOL_ADAPTIVE). */
export interface TGridParams {
  /** EMA factor of the anchor per bar. */
  anchorAlpha: number;
  /** The anchor starts at the first price × (1 + this). */
  anchorOffsetPct: number;
  /** Fixed step, fraction of the anchor (0 = derived from ATR). */
  fixedStepPct: number;
  /** Derived step = atrMultiple × ATR / price. */
  atrMultiple: number;
  /** Step while ATR warms up. */
  warmUpStepPct: number;
  /** No step is smaller: the bounds' span / the number of levels (0 = none). */
  minStepPct: number;
  /** Overshoot beyond a level that counts as crossing it, share of one step. */
  crossShare: number;
  /** Levels acted on per bar, at most. */
  maxCrossPerBar: number;
  /** No buy below anchor × this. */
  lowerBound: number;
  /** Cap of the position's value, share of the allocation. */
  maxExposurePct: number;
  /** Cap of the USDC spent, share of the allocation. */
  maxStableUsePct: number;
}

/** Everything the engine reads, compiled once per config change (`compileParams`). */
export interface TEngineParams {
  strategies: TStrategyParams[];
  /** Whether a new account (and an account the config is applied to) trades. */
  tradingEnabled: boolean;
  /** Share of the account value the strategies together may be allocated. */
  totalQuota: number;
  /** Share of an allocation that may be deployed (times the strategy's own). */
  maxDeployPct: number;
  /** BTC sold short by all strategies together, at most this share of the BTC inventory. */
  maxShortPct: number;
  /** Fee per fill, fraction of the traded value. */
  feePct: number;
  minTradeUsdc: number;
  minTradeBtc: number;
  /** Half the bid-ask spread plus the fixed slippage, fraction of the price. */
  fillFixedCostFrac: number;
  /** Share of ATR(14) added to every fill as slippage. */
  fillAtrShare: number;
  /** Largest share of a bar's volume traded in that bar (0 = no cap). */
  maxVolumeShare: number;
  /** Fee budget per 365 days, fraction of the deposited capital (0 = none). */
  feeBudgetPctPerYear: number;
  /** After a stop-loss or maximum-hold exit the strategy opens nothing for this long, ms. */
  stopPauseMs: number;
  /** Time span of the trend regime EMA, ms (0 = no regime filter). */
  regimeSpanMs: number;
  rsiPeriod: number;
  emaShortPeriod: number;
  emaLongPeriod: number;
  /** Correlation adjustment of prob by the market situation on. */
  correlationOn: boolean;
  /** A one-bar move beyond `newsJumpPct` raises NEWS_EVENT; with the guard on, it pauses entries `jumpPauseMs`. */
  jumpGuardOn: boolean;
  newsJumpPct: number;
  jumpPauseMs: number;
  /** A one-bar move beyond this is a bad tick: no orders that bar (0 = off). */
  badTickJumpPct: number;
  /** A long and a short entry intent this close together are a rule conflict, ms. */
  conflictWindowMs: number;
  /** A rule conflict pauses every new entry this long, ms. */
  conflictPauseMs: number;
  dcaVolatile: TDcaVolatileParams;
  trend: TTrendParams;
  grid: TGridParams;
  /** The kernel's working memory (not a parameter): see TEngineScratch. */
  scratch: TEngineScratch;
}
