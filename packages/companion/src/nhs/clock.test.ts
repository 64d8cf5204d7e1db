import { describe, expect, it } from 'vitest';
import { isValidTimeZone, localHour, utcOffsetMin } from './clock.js';

describe('utcOffsetMin', () => {
  it('follows daylight saving time', () => {
    expect(utcOffsetMin('Europe/Berlin', Date.UTC(2026, 0, 15, 12))).toBe(60);
    expect(utcOffsetMin('Europe/Berlin', Date.UTC(2026, 6, 15, 12))).toBe(120);
    expect(utcOffsetMin('America/New_York', Date.UTC(2026, 0, 15, 12))).toBe(-300);
  });

  it('handles half-hour zones and treats unknown zones as UTC', () => {
    expect(utcOffsetMin('Asia/Kolkata', Date.UTC(2026, 0, 15, 12))).toBe(330);
    expect(utcOffsetMin('Not/AZone', Date.UTC(2026, 0, 15, 12))).toBe(0);
  });
});

describe('localHour', () => {
  it('gives the wall-clock hour of the zone', () => {
    expect(localHour('Europe/Berlin', Date.UTC(2026, 0, 1, 7, 30))).toBeCloseTo(8.5);
    expect(localHour('Asia/Tokyo', Date.UTC(2026, 0, 1, 20, 0))).toBeCloseTo(5);
    expect(localHour('America/Mexico_City', Date.UTC(2026, 0, 1, 3, 0))).toBeCloseTo(21);
  });
});

describe('isValidTimeZone', () => {
  it('accepts IANA names and rejects garbage', () => {
    expect(isValidTimeZone('Asia/Riyadh')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus')).toBe(false);
  });
});
