/**
 * Time evolution without input: every hormone relaxes exponentially (its plasma half-life)
 * toward a set point = personal baseline + daily rhythm + meals + feedback; sleep pressure
 * rises while awake and falls while asleep (Borbély's process S). Pure: time is passed in.
 */
import { circadianDeviation, inSleepWindow, mealResponse, vonMisesMean } from './circadian.js';
import { localHour } from './clock.js';
import { FEEDBACK } from './feedback.js';
import { HORMONE_KEYS, HORMONES, type HormoneKey, type HormoneLevels } from './hormones.js';
import type { NhsState } from './types.js';

const N = HORMONE_KEYS.length;
const LN2 = Math.LN2;
const MIN = HORMONE_KEYS.map((k) => HORMONES[k].min);
const MAX = HORMONE_KEYS.map((k) => HORMONES[k].max);
const RANGE = HORMONE_KEYS.map((k) => HORMONES[k].max - HORMONES[k].min);
const RATE_PER_MS = HORMONE_KEYS.map((k) => LN2 / (HORMONES[k].halfLifeMin * 60_000));
const CIRC = HORMONE_KEYS.map((k) => HORMONES[k].circadian);
const CIRC_MEAN = CIRC.map((c) => (c ? vonMisesMean(c.kappa) : 0));
const index = (k: HormoneKey): number => HORMONE_KEYS.indexOf(k);
const EDGES = FEEDBACK.map(([t, s, g]) => [index(t), index(s), g] as const);
/** Post-meal set-point shift, fraction of range. */
const MEAL_SHIFT: readonly (readonly [number, number])[] = [
  [index('insulin'), 0.35],
  [index('glucagon'), -0.1],
  [index('somatostatin'), 0.1],
];

/** Longest integration sub-step. */
export const MAX_STEP_MS = 10 * 60_000;
/** Minutes after a message during which the person stays awake. */
export const AWAKE_AFTER_MESSAGE_MS = 20 * 60_000;
/** Process S time constants (Daan, Beersma & Borbély 1984), in ms. */
const TAU_WAKE_MS = 18.2 * 3_600_000;
const TAU_SLEEP_MS = 4.2 * 3_600_000;

const clampAt = (i: number, v: number): number => (v < MIN[i]! ? MIN[i]! : v > MAX[i]! ? MAX[i]! : v);

/** Set point of every hormone at local `hour` without feedback (personal baseline + rhythm + meals). */
export function circadianBaseline(
  baseline: HormoneLevels,
  hour: number,
  out: number[] = new Array<number>(N),
): number[] {
  for (let i = 0; i < N; i++) {
    const c = CIRC[i];
    const b = baseline[HORMONE_KEYS[i]!] + (c ? RANGE[i]! * circadianDeviation(c, hour, CIRC_MEAN[i]!) : 0);
    out[i] = b;
  }
  const meal = mealResponse(hour);
  if (meal > 0) for (const [i, f] of MEAL_SHIFT) out[i] = out[i]! + f * meal * RANGE[i]!;
  for (let i = 0; i < N; i++) out[i] = clampAt(i, out[i]!);
  return out;
}

/** True when the person sleeps at `ms`: inside the sleep window and no message for 20 min. */
export function isAsleepAt(s: NhsState, ms: number, hour = localHour(s.timeZone, ms)): boolean {
  return ms - s.lastInteractionMs >= AWAKE_AFTER_MESSAGE_MS && inSleepWindow(hour, s.sleep);
}

const excess = new Array<number>(N);
const baseStart = new Array<number>(N);
const baseEnd = new Array<number>(N);
const dev = new Array<number>(N);
const target = new Array<number>(N);

/**
 * Integrates one sub-step from `endMs − dtMs` to `endMs` (mutates `s`). The daily rhythm is the
 * measured plasma profile, so a person at rest sits exactly on it; what decays with the plasma
 * half-life is the deviation from it, toward the feedback set point of the other deviations.
 */
function step(s: NhsState, endMs: number, dtMs: number): void {
  const startMs = endMs - dtMs;
  circadianBaseline(s.baseline, localHour(s.timeZone, startMs), baseStart);
  circadianBaseline(s.baseline, localHour(s.timeZone, endMs), baseEnd);
  for (let i = 0; i < N; i++) {
    const x = RATE_PER_MS[i]! * dtMs;
    const mean = x < 1e-6 ? 1 : (1 - Math.exp(-x)) / x;
    dev[i] = s.hormones[HORMONE_KEYS[i]!] - baseStart[i]!;
    target[i] = 0;
    excess[i] = (dev[i]! / RANGE[i]!) * mean;
  }
  for (const [t, src, g] of EDGES) target[t] = target[t]! + g * excess[src]! * RANGE[t]!;
  for (let i = 0; i < N; i++) {
    const d = target[i]! + (dev[i]! - target[i]!) * Math.exp(-RATE_PER_MS[i]! * dtMs);
    s.hormones[HORMONE_KEYS[i]!] = clampAt(i, baseEnd[i]! + d);
  }
  const midMs = endMs - dtMs / 2;
  s.sleepPressure = isAsleepAt(s, midMs)
    ? s.sleepPressure * Math.exp(-dtMs / TAU_SLEEP_MS)
    : 1 - (1 - s.sleepPressure) * Math.exp(-dtMs / TAU_WAKE_MS);
}

/** Sleep pressure of a person with a regular 8-hour night, at local `hour` (for new states). */
export function regularSleepPressure(hour: number, bedHour: number, wakeHour: number): number {
  const asleep = bedHour > wakeHour ? hour >= bedHour || hour < wakeHour : hour >= bedHour && hour < wakeHour;
  if (asleep) return 0.62 * Math.exp(-((hour - bedHour + 24) % 24) / 4.2);
  return 1 - 0.91 * Math.exp(-((hour - wakeHour + 24) % 24) / 18.2);
}

/**
 * Moves hormones and sleep pressure from `s.updatedAtMs` to `nowMs` (mutates `s`; the caller
 * clones). Gaps over a day first let the deviations decay exactly (closed form, no feedback),
 * then integrate the last 24 h in ≤ 10-minute steps, so the cost stays bounded.
 */
export function evolve(s: NhsState, nowMs: number): void {
  let t = s.updatedAtMs;
  const dayMs = 86_400_000;
  if (nowMs - t > dayMs) {
    const jumpMs = nowMs - t - dayMs;
    const endOfJump = t + jumpMs;
    circadianBaseline(s.baseline, localHour(s.timeZone, t), baseStart);
    circadianBaseline(s.baseline, localHour(s.timeZone, endOfJump), baseEnd);
    for (let i = 0; i < N; i++) {
      const k = HORMONE_KEYS[i]!;
      s.hormones[k] = clampAt(
        i,
        baseEnd[i]! + (s.hormones[k] - baseStart[i]!) * Math.exp(-RATE_PER_MS[i]! * jumpMs),
      );
    }
    const settle = Math.exp(-jumpMs / dayMs);
    const eq = regularSleepPressure(localHour(s.timeZone, endOfJump), s.sleep.bedHour, s.sleep.wakeHour);
    s.sleepPressure = eq + (s.sleepPressure - eq) * settle;
    t = endOfJump;
  }
  while (t < nowMs) {
    const dt = Math.min(MAX_STEP_MS, nowMs - t);
    t += dt;
    step(s, t, dt);
  }
  s.updatedAtMs = nowMs;
}
