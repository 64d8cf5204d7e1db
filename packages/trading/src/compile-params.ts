/*
 * The boundary between the trading config (the wire format of trading-dashboard.md §3, field names
 * as the spec spells them) and the engine: the one file in this package that reads those names.
 * Everything else reads the typed parameters (params.ts) under the engine's own names.
 */
import {
  STRATEGY_NAMES,
  ZTradingConfig,
  type TEngineStrategyName,
  type TStrategyName,
  type TTradingConfig,
  type TTradingConfigInput,
} from '@avatara/contracts';
import {
  DEFAULT_CROSSOVER,
  LIVE_STRATEGY_COUNT,
  STANDARD_QUOTA,
  type TCrossoverSettings,
  type TEngineParams,
  type TStrategyParams,
} from './params';
import { createScratch } from './scratch';

/** The keys a strategy's `*_overrides` map may set (docs/strategies.md, "Overrides"). */
const OVERRIDE_KEYS = [
  'cooldownMs',
  'takeProfitPct',
  'trailingStopPct',
  'minNotionalUsd',
  'stopLossPct',
  'maxHoldMs',
] as const;

/** The config field holding each strategy's allocation quota (for `/allocations`). */
export const STRATEGY_QUOTA_FIELD: Readonly<Record<TStrategyName, keyof TTradingConfig>> = {
  COST_AVERAGE_LONG: 'dca_Long_quota',
  COST_AVERAGE_SHORT: 'dca_Short_quota',
  GRID_VOL_ADAPTIVE: 'Grid_quota',
  MEAN_REVERSION_LONG: 'MeanReversion_Long_quota',
  MEAN_REVERSION_SHORT: 'MeanReversion_Short_quota',
  TREND_FOLLOW_LONG: 'TrendFollow_Long_quota',
  TREND_FOLLOW_SHORT: 'TrendFollow_Short_quota',
};

/**
 * A config layer that switches all 7 strategies on at their sizes (`STANDARD_QUOTA`): the
 * defaults leave all but the trend-follow long at quota 0 since issue 28. For tests, demos and
 * research that want every strategy trading.
 * @example ZTradingConfig.parse({ ...ALL_STRATEGIES_SIZED, trendFilterMs: 0 })
 */
export const ALL_STRATEGIES_SIZED: Readonly<TTradingConfigInput> = Object.fromEntries(
  STRATEGY_NAMES.map((name) => [STRATEGY_QUOTA_FIELD[name], STANDARD_QUOTA[name]]),
) as TTradingConfigInput;

/** The names under which the user knows a setting, for texts that name it (reasons.ts). */
export const SETTING_NAME = {
  badTickJumpPct: 'filtersMaxJumpPct',
} as const satisfies Readonly<Record<string, keyof TTradingConfig>>;

/**
 * The config of a backtest run: `input` (missing fields take the defaults) with the run's total
 * and per-strategy quotas applied and trading on.
 * @throws ZodError when the input or a quota is invalid.
 */
export function runConfig(
  input: TTradingConfigInput | undefined,
  totalQuota?: number,
  strategyQuota?: Partial<Record<TEngineStrategyName, number>>,
): TTradingConfig {
  const c: Record<string, unknown> = { ...ZTradingConfig.parse(input ?? {}) };
  if (totalQuota !== undefined) c.quota = totalQuota;
  for (const [name, q] of Object.entries(strategyQuota ?? {})) {
    // The benchmark crossover has no config field: its share is a crossover setting.
    const field = STRATEGY_QUOTA_FIELD[name as TStrategyName] as keyof TTradingConfig | undefined;
    if (field !== undefined && Number.isFinite(q)) c[field] = q;
  }
  c.tradingOn = 1;
  return ZTradingConfig.parse(c);
}

