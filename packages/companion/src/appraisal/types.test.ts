import { describe, expect, it } from 'vitest';
import { NEUTRAL_APPRAISAL, ZAppraisal, clampAppraisal } from './types.js';

describe('ZAppraisal', () => {
  it('accepts a valid appraisal and rejects out-of-range values', () => {
    expect(ZAppraisal.parse(NEUTRAL_APPRAISAL)).toEqual(NEUTRAL_APPRAISAL);
    expect(ZAppraisal.safeParse({ ...NEUTRAL_APPRAISAL, threat: 1.5 }).success).toBe(false);
    expect(ZAppraisal.safeParse({ ...NEUTRAL_APPRAISAL, valence: undefined }).success).toBe(false);
  });
});

describe('clampAppraisal', () => {
  it('clamps into range and fills missing or non-numeric fields with neutral values', () => {
    const a = clampAppraisal({ valence: 3, arousal: -1, threat: Number.NaN, intimacy: 'x' });
    expect(a).toEqual({ ...NEUTRAL_APPRAISAL, valence: 1, arousal: 0 });
  });
});
