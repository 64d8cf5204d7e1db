import { ZWalkForwardStartRequest } from '@avatara/contracts/research';
import { describe, expect, it } from 'vitest';
import { initialForm, requestOf } from './form';

const NOW = Date.UTC(2026, 10, 27, 3, 0);

describe('initialForm', () => {
  it('covers the year up to yesterday on hourly bars', () => {
    expect(initialForm(NOW)).toMatchObject({
      interval: '1h',
      from: '2025-11-26',
      to: '2026-11-26',
      windows: '4',
    });
  });
});

describe('requestOf', () => {
  it('makes a start request the contract accepts, with numbers and no seed when empty', () => {
    const body = requestOf(initialForm(NOW));
    expect(body).not.toHaveProperty('seed');
    expect(ZWalkForwardStartRequest.parse(body)).toMatchObject({ trials: 20, windows: 4, inSampleRatio: 3 });
  });

  it('passes a typed seed', () => {
    expect(requestOf({ ...initialForm(NOW), seed: '42' }).seed).toBe(42);
  });
});
