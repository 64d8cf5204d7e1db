/**
 * Derives the 65 states from hormones, traces, sleep pressure and the clock.
 * Intermediates: PAD (pleasure, arousal, dominance; Mehrabian 1996) and Lövheim's cube (2012),
 * which maps serotonin (s), dopamine (d) and noradrenaline (n) to eight basic emotions.
 */
import { circadianAlertness, hoursSinceMeal, mealResponse } from './circadian.js';
import { localHour } from './clock.js';
import { circadianBaseline, isAsleepAt } from './dynamics.js';
import { HORMONE_KEYS, HORMONES, type HormoneKey } from './hormones.js';
import { FEATURES, STATE_WEIGHTS, type Feature } from './state-weights.js';
import { STATE_NAMES, clampState, type StateLevels } from './states.js';
import type { NhsState } from './types.js';

const F = Object.fromEntries(FEATURES.map((f, i) => [f, i])) as Record<Feature, number>;
const COMPILED = STATE_NAMES.map((name) => {
  const entries = Object.entries(STATE_WEIGHTS[name]) as [Feature, number][];
  return { name, idx: entries.map(([f]) => F[f]), w: entries.map(([, w]) => w) };
});
const HI = Object.fromEntries(HORMONE_KEYS.map((k, i) => [k, i])) as Record<HormoneKey, number>;
const RANGE = HORMONE_KEYS.map((k) => HORMONES[k].max - HORMONES[k].min);
const MEL = HORMONES.melatonin;

/** Novelty trace of a chat of ordinary questions (each 0.2); SURPRISE counts only what is above it. */
const ORDINARY_NOVELTY = 0.15;
/** A threat trace at or above this counts as fully hostile for `Pblame` and `woe`. */
const BLAME_THREAT = 0.25;

const clamp = (v: number, lo: number, hi: number): number => (v < lo ? lo : v > hi ? hi : v);
const unit = (v: number): number => clamp(v, 0, 1);

/** Lövheim's eight basic emotions as weights in [0, 1] that sum to 1. */
export interface LovheimWeights {
  shame: number;
  distress: number;
  fear: number;
  anger: number;
  contempt: number;
  surprise: number;
  joy: number;
  excitement: number;
}

/** Trilinear weights of the 8 corners of Lövheim's cube for s, d, n in [0, 1] (low = 0, high = 1). */
export function lovheim(s: number, d: number, n: number): LovheimWeights {
  const S = 1 - s,
    D = 1 - d,
    N = 1 - n;
  return {
    shame: S * D * N,
    distress: S * D * n,
    fear: S * d * N,
    anger: S * d * n,
    contempt: s * D * N,
    surprise: s * D * n,
    joy: s * d * N,
    excitement: s * d * n,
  };
}

const scratch = new Array<number>(HORMONE_KEYS.length);
const feat = new Float64Array(FEATURES.length);

/**
 * Feature vector of `s` at `nowMs` (all features 0 at rest apart from the daily rhythm), in the
 * order of FEATURES. Returns a shared scratch buffer: copy it before the next call. `setPoints`:
 * the hormones' set points at `nowMs` (`circadianBaseline`), when the caller has them already.
 */
export function features(s: NhsState, nowMs: number, setPoints?: readonly number[]): Float64Array {
  const hour = localHour(s.timeZone, nowMs);
  const base = setPoints ?? circadianBaseline(s.baseline, hour, scratch);
  const x = (k: HormoneKey): number => (s.hormones[k] - base[HI[k]]!) / RANGE[HI[k]]!;
  const t = s.traces;
  const xCort = x('cortisol'),
    xAdr = x('adrenalin'),
    xNor = x('noradrenalin'),
    xDop = x('dopamin');
  const xSer = x('serotonin'),
    xEnd = x('endorphin'),
    xOxy = x('oxytocin'),
    xTest = x('testosterone');
  const P = clamp(1.5 * xSer + xDop + xEnd + xOxy - 1.2 * xCort - 0.5 * xAdr + 0.5 * t.valence, -1, 1);
  const A = clamp(1.2 * xNor + 1.2 * xAdr + 0.6 * xCort + 0.5 * xDop + 0.4 * t.arousal, -1, 1);
  const D = clamp(xTest + 0.8 * xSer - 0.8 * xCort - 0.5 * t.dominance, -1, 1);
  // Someone to blame: recent hostility of the other. Displeasure turns into anger only with it
  // (Lazarus 1991: anger is "a demeaning offence against me and mine"); without it, it is sorrow.
  const blame = unit(t.threat / BLAME_THREAT);
  const l = lovheim(unit(0.5 + 2.5 * xSer), unit(0.5 + 2.5 * xDop), unit(0.5 + 2.5 * xNor));
  const e = 1 / 8;
  const values: Record<Feature, number> = {
    P,
    A,
    D,
    Ppos: Math.max(0, P),
    Pblame: Math.min(0, P) * blame,
    lJoy: l.joy - e,
    lExcite: l.excitement - e,
    lSurprise: l.surprise - e,
    lContempt: l.contempt - e,
    lShame: l.shame - e,
    lDistress: l.distress - e,
    lFear: l.fear - e,
    lAnger: l.anger - e,
    lAngerBlame: (l.anger - e) * blame,
    val: t.valence,
    aro: t.arousal,
    dom: t.dominance,
    int: t.intimacy,
    thr: t.threat,
    nov: t.novelty,
    // Novelty beyond that of ordinary questions: real news, not "How was your day?".
    news: Math.max(0, t.novelty - ORDINARY_NOVELTY),
    cpx: t.complexity,
    dull: t.dullness,
    woe: Math.max(0, -t.valence) * (1 - blame),
    contact: t.contact,
    bond: t.bond,
    xCort,
    xAdr,
    xNor,
    xDop,
    xSer,
    xEnd,
    xOxy,
    xTest,
    xVas: x('vasopressin'),
    xEstr: x('estrogen'),
    xIns: x('insulin'),
    xGlu: x('glucagon'),
    xAldo: x('aldosterone'),
    xThy: (x('thyroxin') + x('triiodothyronine')) / 2,
    sleep: s.sleepPressure - 0.35,
    circ: circadianAlertness(hour),
    hunger: Math.min(1, hoursSinceMeal(hour) / 6) - 0.4,
    meal: mealResponse(hour),
    melAbs: (s.hormones.melatonin - MEL.min) / (MEL.max - MEL.min) - 0.2,
    asleep: isAsleepAt(s, nowMs, hour) ? 1 : 0,
  };
  for (let i = 0; i < FEATURES.length; i++) feat[i] = values[FEATURES[i]!];
  return feat;
}

/** All 65 states of `s` at `nowMs`, each clamped to 0–10 (`setPoints`: see `features`). */
export function deriveStates(s: NhsState, nowMs: number, setPoints?: readonly number[]): StateLevels {
  const f = features(s, nowMs, setPoints);
  const out = {} as StateLevels;
  for (const c of COMPILED) {
    let v = s.stateBaseline[c.name];
    for (let j = 0; j < c.idx.length; j++) v += c.w[j]! * f[c.idx[j]!]!;
    out[c.name] = clampState(v);
  }
  return out;
}
