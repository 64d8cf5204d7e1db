import { BACKTEST_TEXTS } from '@avatara/contracts/backtest';
import { describe, expect, it } from 'vitest';
import { capEndDay, checkRange, latestEndDay, quickRange } from './range';
import { BACKTEST_LABELS } from './texts';

const NOW = Date.parse('2026-03-10T12:34:00Z');

describe('quickRange', () => {
  it('1 day is yesterday alone, on 1m candles', () => {
    expect(quickRange('1d', NOW)).toEqual({ from: '2026-03-09', to: '2026-03-09', interval: '1m' });
  });
  it('1 week is the 7 days up to yesterday, on 1h candles', () => {
    expect(quickRange('1w', NOW)).toEqual({ from: '2026-03-03', to: '2026-03-09', interval: '1h' });
  });
  it('months end yesterday, start on the same date months ago, on the validated 1h candles (not 31 daily ones)', () => {
    expect(quickRange('1M', NOW)).toEqual({ from: '2026-02-10', to: '2026-03-09', interval: '1h' });
    expect(quickRange('3M', NOW)).toEqual({ from: '2025-12-10', to: '2026-03-09', interval: '1h' });
    expect(quickRange('6M', NOW).from).toBe('2025-09-10');
    expect(quickRange('12M', NOW)).toEqual({ from: '2025-03-10', to: '2026-03-09', interval: '1h' });
  });
  it('counts in UTC days just after midnight', () => {
    expect(quickRange('1d', Date.parse('2026-03-10T00:00:01Z')).to).toBe('2026-03-09');
  });
});

describe('capEndDay', () => {
  it('caps today and later at yesterday (23:59 is the end of that day)', () => {
    expect(latestEndDay(NOW)).toBe('2026-03-09');
    expect(capEndDay('2026-03-10', NOW)).toBe('2026-03-09');
    expect(capEndDay('2030-01-01', NOW)).toBe('2026-03-09');
  });
  it('leaves earlier days and empty text alone', () => {
    expect(capEndDay('2026-03-09', NOW)).toBe('2026-03-09');
    expect(capEndDay('2025-01-01', NOW)).toBe('2025-01-01');
    expect(capEndDay('', NOW)).toBe('');
  });
});

describe('checkRange (§5)', () => {
  it('needs both dates', () => {
    expect(checkRange('', '2026-03-01', '1m', NOW)).toEqual({ ok: false, error: BACKTEST_TEXTS.bothDates });
    expect(checkRange('2026-03-01', '', '1m', NOW)).toEqual({
      ok: false,
      error: 'Bitte beide Datumsfelder ausfüllen.',
    });
  });
  it('refuses from after to', () => {
    expect(checkRange('2026-03-05', '2026-03-01', '1m', NOW)).toEqual({
      ok: false,
      error: 'Von-Datum darf nicht nach dem Bis-Datum liegen.',
    });
  });
  it('caps the end first, so a start of today is after the capped end', () => {
    expect(checkRange('2026-03-10', '2026-03-12', '1m', NOW)).toEqual({
      ok: false,
      error: BACKTEST_TEXTS.fromAfterTo,
    });
    expect(checkRange('2026-03-01', '2026-03-12', '1m', NOW)).toEqual({
      ok: true,
      from: '2026-03-01',
      to: '2026-03-09',
    });
  });
  it('needs one candle of the interval in the range', () => {
    expect(checkRange('2026-03-01', '2026-03-01', '1d', NOW)).toEqual({
      ok: false,
      error: BACKTEST_LABELS.rangeTooShort,
    });
    expect(checkRange('2026-03-01', '2026-03-02', '1d', NOW).ok).toBe(true);
    expect(checkRange('2026-03-01', '2026-03-01', '1h', NOW).ok).toBe(true);
  });
});
