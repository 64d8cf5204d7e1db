import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TRADING_CONFIG,
  STRATEGY_NAMES,
  ZTradingConfig,
  type TTradingConfig,
  type TTradingConfigInput,
} from '@avatara/contracts';
import { compileParams, runConfig, SETTING_NAME, STRATEGY_QUOTA_FIELD } from './compile-params';
import { S, STANDARD_QUOTA, type TEngineParams } from './params';

const compile = (cfg: TTradingConfigInput) => compileParams(ZTradingConfig.parse(cfg));

/** Each config field the engine reads as it is, with a value other than its default, and where it lands. */
const ONE_TO_ONE: [keyof TTradingConfig, number, (p: TEngineParams) => number][] = [
  ['quota', 0.7, (p) => p.totalQuota],
  ['maxCapitalPct', 0.6, (p) => p.maxDeployPct],
  ['shortExposureHarcap', 0.3, (p) => p.maxShortPct],
  ['feeRate', 0.002, (p) => p.feePct],
  ['minTrade_minTradeUsdc', 7, (p) => p.minTradeUsdc],
  ['minTrade_minTradeBtc', 0.002, (p) => p.minTradeBtc],
  ['fillSlippageAtrShare', 0.1, (p) => p.fillAtrShare],
  ['fillMaxVolumeSharePct', 0.02, (p) => p.maxVolumeShare],
  ['maxFeesPctPerYear', 0.01, (p) => p.feeBudgetPctPerYear],
  ['stopLossCooldownMs', 123, (p) => p.stopPauseMs],
  ['trendFilterMs', 456, (p) => p.regimeSpanMs],
  ['signalsRsiPeriod', 9, (p) => p.rsiPeriod],
  ['signalsEmaShort', 11, (p) => p.emaShortPeriod],
  ['signalsEmaLong', 33, (p) => p.emaLongPeriod],
  ['maxJumpGuardPct', 0.03, (p) => p.newsJumpPct],
  ['cooldownMs', 789, (p) => p.jumpPauseMs],
  ['filtersMaxJumpPct', 0.2, (p) => p.badTickJumpPct],
  ['ruleConflictCfgTtlMs', 111, (p) => p.conflictWindowMs],
  ['ruleConflictPauseMs', 222, (p) => p.conflictPauseMs],
  ['dca_dropFactor', 3, (p) => p.dcaVolatile.dropMul],
  ['dca_tpFactor', 4, (p) => p.dcaVolatile.profitTargetMul],
  ['dca_trailFactor', 5, (p) => p.dcaVolatile.trailMul],
  ['dca_splitsFactor', 6, (p) => p.dcaVolatile.splitsMul],
  ['dca_cooldownFactor', 7, (p) => p.dcaVolatile.cooldownMul],
  ['TrendFollow_bandPct', 0.02, (p) => p.trend.bandPct],
  ['TrendFollow_gateThreshold', 40, (p) => p.trend.gateProb],
  ['TrendFollow_crossSideCooldownMs', 333, (p) => p.trend.crossSideCooldownMs],
  ['Grid_anchorEmaAlpha', 0.2, (p) => p.grid.anchorAlpha],
  ['Grid_initialAnchorOffsetPct', -0.01, (p) => p.grid.anchorOffsetPct],
  ['Grid_fixedStepPct', 0.01, (p) => p.grid.fixedStepPct],
  ['Grid_atrMultiple', 2, (p) => p.grid.atrMultiple],
  ['Grid_WarmupHelper_stepPctDefault', 0.004, (p) => p.grid.warmUpStepPct],
  ['Grid_lowerBound', 0.9, (p) => p.grid.lowerBound],
  ['Grid_maxExposurePct', 0.5, (p) => p.grid.maxExposurePct],
  ['Grid_maxStableUsePct', 0.4, (p) => p.grid.maxStableUsePct],
  ['Grid_maxGridCrossPerTick', 4, (p) => p.grid.maxCrossPerBar],
  ['Grid_tradePctPerCross', 0.3, (p) => p.strategies[S.GRID]!.tradePct],
  ['Grid_cooldownMs', 444, (p) => p.strategies[S.GRID]!.orderCooldownMs],
  ['dca_cooldownMs', 555, (p) => p.strategies[S.DCA_SHORT]!.orderCooldownMs],
  ['dca_Short_splits', 3, (p) => p.strategies[S.DCA_SHORT]!.splits],
  ['dca_Long_entryRsi', 40, (p) => p.strategies[S.DCA_LONG]!.dcaEntryRsi],
  ['MeanReversion_enterShortRsi', 75, (p) => p.strategies[S.MR_SHORT]!.entryRsi],
  ['MeanReversion_coverRsi', 40, (p) => p.strategies[S.MR_SHORT]!.exitRsi],
  ['TrendFollow_Short_pyramidingPct', 0.05, (p) => p.strategies[S.TF_SHORT]!.pyramidingPct],
  ['TrendFollow_Long_maxHoldMs', 666, (p) => p.strategies[S.TF_LONG]!.maxHoldMs],
];

