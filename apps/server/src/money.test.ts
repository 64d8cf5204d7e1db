import { describe, expect, it } from 'vitest';
import { microUsd, tokenCost, usdToMicro, type TokenPrices } from './money';

describe('tokenCost', () => {
  const prices = { input: 1, output: 4 } as TokenPrices;
  it('is input tokens times input price plus output tokens times output price', () => {
    expect(tokenCost(prices, 1000, 100)).toBe(1400);
  });
  it('rounds a fractional cost up to a whole micro-USD', () => {
    expect(tokenCost({ input: 0.15, output: 0.6 } as TokenPrices, 3, 1)).toBe(2);
  });
  it('is zero for zero tokens', () => {
    expect(tokenCost(prices, 0, 0)).toBe(0);
  });
});

describe('microUsd / usdToMicro', () => {
  it('refuses fractions', () => {
    expect(() => microUsd(1.5)).toThrow(RangeError);
  });
  it('converts USD to whole micro-USD', () => {
    expect(usdToMicro(0.1 + 0.2)).toBe(300_000);
  });
});
