/**
 * How one appraised message moves hormones and traces. Hormone changes are immediate pulses,
 * as fractions of each hormone's range, scaled by the person's reactivity; they then decay with
 * the hormone's half-life. Rationale and sources: docs/neuro-hormonal-model.md § Appraisal.
 */
import { NEUTRAL_APPRAISAL, type Appraisal } from '../appraisal/types.js';
import type { HormoneKey } from './hormones.js';
import type { Reactivity } from './profile.js';
import { zeroTraces, type Traces } from './types.js';

const clamp01 = (x: number): number => (x < 0 ? 0 : x > 1 ? 1 : x);

/**
 * The part of a message's arousal the conversation has not had yet. The sympathetic response to
 * a stimulus habituates when it repeats (Grissom & Bhatnagar 2009): ten cheerful messages in a
 * row do not each raise the heart rate as much as the first; the arousal trace (half-life 10 min)
 * holds what the conversation already had.
 */
export function freshArousal(a: Appraisal, recent: Traces): number {
  return Math.max(0, a.arousal - Math.max(NEUTRAL_APPRAISAL.arousal, recent.arousal));
}

/**
 * How unpleasant a message is without being hostile, 0..1: the other person's misfortune (a
 * loss, a worry) rather than an attack on the listener.
 */
export function plight(a: Appraisal): number {
  return Math.max(0, -a.valence) * (1 - a.threat);
}

/**
 * How much a message appeases, 0..1: a safe message that is pleasant or submissive — an apology,
 * thanks, a kind word. It relieves what is left of an earlier threat (see `engine.ts`).
 */
export function appeasement(a: Appraisal): number {
  return (1 - a.threat) * clamp01(Math.max(0, a.valence) + 1.5 * Math.max(0, -a.dominance));
}

/**
 * Share of the leftover stress deviations (cortisol, adrenalin and noradrenalin above, serotonin
 * below the set point) and of the threat trace that a fully appeasing message takes away.
 */
export const RELIEF = 0.5;

/** Pulse of every moved hormone as a fraction of its range (unlisted hormones: 0). */
export function appraisalPulses(
  a: Appraisal,
  r: Reactivity,
  recent: Traces = zeroTraces(),
): Partial<Record<HormoneKey, number>> {
  const pos = Math.max(0, a.valence);
  const neg = Math.max(0, -a.valence);
  const dom = a.dominance;
  const threat = a.threat * r.threat;
  const warmth = a.intimacy * (0.3 + pos) * r.social;
  const arousal = freshArousal(a, recent);
  const novelty = Math.max(0, a.novelty - NEUTRAL_APPRAISAL.novelty);
  const woe = plight(a);
  return {
    cortisol: 0.2 * threat + 0.08 * neg * r.threat + 0.05 * Math.max(0, dom) - 0.08 * warmth,
    adrenalin: 0.35 * threat + 0.15 * arousal + 0.05 * novelty,
    noradrenalin: 0.25 * arousal + 0.25 * threat + 0.1 * novelty * r.novelty + 0.05 * a.complexity,
    // Hostility mobilises (anger is an approach emotion); a misfortune to share does not.
    dopamin: 0.2 * pos * r.reward + 0.15 * novelty * r.novelty + 0.05 * arousal + 0.1 * threat - 0.15 * woe,
    serotonin: 0.08 * pos * r.reward - 0.12 * neg * r.threat - 0.05 * dom,
    endorphin: 0.1 * pos * a.arousal * r.reward + 0.08 * threat,
    // Empathic concern releases oxytocin (Barraza & Zak 2009).
    oxytocin: 0.35 * warmth + 0.08 * pos * r.social + 0.1 * woe * r.social - 0.05 * threat,
    vasopressin: 0.1 * a.intimacy * r.social + 0.1 * threat,
    testosterone: 0.04 * threat + 0.02 * Math.max(0, -dom),
    aldosterone: 0.03 * threat,
    estrogen: 0.02 * a.intimacy,
    melatonin: -0.05 * arousal,
  };
}

/**
 * How dull a message is, 0..1: 1 for one with no feeling, excitement, news, depth, closeness or
 * hostility in it ("ok", "hm"); 0 as soon as any of them is clearly there.
 */
export function dullness(a: Appraisal): number {
  return (
    (1 - clamp01(Math.abs(a.valence) / 0.5)) *
    (1 - clamp01((a.arousal - NEUTRAL_APPRAISAL.arousal) / 0.3)) *
    (1 - clamp01((a.novelty - NEUTRAL_APPRAISAL.novelty) / 0.2)) *
    (1 - clamp01((a.complexity - 0.1) / 0.25)) *
    (1 - clamp01(2 * a.intimacy)) *
    (1 - clamp01(2 * a.threat))
  );
}

/** How far each short-term trace moves toward a new message's value (0..1). */
export const TRACE_PULL = 0.6;

/** Traces after one message with appraisal `a` (returns a new object). */
export function tracesAfterMessage(t: Traces, a: Appraisal): Traces {
  const pull = (old: number, v: number): number => old + TRACE_PULL * (v - old);
  return {
    valence: pull(t.valence, a.valence),
    arousal: pull(t.arousal, a.arousal),
    dominance: pull(t.dominance, a.dominance),
    intimacy: pull(t.intimacy, a.intimacy),
    threat: pull(t.threat, a.threat),
    novelty: pull(t.novelty, a.novelty),
    complexity: pull(t.complexity, a.complexity),
    dullness: pull(t.dullness, dullness(a)),
    contact: t.contact + 0.15 * (1 - t.contact),
    // Only hostility costs the relationship; a sorrow shared does not (it tends to bring people closer).
    bond: Math.max(
      -1,
      Math.min(1, t.bond + 0.05 * Math.max(0, a.valence) * (0.5 + a.intimacy) - 0.05 * a.threat),
    ),
  };
}
