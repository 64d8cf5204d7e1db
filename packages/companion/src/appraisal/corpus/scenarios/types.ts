/**
 * Labelled appraisal scenarios: what a user says, and in which DIRECTION a person who hears it
 * would be expected to feel (docs/neuro-hormonal-model.md § Scenario corpus).
 */

/**
 * The situation of a scenario; each implies the expected direction of the avatar's feelings
 * (`DIRECTION` in `index.ts`):
 * - `worry`: the user shares a worry → concern (SADNESS or EMPATHY up), not ANGER;
 * - `loss`: the user lost something or someone → SADNESS up, not ANGER;
 * - `apology`: the user apologises after an insult → ANGER and FEAR fall over the next turns,
 *   and fall further than without the apology;
 * - `insultAvatar`: an insult aimed at the avatar → ANGER up, more than SADNESS;
 * - `insultOther`: the user insults someone else (a boss, a neighbour, themself) → no ANGER at
 *   the user, no angry face;
 * - `praise`: the user praises or thanks the avatar → JOY or HAPPINESS up, no ANGER;
 * - `goodNews`: the user shares good news → JOY or HAPPINESS up, neither ANGER nor SADNESS;
 * - `boredom`: dull, monotonous replies → BOREDOM up, neither ANGER nor JOY.
 */
export type ScenarioKind =
  'worry' | 'loss' | 'apology' | 'insultAvatar' | 'insultOther' | 'praise' | 'goodNews' | 'boredom';

/** One labelled scenario: its kind and the user's message, or messages sent 20 s apart. */
export type ScenarioRow = readonly [kind: ScenarioKind, text: string | readonly string[]];

/** The scenarios of one language. */
export interface ScenarioSet {
  /** The insult that precedes every `apology` row (it sets up the anger to be appeased). */
  readonly provocation: string;
  /** A neutral follow-up turn ("How was your day?"), sent after an apology. */
  readonly followUp: string;
  /**
   * Held-out rows: written first, from a different angle than the dev rows (other situations,
   * colloquial or indirect phrasing), and never used to write rules.
   */
  readonly heldOut: readonly ScenarioRow[];
  /** Development rows: the rules and calibration were written from these. */
  readonly dev: readonly ScenarioRow[];
}
