import { DEFAULT_TRADING_CONFIG, ZTradingConfig } from '@avatara/contracts/trading-config';
import { describe, expect, it } from 'vitest';
import { QUICK_GROUPS, SETTINGS_FIELDS, SETTINGS_TABS, fieldSpec } from './catalogue';
import { placeholderOf } from './form';

const schemaKeys = Object.keys(ZTradingConfig.shape).sort();
const accepts = (key: string, value: unknown) => ZTradingConfig.safeParse({ [key]: value }).success;

describe('SETTINGS_FIELDS', () => {
  it('holds every key of ZTradingConfig exactly once', () => {
    const keys = SETTINGS_FIELDS.map((field) => field.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect([...keys].sort()).toEqual(schemaKeys);
  });

  it('puts every field on a tab of §2 other than Admin, with a label and, for numbers, a unit', () => {
    const tabs = new Set(SETTINGS_TABS.map((t) => t.id));
    for (const field of SETTINGS_FIELDS) {
      expect(tabs.has(field.tab) && field.tab !== 'admin', field.key).toBe(true);
      expect(field.label.length, field.key).toBeGreaterThan(0);
      if (field.kind !== 'flag') expect(field.unit.length, field.key).toBeGreaterThan(0);
    }
  });

  it('gives every field the kind its schema has (integers, 0/1 flags, override maps, decimals)', () => {
    for (const { key, kind } of SETTINGS_FIELDS) {
      if (kind === 'int') expect(accepts(key, 2) && !accepts(key, 1.5), `${key} is an integer`).toBe(true);
      if (kind === 'flag') expect(accepts(key, 1) && !accepts(key, 2), `${key} is a 0/1 flag`).toBe(true);
      if (kind === 'json')
        expect(accepts(key, { cooldownMs: 1 }) && !accepts(key, 1), `${key} is a map`).toBe(true);
      if (kind === 'percent' || kind === 'number')
        expect(accepts(key, 0.5) && !accepts(key, { a: 1 }), `${key} is a decimal`).toBe(true);
    }
  });

  it('shows every fraction of the schema (a *Pct, a quota, feeRate) in percent, except the EMA alpha and the integer cross sensitivity', () => {
    const notPercent = new Set(['Grid_anchorEmaAlpha', 'Grid_crossSensitivityPct']);
    for (const { key, kind } of SETTINGS_FIELDS) {
      const fraction =
        /Pct$|_quota$|^quota$|^feeRate$|AtrShare$|Harcap$|stepPctDefault$|PctPerCross$|PctPerYear$/.test(key);
      if (fraction && !notPercent.has(key)) expect(kind, key).toBe('percent');
      if (notPercent.has(key)) expect(kind, key).not.toBe('percent');
    }
  });

  it('makes the §5 integer fields integers and the checkbox fields flags', () => {
    const ints = [
      'signalsRsiPeriod',
      'signalsEmaShort',
      'signalsEmaLong',
      'signalsCorrelationTrendMaxAdjPts',
      'signalsCorrelationMrMaxAdjPts',
      'signalsCorrelationGridMaxAdjPts',
      'dca_splits',
      'dca_reentryCooldownMs',
      'cooldownMs',
      'dca_cooldownMs',
      'TrendFollow_cooldownMs',
      'Grid_cooldownMs',
      'TrendFollow_Long_fastMA',
      'TrendFollow_Long_slowMA',
      'TrendFollow_Short_fastMA',
      'TrendFollow_Short_slowMA',
      'Grid_steps',
      'Grid_maxGridCrossPerTick',
      'Grid_crossSensitivityPct',
      'ruleConflictPauseMs',
      'ruleConflictCfgTtlMs',
    ];
    for (const key of ints) expect(fieldSpec(key)?.kind, key).toBe('int');
    for (const key of ['tradingOn', 'signalsCorrelationEnabled', 'jumpGuardEnablednabled'])
      expect(fieldSpec(key)?.kind, key).toBe('flag');
  });
});

describe('placeholders', () => {
  it('are the §2 values: cooldown 60000 ms, pause 300000 ms, 5 USDC, 0.0001 BTC, fee 0.1 %, RSI 14, EMA 20/50, 12 steps, bounds 0.96–1.04', () => {
    const ph = (key: string) => placeholderOf(fieldSpec(key)!);
    expect(ph('cooldownMs')).toBe('60000');
    expect(ph('ruleConflictPauseMs')).toBe('300000');
    expect(ph('minTrade_minTradeUsdc')).toBe('5');
    expect(ph('minTrade_minTradeBtc')).toBe('0.0001');
    expect(ph('feeRate')).toBe('0.1');
    expect(fieldSpec('feeRate')?.unit).toBe('%');
    expect(ph('signalsRsiPeriod')).toBe('14');
    expect([ph('signalsEmaShort'), ph('signalsEmaLong')]).toEqual(['20', '50']);
    expect(ph('Grid_steps')).toBe('12');
    expect([ph('Grid_lowerBound'), ph('Grid_upperBound')]).toEqual(['0.96', '1.04']);
  });

  it('are the schema defaults for the other fields (percent ×100)', () => {
    expect(placeholderOf(fieldSpec('dca_dropPct')!)).toBe(String(DEFAULT_TRADING_CONFIG.dca_dropPct * 100));
    expect(placeholderOf(fieldSpec('TrendFollow_Long_slowMA')!)).toBe('720');
    expect(placeholderOf(fieldSpec('tradingOn')!)).toBe('1');
  });
});

describe('QUICK_GROUPS', () => {
  it('lists the fields of the §2 settings dialog, each a known config key', () => {
    const keys = QUICK_GROUPS.flatMap((g) => g.keys);
    expect(keys).toHaveLength(13);
    for (const key of keys) expect(fieldSpec(key), key).toBeDefined();
    expect(keys).toContain('Grid_anchorEmaAlpha');
    expect(keys).toContain('MeanReversion_sellRsi');
  });
});
