import { describe, expect, it } from 'vitest';
import { fieldSpec } from './catalogue';
import {
  configToForm,
  describeDuration,
  formToConfig,
  formatFieldValue,
  mergeQuick,
  parseDecimal,
  parseField,
  parseOverrides,
} from './form';

const spec = (key: string) => fieldSpec(key)!;

describe('parseDecimal', () => {
  it('reads a comma as the decimal point and drops whitespace', () => {
    expect(parseDecimal(' 0,25 ')).toBe(0.25);
    expect(parseDecimal('1 000')).toBe(1000);
    expect(parseDecimal('-3.5')).toBe(-3.5);
  });
  it('refuses text that is not a plain number', () => {
    for (const t of ['abc', '1e3', '1,2,3', '', '0x10', '5%']) expect(parseDecimal(t), t).toBeNaN();
  });
});

describe('parseField', () => {
  it('turns an empty field into null', () => {
    expect(parseField(spec('feeRate'), '  ')).toEqual({ value: null });
    expect(parseField(spec('dca_Long_overrides'), '')).toEqual({ value: null });
  });
  it('stores a percent field as a fraction: 0,1 % → 0.001, 1,5 % → 0.015', () => {
    expect(parseField(spec('feeRate'), '0,1')).toEqual({ value: 0.001 });
    expect(parseField(spec('dca_takeProfitPct'), '1.5')).toEqual({ value: 0.015 });
  });
  it('keeps a plain number as typed', () => {
    expect(parseField(spec('Grid_lowerBound'), '0,96')).toEqual({ value: 0.96 });
  });
  it('parses integer fields as integers and refuses a fraction', () => {
    expect(parseField(spec('cooldownMs'), '60000')).toEqual({ value: 60000 });
    expect(parseField(spec('Grid_steps'), '12,5')).toEqual({ error: 'Bitte eine ganze Zahl eingeben.' });
  });
  it('takes 0 or 1 for a checkbox field', () => {
    expect(parseField(spec('tradingOn'), '0')).toEqual({ value: 0 });
    expect(parseField(spec('jumpGuardEnablednabled'), '1')).toEqual({ value: 1 });
  });
  it('says so in German when the text is no number', () => {
    expect(parseField(spec('quota'), 'viel')).toEqual({ error: 'Keine gültige Zahl.' });
  });
});

describe('parseOverrides', () => {
  it('reads a JSON object of known keys to numbers; {} is empty', () => {
    expect(parseOverrides('{"cooldownMs": 120000, "stopLossPct": 0.05}')).toEqual({
      value: { cooldownMs: 120000, stopLossPct: 0.05 },
    });
    expect(parseOverrides('{}')).toEqual({ value: null });
  });
  it('names what is wrong in German', () => {
    expect(parseOverrides('{cooldownMs: 1}')).toEqual({
      error: expect.stringContaining('Kein gültiges JSON'),
    });
    expect(parseOverrides('[1]')).toEqual({ error: expect.stringContaining('JSON-Objekt') });
    expect(parseOverrides('{"foo": 1}')).toEqual({
      error: expect.stringContaining('Unbekannter Schlüssel „foo“'),
    });
    expect(parseOverrides('{"cooldownMs": "1"}')).toEqual({
      error: 'Der Wert von „cooldownMs“ muss eine Zahl sein.',
    });
  });
});

describe('formatFieldValue', () => {
  it('shows a stored fraction ×100 without binary noise', () => {
    expect(formatFieldValue(spec('dca_takeProfitPct'), 0.015)).toBe('1.5');
    expect(formatFieldValue(spec('feeRate'), 0.001)).toBe('0.1');
    expect(formatFieldValue(spec('Grid_anchorEmaAlpha'), 0.01)).toBe('0.01');
  });
  it('shows null as empty, flags as 0/1 and overrides as JSON ({} as empty)', () => {
    expect(formatFieldValue(spec('cooldownMs'), null)).toBe('');
    expect(formatFieldValue(spec('tradingOn'), 0)).toBe('0');
    expect(formatFieldValue(spec('Grid_overrides'), {})).toBe('');
    expect(formatFieldValue(spec('Grid_overrides'), { cooldownMs: 5 })).toBe('{"cooldownMs":5}');
  });
});

