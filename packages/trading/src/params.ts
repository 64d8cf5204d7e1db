import {
  ENGINE_STRATEGY_NAMES,
  STRATEGY_NAMES,
  type TEngineStrategyName,
  type TStrategyName,
} from '@avatara/contracts';
import type { TEngineScratch } from './scratch';

/*
 * The engine's typed runtime parameters, under the engine's own names. `compileParams`
 * (compile-params.ts, the one place that reads the trading config's field names) resolves a
 * config into them once per config change; the kernel, the strategies and the guards read
 * nothing else. Every `*Pct` is a fraction (0.01 = 1 %).
 */

/** Strategy indices, in ENGINE_STRATEGY_NAMES order (the spec's 7, then the benchmark). */
export const S = {
  DCA_LONG: 0,
  DCA_SHORT: 1,
  GRID: 2,
  MR_LONG: 3,
  MR_SHORT: 4,
  TF_LONG: 5,
  TF_SHORT: 6,
  MA_CROSS: 7,
} as const;
/** Strategy slots of the engine: the spec's 7 and the benchmark crossover. */
export const STRATEGY_COUNT = ENGINE_STRATEGY_NAMES.length;
/** The first this many slots are the spec's strategies, which a live account trades and reports. */
export const LIVE_STRATEGY_COUNT = STRATEGY_NAMES.length;

/** Index of a strategy name. */
export function strategyIndex(name: TEngineStrategyName): number {
  return ENGINE_STRATEGY_NAMES.indexOf(name);
}

/**
 * The quota (share of the account value) each of the spec's strategies is sized for
 * (docs/strategies.md "Default sizes": a counter-trend deal risks about 0.25 % of the account, a
 * trend deal 0.5 %, the hedge sells at most 13.5 %). The config's default is this quota for the
 * strategies that earned their costs in sample (issue 28: the trend-follow long) and 0 (off) for
 * the others: set a strategy's quota to this to switch it on at its size.
 */
export const STANDARD_QUOTA: Readonly<Record<TStrategyName, number>> = {
  COST_AVERAGE_LONG: 0.03,
  COST_AVERAGE_SHORT: 0.03,
  GRID_VOL_ADAPTIVE: 0.03,
  MEAN_REVERSION_LONG: 0.05,
  MEAN_REVERSION_SHORT: 0.05,
  TREND_FOLLOW_LONG: 0.06,
  TREND_FOLLOW_SHORT: 0.15,
};

/**
 * The benchmark crossover's settings (MA_CROSSOVER, docs/strategies.md): all-in when the fast
 * moving average crosses above the slow one, all-out when it crosses below. Not part of the
 * trading config: a backtest passes them (`TBacktestOptions.crossover`, the CLI's `--crossover`).
 */
export interface TCrossoverSettings {
  /** 'SMA' (simple) or 'EMA' (exponential, seeded with the SMA of its first `period` closes). */
  kind: 'SMA' | 'EMA';
  /** Moving-average lengths, bars; 1 <= fastPeriod < slowPeriod. */
  fastPeriod: number;
  slowPeriod: number;
  /** Share of the account value (times the total quota) bought at a cross up, 0–1 (1 = all-in). */
  share: number;
}

/** The crossover's defaults: the classic SMA 50/200 ("golden cross"), all-in. */
export const DEFAULT_CROSSOVER: Readonly<TCrossoverSettings> = {
  kind: 'SMA',
  fastPeriod: 50,
  slowPeriod: 200,
  share: 1,
};

/**
 * Complete, checked crossover settings: `given` over the defaults.
 * @throws RangeError when a period is not a whole number, fast is not below slow or share is outside 0–1.
 */
export function crossoverSettings(given: Partial<TCrossoverSettings> = {}): TCrossoverSettings {
  const c = { ...DEFAULT_CROSSOVER, ...given };
  if (c.kind !== 'SMA' && c.kind !== 'EMA')
    throw new RangeError(`crossover kind ${String(c.kind)}: SMA or EMA`);
  if (!Number.isInteger(c.fastPeriod) || !Number.isInteger(c.slowPeriod) || !(c.fastPeriod >= 1))
    throw new RangeError('crossover periods must be whole numbers of bars, at least 1');
  if (!(c.fastPeriod < c.slowPeriod))
    throw new RangeError('the fast crossover period must be below the slow one');
  if (!(c.share >= 0 && c.share <= 1)) throw new RangeError('the crossover share must be from 0 to 1');
  return c;
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
  /** Whether the fee budget limits its entries (the spec's 7; not the benchmark crossover). */
  feeBudgeted: boolean;
  /** Share of the account's fee budget: allocShare / the sum of the 7 allocShares. */
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
  // Trend follow and the benchmark crossover
  fastAlpha: number;
  slowAlpha: number;
  slowPeriod: number;
  pyramidingPct: number;
  // Benchmark crossover: the fast period, and EMA (true) or SMA (false)
  fastPeriod: number;
  useEma: boolean;
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
