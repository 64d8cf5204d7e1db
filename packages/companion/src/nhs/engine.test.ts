import { describe, expect, it } from 'vitest';
import { NEUTRAL_APPRAISAL, type Appraisal } from '../appraisal/types.js';
import {
  AFTERNOON_MS,
  DAY_MS,
  HOUR_MS,
  MINUTE_MS,
  NEUTRAL,
  baselineTwin,
  excessFraction,
} from '../testing/fixtures.js';
import { advance, applyAppraisal, createState, isAsleep } from './engine.js';
import { HORMONE_KEYS, HORMONES } from './hormones.js';
import { STATES, STATE_NAMES } from './states.js';

const compliment: Appraisal = {
  ...NEUTRAL_APPRAISAL,
  valence: 0.8,
  arousal: 0.3,
  intimacy: 0.6,
  dominance: -0.1,
};
const insult: Appraisal = { ...NEUTRAL_APPRAISAL, valence: -0.8, arousal: 0.6, threat: 0.7, dominance: 0.5 };

describe('createState', () => {
  it('starts every hormone inside its range and every state in 0–10', () => {
    const s = createState(NEUTRAL, AFTERNOON_MS);
    for (const k of HORMONE_KEYS) {
      expect(s.hormones[k]).toBeGreaterThanOrEqual(HORMONES[k].min);
      expect(s.hormones[k]).toBeLessThanOrEqual(HORMONES[k].max);
    }
    for (const v of Object.values(s.states)) expect(v).toBeGreaterThanOrEqual(0);
  });

  it('falls back to UTC for an unknown time zone', () => {
    expect(createState({ ...NEUTRAL, timeZone: 'Nowhere/City' }, AFTERNOON_MS).timeZone).toBe('UTC');
  });

  it('gives a neurotic person more cortisol and anxiety than a calm one', () => {
    const calm = createState(
      { ...NEUTRAL, temperament: { ...NEUTRAL.temperament, neuroticism: -0.8 } },
      AFTERNOON_MS,
    );
    const tense = createState(
      { ...NEUTRAL, temperament: { ...NEUTRAL.temperament, neuroticism: 0.8 } },
      AFTERNOON_MS,
    );
    expect(tense.hormones.cortisol).toBeGreaterThan(calm.hormones.cortisol);
    expect(tense.states.ANXIETY).toBeGreaterThan(calm.states.ANXIETY);
  });
});

describe('applyAppraisal', () => {
  it('a warm compliment raises oxytocin and HAPPINESS', () => {
    const s = createState(NEUTRAL, AFTERNOON_MS);
    const after = applyAppraisal(s, compliment, AFTERNOON_MS + MINUTE_MS);
    const twin = advance(s, AFTERNOON_MS + MINUTE_MS);
    expect(after.hormones.oxytocin).toBeGreaterThan(twin.hormones.oxytocin);
    expect(after.states.HAPPINESS).toBeGreaterThan(twin.states.HAPPINESS + 1);
    expect(after.states.LOVE).toBeGreaterThan(twin.states.LOVE);
  });

  it('an insult raises cortisol and adrenalin and ANGER or FEAR', () => {
    const s = createState(NEUTRAL, AFTERNOON_MS);
    const after = applyAppraisal(s, insult, AFTERNOON_MS + MINUTE_MS);
    const twin = advance(s, AFTERNOON_MS + MINUTE_MS);
    expect(after.hormones.cortisol).toBeGreaterThan(twin.hormones.cortisol);
    expect(after.hormones.adrenalin).toBeGreaterThan(twin.hormones.adrenalin);
    expect(
      Math.max(after.states.ANGER - twin.states.ANGER, after.states.FEAR - twin.states.FEAR),
    ).toBeGreaterThan(2);
    expect(after.states.HAPPINESS).toBeLessThan(twin.states.HAPPINESS);
  });

  it('does not change the state it is given', () => {
    const s = createState(NEUTRAL, AFTERNOON_MS);
    const copy = JSON.parse(JSON.stringify(s)) as typeof s;
    applyAppraisal(s, insult, AFTERNOON_MS + MINUTE_MS);
    expect(s).toEqual(copy);
  });

  it('makes the same message move two avatars differently', () => {
    const a = createState(
      { ...NEUTRAL, id: 'a', temperament: { ...NEUTRAL.temperament, neuroticism: 0.9 } },
      AFTERNOON_MS,
    );
    const b = createState(
      { ...NEUTRAL, id: 'b', temperament: { ...NEUTRAL.temperament, neuroticism: -0.9 } },
      AFTERNOON_MS,
    );
    const ca = applyAppraisal(a, insult, AFTERNOON_MS + MINUTE_MS).hormones.cortisol - a.hormones.cortisol;
    const cb = applyAppraisal(b, insult, AFTERNOON_MS + MINUTE_MS).hormones.cortisol - b.hormones.cortisol;
    expect(ca).toBeGreaterThan(cb);
  });

  it('wakes a sleeping avatar up', () => {
    const night = Date.UTC(2026, 2, 10, 1, 0); // 02:00 in Berlin
    const s = createState(NEUTRAL, night);
    expect(isAsleep(s, night)).toBe(true);
    const after = applyAppraisal(s, NEUTRAL_APPRAISAL, night + MINUTE_MS);
    expect(isAsleep(after, night + 2 * MINUTE_MS)).toBe(false);
    expect(after.states.PROBABILITY_ANSWER).toBeGreaterThan(s.states.PROBABILITY_ANSWER);
  });
});

