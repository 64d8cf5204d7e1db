/**
 * How one appraised message moves hormones and traces. Hormone changes are immediate pulses,
 * as fractions of each hormone's range, scaled by the person's reactivity; they then decay with
 * the hormone's half-life. Rationale and sources: docs/neuro-hormonal-model.md § Appraisal.
 */
import type { Appraisal } from '../appraisal/types.js';
import type { HormoneKey } from './hormones.js';
import type { Reactivity } from './profile.js';
import type { Traces } from './types.js';

/** Pulse of every moved hormone as a fraction of its range (unlisted hormones: 0). */
export function appraisalPulses(a: Appraisal, r: Reactivity): Partial<Record<HormoneKey, number>> {
  const pos = Math.max(0, a.valence);
  const neg = Math.max(0, -a.valence);
  const dom = a.dominance;
  const threat = a.threat * r.threat;
  const warmth = a.intimacy * (0.3 + pos) * r.social;
  return {
    cortisol: 0.2 * threat + 0.08 * neg * r.threat + 0.05 * Math.max(0, dom) - 0.08 * warmth,
    adrenalin: 0.35 * threat + 0.15 * a.arousal + 0.05 * a.novelty,
    noradrenalin: 0.25 * a.arousal + 0.25 * threat + 0.1 * a.novelty * r.novelty + 0.05 * a.complexity,
    dopamin: 0.2 * pos * r.reward + 0.15 * a.novelty * r.novelty + 0.05 * a.arousal - 0.05 * neg,
    serotonin: 0.08 * pos * r.reward - 0.12 * neg * r.threat - 0.05 * dom,
    endorphin: 0.1 * pos * a.arousal * r.reward + 0.08 * threat,
    oxytocin: 0.35 * warmth + 0.08 * pos * r.social - 0.05 * threat,
    vasopressin: 0.1 * a.intimacy * r.social + 0.1 * threat,
    testosterone: 0.04 * threat + 0.02 * Math.max(0, -dom),
    aldosterone: 0.03 * threat,
    estrogen: 0.02 * a.intimacy,
    melatonin: -0.05 * a.arousal,
  };
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
    contact: t.contact + 0.15 * (1 - t.contact),
    bond: Math.max(-1, Math.min(1, t.bond + 0.05 * a.valence * (0.5 + a.intimacy) - 0.05 * a.threat)),
  };
}
