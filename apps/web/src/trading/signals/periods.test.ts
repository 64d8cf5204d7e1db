import { describe, expect, it } from 'vitest';
import { customRange, DEFAULT_PERIOD, PERIODS, presetRange } from './periods';

const NOW = Date.parse('2026-03-10T12:00:00Z');

describe('PERIODS', () => {
  it('are the radios of §2 in order, 3 Monate by default', () => {
    expect(PERIODS.map((p) => p.label)).toEqual([
      '1 Tag',
      '1 Monat',
      '3 Monate',
      '6 Monate',
      '1 Jahr',
      '3 Jahre',
      '5 Jahre',
      'Benutzerdefiniert',
    ]);
    expect(PERIODS.map((p) => p.key).slice(0, 7)).toEqual(['1d', '1m', '3m', '6m', '1y', '3y', '5y']);
    expect(DEFAULT_PERIOD).toBe('3m');
  });
});

describe('presetRange', () => {
  it('ends now and goes back by the preset', () => {
    expect(presetRange('1d', NOW)).toEqual({ fromMs: Date.parse('2026-03-09T12:00:00Z'), toMs: NOW });
    expect(presetRange('3m', NOW).fromMs).toBe(Date.parse('2025-12-10T12:00:00Z'));
    expect(presetRange('1y', NOW).fromMs).toBe(Date.parse('2025-03-10T12:00:00Z'));
    expect(presetRange('5y', NOW).fromMs).toBe(Date.parse('2021-03-10T12:00:00Z'));
  });
});

describe('customRange', () => {
  it('covers whole UTC days, the end capped at now', () => {
    expect(customRange('2026-01-01', '2026-01-31', NOW)).toEqual({
      fromMs: Date.parse('2026-01-01T00:00:00Z'),
      toMs: Date.parse('2026-01-31T23:59:59.999Z'),
    });
    expect(customRange('2026-03-01', '2026-12-31', NOW)!.toMs).toBe(NOW);
    expect(customRange('2026-03-05', '2026-03-05', NOW)).not.toBeNull();
  });
  it('is null for missing dates, from after to, or a range in the future', () => {
    expect(customRange('', '2026-01-31', NOW)).toBeNull();
    expect(customRange('2026-02-01', '2026-01-31', NOW)).toBeNull();
    expect(customRange('2026-04-01', '2026-05-01', NOW)).toBeNull();
  });
});