/** What every strategy starts from: the general fields, then its overrides. */
function base(
  c: TTradingConfig,
  side: number,
  allocShare: number,
  overrides: Record<string, number>,
  stopLossPct: number,
  maxHoldMs: number,
): TStrategyParams {
  const o: Partial<Record<(typeof OVERRIDE_KEYS)[number], number>> = {};
  for (const k of OVERRIDE_KEYS) if (typeof overrides[k] === 'number') o[k] = overrides[k];
  return {
    side,
    allocShare,
    tradePct: c.defaultTradePct,
    orderSizePct: 1,
    maxDeployPct: 1,
    orderCooldownMs: o.cooldownMs ?? c.cooldownMs,
    profitTargetPct: o.takeProfitPct ?? c.takeProfitPct,
    trailingPct: o.trailingStopPct ?? c.trailingStopPct,
    minOrderUsd: o.minNotionalUsd ?? c.minNotionalUsd,
    stopLossPct: o.stopLossPct ?? stopLossPct,
    maxHoldMs: o.maxHoldMs ?? maxHoldMs,
    dcaEntryRsi: 50,
    feeBudgeted: true,
    feeBudgetShare: 0,
    correlationPts: 0,
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
    fastPeriod: 20,
    useEma: true,
  };
}

function dca(c: TTradingConfig, side: 1 | -1): TStrategyParams {
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
  p.orderCooldownMs = ov.cooldownMs ?? c.dca_cooldownMs;
  p.profitTargetPct = ov.takeProfitPct ?? c.dca_takeProfitPct;
  p.trailingPct = ov.trailingStopPct ?? c.dca_trailingPct;
  p.splits = Math.max(1, long ? c.dca_splits : c.dca_Short_splits);
  p.dropPct = c.dca_dropPct;
  p.reentryCooldownMs = c.dca_reentryCooldownMs;
  p.splitPct = c.dca_splitPct;
  p.splitUsdc = c.dca_splitUsdc;
  p.orderSizePct = long ? c.dca_OrderSizePct : c.dca_Short_OrderSizePct;
  p.maxDeployPct = long ? c.dca_MaxCapitalPct : c.dca_Short_MaxCapitalPct;
  return p;
}

function meanReversion(c: TTradingConfig, side: 1 | -1): TStrategyParams {
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
  p.maxDeployPct = long ? c.MeanReversion_Long_maxCapitalPct : c.MeanReversion_Short_maxCapitalPct;
  p.entryRsi = long ? c.MeanReversion_buyRsi : c.MeanReversion_enterShortRsi;
  p.exitRsi = long ? c.MeanReversion_sellRsi : c.MeanReversion_coverRsi;
  p.correlationPts = c.signalsCorrelationMrMaxAdjPts;
  return p;
}

function trendFollow(c: TTradingConfig, side: 1 | -1): TStrategyParams {
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
  p.orderCooldownMs = ov.cooldownMs ?? c.TrendFollow_cooldownMs;
  p.minOrderUsd = ov.minNotionalUsd ?? Math.max(c.minNotionalUsd, c.TrendFollow_minNotionalUsdc);
  p.tradePct = long ? c.TrendFollow_Long_tradePct : c.TrendFollow_Short_tradePct;
  p.orderSizePct = long ? c.TrendFollow_Long_orderSizePct : c.TrendFollow_Short_orderSizePct;
  p.maxDeployPct = long ? c.TrendFollow_Long_maxCapitalPct : c.TrendFollow_Short_maxCapitalPct;
  p.pyramidingPct = long ? c.TrendFollow_Long_pyramidingPct : c.TrendFollow_Short_pyramidingPct;
  p.fastAlpha = 2 / (fast + 1);
  p.slowAlpha = 2 / (slow + 1);
  p.slowPeriod = slow;
  p.correlationPts = c.signalsCorrelationTrendMaxAdjPts;
  return p;
}

function grid(c: TTradingConfig): TStrategyParams {
  const p = base(c, 0, c.Grid_quota, c.Grid_overrides, c.Grid_stopLossPct, c.Grid_maxHoldMs);
  p.orderCooldownMs = c.Grid_overrides.cooldownMs ?? c.Grid_cooldownMs;
  p.tradePct = c.Grid_tradePctPerCross;
  p.maxDeployPct = 1;
  p.correlationPts = c.signalsCorrelationGridMaxAdjPts;
  return p;
}

/**
 * The benchmark crossover (MA_CROSSOVER): its settings are no config field (`TCrossoverSettings`);
 * it takes from the config only the fee, the fills and the minimum trade sizes, and has no
 * stop-loss, holding limit, cooldown, trend filter or fee budget.
 */
