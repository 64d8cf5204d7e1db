import { describe, expect, it } from 'vitest';
import { STATES, STATE_NAMES, clampState, defaultStateLevels, isStateName } from './states.js';
import { STATE_WEIGHTS } from './state-weights.js';

describe('STATES', () => {
  it('has about 65 states including the ones the spec names', () => {
    expect(STATE_NAMES.length).toBe(65);
    for (const n of [
      'HAPPINESS',
      'SADNESS',
      'ANGER',
      'FEAR',
      'LOVE',
      'ENERGY',
      'PAIN',
      'HUNGER',
      'COMPLEXITY',
      'PROBABILITY_ANSWER',
    ]) {
      expect(isStateName(n)).toBe(true);
    }
  });

  it('gives every state a group, a meaning, a default in 0–10 and a derivation', () => {
    for (const n of STATE_NAMES) {
      const s = STATES[n];
      expect(['emotion', 'body', 'cognitive']).toContain(s.group);
      expect(s.meaning.length).toBeGreaterThan(5);
      expect(s.default).toBeGreaterThanOrEqual(0);
      expect(s.default).toBeLessThanOrEqual(10);
      expect(Object.keys(STATE_WEIGHTS[n]).length).toBeGreaterThan(0);
    }
  });

  it('names states in UPPER_SNAKE_CASE so the text format can tell them from hormones', () => {
    for (const n of STATE_NAMES) expect(n).toMatch(/^[A-Z][A-Z0-9_]*$/);
  });
});

describe('clampState', () => {
  it('clamps to 0–10 and maps NaN to 0', () => {
    expect(clampState(11)).toBe(10);
    expect(clampState(-1)).toBe(0);
    expect(clampState(Number.NaN)).toBe(0);
    expect(clampState(4.2)).toBe(4.2);
  });
});

describe('defaultStateLevels', () => {
  it('returns every state at its default', () => {
    expect(defaultStateLevels().HAPPINESS).toBe(STATES.HAPPINESS.default);
  });
});