describe('advance', () => {
  it('an hour of silence brings adrenalin back near baseline while cortisol is still elevated', () => {
    const s = applyAppraisal(createState(NEUTRAL, AFTERNOON_MS), insult, AFTERNOON_MS);
    const start = {
      adr: excessFraction(s, baselineTwin(NEUTRAL, s, AFTERNOON_MS), 'adrenalin'),
      cort: excessFraction(s, baselineTwin(NEUTRAL, s, AFTERNOON_MS), 'cortisol'),
    };
    const later = advance(s, AFTERNOON_MS + HOUR_MS);
    const twin = baselineTwin(NEUTRAL, s, AFTERNOON_MS + HOUR_MS);
    expect(Math.abs(excessFraction(later, twin, 'adrenalin'))).toBeLessThan(0.1 * start.adr);
    expect(excessFraction(later, twin, 'cortisol')).toBeGreaterThan(0.4 * start.cort);
  });

  it('lets an avatar left alone overnight wake up rested', () => {
    const evening = Date.UTC(2026, 2, 10, 21, 30); // 22:30 in Berlin
    let s = createState(NEUTRAL, evening - 3 * HOUR_MS);
    for (let t = evening - 3 * HOUR_MS; t <= evening; t += 10 * MINUTE_MS)
      s = applyAppraisal(s, { ...NEUTRAL_APPRAISAL, complexity: 0.8 }, t);
    const morning = advance(s, evening + 10 * HOUR_MS); // 08:30
    expect(morning.sleepPressure).toBeLessThan(s.sleepPressure / 2);
    expect(morning.states.ENERGY).toBeGreaterThan(s.states.ENERGY);
    expect(morning.states.FATIGUE).toBeLessThan(s.states.FATIGUE);
    expect(morning.states.SLEEPINESS).toBeLessThan(s.states.SLEEPINESS);
  });

  it('returns the same object when the time does not move forward', () => {
    const s = createState(NEUTRAL, AFTERNOON_MS);
    expect(advance(s, AFTERNOON_MS)).toBe(s);
    expect(advance(s, AFTERNOON_MS - DAY_MS)).toBe(s);
  });

  it('keeps the emotions of a person at rest at their resting levels around the clock', () => {
    const s = createState(NEUTRAL, AFTERNOON_MS);
    for (let h = 1; h <= 24; h += 1) {
      const later = advance(s, AFTERNOON_MS + h * HOUR_MS);
      for (const n of STATE_NAMES)
        if (STATES[n].group === 'emotion') expect(later.states[n]).toBeCloseTo(s.stateBaseline[n], 6);
    }
  });

  it('follows the daily rhythm without input: more melatonin at 03:00 than at 15:00', () => {
    const s = createState(NEUTRAL, AFTERNOON_MS);
    const night = advance(s, AFTERNOON_MS + 12 * HOUR_MS);
    const day = advance(s, AFTERNOON_MS + DAY_MS);
    expect(night.hormones.melatonin).toBeGreaterThan(day.hormones.melatonin * 2);
  });

  it('fades traces after long gaps in bounded work (a year later everything is at rest)', () => {
    const s = applyAppraisal(createState(NEUTRAL, AFTERNOON_MS), insult, AFTERNOON_MS);
    const later = advance(s, AFTERNOON_MS + 365 * DAY_MS);
    expect(later.traces.threat).toBeCloseTo(0, 10);
    expect(later.traces.bond).toBeCloseTo(0, 6);
  });
});
