import { describe, expect, it } from 'vitest';
import {
  HORMONES,
  HORMONE_KEYS,
  HORMONE_LIST,
  clampHormone,
  defaultHormoneLevels,
  isHormoneKey,
} from './hormones.js';

/** avatar-chat.md §3, verbatim ranges; units where the spec states them. */
const SPEC: Record<string, [number, number, string?]> = {
  cortisol: [5, 25, 'µg/dl'],
  adrenalin: [2, 15],
  noradrenalin: [2, 15],
  dopamin: [20, 100, 'ng/mL'],
  serotonin: [40, 120],
  endorphin: [10, 50],
  oxytocin: [10, 60, 'pg/mL'],
  estrogen: [20, 80],
  progesterone: [10, 40],
  testosterone: [200, 1000, 'ng/dL'],
  insulin: [5, 50, 'µU/mL'],
  glucagon: [5, 20],
  thyroxin: [0.5, 3],
  triiodothyronine: [1, 5],
  growthHormone: [3, 15],
  somatostatin: [2, 10],
  melatonin: [5, 30],
  aldosterone: [5, 20],
  vasopressin: [3, 15],
  parathormone: [5, 30],
  calcitonin: [2, 10],
};

describe('HORMONES', () => {
  it('has exactly the 21 hormones of the spec with its min–max', () => {
    expect(HORMONE_KEYS).toHaveLength(21);
    for (const [key, [min, max, unit]] of Object.entries(SPEC)) {
      const h = HORMONES[key as keyof typeof HORMONES];
      expect([h.min, h.max]).toEqual([min, max]);
      if (unit) expect(h.unit).toBe(unit);
      expect(h.unitFromSpec).toBe(unit !== undefined);
    }
  });

  it('gives every hormone a unit, a default inside its range and a positive half-life', () => {
    for (const h of HORMONE_LIST) {
      expect(h.unit).not.toBe('');
      expect(h.default).toBeGreaterThanOrEqual(h.min);
      expect(h.default).toBeLessThanOrEqual(h.max);
      expect(h.halfLifeMin).toBeGreaterThan(0);
    }
  });

  it('uses the published half-lives: catecholamines ≈ 2 min, oxytocin 3–6 min, melatonin 45–55 min, cortisol ≈ 1.5 h', () => {
    expect(HORMONES.adrenalin.halfLifeMin).toBe(2);
    expect(HORMONES.dopamin.halfLifeMin).toBe(2);
    expect(HORMONES.oxytocin.halfLifeMin).toBeGreaterThanOrEqual(3);
    expect(HORMONES.oxytocin.halfLifeMin).toBeLessThanOrEqual(6);
    expect(HORMONES.melatonin.halfLifeMin).toBeGreaterThanOrEqual(45);
    expect(HORMONES.melatonin.halfLifeMin).toBeLessThanOrEqual(55);
    expect(HORMONES.cortisol.halfLifeMin).toBe(90);
  });

  it('displays growthHormone as "growth hormone"', () => {
    expect(HORMONES.growthHormone.displayName).toBe('growth hormone');
  });
});

describe('clampHormone', () => {
  it('keeps levels inside the range and maps NaN to the default', () => {
    expect(clampHormone('cortisol', 100)).toBe(25);
    expect(clampHormone('cortisol', -3)).toBe(5);
    expect(clampHormone('cortisol', Number.NaN)).toBe(HORMONES.cortisol.default);
  });
});

describe('defaultHormoneLevels', () => {
  it('returns every hormone at its default', () => {
    const d = defaultHormoneLevels();
    for (const k of HORMONE_KEYS) expect(d[k]).toBe(HORMONES[k].default);
  });
});

describe('isHormoneKey', () => {
  it('accepts hormone keys and rejects others', () => {
    expect(isHormoneKey('growthHormone')).toBe(true);
    expect(isHormoneKey('HAPPINESS')).toBe(false);
    expect(isHormoneKey('toString')).toBe(false);
  });
});
