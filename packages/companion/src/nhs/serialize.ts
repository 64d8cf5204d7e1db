/**
 * Plain-JSON form of NhsState for a database column (jsonb or text). `stateFromJson` validates
 * with zod, fills hormones, states or traces missing from older rows, and clamps every level.
 */
import { z } from 'zod';
import { deriveStates } from './derive.js';
import { HORMONE_KEYS, HORMONES, clampHormone, type HormoneLevels } from './hormones.js';
import { STATE_NAMES, STATES, clampState, type StateLevels } from './states.js';
import { NHS_STATE_VERSION, TRACE_KEYS, zeroTraces, type NhsState, type Traces } from './types.js';

const num = z.number();
const record = z.record(z.string(), num);

/** zod schema of the stored JSON (lenient on level maps, strict on the scalars). */
export const ZNhsStateJson = z.object({
  v: z.literal(NHS_STATE_VERSION),
  profileId: z.string(),
  timeZone: z.string(),
  sleep: z.object({ bedHour: num.min(0).max(24), wakeHour: num.min(0).max(24) }),
  baseline: record,
  stateBaseline: record,
  reactivity: z.object({ threat: num, reward: num, social: num, novelty: num }),
  hormones: record,
  states: record,
  traces: record,
  sleepPressure: num.min(0).max(1),
  createdAtMs: num,
  updatedAtMs: num,
  lastInteractionMs: num,
  messageCount: z.number().int().min(0),
  rng: z.number().int().min(0).max(4294967295),
});

/** The JSON value to store (the state is already plain data; this copies it). */
export function stateToJson(s: NhsState): unknown {
  return JSON.parse(JSON.stringify(s)) as unknown;
}

/** Parses a stored JSON value (object or string) back into a state; throws a ZodError when invalid. */
export function stateFromJson(json: unknown): NhsState {
  const raw = ZNhsStateJson.parse(typeof json === 'string' ? (JSON.parse(json) as unknown) : json);
  const baseline = {} as HormoneLevels;
  const hormones = {} as HormoneLevels;
  for (const k of HORMONE_KEYS) {
    baseline[k] = clampHormone(k, raw.baseline[k] ?? HORMONES[k].default);
    hormones[k] = clampHormone(k, raw.hormones[k] ?? baseline[k]);
  }
  const stateBaseline = {} as StateLevels;
  for (const n of STATE_NAMES) stateBaseline[n] = clampState(raw.stateBaseline[n] ?? STATES[n].default);
  const traces: Traces = zeroTraces();
  for (const k of TRACE_KEYS) traces[k] = raw.traces[k] ?? 0;
  const s: NhsState = { ...raw, baseline, hormones, stateBaseline, traces, states: {} as StateLevels };
  s.states = deriveStates(s, s.updatedAtMs);
  return s;
}
