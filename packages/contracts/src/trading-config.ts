import { z } from 'zod';

/*
 * The trading config of trading-dashboard.md §3, one object per user id.
 * Field names are kept exactly as the spec spells them (including `jumpGuardEnablednabled`
 * and `shortExposureHarcap`). Every `*Pct` field is a FRACTION (0.01 = 1 %), except
 * `Grid_crossSensitivityPct`, which §5 lists as an integer: whole percent of one grid step.
 * `null` or a missing value means "use the default" (§5: an empty settings field becomes null).
 * The meaning of every field is documented in docs/strategies.md.
 */

/** A finite number; null/undefined become `def`. */
const num = (def: number) =>
  z
    .number()
    .finite()
    .nullish()
    .transform((v) => v ?? def);
/** A non-negative fraction (0.01 = 1 %); null/undefined become `def`. */
const frac = (def: number) =>
  z
    .number()
    .finite()
    .min(0)
    .nullish()
    .transform((v) => v ?? def);
/** A non-negative integer (counts, periods, milliseconds); null/undefined become `def`. */
const int = (def: number) =>
  z
    .number()
    .int()
    .min(0)
    .nullish()
    .transform((v) => v ?? def);
/** A 0/1 flag (§5: checkbox fields use 0/1); null/undefined become `def`. */
const flag = (def: 0 | 1) =>
  z
    .union([z.literal(0), z.literal(1)])
    .nullish()
    .transform((v) => v ?? def);
/** An RSI level or another 0–100 score; null/undefined become `def`. */
const score = (def: number) =>
  z
    .number()
    .finite()
    .min(0)
    .max(100)
    .nullish()
    .transform((v) => v ?? def);
/** An allocation quota, fraction 0–1. */
const quota = (def: number) =>
  z
    .number()
    .min(0)
    .max(1)
    .nullish()
    .transform((v) => v ?? def);
/**
 * Per-strategy overrides: a map of general field name → value, e.g. `{ "cooldownMs": 120000 }`.
 * Supported keys: cooldownMs, takeProfitPct, trailingStopPct, minNotionalUsd, stopLossPct, maxHoldMs.
 */
const overrides = () =>
  z
    .record(z.string(), z.number().finite())
    .nullish()
    .transform((v) => v ?? {});

