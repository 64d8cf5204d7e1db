import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Appraisal } from '../appraisal/types.js';
import { AVATARS } from '../avatars/index.js';
import { AFTERNOON_MS, DAY_MS, HOUR_MS } from '../testing/fixtures.js';
import { advance, applyAppraisal, createState } from './engine.js';
import { HORMONE_KEYS, HORMONES } from './hormones.js';
import { STATE_NAMES } from './states.js';
import type { NhsState } from './types.js';

const unit = fc.double({ min: 0, max: 1, noNaN: true });
const signed = fc.double({ min: -1, max: 1, noNaN: true });
/** Any appraisal, including out-of-range and non-finite values (the engine clamps). */
const wild = fc.oneof(
  signed,
  fc.double({ min: -50, max: 50, noNaN: true }),
  fc.constant(Number.NaN),
  fc.constant(Infinity),
);
const appraisal: fc.Arbitrary<Appraisal> = fc.record({
  valence: fc.oneof(signed, wild),
  arousal: fc.oneof(unit, wild),
  dominance: signed,
  intimacy: unit,
  threat: fc.oneof(unit, wild),
  novelty: unit,
  complexity: unit,
});
/** A message after a pause of 0 s to 3 days, or a silent step. */
const event = fc.record({
  gapMs: fc.oneof(fc.integer({ min: 0, max: 120_000 }), fc.integer({ min: 0, max: 3 * DAY_MS })),
  appraisal: fc.option(appraisal, { nil: undefined }),
});
const avatar = fc.constantFrom(...AVATARS);

function run(
  s: NhsState,
  events: readonly { gapMs: number; appraisal: Appraisal | undefined }[],
  each?: (s: NhsState) => void,
): NhsState {
  let t = s.updatedAtMs;
  for (const e of events) {
    t += e.gapMs;
    s = e.appraisal ? applyAppraisal(s, e.appraisal, t) : advance(s, t);
    each?.(s);
  }
  return s;
}

function expectInRange(s: NhsState): void {
  for (const k of HORMONE_KEYS) {
    expect(s.hormones[k]).toBeGreaterThanOrEqual(HORMONES[k].min);
    expect(s.hormones[k]).toBeLessThanOrEqual(HORMONES[k].max);
  }
  for (const n of STATE_NAMES) {
    expect(s.states[n]).toBeGreaterThanOrEqual(0);
    expect(s.states[n]).toBeLessThanOrEqual(10);
  }
  expect(s.sleepPressure).toBeGreaterThanOrEqual(0);
  expect(s.sleepPressure).toBeLessThanOrEqual(1);
}

describe('engine properties', () => {
  it('never lets a level leave its range under any sequence of appraisals and time steps', () => {
    fc.assert(
      fc.property(
        avatar,
        fc.array(event, { maxLength: 30 }),
        fc.integer({ min: 0, max: 365 * DAY_MS }),
        (a, events, offset) => {
          run(createState(a, AFTERNOON_MS + offset), events, expectInRange);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('returns every level to its baseline (the undisturbed daily trajectory) when left alone', () => {
    fc.assert(
      fc.property(avatar, fc.array(event, { minLength: 1, maxLength: 20 }), (a, events) => {
        const disturbed = run(createState(a, AFTERNOON_MS), events);
        const end = disturbed.updatedAtMs + 120 * DAY_MS + 7 * HOUR_MS;
        const rested = advance(disturbed, end);
        const twin = advance(createState(a, AFTERNOON_MS), end);
        for (const k of HORMONE_KEYS) {
          expect(Math.abs(rested.hormones[k] - twin.hormones[k])).toBeLessThan(
            1e-3 * (HORMONES[k].max - HORMONES[k].min),
          );
        }
        for (const n of STATE_NAMES) expect(Math.abs(rested.states[n] - twin.states[n])).toBeLessThan(0.01);
      }),
      { numRuns: 40 },
    );
  });

  it('replays exactly: same inputs and seed give the same trajectory', () => {
    fc.assert(
      fc.property(
        avatar,
        fc.array(event, { maxLength: 20 }),
        fc.integer({ min: 0, max: 0xffffffff }),
        (a, events, seed) => {
          const one: NhsState[] = [];
          const two: NhsState[] = [];
          run(createState(a, AFTERNOON_MS, { seed }), events, (s) => one.push(s));
          run(createState(a, AFTERNOON_MS, { seed }), events, (s) => two.push(s));
          expect(two).toEqual(one);
        },
      ),
      { numRuns: 40 },
    );
  });

  it('uses the seed: different seeds give different jitter for the same message', () => {
    const a = AVATARS[0]!;
    const msg: Appraisal = {
      valence: 0.8,
      arousal: 0.3,
      dominance: 0,
      intimacy: 0.5,
      threat: 0,
      novelty: 0.2,
      complexity: 0.2,
    };
    const x = applyAppraisal(createState(a, AFTERNOON_MS, { seed: 1 }), msg, AFTERNOON_MS + 1000);
    const y = applyAppraisal(createState(a, AFTERNOON_MS, { seed: 2 }), msg, AFTERNOON_MS + 1000);
    expect(x.hormones.oxytocin).not.toBe(y.hormones.oxytocin);
  });
});
