/**
 * Daily rhythms in the avatar's local time: hormone baselines (cortisol peaks in the morning,
 * melatonin at night), meals (insulin after eating, hunger since the last meal), the circadian
 * alertness process C and the sleep window. All functions take a local clock hour in [0, 24).
 */
import type { CircadianSpec } from './hormones.js';

const TWO_PI = 2 * Math.PI;

/** Modified Bessel function I0 (series), for the mean of the von-Mises bump. */
function besselI0(x: number): number {
  let sum = 1;
  let term = 1;
  for (let k = 1; k < 30; k++) {
    term *= (x / (2 * k)) * (x / (2 * k));
    sum += term;
  }
  return sum;
}

/** 24-hour mean of `exp(kappa·(cos θ − 1))`: `I0(kappa)·e^(−kappa)`. */
export function vonMisesMean(kappa: number): number {
  return besselI0(kappa) * Math.exp(-kappa);
}

/** Bump in [0, 1] with its maximum 1 at `peakHour`. */
export function vonMises(hour: number, peakHour: number, kappa: number): number {
  return Math.exp(kappa * (Math.cos((TWO_PI * (hour - peakHour)) / 24) - 1));
}

/**
 * Deviation of a hormone from its daily mean at `hour`, as a fraction of its range
 * (positive at the peak, negative at the trough; 24 h mean 0).
 */
export function circadianDeviation(spec: CircadianSpec, hour: number, mean: number): number {
  return spec.amplitude * (vonMises(hour, spec.peakHour, spec.kappa) - mean);
}

/** Local meal times (hours) used for insulin, glucagon and HUNGER. */
export const MEAL_HOURS = [7.5, 12.5, 19] as const;

/** Hours since the most recent scheduled meal at local `hour`, 0 to < 12.5. */
export function hoursSinceMeal(hour: number): number {
  let best = 24;
  for (const m of MEAL_HOURS) {
    const d = (hour - m + 24) % 24;
    if (d < best) best = d;
  }
  return best;
}

/** Post-meal insulin bump in [0, 1]: peaks ≈ 45 min after a meal and fades within ≈ 2.5 h. */
export function mealResponse(hour: number): number {
  const t = hoursSinceMeal(hour);
  return t > 3 ? 0 : Math.exp(-(((t - 0.75) / 0.6) ** 2));
}

/**
 * Circadian alertness (process C of Borbély's two-process model) in [−1, 1]:
 * a sinusoid with its high in the late afternoon (≈ 16:00) and its low at ≈ 04:00.
 */
export function circadianAlertness(hour: number): number {
  return Math.cos((TWO_PI * (hour - 16)) / 24);
}

/** Sleep window of an avatar in local clock hours (bedtime may be after midnight). */
export interface SleepWindow {
  readonly bedHour: number;
  readonly wakeHour: number;
}

/** True when local `hour` lies inside the sleep window. */
export function inSleepWindow(hour: number, w: SleepWindow): boolean {
  return w.bedHour > w.wakeHour
    ? hour >= w.bedHour || hour < w.wakeHour
    : hour >= w.bedHour && hour < w.wakeHour;
}
