/**
 * Feedback between hormones. An edge `[target, source, gain]` shifts the target's set point by
 * `gain × (source excess over its own baseline, as a fraction of the source range)` × target
 * range. Because only excesses act, feedback vanishes at rest and every level still returns to
 * its baseline. Sources of each edge: docs/neuro-hormonal-model.md § Feedback.
 */
import type { HormoneKey } from './hormones.js';

export type FeedbackEdge = readonly [target: HormoneKey, source: HormoneKey, gain: number];

export const FEEDBACK: readonly FeedbackEdge[] = [
  ['serotonin', 'cortisol', -0.5],
  ['dopamin', 'cortisol', -0.4],
  ['testosterone', 'cortisol', -0.3],
  ['growthHormone', 'cortisol', -0.2],
  ['melatonin', 'cortisol', -0.2],
  ['insulin', 'cortisol', 0.2],
  ['endorphin', 'cortisol', 0.2],
  ['aldosterone', 'cortisol', 0.1],
  ['cortisol', 'adrenalin', 0.3],
  ['noradrenalin', 'adrenalin', 0.4],
  ['glucagon', 'adrenalin', 0.4],
  ['insulin', 'adrenalin', -0.3],
  ['adrenalin', 'noradrenalin', 0.2],
  ['cortisol', 'noradrenalin', 0.2],
  ['cortisol', 'oxytocin', -0.4],
  ['dopamin', 'oxytocin', 0.3],
  ['serotonin', 'oxytocin', 0.3],
  ['dopamin', 'endorphin', 0.3],
  ['cortisol', 'vasopressin', 0.3],
  ['melatonin', 'serotonin', 0.2],
  ['glucagon', 'insulin', -0.3],
  ['insulin', 'glucagon', 0.2],
  ['growthHormone', 'somatostatin', -0.4],
  ['insulin', 'somatostatin', -0.2],
  ['glucagon', 'somatostatin', -0.2],
  ['somatostatin', 'growthHormone', 0.3],
  ['triiodothyronine', 'thyroxin', 0.5],
  ['estrogen', 'testosterone', 0.2],
  ['calcitonin', 'parathormone', 0.2],
  ['parathormone', 'calcitonin', -0.2],
];
