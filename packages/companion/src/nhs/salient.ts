/**
 * The states that stand out right now, e.g. to tell a chat model how the avatar feels
 * ("you feel: ANGER 6.4 (+5.2), STRESS 5.1 (+3.0) …").
 */
import { STATES, STATE_NAMES, type StateGroup, type StateName } from './states.js';
import type { NhsState } from './types.js';

/** One state with its deviation from the person's resting level. */
export interface SalientState {
  readonly name: StateName;
  readonly group: StateGroup;
  /** Current level, 0–10. */
  readonly value: number;
  /** Current level minus the personal resting level (state points). */
  readonly delta: number;
}

/** Options of `salientStates`. */
export interface SalientOptions {
  /** How many states to return (default 5). */
  readonly count?: number;
  /** Only states of this group. */
  readonly group?: StateGroup;
  /** Ignore deviations smaller than this (state points, default 0.5). */
  readonly minDelta?: number;
}

/**
 * The states that deviate most from the resting levels, largest |delta| first. Ties keep the
 * display order, so the answer is deterministic.
 */
export function salientStates(state: NhsState, options: SalientOptions = {}): SalientState[] {
  const { count = 5, group, minDelta = 0.5 } = options;
  const out: SalientState[] = [];
  for (const name of STATE_NAMES) {
    const g = STATES[name].group;
    if (group && g !== group) continue;
    const value = state.states[name];
    const delta = value - state.stateBaseline[name];
    if (Math.abs(delta) >= minDelta) out.push({ name, group: g, value, delta });
  }
  return out.sort((a, b) => Math.abs(b.delta) - Math.abs(a.delta)).slice(0, count);
}
