import { describe, expect, it } from 'vitest';
import { cooldownLeftMs, formatCountdown, isFinished, parseProgress } from './progress';

describe('parseProgress', () => {
  it('reads the §3 fields, numbers as the server writes them', () => {
    const p = parseProgress({
      status: 'RUNNING',
      percent: '42,5',
      elapsedText: '3s',
      etaText: '4s',
      currentSimTime: '2026-01-01T00:00:00Z',
      usd: 10000.5,
      btcValue: '5 000',
      message: 'x',
    });
    expect(p).toMatchObject({
      status: 'RUNNING',
      percent: 42.5,
      elapsedText: '3s',
      etaText: '4s',
      usd: 10000.5,
      btcValue: 5000,
      message: 'x',
    });
  });
  it('clamps the percent and keeps an unknown status running', () => {
    expect(parseProgress({ status: 'WHAT', percent: 180 })).toMatchObject({
      status: 'RUNNING',
      percent: 100,
    });
    expect(parseProgress(null)).toMatchObject({ status: 'RUNNING', percent: 0, elapsedText: '' });
  });
});

describe('isFinished', () => {
  it('stops on DONE, CANCELLED and ERROR only', () => {
    expect(['QUEUED', 'RUNNING', 'DONE', 'CANCELLED', 'ERROR'].filter((s) => isFinished(s as never))).toEqual(
      ['DONE', 'CANCELLED', 'ERROR'],
    );
  });
});

describe('cooldownLeftMs', () => {
  it('counts 500 ms down from the start and never below 0', () => {
    expect(cooldownLeftMs(1_000, 1_000)).toBe(500);
    expect(cooldownLeftMs(1_000, 1_200)).toBe(300);
    expect(cooldownLeftMs(1_000, 1_500)).toBe(0);
    expect(cooldownLeftMs(1_000, 9_000)).toBe(0);
    expect(cooldownLeftMs(null, 1_000)).toBe(0);
  });
});

describe('formatCountdown', () => {
  it('shows seconds with one decimal, rounded up', () => {
    expect(formatCountdown(500)).toBe('0,5');
    expect(formatCountdown(401)).toBe('0,5');
    expect(formatCountdown(1)).toBe('0,1');
    expect(formatCountdown(0)).toBe('0,0');
    expect(formatCountdown(2_000)).toBe('2,0');
  });
});
