/**
 * The state API of the neuro-hormonal engine: create, advance by elapsed time, apply an
 * appraised message. Pure and deterministic: time (epoch ms) is passed in, randomness comes
 * from the seeded RNG inside the state; inputs are never mutated.
 */
import { clampAppraisal, type Appraisal } from '../appraisal/types.js';
import { nextRandom, hashString, seedFrom } from '../rng.js';
import { localHour, isValidTimeZone } from './clock.js';
import { deriveStates } from './derive.js';
import { circadianBaseline, evolve, isAsleepAt, regularSleepPressure } from './dynamics.js';
import { RELIEF, appeasement, appraisalPulses, tracesAfterMessage } from './effects.js';
import { HORMONE_KEYS, HORMONES, clampHormone, type HormoneKey, type HormoneLevels } from './hormones.js';
import { personalBaseline, personalStateBaseline, reactivity, type NhsProfile } from './profile.js';
import { NHS_STATE_VERSION, TRACE_HALF_LIFE_MIN, TRACE_KEYS, zeroTraces, type NhsState } from './types.js';

/** Options of `createState`. */
export interface CreateStateOptions {
  /** RNG seed; default: a hash of the profile id, so a state is reproducible from its inputs. */
  readonly seed?: number;
}

/** A fresh, rested state of `profile` at epoch `nowMs`, with every level on its daily rhythm. */
export function createState(profile: NhsProfile, nowMs: number, options: CreateStateOptions = {}): NhsState {
  const timeZone = isValidTimeZone(profile.timeZone) ? profile.timeZone : 'UTC';
  const baseline = personalBaseline(profile);
  const hour = localHour(timeZone, nowMs);
  const levels = circadianBaseline(baseline, hour);
  const hormones = {} as HormoneLevels;
  HORMONE_KEYS.forEach((k, i) => (hormones[k] = levels[i]!));
  const s: NhsState = {
    v: NHS_STATE_VERSION,
    profileId: profile.id,
    timeZone,
    sleep: { bedHour: profile.sleep.bedHour, wakeHour: profile.sleep.wakeHour },
    baseline,
    stateBaseline: personalStateBaseline(profile),
    reactivity: reactivity(profile.temperament),
    hormones,
    states: {} as NhsState['states'],
    traces: zeroTraces(),
    sleepPressure: regularSleepPressure(hour, profile.sleep.bedHour, profile.sleep.wakeHour),
    createdAtMs: nowMs,
    updatedAtMs: nowMs,
    lastInteractionMs: nowMs - 86_400_000,
    messageCount: 0,
    rng: seedFrom(options.seed ?? hashString(profile.id)),
  };
  s.states = deriveStates(s, nowMs);
  return s;
}

/** A deep copy of a state (plain data only). */
export function cloneState(s: NhsState): NhsState {
  return {
    ...s,
    sleep: { ...s.sleep },
    baseline: { ...s.baseline },
    stateBaseline: { ...s.stateBaseline },
    reactivity: { ...s.reactivity },
    hormones: { ...s.hormones },
    states: { ...s.states },
    traces: { ...s.traces },
  };
}

/**
 * The state at `nowMs` after the time since `updatedAtMs` has passed without input: hormones
 * relax to their daily rhythm, traces fade, sleep pressure follows wake and sleep. A `nowMs`
 * not after `updatedAtMs` returns the state unchanged (the same object).
 */
export function advance(state: NhsState, nowMs: number): NhsState {
  if (!(nowMs > state.updatedAtMs)) return state;
  const s = cloneState(state);
  evolveClone(s, nowMs);
  s.states = deriveStates(s, nowMs);
  return s;
}

/** Moves a private clone to `nowMs` (hormones, sleep pressure, traces), without deriving states. */
function evolveClone(s: NhsState, nowMs: number): void {
  const dtMin = (nowMs - s.updatedAtMs) / 60_000;
  evolve(s, nowMs);
  for (const k of TRACE_KEYS) s.traces[k] *= Math.pow(0.5, dtMin / TRACE_HALF_LIFE_MIN[k]);
}

