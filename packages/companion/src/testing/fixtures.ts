/**
 * Shared test fixtures: a neutral profile, fixed instants and helpers comparing a state with
 * its undisturbed twin ("baseline trajectory").
 */
import { advance, createState } from '../nhs/engine.js';
import { HORMONES, type HormoneKey } from '../nhs/hormones.js';
import { NEUTRAL_TEMPERAMENT, type NhsProfile } from '../nhs/profile.js';
import type { NhsState } from '../nhs/types.js';

export const NEUTRAL: NhsProfile = {
  id: 'test-neutral',
  timeZone: 'Europe/Berlin',
  gender: 'diverse',
  temperament: NEUTRAL_TEMPERAMENT,
  sleep: { bedHour: 23, wakeHour: 7 },
};

/** 2026-03-10 14:00 in Berlin (13:00 UTC). */
export const AFTERNOON_MS = Date.UTC(2026, 2, 10, 13, 0);
export const MINUTE_MS = 60_000;
export const HOUR_MS = 3_600_000;
export const DAY_MS = 86_400_000;

/** The state an undisturbed person created together with `s` would have at `nowMs`. */
export function baselineTwin(profile: NhsProfile, s: NhsState, nowMs: number): NhsState {
  return advance(createState(profile, s.createdAtMs), nowMs);
}

/** Excess of a hormone over the twin, as a fraction of its range. */
export function excessFraction(s: NhsState, twin: NhsState, key: HormoneKey): number {
  const h = HORMONES[key];
  return (s.hormones[key] - twin.hormones[key]) / (h.max - h.min);
}
