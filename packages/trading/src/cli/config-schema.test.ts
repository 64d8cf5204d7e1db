import { describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { DEFAULT_TRADING_CONFIG, ZTradingConfig } from '@avatara/contracts';
import { defaultsFirstSchema, onlyDefaults } from './config-schema';

const KEYS = Object.keys(DEFAULT_TRADING_CONFIG);
const defaultOf = (k: string) => (DEFAULT_TRADING_CONFIG as unknown as Record<string, unknown>)[k];

/** The outcome of a parse: the value, or that it threw. */
function outcome(f: () => unknown): unknown {
  try {
    return { ok: f() };
  } catch {
    return 'threw';
  }
}

describe('defaultsFirstSchema', () => {
  it('answers an input of nothing but defaults with a fresh copy of them, without loading the schema', () => {
    const load = vi.fn(() => ZTradingConfig);
    const Z = defaultsFirstSchema(DEFAULT_TRADING_CONFIG, load);
    const a = Z.parse({});
    expect(a).toEqual(DEFAULT_TRADING_CONFIG);
    a.quota = 0.5;
    a.Grid_overrides.cooldownMs = 1;
    expect(Z.parse({ ...DEFAULT_TRADING_CONFIG, tradingOn: 1, quota: undefined })).toEqual(
      DEFAULT_TRADING_CONFIG,
    );
    expect(load).not.toHaveBeenCalled();
  });

  it('hands anything else to the schema, loaded once, and gives what the schema gives (property)', () => {
    const load = vi.fn(() => ZTradingConfig);
    const Z = defaultsFirstSchema(DEFAULT_TRADING_CONFIG, load);
    const value = (k: string) =>
      fc.oneof(
        fc.constant(defaultOf(k)),
        fc.constant(undefined),
        fc.constant(null),
        fc.constant(-0),
        fc.double({ noNaN: false }),
        fc.integer({ min: -5, max: 1_000_000 }),
        fc.constantFrom('1', {}, { cooldownMs: 5 }, [], { ...(defaultOf(k) as object) }),
      );
    const input = fc.oneof(
      fc
        .subarray(KEYS)
        .chain((keys) =>
          fc.record(
            Object.fromEntries(keys.map((k) => [k, value(k)])) as Record<string, fc.Arbitrary<unknown>>,
          ),
        ),
      fc
        .subarray(KEYS, { maxLength: 3 })
        .map((keys) => ({ ...Object.fromEntries(keys.map((k) => [k, defaultOf(k)])), notAField: 1 })),
      fc.constantFrom(null, undefined, 7, 'x', [], Object.create({ quota: 0.5 }) as object, new Map()),
    );
    fc.assert(
      fc.property(input, (x) => {
        expect(outcome(() => Z.parse(x))).toEqual(outcome(() => ZTradingConfig.parse(x)));
      }),
      { numRuns: 500 },
    );
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('validates with the real schema', () => {
    const Z = defaultsFirstSchema(DEFAULT_TRADING_CONFIG, () => ZTradingConfig);
    expect(Z.safeParse({ Grid_steps: 1.5 }).success).toBe(false);
    expect(Z.safeParse({}).data).toEqual(DEFAULT_TRADING_CONFIG);
  });
});

describe('onlyDefaults', () => {
  it('accepts defaults and undefined only: no other value, no unknown key, no -0 for 0', () => {
    expect(
      onlyDefaults({ quota: DEFAULT_TRADING_CONFIG.quota, Grid_overrides: {} }, DEFAULT_TRADING_CONFIG),
    ).toBe(true);
    expect(onlyDefaults({ Grid_overrides: { cooldownMs: 1 } }, DEFAULT_TRADING_CONFIG)).toBe(false);
    expect(onlyDefaults({ quota: null }, DEFAULT_TRADING_CONFIG)).toBe(false);
    expect(onlyDefaults({ other: 1 }, DEFAULT_TRADING_CONFIG)).toBe(false);
    expect(onlyDefaults({ Grid_initialAnchorOffsetPct: -0 }, DEFAULT_TRADING_CONFIG)).toBe(false);
  });
});