/** One zod schema for the whole trading config; parse `{}` to get every default. */
export const ZTradingConfig = z.object({
  // ── General ──────────────────────────────────────────────────────────────
  /** Trading switched on (1) or off (0). */
  tradingOn: flag(1),
  /** Total allocation quota: share of the account the strategies may use, 0–1. */
  quota: quota(1),
  /** Minimum time between two orders of the same strategy, ms. */
  cooldownMs: int(60_000),
  /** Pause of all new entries after a rule conflict (opposite entries), ms. */
  ruleConflictPauseMs: int(300_000),
  /** Window in which a long and a short entry signal count as conflicting, ms. */
  ruleConflictCfgTtlMs: int(60_000),
  /** Minimum order value, USDC. */
  minTrade_minTradeUsdc: num(5),
  /** Minimum order quantity, BTC. */
  minTrade_minTradeBtc: num(0.0001),
  /** Default order size as a fraction of the strategy's budget when a strategy has none. */
  defaultTradePct: frac(0.1),
  /** Share of the allocated account that may be deployed at once, fraction. */
  maxCapitalPct: frac(0.9),
  /** Fee per trade as a fraction of the traded value (0.001 = 0.1 %). */
  feeRate: frac(0.001),
  /** Minimum order notional, USD. */
  minNotionalUsd: num(10),
  /**
   * Take-profit threshold (mean reversion, trend follow), fraction of entry; 0 = off (default: mean
   * reversion exits on its RSI rule, trend follow rides the trend until it turns or the stop hits).
   */
  takeProfitPct: frac(0),
  /** Trailing distance from the best price once take-profit is armed, fraction. */
  trailingStopPct: frac(0.01),
  /** Hard cap of BTC sold short, as a fraction of the account's BTC inventory. */
  shortExposureHarcap: frac(0.5),

  // ── Fills and risk (our extensions of the spec's settings, docs/strategies.md) ──
  /** Full bid-ask spread, fraction of the price; every fill pays half of it. */
  fillSpreadPct: frac(0.0002),
  /** Fixed slippage of every fill, fraction of the price (on top of the spread). */
  fillSlippagePct: frac(0),
  /** Volatility slippage of every fill: this share of the bar's ATR(14), as a fraction of the price. */
  fillSlippageAtrShare: frac(0.05),
  /** Largest share of a bar's volume the account may trade in that bar (all fills together); 0 = no cap. */
  fillMaxVolumeSharePct: frac(0.05),
  /**
   * Fee budget per year, share of the deposited capital: a token bucket that fills at this rate
   * and holds at most one month of it; an entry needs its own and its exit's fee in the bucket
   * (else it is cut or skipped; exits always go). 0 = no budget.
   */
  maxFeesPctPerYear: frac(0.015),
  /** After a stop-loss or max-hold exit the strategy opens nothing for this long, ms. */
  stopLossCooldownMs: int(7 * 86_400_000),
  /**
   * Trend regime filter: long deals (and grid buys) open only while the close is above its EMA
   * over this time span, counter-trend shorts (DCA, mean reversion) only while it is below; the
   * trend-follow short (the hedge of the held coins) follows its own signal. A time span (ms), so
   * it means the same on 1m, 1h and 1d bars and on live ticks; 0 = off. Exits are never filtered.
   */
  trendFilterMs: int(200 * 86_400_000),

  // ── Signals ──────────────────────────────────────────────────────────────
  signalsRsiPeriod: int(14),
  signalsEmaShort: int(20),
  signalsEmaLong: int(50),
  /** Adjust strategy prob by how well the market situation suits the strategy (0/1). */
  signalsCorrelationEnabled: flag(0),
  signalsCorrelationTrendMaxAdjPts: int(10),
  signalsCorrelationMrMaxAdjPts: int(10),
  signalsCorrelationGridMaxAdjPts: int(10),

  // ── Guards ───────────────────────────────────────────────────────────────
  /** Jump guard on (1) / off (0); the name is spelled as in the spec. */
  jumpGuardEnablednabled: flag(1),
  /** One-bar move beyond which NEWS_EVENT is raised and entries pause for cooldownMs, fraction. */
  maxJumpGuardPct: frac(0.05),
  /** One-bar move beyond which a candle is treated as a bad tick (no orders), fraction. */
  filtersMaxJumpPct: frac(0.25),

  // ── DCA (COST_AVERAGE_LONG / COST_AVERAGE_SHORT) ──────────────────────────
  dca_cooldownMs: int(60_000),
  /** Adverse move from the last fill that triggers the next split, fraction. */
  dca_dropPct: frac(0.02),
  dca_takeProfitPct: frac(0.015),
  dca_trailingPct: frac(0.005),
  /** Number of fills (first order + safety orders) per deal. */
  dca_splits: int(5),
  /** Wait after a deal closed before a new one opens, ms. */
  dca_reentryCooldownMs: int(300_000),
  /** Multipliers applied while VOLATILITY_HIGH holds. */
  dca_dropFactor: num(1.5),
  dca_tpFactor: num(1.25),
  dca_trailFactor: num(1.5),
  dca_splitsFactor: num(1),
  dca_cooldownFactor: num(2),
  /** Size of one split as a fraction of the strategy budget (0 = budget / splits). */
  dca_splitPct: frac(0),
  /** Fixed size of one split in USDC (0 = use dca_splitPct). */
  dca_splitUsdc: num(0),
  /** Cap of one order as a fraction of the account value. */
  dca_OrderSizePct: frac(0.05),
  /** Share of the strategy budget a DCA deal may use. */
  dca_MaxCapitalPct: frac(1),
  // Quotas (docs/strategies.md "Default sizes"): a strategy trades by default only where it did not
  // lose money after costs against holding the deposit on the data it was judged on (issue 28,
  // docs/backtests.md) — the trend-follow long alone; the other six default to 0 (off). Sized when
  // switched on, a deal of a counter-trend strategy (DCA 0.03, mean reversion 0.05, grid 0.03)
  // risks about 0.25 % of the account (size × stop-loss), a trend deal 0.5 %; the trend-follow
  // short (0.15), the hedge of the held coins, sells at most 13.5 %.
  dca_Long_quota: quota(0),
  dca_Short_quota: quota(0),
  dca_Short_OrderSizePct: frac(0.05),
  dca_Short_MaxCapitalPct: frac(1),
  dca_Short_splits: int(5),
  dca_Long_overrides: overrides(),
  dca_Short_overrides: overrides(),
  /** A DCA long deal opens only when RSI <= this (after warm-up); the short one when RSI >= dca_Short_entryRsi. */
  dca_Long_entryRsi: score(35),
  dca_Short_entryRsi: score(65),
  /** Stop-loss: the deal closes when it loses this fraction of its average entry (fees included); 0 = off. */
  dca_Long_stopLossPct: frac(0.1),
  dca_Short_stopLossPct: frac(0.1),
  /** Maximum holding time of a deal, ms (0 = none); then it closes at market. */
  dca_Long_maxHoldMs: int(30 * 86_400_000),
  dca_Short_maxHoldMs: int(30 * 86_400_000),

  // ── Mean reversion ───────────────────────────────────────────────────────
  MeanReversion_buyRsi: score(30),
  MeanReversion_sellRsi: score(55),
  MeanReversion_enterShortRsi: score(70),
  MeanReversion_coverRsi: score(45),
  MeanReversion_Long_quota: quota(0),
  MeanReversion_Long_tradePct: frac(0.25),
  MeanReversion_Long_orderSizePct: frac(0.05),
  MeanReversion_Long_maxCapitalPct: frac(1),
  MeanReversion_Long_overrides: overrides(),
  MeanReversion_Long_stopLossPct: frac(0.05),
  MeanReversion_Long_maxHoldMs: int(7 * 86_400_000),
  MeanReversion_Short_quota: quota(0),
  MeanReversion_Short_tradePct: frac(0.25),
  MeanReversion_Short_orderSizePct: frac(0.05),
  MeanReversion_Short_maxCapitalPct: frac(1),
  MeanReversion_Short_overrides: overrides(),
  MeanReversion_Short_stopLossPct: frac(0.05),
  MeanReversion_Short_maxHoldMs: int(7 * 86_400_000),

  // ── Trend follow ─────────────────────────────────────────────────────────
  TrendFollow_cooldownMs: int(60_000),
  /** Fast/slow MA distance needed for a cross to count, fraction of the slow MA. */
  TrendFollow_bandPct: frac(0.01),
  TrendFollow_minNotionalUsdc: num(10),
  /** Wait between closing one side and opening the other side, ms. */
  TrendFollow_crossSideCooldownMs: int(900_000),
  /** Minimum prob (0–100) for a trend entry. */
  TrendFollow_gateThreshold: score(55),
  TrendFollow_Long_quota: quota(0.06),
  TrendFollow_Long_tradePct: frac(1),
  /** MA lengths in bars; the defaults are one week / 30 days of 1h bars. */
  TrendFollow_Long_fastMA: int(168),
  TrendFollow_Long_slowMA: int(720),
  TrendFollow_Long_orderSizePct: frac(0.06),
  /** Further favourable move that allows one more entry (pyramiding), fraction (0 = off). */
  TrendFollow_Long_pyramidingPct: frac(0),
  TrendFollow_Long_maxCapitalPct: frac(1),
  TrendFollow_Long_overrides: overrides(),
  TrendFollow_Long_stopLossPct: frac(0.08),
  TrendFollow_Long_maxHoldMs: int(90 * 86_400_000),
  TrendFollow_Short_quota: quota(0),
  TrendFollow_Short_tradePct: frac(1),
  TrendFollow_Short_fastMA: int(168),
  TrendFollow_Short_slowMA: int(720),
  TrendFollow_Short_orderSizePct: frac(0.15),
  TrendFollow_Short_pyramidingPct: frac(0),
  TrendFollow_Short_maxCapitalPct: frac(1),
  TrendFollow_Short_overrides: overrides(),
  /** Wider than the long side's: the held coins gain what this hedge loses in a rally. */
  TrendFollow_Short_stopLossPct: frac(0.15),
  TrendFollow_Short_maxHoldMs: int(90 * 86_400_000),

  // ── Grid (GRID_VOL_ADAPTIVE) ─────────────────────────────────────────────
  Grid_quota: quota(0),
  Grid_cooldownMs: int(0),
  /** Lowest grid level as a multiple of the anchor. */
  Grid_lowerBound: num(0.96),
  /** Highest grid level as a multiple of the anchor. */
  Grid_upperBound: num(1.04),
  /** Number of grid levels between the bounds. */
  Grid_steps: int(12),
  /** Fixed grid step, fraction of the anchor (0 = ATR-based step). */
  Grid_fixedStepPct: frac(0),
  /** ATR-based step = atrMultiple × ATR(14) / price. */
  Grid_atrMultiple: num(0.5),
  Grid_maxGridCrossPerTick: int(3),
  /** Order size per crossed level, fraction of the grid budget. */
  Grid_tradePctPerCross: frac(0.08),
  /** Cap of the grid's BTC position value, fraction of its budget. */
  Grid_maxExposurePct: frac(0.8),
  /** Cap of the USDC the grid may spend, fraction of its budget. */
  Grid_maxStableUsePct: frac(0.8),
  /** Smoothing factor of the anchor EMA (0–1 per bar). */
  Grid_anchorEmaAlpha: quota(0.01),
  /** Grid step used until ATR(14) is warmed up, fraction. */
  Grid_WarmupHelper_stepPctDefault: frac(0.005),
  Grid_overrides: overrides(),
  Grid_stopLossPct: frac(0.1),
  Grid_maxHoldMs: int(30 * 86_400_000),
  /** Overshoot beyond a level needed to count a cross, whole percent of one step (integer). */
  Grid_crossSensitivityPct: int(10),
  /** Initial anchor offset from the first price, fraction (may be negative). */
  Grid_initialAnchorOffsetPct: num(0),
});

/** The parsed trading config: every field present, percent fields as fractions. */
export type TTradingConfig = z.infer<typeof ZTradingConfig>;
/** What a client may send: any field may be missing or null (→ default). */
export type TTradingConfigInput = z.input<typeof ZTradingConfig>;

/** Every default of the trading config (the placeholders of §2 plus our own choices). */
export const DEFAULT_TRADING_CONFIG: TTradingConfig = ZTradingConfig.parse({});