function crossover(c: TTradingConfig, x: TCrossoverSettings): TStrategyParams {
  const p = base(c, 1, x.share, {}, 0, 0);
  p.feeBudgeted = false;
  p.tradePct = 1;
  p.orderCooldownMs = 0;
  p.profitTargetPct = 0;
  p.fastPeriod = x.fastPeriod;
  p.slowPeriod = x.slowPeriod;
  p.fastAlpha = 2 / (x.fastPeriod + 1);
  p.slowAlpha = 2 / (x.slowPeriod + 1);
  p.useEma = x.kind === 'EMA';
  return p;
}

/**
 * Resolves a parsed trading config into the engine's typed parameters, once per config change
 * (the server caches them per config; a backtest compiles once per run). The result also
 * carries the kernel's own scratch space, so give each concurrently running engine its own.
 * `cross` sets the benchmark crossover (checked by `crossoverSettings`; backtests only).
 * @example const p = compileParams(ZTradingConfig.parse(stored ?? {}));
 */
export function compileParams(
  c: TTradingConfig,
  cross: Readonly<TCrossoverSettings> = DEFAULT_CROSSOVER,
): TEngineParams {
  const strategies = [
    dca(c, 1),
    dca(c, -1),
    grid(c),
    meanReversion(c, 1),
    meanReversion(c, -1),
    trendFollow(c, 1),
    trendFollow(c, -1),
    crossover(c, cross),
  ];
  // The fee budget is shared by the spec's 7 only (the benchmark has none).
  const live = strategies.slice(0, LIVE_STRATEGY_COUNT);
  const quotas = live.reduce((a, sp) => a + sp.allocShare, 0);
  for (const sp of live) sp.feeBudgetShare = quotas > 0 ? sp.allocShare / quotas : 0;
  return {
    strategies,
    tradingEnabled: c.tradingOn === 1,
    totalQuota: c.quota,
    maxDeployPct: c.maxCapitalPct,
    maxShortPct: c.shortExposureHarcap,
    feePct: c.feeRate,
    minTradeUsdc: c.minTrade_minTradeUsdc,
    minTradeBtc: c.minTrade_minTradeBtc,
    fillFixedCostFrac: c.fillSpreadPct / 2 + c.fillSlippagePct,
    fillAtrShare: c.fillSlippageAtrShare,
    maxVolumeShare: c.fillMaxVolumeSharePct,
    feeBudgetPctPerYear: c.maxFeesPctPerYear,
    stopPauseMs: c.stopLossCooldownMs,
    regimeSpanMs: c.trendFilterMs,
    rsiPeriod: c.signalsRsiPeriod,
    emaShortPeriod: c.signalsEmaShort,
    emaLongPeriod: c.signalsEmaLong,
    correlationOn: c.signalsCorrelationEnabled === 1,
    jumpGuardOn: c.jumpGuardEnablednabled === 1,
    newsJumpPct: c.maxJumpGuardPct,
    jumpPauseMs: c.cooldownMs,
    badTickJumpPct: c.filtersMaxJumpPct,
    conflictWindowMs: c.ruleConflictCfgTtlMs,
    conflictPauseMs: c.ruleConflictPauseMs,
    dcaVolatile: {
      dropMul: c.dca_dropFactor,
      profitTargetMul: c.dca_tpFactor,
      trailMul: c.dca_trailFactor,
      splitsMul: c.dca_splitsFactor,
      cooldownMul: c.dca_cooldownFactor,
    },
    trend: {
      bandPct: c.TrendFollow_bandPct,
      gateProb: c.TrendFollow_gateThreshold,
      crossSideCooldownMs: c.TrendFollow_crossSideCooldownMs,
    },
    grid: {
      anchorAlpha: c.Grid_anchorEmaAlpha,
      anchorOffsetPct: c.Grid_initialAnchorOffsetPct,
      fixedStepPct: c.Grid_fixedStepPct,
      atrMultiple: c.Grid_atrMultiple,
      warmUpStepPct: c.Grid_WarmupHelper_stepPctDefault,
      minStepPct: c.Grid_steps > 0 ? (c.Grid_upperBound - c.Grid_lowerBound) / c.Grid_steps : 0,
      crossShare: c.Grid_crossSensitivityPct / 100,
      maxCrossPerBar: c.Grid_maxGridCrossPerTick > 0 ? c.Grid_maxGridCrossPerTick : 1,
      lowerBound: c.Grid_lowerBound,
      maxExposurePct: c.Grid_maxExposurePct,
      maxStableUsePct: c.Grid_maxStableUsePct,
    },
    scratch: createScratch(),
  };
}
