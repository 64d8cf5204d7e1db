import { STRATEGY_NAMES, type TStrategyName, type TTradingConfig } from '@avatara/contracts';

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

/**
 * The per-strategy numbers the hot loop reads, resolved once from the config
 * (general fields, strategy fields and overrides). All `*Pct` are fractions.
 */
export interface TStrategyParams {
  /** +1 buys first (long), -1 sells first (short), 0 two-sided (grid). */
  side: number;
  /** Allocation: share of the account value (before maxCapitalPct). */
  quota: number;
  tradePct: number;
  /** Cap of one order, fraction of the account value. */
  orderSizePct: number;
  /** Share of the allocation that may be deployed. */
  maxCapitalPct: number;
  cooldownMs: number;
  takeProfitPct: number;
  trailingPct: number;
  minNotionalUsd: number;
  /** Stop-loss: close the deal at this loss from its average entry, fraction (0 = off). */
  stopLossPct: number;
  /** Close the deal once it has been open this long, ms (0 = no limit). */
  maxHoldMs: number;
  /** Entry RSI of the DCA opening order (long: RSI <= it, short: RSI >= it). */
  dcaEntryRsi: number;
  /** Share of the account's fee budget: quota / the sum of all 7 quotas. */
  feeBudgetShare: number;
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

/** Everything the engine needs from a config, compiled once per config change. */
export interface TEngineParams {
  config: TTradingConfig;
  strategies: TStrategyParams[];
  feeRate: number;
  minTradeUsdc: number;
  minTradeBtc: number;
  /** Half the bid-ask spread plus the fixed slippage, fraction of the price. */
  fillFixedCostFrac: number;
  /** Share of ATR(14) added to every fill as slippage. */
  fillAtrShare: number;
  /** Largest share of a bar's volume traded in that bar (0 = no cap). */
  maxVolumeShare: number;
  /** Fee budget per 365 days, fraction of the deposited capital (0 = none). */
  maxFeesPctPerYear: number;
  stopLossCooldownMs: number;
}

const OVERRIDE_KEYS = [
  'cooldownMs',
  'takeProfitPct',
  'trailingStopPct',
  'minNotionalUsd',
  'stopLossPct',
  'maxHoldMs',
] as const;

function base(
  c: TTradingConfig,
  side: number,
  quota: number,
  overrides: Record<string, number>,
  stopLossPct: number,
  maxHoldMs: number,
): TStrategyParams {
  const o: Partial<Record<(typeof OVERRIDE_KEYS)[number], number>> = {};
  for (const k of OVERRIDE_KEYS) if (typeof overrides[k] === 'number') o[k] = overrides[k];
  return {
    side,
    quota,
    tradePct: c.defaultTradePct,
    orderSizePct: 1,
    maxCapitalPct: 1,
    cooldownMs: o.cooldownMs ?? c.cooldownMs,
    takeProfitPct: o.takeProfitPct ?? c.takeProfitPct,
    trailingPct: o.trailingStopPct ?? c.trailingStopPct,
    minNotionalUsd: o.minNotionalUsd ?? c.minNotionalUsd,
    stopLossPct: o.stopLossPct ?? stopLossPct,
    maxHoldMs: o.maxHoldMs ?? maxHoldMs,
    dcaEntryRsi: 50,
    feeBudgetShare: 0,
    splits: 1,
    dropPct: 0,
    reentryCooldownMs: 0,
    splitPct: 0,
    splitUsdc: 0,
    entryRsi: 50,
    exitRsi: 50,
    fastAlpha: 2 / 21,
    slowAlpha: 2 / 51,
    slowPeriod: 50,
    pyramidingPct: 0,
  };
}

/** Compiles a parsed trading config into engine parameters. */
export function compileParams(c: TTradingConfig): TEngineParams {
  const dca = (side: 1 | -1): TStrategyParams => {
    const long = side === 1;
    const ov = long ? c.dca_Long_overrides : c.dca_Short_overrides;
    const p = base(
      c,
      side,
      long ? c.dca_Long_quota : c.dca_Short_quota,
      ov,
      long ? c.dca_Long_stopLossPct : c.dca_Short_stopLossPct,
      long ? c.dca_Long_maxHoldMs : c.dca_Short_maxHoldMs,
    );
    p.dcaEntryRsi = long ? c.dca_Long_entryRsi : c.dca_Short_entryRsi;
    p.cooldownMs = ov.cooldownMs ?? c.dca_cooldownMs;
    p.takeProfitPct = ov.takeProfitPct ?? c.dca_takeProfitPct;
    p.trailingPct = ov.trailingStopPct ?? c.dca_trailingPct;
    p.splits = Math.max(1, long ? c.dca_splits : c.dca_Short_splits);
    p.dropPct = c.dca_dropPct;
    p.reentryCooldownMs = c.dca_reentryCooldownMs;
    p.splitPct = c.dca_splitPct;
    p.splitUsdc = c.dca_splitUsdc;
    p.orderSizePct = long ? c.dca_OrderSizePct : c.dca_Short_OrderSizePct;
    p.maxCapitalPct = long ? c.dca_MaxCapitalPct : c.dca_Short_MaxCapitalPct;
    return p;
  };
  const mr = (side: 1 | -1): TStrategyParams => {
    const long = side === 1;
    const p = base(
      c,
      side,
      long ? c.MeanReversion_Long_quota : c.MeanReversion_Short_quota,
      long ? c.MeanReversion_Long_overrides : c.MeanReversion_Short_overrides,
      long ? c.MeanReversion_Long_stopLossPct : c.MeanReversion_Short_stopLossPct,
      long ? c.MeanReversion_Long_maxHoldMs : c.MeanReversion_Short_maxHoldMs,
    );
    p.tradePct = long ? c.MeanReversion_Long_tradePct : c.MeanReversion_Short_tradePct;
    p.orderSizePct = long ? c.MeanReversion_Long_orderSizePct : c.MeanReversion_Short_orderSizePct;
    p.maxCapitalPct = long ? c.MeanReversion_Long_maxCapitalPct : c.MeanReversion_Short_maxCapitalPct;
    p.entryRsi = long ? c.MeanReversion_buyRsi : c.MeanReversion_enterShortRsi;
    p.exitRsi = long ? c.MeanReversion_sellRsi : c.MeanReversion_coverRsi;
    return p;
  };
  const tf = (side: 1 | -1): TStrategyParams => {
    const long = side === 1;
    const ov = long ? c.TrendFollow_Long_overrides : c.TrendFollow_Short_overrides;
    const p = base(
      c,
      side,
      long ? c.TrendFollow_Long_quota : c.TrendFollow_Short_quota,
      ov,
      long ? c.TrendFollow_Long_stopLossPct : c.TrendFollow_Short_stopLossPct,
      long ? c.TrendFollow_Long_maxHoldMs : c.TrendFollow_Short_maxHoldMs,
    );
    const fast = Math.max(1, long ? c.TrendFollow_Long_fastMA : c.TrendFollow_Short_fastMA);
    const slow = Math.max(fast + 1, long ? c.TrendFollow_Long_slowMA : c.TrendFollow_Short_slowMA);
    p.cooldownMs = ov.cooldownMs ?? c.TrendFollow_cooldownMs;
    p.minNotionalUsd = ov.minNotionalUsd ?? Math.max(c.minNotionalUsd, c.TrendFollow_minNotionalUsdc);
    p.tradePct = long ? c.TrendFollow_Long_tradePct : c.TrendFollow_Short_tradePct;
    p.orderSizePct = long ? c.TrendFollow_Long_orderSizePct : c.TrendFollow_Short_orderSizePct;
    p.maxCapitalPct = long ? c.TrendFollow_Long_maxCapitalPct : c.TrendFollow_Short_maxCapitalPct;
    p.pyramidingPct = long ? c.TrendFollow_Long_pyramidingPct : c.TrendFollow_Short_pyramidingPct;
    p.fastAlpha = 2 / (fast + 1);
    p.slowAlpha = 2 / (slow + 1);
    p.slowPeriod = slow;
    return p;
  };
  const grid = base(c, 0, c.Grid_quota, c.Grid_overrides, c.Grid_stopLossPct, c.Grid_maxHoldMs);
  grid.cooldownMs = c.Grid_overrides.cooldownMs ?? c.Grid_cooldownMs;
  grid.tradePct = c.Grid_tradePctPerCross;
  grid.maxCapitalPct = 1;
  const strategies = [dca(1), dca(-1), grid, mr(1), mr(-1), tf(1), tf(-1)];
  const quotas = strategies.reduce((a, sp) => a + sp.quota, 0);
  for (const sp of strategies) sp.feeBudgetShare = quotas > 0 ? sp.quota / quotas : 0;
  return {
    config: c,
    strategies,
    feeRate: c.feeRate,
    minTradeUsdc: c.minTrade_minTradeUsdc,
    minTradeBtc: c.minTrade_minTradeBtc,
    fillFixedCostFrac: c.fillSpreadPct / 2 + c.fillSlippagePct,
    fillAtrShare: c.fillSlippageAtrShare,
    maxVolumeShare: c.fillMaxVolumeSharePct,
    maxFeesPctPerYear: c.maxFeesPctPerYear,
    stopLossCooldownMs: c.stopLossCooldownMs,
  };
}
