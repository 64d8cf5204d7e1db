import { STRATEGY_NAMES } from '@avatara/contracts/trading';
import { describe, expect, it } from 'vitest';
import {
  loadPrefs,
  parseEnabled,
  parseQuotaInput,
  parseStrategyPct,
  parseTotalPct,
  savePrefs,
  STORAGE_KEYS,
} from './storage';

describe('parseEnabled', () => {
  it('turns every strategy on unless stored as false', () => {
    const map = parseEnabled(
      JSON.stringify({ GRID_VOL_ADAPTIVE: false, TREND_FOLLOW_LONG: 'no', NOPE: false }),
    );
    expect(map.GRID_VOL_ADAPTIVE).toBe(false);
    expect(map.TREND_FOLLOW_LONG).toBe(true);
    expect(Object.keys(map)).toEqual([...STRATEGY_NAMES]);
  });
  it('treats damaged JSON as nothing stored', () => {
    expect(Object.values(parseEnabled('{oops')).every(Boolean)).toBe(true);
    expect(Object.values(parseEnabled('[false]')).every(Boolean)).toBe(true);
  });
});

describe('parseTotalPct', () => {
  it('defaults to 100 and clamps whole percent to 0–100', () => {
    expect(parseTotalPct(null)).toBe(100);
    expect(parseTotalPct('abc')).toBe(100);
    expect(parseTotalPct('42.6')).toBe(43);
    expect(parseTotalPct('250')).toBe(100);
    expect(parseTotalPct('-5')).toBe(0);
  });
});

describe('parseStrategyPct', () => {
  it('keeps numeric entries of known strategies, rounded and clamped', () => {
    expect(
      parseStrategyPct(
        JSON.stringify({ GRID_VOL_ADAPTIVE: 33.4, MEAN_REVERSION_LONG: 180, TREND_FOLLOW_LONG: '5', X: 1 }),
      ),
    ).toEqual({
      GRID_VOL_ADAPTIVE: 33,
      MEAN_REVERSION_LONG: 100,
    });
  });
});

describe('parseQuotaInput (§5)', () => {
  it('rounds and clamps to a whole percent', () => {
    expect(parseQuotaInput('12,6')).toBe(13);
    expect(parseQuotaInput('101')).toBe(100);
    expect(parseQuotaInput('-1')).toBe(0);
  });
  it('clears on empty or non-numeric text', () => {
    expect(parseQuotaInput('')).toBeUndefined();
    expect(parseQuotaInput('  ')).toBeUndefined();
    expect(parseQuotaInput('x')).toBeUndefined();
  });
});

describe('loadPrefs / savePrefs', () => {
  it('round-trips through the storage keys', () => {
    const data = new Map<string, string>();
    const store = {
      getItem: (k: string) => data.get(k) ?? null,
      setItem: (k: string, v: string) => void data.set(k, v),
    };
    const prefs = loadPrefs(store);
    prefs.enabled.COST_AVERAGE_SHORT = false;
    prefs.totalQuotaPct = 60;
    prefs.strategyQuotaPct = { GRID_VOL_ADAPTIVE: 25 };
    savePrefs(store, prefs);
    expect([...data.keys()].sort()).toEqual(Object.values(STORAGE_KEYS).sort());
    expect(loadPrefs(store)).toEqual(prefs);
  });
  it('gives the defaults when the storage throws', () => {
    const store = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
    };
    expect(loadPrefs(store).totalQuotaPct).toBe(100);
    expect(() => savePrefs(store, loadPrefs(null))).not.toThrow();
  });
});
