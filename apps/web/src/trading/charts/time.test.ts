import { describe, expect, it } from 'vitest';
import { formatIsoUtc, formatUtcDate, formatUtcDateTime } from './time';

describe('formatUtcDateTime', () => {
  it('shows German day order and UTC', () => {
    expect(formatUtcDateTime(Date.UTC(2026, 10, 23, 14, 5, 9))).toBe('23.11.2026 14:05 UTC');
    expect(formatUtcDate(Date.UTC(2025, 0, 2))).toBe('02.01.2025');
  });
  it('is empty for no time', () => {
    expect(formatUtcDateTime(0)).toBe('');
    expect(formatUtcDateTime(NaN)).toBe('');
  });
  it('reads ISO texts and passes other text through', () => {
    expect(formatIsoUtc('2025-03-09T10:00:00.000Z')).toBe('09.03.2025 10:00 UTC');
    expect(formatIsoUtc('')).toBe('');
    expect(formatIsoUtc('bald')).toBe('bald');
  });
});