describe('compileParams (the boundary: config field names → typed parameters)', () => {
  it.each(ONE_TO_ONE)('resolves %s', (field, value, read) => {
    expect(read(compile({}))).not.toBe(value);
    expect(read(compile({ [field]: value }))).toBe(value);
  });

  it('resolves the 0/1 switches, the misspelt jump guard switch included, to booleans', () => {
    const d = compile({});
    expect([d.tradingEnabled, d.jumpGuardOn, d.correlationOn]).toEqual([true, true, false]);
    const p = compile({ tradingOn: 0, jumpGuardEnablednabled: 0, signalsCorrelationEnabled: 1 });
    expect([p.tradingEnabled, p.jumpGuardOn, p.correlationOn]).toEqual([false, false, true]);
  });

  it('derives the numbers the hot loop would otherwise compute every bar', () => {
    const p = compile({ fillSpreadPct: 0.001, fillSlippagePct: 0.0003, Grid_crossSensitivityPct: 25 });
    expect(p.fillFixedCostFrac).toBe(0.001 / 2 + 0.0003);
    expect(p.grid.crossShare).toBe(0.25);
    expect(p.grid.minStepPct).toBe((1.04 - 0.96) / 12);
    expect(compile({ Grid_steps: 0 }).grid.minStepPct).toBe(0);
    expect(compile({ Grid_maxGridCrossPerTick: 0 }).grid.maxCrossPerBar).toBe(1);
  });

  it("gives each strategy its quota field's value and a fee budget share in proportion", () => {
    STRATEGY_NAMES.forEach((name, k) => {
      const p = compile({ [STRATEGY_QUOTA_FIELD[name]]: 0.5 });
      expect(p.strategies[k]!.allocShare).toBe(0.5);
      expect(p.strategies.reduce((a, sp) => a + sp.feeBudgetShare, 0)).toBeCloseTo(1, 12);
    });
  });

  it("applies a strategy's overrides over the general fields, and ignores unknown keys", () => {
    const over = { cooldownMs: 1, takeProfitPct: 0.2, trailingStopPct: 0.03, minNotionalUsd: 50 };
    const p = compile({ MeanReversion_Long_overrides: { ...over, stopLossPct: 0.4, maxHoldMs: 9, nope: 1 } });
    const sp = p.strategies[S.MR_LONG]!;
    expect([sp.orderCooldownMs, sp.profitTargetPct, sp.trailingPct, sp.minOrderUsd]).toEqual([
      1, 0.2, 0.03, 50,
    ]);
    expect([sp.stopLossPct, sp.maxHoldMs]).toEqual([0.4, 9]);
    expect(p.strategies[S.MR_SHORT]!.orderCooldownMs).toBe(DEFAULT_TRADING_CONFIG.cooldownMs);
    const dca = compile({ dca_Long_overrides: over }).strategies[S.DCA_LONG]!;
    expect([dca.orderCooldownMs, dca.profitTargetPct, dca.trailingPct]).toEqual([1, 0.2, 0.03]);
  });

  it('takes the trend EMAs as factors (slow at least one bar longer) and the larger minimum order', () => {
    const sp = compile({
      TrendFollow_Long_fastMA: 10,
      TrendFollow_Long_slowMA: 5,
      minNotionalUsd: 12,
      TrendFollow_minNotionalUsdc: 30,
    }).strategies[S.TF_LONG]!;
    expect([sp.fastAlpha, sp.slowAlpha, sp.slowPeriod, sp.minOrderUsd]).toEqual([2 / 11, 2 / 12, 11, 30]);
  });

  it('gives each strategy family its correlation points (DCA has none)', () => {
    const p = compile({
      signalsCorrelationTrendMaxAdjPts: 1,
      signalsCorrelationMrMaxAdjPts: 2,
      signalsCorrelationGridMaxAdjPts: 3,
    });
    // The benchmark crossover (8th slot) has none either.
    expect(p.strategies.map((sp) => sp.correlationPts)).toEqual([0, 0, 3, 2, 2, 1, 1, 0]);
  });

  it('switches on by default only the strategies that earned their costs in sample (the trend-follow long, at its size); the others get quota 0', () => {
    const p = compileParams(DEFAULT_TRADING_CONFIG);
    expect(STRATEGY_NAMES.map((_, k) => p.strategies[k]!.allocShare)).toEqual(
      STRATEGY_NAMES.map((n) => (n === 'TREND_FOLLOW_LONG' ? STANDARD_QUOTA[n] : 0)),
    );
    // The fee budget is the trend-follow long's alone (the benchmark crossover has none).
    expect(p.strategies.map((sp) => sp.feeBudgetShare)).toEqual([0, 0, 0, 0, 0, 1, 0, 0]);
    expect(p.strategies.map((sp) => sp.feeBudgeted)).toEqual([...STRATEGY_NAMES.map(() => true), false]);
  });

  it('reads every field of the config: nothing else needs to', () => {
    const read = new Set<string | symbol>();
    compileParams(new Proxy(DEFAULT_TRADING_CONFIG, { get: (t, k) => (read.add(k), Reflect.get(t, k)) }));
    expect(Object.keys(DEFAULT_TRADING_CONFIG).filter((k) => !read.has(k))).toEqual([]);
  });

  it('gives every compiled params its own scratch space', () => {
    expect(compile({}).scratch).not.toBe(compile({}).scratch);
  });
});

describe('runConfig', () => {
  it("applies a run's quotas and switches trading on", () => {
    const c = runConfig({ tradingOn: 0, quota: 0.2 }, 0.5, {
      GRID_VOL_ADAPTIVE: 0.4,
      COST_AVERAGE_LONG: NaN,
    });
    expect([c.tradingOn, c.quota, c.Grid_quota]).toEqual([1, 0.5, 0.4]);
    expect(c.dca_Long_quota).toBe(DEFAULT_TRADING_CONFIG.dca_Long_quota);
    expect(runConfig(undefined)).toEqual({ ...DEFAULT_TRADING_CONFIG, tradingOn: 1 });
    expect(() => runConfig({}, 2)).toThrow();
  });
});

describe('SETTING_NAME', () => {
  it('names real config fields', () => {
    for (const field of Object.values(SETTING_NAME)) expect(DEFAULT_TRADING_CONFIG).toHaveProperty(field);
  });
});
