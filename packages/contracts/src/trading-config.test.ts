import { describe, expect, it } from 'vitest';
import { DEFAULT_TRADING_CONFIG, ZTradingConfig } from './trading-config';
import { ZBacktestStartRequest } from './backtest';
import { ENGINE_STRATEGY_NAMES, MARKET_SITUATIONS, STRATEGY_NAMES } from './trading';

describe('ZTradingConfig', () => {
  it('fills the placeholders of spec §2 as defaults, percent fields as fractions', () => {
    const c = DEFAULT_TRADING_CONFIG;
    expect(c.cooldownMs).toBe(60_000);
    expect(c.ruleConflictPauseMs).toBe(300_000);
    expect(c.minTrade_minTradeUsdc).toBe(5);
    expect(c.minTrade_minTradeBtc).toBe(0.0001);
    expect(c.feeRate).toBe(0.001);
    expect(c.signalsRsiPeriod).toBe(14);
    expect([c.signalsEmaShort, c.signalsEmaLong]).toEqual([20, 50]);
    expect(c.Grid_steps).toBe(12);
    expect([c.Grid_lowerBound, c.Grid_upperBound]).toEqual([0.96, 1.04]);
  });

  it('keeps the spec spelling of jumpGuardEnablednabled and shortExposureHarcap', () => {
    expect(DEFAULT_TRADING_CONFIG).toHaveProperty('jumpGuardEnablednabled', 1);
    expect(DEFAULT_TRADING_CONFIG).toHaveProperty('shortExposureHarcap');
  });

  it('turns null (an empty settings field) into the default', () => {
    expect(ZTradingConfig.parse({ cooldownMs: null, feeRate: null }).cooldownMs).toBe(60_000);
  });

  it('rejects a fractional value in an integer field and names the field', () => {
    const r = ZTradingConfig.safeParse({ Grid_steps: 12.5 });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.path).toEqual(['Grid_steps']);
  });

  it('rejects a quota above 1', () => {
    expect(ZTradingConfig.safeParse({ quota: 1.5 }).success).toBe(false);
  });
});

describe('STRATEGY_NAMES and MARKET_SITUATIONS', () => {
  it('lists 7 strategies and 16 situations without duplicates', () => {
    expect(new Set(STRATEGY_NAMES).size).toBe(7);
    expect(new Set(MARKET_SITUATIONS).size).toBe(16);
  });

  it('lets a backtest name the engine benchmark crossover besides the 7, with its share as quota', () => {
    expect(ENGINE_STRATEGY_NAMES).toEqual([...STRATEGY_NAMES, 'MA_CROSSOVER']);
    const req = ZBacktestStartRequest.parse({
      enabledStrategies: ['MA_CROSSOVER'],
      strategyEnabled: { MA_CROSSOVER: true },
      strategyQuota: { MA_CROSSOVER: 0.5 },
    });
    expect(req.enabledStrategies).toEqual(['MA_CROSSOVER']);
    expect(req.strategyQuota).toEqual({ MA_CROSSOVER: 0.5 });
    expect(ZBacktestStartRequest.safeParse({ enabledStrategies: ['NOPE'] }).success).toBe(false);
  });
});

describe('ZTradingConfig extensions (stop-loss, holding time, fills, risk limits)', () => {
  const c = DEFAULT_TRADING_CONFIG;
  it('gives every strategy a stop-loss and a maximum holding time, on by default, as fractions and milliseconds', () => {
    const stops = [
      c.dca_Long_stopLossPct,
      c.dca_Short_stopLossPct,
      c.Grid_stopLossPct,
      c.MeanReversion_Long_stopLossPct,
      c.MeanReversion_Short_stopLossPct,
      c.TrendFollow_Long_stopLossPct,
      c.TrendFollow_Short_stopLossPct,
    ];
    const holds = [
      c.dca_Long_maxHoldMs,
      c.dca_Short_maxHoldMs,
      c.Grid_maxHoldMs,
      c.MeanReversion_Long_maxHoldMs,
      c.MeanReversion_Short_maxHoldMs,
      c.TrendFollow_Long_maxHoldMs,
      c.TrendFollow_Short_maxHoldMs,
    ];
    for (const x of stops) {
      expect(x).toBeGreaterThan(0);
      expect(x).toBeLessThan(1);
    }
    for (const x of holds) expect(x).toBeGreaterThanOrEqual(86_400_000);
  });
  it('has fill costs, a volume share, a fee budget and a trend filter by default', () => {
    expect(c.fillSpreadPct).toBeGreaterThan(0);
    expect(c.fillSlippageAtrShare).toBeGreaterThan(0);
    expect(c.fillMaxVolumeSharePct).toBeGreaterThan(0);
    expect(c.maxFeesPctPerYear).toBeLessThanOrEqual(0.02);
    expect(c.trendFilterMs).toBe(200 * 86_400_000);
    expect([c.dca_Long_entryRsi, c.dca_Short_entryRsi]).toEqual([35, 65]);
  });
  it('accepts the new fields as null (the default) and rejects a negative stop or a fractional holding time', () => {
    expect(
      ZTradingConfig.parse({ dca_Short_stopLossPct: null, Grid_maxHoldMs: null }).dca_Short_stopLossPct,
    ).toBe(c.dca_Short_stopLossPct);
    expect(ZTradingConfig.safeParse({ Grid_stopLossPct: -0.1 }).success).toBe(false);
    expect(ZTradingConfig.safeParse({ TrendFollow_Long_maxHoldMs: 1.5 }).success).toBe(false);
    expect(ZTradingConfig.parse({ MeanReversion_Long_stopLossPct: 0 }).MeanReversion_Long_stopLossPct).toBe(
      0,
    );
  });

  it('keeps RSI levels and the gate within 0–100 and the anchor EMA factor within 0–1', () => {
    for (const bad of [
      { MeanReversion_buyRsi: 101 },
      { dca_Long_entryRsi: -1 },
      { TrendFollow_gateThreshold: 150 },
      { Grid_anchorEmaAlpha: 1.5 },
    ]) {
      const r = ZTradingConfig.safeParse(bad);
      expect(r.success, JSON.stringify(bad)).toBe(false);
      expect(r.error?.issues[0]?.path).toEqual(Object.keys(bad));
    }
    expect(
      ZTradingConfig.parse({ MeanReversion_buyRsi: 100, Grid_anchorEmaAlpha: 1 }).MeanReversion_buyRsi,
    ).toBe(100);
  });
});