/** The set points of the message being applied, reused by every call (nothing runs in between). */
const SET_POINTS = new Array<number>(HORMONE_KEYS.length);
const INDEX = Object.fromEntries(HORMONE_KEYS.map((k, i) => [k, i])) as Record<HormoneKey, number>;

/** Hormones whose leftover stress deviation an appeasing message relieves: +1 above, −1 below the set point. */
const RELIEVED: readonly (readonly [HormoneKey, 1 | -1])[] = [
  ['cortisol', 1],
  ['adrenalin', 1],
  ['noradrenalin', 1],
  ['serotonin', -1],
];

/**
 * Advances to `nowMs`, then applies one message's appraisal:
 * - an appeasing message (an apology, thanks, a kind word; `appeasement`) first takes away part
 *   of what is left of an earlier threat: the threat trace and the stress deviations of cortisol,
 *   adrenalin, noradrenalin and serotonin;
 * - hormone pulses, scaled by the person's reactivity and a ±10 % seeded jitter; the arousal part
 *   habituates to what the conversation already had (`freshArousal`), and a pulse shrinks with
 *   the room left between the level and the end of the range it moves toward, so repeated pulses
 *   approach the limit instead of piling up against it;
 * - traces, waking up if asleep.
 * A `nowMs` before `updatedAtMs` counts as `updatedAtMs` (time never runs backwards).
 * @example applyAppraisal(state, { ...NEUTRAL_APPRAISAL, valence: 0.8, intimacy: 0.5 }, nowMs)
 */
export function applyAppraisal(state: NhsState, appraisal: Appraisal, nowMs: number): NhsState {
  const t = Math.max(nowMs, state.updatedAtMs);
  const s = cloneState(state);
  if (t > s.updatedAtMs) evolveClone(s, t);
  const a = clampAppraisal(appraisal);
  const [u, rng] = nextRandom(s.rng);
  s.rng = rng;
  const jitter = 0.9 + 0.2 * u;
  const set = circadianBaseline(s.baseline, localHour(s.timeZone, t), SET_POINTS);
  const relief = RELIEF * appeasement(a);
  if (relief > 0) {
    for (const [k, sign] of RELIEVED) {
      const point = set[INDEX[k]]!;
      const d = s.hormones[k] - point;
      if (d * sign > 0) s.hormones[k] = clampHormone(k, point + d * (1 - relief));
    }
    s.traces.threat *= 1 - relief;
  }
  const pulses = appraisalPulses(a, s.reactivity, s.traces);
  if (isAsleepAt(s, t)) {
    pulses.adrenalin = (pulses.adrenalin ?? 0) + 0.1;
    pulses.cortisol = (pulses.cortisol ?? 0) + 0.03;
  }
  for (const [k, p] of Object.entries(pulses) as [HormoneKey, number][]) {
    const h = HORMONES[k];
    const level = s.hormones[k];
    const base = set[INDEX[k]]!;
    const room =
      p > 0
        ? (h.max - level) / (h.max - Math.min(base, level))
        : (level - h.min) / (Math.max(base, level) - h.min);
    s.hormones[k] = clampHormone(
      k,
      level + p * jitter * (h.max - h.min) * (room > 0 ? Math.min(1, room) : 0),
    );
  }
  s.traces = tracesAfterMessage(s.traces, a);
  s.sleepPressure = Math.min(1, s.sleepPressure + 0.003 * (1 + a.complexity));
  s.lastInteractionMs = t;
  s.messageCount += 1;
  s.states = deriveStates(s, t, set);
  return s;
}

/** True when the person is asleep at `nowMs` (inside the sleep window, no message for 20 min). */
export function isAsleep(state: NhsState, nowMs: number): boolean {
  return isAsleepAt(state, nowMs);
}
