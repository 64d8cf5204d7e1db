import { describe, expect, it } from 'vitest';
import { AFTERNOON_MS, MINUTE_MS, NEUTRAL } from '../testing/fixtures.js';
import { advance, applyAppraisal, createState } from './engine.js';
import { stateFromJson, stateToJson } from './serialize.js';
import { NEUTRAL_APPRAISAL } from '../appraisal/types.js';

describe('stateToJson / stateFromJson', () => {
  it('round-trips through JSON text and continues identically', () => {
    const s = applyAppraisal(
      createState(NEUTRAL, AFTERNOON_MS),
      { ...NEUTRAL_APPRAISAL, valence: 0.7 },
      AFTERNOON_MS + MINUTE_MS,
    );
    const back = stateFromJson(JSON.stringify(stateToJson(s)));
    expect(back).toEqual(s);
    expect(advance(back, AFTERNOON_MS + 90 * MINUTE_MS)).toEqual(advance(s, AFTERNOON_MS + 90 * MINUTE_MS));
  });

  it('fills hormones and traces missing from an older row and clamps out-of-range levels', () => {
    const json = stateToJson(createState(NEUTRAL, AFTERNOON_MS)) as Record<string, Record<string, number>>;
    delete json.hormones!.calcitonin;
    json.hormones!.cortisol = 99;
    delete json.traces!.bond;
    const back = stateFromJson(json);
    expect(back.hormones.calcitonin).toBe(back.baseline.calcitonin);
    expect(back.hormones.cortisol).toBe(25);
    expect(back.traces.bond).toBe(0);
  });

  it('rejects a value that is not a state', () => {
    expect(() => stateFromJson({ v: 1 })).toThrow();
    expect(() => stateFromJson('{')).toThrow();
  });
});
