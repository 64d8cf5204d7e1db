import { describe, expect, it } from 'vitest';
import { parseTickSpacing } from './tickSpacing';

describe('parseTickSpacing (§5)', () => {
  it('keeps whole px between 1 and 200', () => {
    expect(parseTickSpacing('10')).toBe(10);
    expect(parseTickSpacing('12.4')).toBe(12);
    expect(parseTickSpacing('0')).toBe(1);
    expect(parseTickSpacing('999')).toBe(200);
  });
  it('makes non-numeric text 1', () => {
    expect(parseTickSpacing('abc')).toBe(1);
    expect(parseTickSpacing('')).toBe(1);
  });
});