describe('configToForm / formToConfig', () => {
  it('gives an empty form for a missing config (404) and every field null back', () => {
    const form = configToForm({});
    expect(Object.values(form).every((v) => v === '')).toBe(true);
    const { config, errors } = formToConfig(form);
    expect(errors).toEqual({});
    expect(config.feeRate).toBeNull();
    expect(config.tradingOn).toBeNull();
  });
  it('round-trips a stored layer unchanged', () => {
    const stored = {
      feeRate: 0.0015,
      Grid_steps: 20,
      tradingOn: 0,
      dca_Long_overrides: { maxHoldMs: 86_400_000 },
      MeanReversion_buyRsi: 28.5,
      quota: 0.07,
    };
    const { config, errors } = formToConfig(configToForm(stored));
    expect(errors).toEqual({});
    expect(config).toMatchObject(stored);
  });
  it('names each invalid field with a German message and its bound in the field unit', () => {
    const form = {
      ...configToForm({}),
      Grid_steps: '-1',
      quota: '150',
      dca_Short_overrides: '{"x":1}',
      signalsRsiPeriod: '14,2',
    };
    const { errors } = formToConfig(form);
    expect(errors.Grid_steps).toBe('Darf nicht negativ sein.');
    expect(errors.quota).toBe('Höchstens 100 %.');
    expect(errors.dca_Short_overrides).toContain('Unbekannter Schlüssel');
    expect(errors.signalsRsiPeriod).toBe('Bitte eine ganze Zahl eingeben.');
    expect(Object.keys(errors)).toHaveLength(4);
  });
  it('allows a negative initial anchor offset (the schema does)', () => {
    const { config, errors } = formToConfig({ ...configToForm({}), Grid_initialAnchorOffsetPct: '-2' });
    expect(errors).toEqual({});
    expect(config.Grid_initialAnchorOffsetPct).toBe(-0.02);
  });
});

describe('mergeQuick', () => {
  it('writes only the non-empty dialog fields over the stored layer', () => {
    const stored = { feeRate: 0.002, Grid_fixedStepPct: 0.01, MeanReversion_buyRsi: 25 };
    const { config, errors, changed } = mergeQuick(stored, {
      Grid_fixedStepPct: '0,5',
      MeanReversion_buyRsi: '',
      TrendFollow_cooldownMs: '120000',
    });
    expect(errors).toEqual({});
    expect(changed).toBe(2);
    expect(config).toEqual({
      feeRate: 0.002,
      Grid_fixedStepPct: 0.005,
      MeanReversion_buyRsi: 25,
      TrendFollow_cooldownMs: 120000,
    });
  });
  it('reports an invalid dialog field and no others', () => {
    const { errors } = mergeQuick({}, { Grid_maxGridCrossPerTick: '2,5', Grid_tradePctPerCross: '-1' });
    expect(errors).toEqual({
      Grid_maxGridCrossPerTick: 'Bitte eine ganze Zahl eingeben.',
      Grid_tradePctPerCross: 'Darf nicht negativ sein.',
    });
  });
});

describe('describeDuration', () => {
  it('names milliseconds in German units', () => {
    expect(describeDuration(60_000)).toBe('1 min');
    expect(describeDuration(300_000)).toBe('5 min');
    expect(describeDuration(7 * 86_400_000)).toBe('7 Tage');
    expect(describeDuration(86_400_000)).toBe('1 Tag');
    expect(describeDuration(90_000)).toBe('1,5 min');
    expect(describeDuration(0)).toBe('');
  });
});
