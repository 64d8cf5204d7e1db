/**
 * Personality of a simulated person: Big-Five temperament, gender and sleep window. It shifts
 * the hormone baselines, the resting state levels and how strongly appraisals move hormones,
 * so that the 12 avatars feel different under the same conversation.
 */
import type { SleepWindow } from './circadian.js';
import { HORMONE_KEYS, HORMONES, clampHormone, type HormoneKey, type HormoneLevels } from './hormones.js';
import { STATE_NAMES, STATES, clampState, type StateLevels, type StateName } from './states.js';

/** Big-Five traits, each in [−1, 1] (0 = population average). */
export interface Temperament {
  readonly openness: number;
  readonly conscientiousness: number;
  readonly extraversion: number;
  readonly agreeableness: number;
  readonly neuroticism: number;
}

export type Gender = 'female' | 'male' | 'diverse';

/** What the engine needs to know about a person (an avatar, or a user for the estimate). */
export interface NhsProfile {
  /** Stable id, e.g. the avatar slug. */
  readonly id: string;
  /** IANA time zone of the person's daily rhythm. */
  readonly timeZone: string;
  readonly gender: Gender;
  readonly temperament: Temperament;
  readonly sleep: SleepWindow;
}

/** Multipliers on appraisal effects (1 = average). */
export interface Reactivity {
  /** Threat, insult and stress responses. */
  readonly threat: number;
  /** Reward responses to praise, fun and good news. */
  readonly reward: number;
  /** Bonding responses to warmth and intimacy. */
  readonly social: number;
  /** Curiosity responses to novelty and complexity. */
  readonly novelty: number;
}

export const NEUTRAL_TEMPERAMENT: Temperament = {
  openness: 0,
  conscientiousness: 0,
  extraversion: 0,
  agreeableness: 0,
  neuroticism: 0,
};

type Traits = keyof Temperament;
/** Baseline shift per trait, as a fraction of each hormone's range. */
const HORMONE_TRAITS: Partial<Record<HormoneKey, Partial<Record<Traits, number>>>> = {
  cortisol: { neuroticism: 0.08, conscientiousness: -0.02 },
  serotonin: { neuroticism: -0.08, agreeableness: 0.04 },
  dopamin: { extraversion: 0.08, openness: 0.04 },
  oxytocin: { agreeableness: 0.08, extraversion: 0.04 },
  noradrenalin: { neuroticism: 0.04, extraversion: 0.03 },
  testosterone: { extraversion: 0.05, agreeableness: -0.05 },
  endorphin: { extraversion: 0.04 },
};
const GENDER_SHIFT: Record<Gender, Partial<Record<HormoneKey, number>>> = {
  female: { estrogen: 15, progesterone: 5, testosterone: -270, oxytocin: 2 },
  male: { estrogen: -10, progesterone: -3, testosterone: 120 },
  diverse: {},
};
/** Resting state shift in state points per trait. */
const STATE_TRAITS: Partial<Record<StateName, Partial<Record<Traits, number>>>> = {
  HAPPINESS: { extraversion: 0.8, neuroticism: -0.8 },
  ANXIETY: { neuroticism: 1.5 },
  STRESS: { neuroticism: 1, conscientiousness: -0.3 },
  CALMNESS: { neuroticism: -1.2 },
  EMPATHY: { agreeableness: 1.5 },
  TRUST: { agreeableness: 1, neuroticism: -0.5 },
  CURIOSITY: { openness: 1.5 },
  CREATIVITY: { openness: 1.5 },
  TALKATIVENESS: { extraversion: 2 },
  HUMOR: { extraversion: 1, openness: 0.5 },
  FOCUS: { conscientiousness: 1.5 },
  PATIENCE: { agreeableness: 1, conscientiousness: 0.5, neuroticism: -0.5 },
  CONFIDENCE: { extraversion: 1, neuroticism: -1 },
  SELF_ESTEEM: { neuroticism: -1 },
  LONELINESS: { extraversion: 0.5 },
  ENERGY: { extraversion: 0.5 },
  MOTIVATION: { conscientiousness: 1 },
};

function traitSum(weights: Partial<Record<Traits, number>> | undefined, t: Temperament): number {
  if (!weights) return 0;
  let s = 0;
  for (const [trait, w] of Object.entries(weights) as [Traits, number][]) s += w * t[trait];
  return s;
}

/** Personal daily-mean baseline of every hormone, clamped to its range. */
export function personalBaseline(p: NhsProfile): HormoneLevels {
  const out = {} as HormoneLevels;
  for (const k of HORMONE_KEYS) {
    const h = HORMONES[k];
    const shift =
      traitSum(HORMONE_TRAITS[k], p.temperament) * (h.max - h.min) + (GENDER_SHIFT[p.gender][k] ?? 0);
    out[k] = clampHormone(k, h.default + shift);
  }
  return out;
}

/** Personal resting level of every state (default + temperament), 0–10. */
export function personalStateBaseline(p: NhsProfile): StateLevels {
  const out = {} as StateLevels;
  for (const n of STATE_NAMES)
    out[n] = clampState(STATES[n].default + traitSum(STATE_TRAITS[n], p.temperament));
  return out;
}

/** Appraisal multipliers from temperament (neurotic → stronger threat response, …). */
export function reactivity(t: Temperament): Reactivity {
  return {
    threat: 1 + 0.4 * t.neuroticism,
    reward: 1 + 0.3 * t.extraversion,
    social: 1 + 0.3 * t.agreeableness,
    novelty: 1 + 0.3 * t.openness,
  };
}
