import { describe, expect, it } from 'vitest';
import { usd } from './summary';

describe('usd', () => {
  it('writes two decimals with thousands separators, like en-US toLocaleString, and no "-0.00"', () => {
    expect([usd(0), usd(12), usd(1_234_567.891), usd(-4_321.5), usd(999.995), usd(-0.001)]).toEqual([
      '0.00',
      '12.00',
      '1,234,567.89',
      '-4,321.50',
      '1,000.00',
      '0.00',
    ]);
  });
});
