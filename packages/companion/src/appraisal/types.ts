/**
 * Appraisal of one chat message: how it is likely to be felt by the person who receives it.
 * Produced offline by `appraiseMessage` or by a chat model as structured output (validate it
 * with `ZAppraisal`).
 */
import { z } from 'zod';

/** Seven appraisal dimensions of one message. */
export interface Appraisal {
  /** −1 (very unpleasant: insult, bad news) … 0 (neutral) … 1 (very pleasant: compliment). */
  readonly valence: number;
  /** 0 (calm) … 1 (highly exciting: shouting, many exclamation marks, urgency). */
  readonly arousal: number;
  /** −1 (the sender submits, asks humbly) … 0 … 1 (the sender commands or takes control). */
  readonly dominance: number;
  /** 0 (impersonal) … 1 (very close and tender: love, hugs, personal secrets). */
  readonly intimacy: number;
  /** 0 (safe) … 1 (hostile or dangerous: threats, insults). */
  readonly threat: number;
  /** 0 (expected, repetitive) … 1 (surprising news, a new topic). */
  readonly novelty: number;
  /** 0 (trivial small talk) … 1 (long, abstract, demanding). */
  readonly complexity: number;
}

/** The appraisal of an empty or purely neutral message. */
export const NEUTRAL_APPRAISAL: Appraisal = {
  valence: 0,
  arousal: 0.1,
  dominance: 0,
  intimacy: 0,
  threat: 0,
  novelty: 0.1,
  complexity: 0.1,
};

const signed = z.number().min(-1).max(1);
const unit = z.number().min(0).max(1);

/**
 * zod schema of an Appraisal, e.g. for a chat model's structured output. Out-of-range numbers
 * are rejected; use `clampAppraisal` first when a model may overshoot.
 */
export const ZAppraisal = z.object({
  valence: signed.describe('−1 very unpleasant … 1 very pleasant'),
  arousal: unit.describe('0 calm … 1 highly exciting'),
  dominance: signed.describe('−1 sender submits … 1 sender takes control'),
  intimacy: unit.describe('0 impersonal … 1 very close and tender'),
  threat: unit.describe('0 safe … 1 hostile or dangerous'),
  novelty: unit.describe('0 expected … 1 surprising'),
  complexity: unit.describe('0 trivial … 1 demanding'),
});
export type TAppraisal = z.infer<typeof ZAppraisal>;

const clamp = (v: unknown, lo: number, hi: number, fallback: number): number =>
  typeof v === 'number' && Number.isFinite(v) ? Math.min(hi, Math.max(lo, v)) : fallback;

/** Clamps every dimension into its range; missing or non-numeric fields take the neutral value. */
export function clampAppraisal(a: Partial<Record<keyof Appraisal, unknown>>): Appraisal {
  const n = NEUTRAL_APPRAISAL;
  return {
    valence: clamp(a.valence, -1, 1, n.valence),
    arousal: clamp(a.arousal, 0, 1, n.arousal),
    dominance: clamp(a.dominance, -1, 1, n.dominance),
    intimacy: clamp(a.intimacy, 0, 1, n.intimacy),
    threat: clamp(a.threat, 0, 1, n.threat),
    novelty: clamp(a.novelty, 0, 1, n.novelty),
    complexity: clamp(a.complexity, 0, 1, n.complexity),
  };
}
