import { describe, expect, it } from 'vitest';
import { NEUTRAL_APPRAISAL } from '../appraisal/types.js';
import { AFTERNOON_MS, MINUTE_MS, NEUTRAL } from '../testing/fixtures.js';
import { applyAppraisal, createState } from './engine.js';
import { salientStates } from './salient.js';

describe('salientStates', () => {
  it('puts ANGER or FEAR among the top emotions after an insult', () => {
    const s = applyAppraisal(
      createState(NEUTRAL, AFTERNOON_MS),
      { ...NEUTRAL_APPRAISAL, valence: -0.9, threat: 0.8, arousal: 0.7, dominance: 0.6 },
      AFTERNOON_MS + MINUTE_MS,
    );
    const top = salientStates(s, { group: 'emotion', count: 4 }).map((x) => x.name);
    expect(top.some((n) => n === 'ANGER' || n === 'FEAR')).toBe(true);
  });

  it('respects count, group and minDelta and sorts by absolute deviation', () => {
    const s = applyAppraisal(
      createState(NEUTRAL, AFTERNOON_MS),
      { ...NEUTRAL_APPRAISAL, valence: 0.9, intimacy: 0.8 },
      AFTERNOON_MS + MINUTE_MS,
    );
    const list = salientStates(s, { count: 3, group: 'body', minDelta: 0 });
    expect(list).toHaveLength(3);
    expect(list.every((x) => x.group === 'body')).toBe(true);
    expect(Math.abs(list[0]!.delta)).toBeGreaterThanOrEqual(Math.abs(list[2]!.delta));
  });
});
