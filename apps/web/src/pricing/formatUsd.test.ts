import { describe, expect, it } from 'vitest';
import { formatUsd } from './formatUsd';

describe('formatUsd', () => {
  it('shows two decimals in the UI language', () => {
    expect(formatUsd(10, 'en-US')).toBe('$10.00');
    expect(formatUsd(27.5, 'de-DE')).toMatch(/^27,50\s\$$/);
  });
});
