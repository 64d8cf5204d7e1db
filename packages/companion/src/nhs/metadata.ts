/**
 * Builds the `getNHSMetaData` answer from engine states (format in `format.ts`).
 */
import { advance } from './engine.js';
import { formatNhsText, type NhsEntry } from '@avatara/contracts';
import { HORMONE_KEYS } from './hormones.js';
import { STATE_NAMES } from './states.js';
import type { NhsState } from './types.js';

/** States then hormones of `s`, in display order, as an NhsEntry (no time advance). */
export function nhsEntryOf(s: NhsState): NhsEntry {
  const states: Record<string, number> = {};
  for (const n of STATE_NAMES) states[n] = s.states[n];
  const hormones: Record<string, number> = {};
  for (const k of HORMONE_KEYS) hormones[k] = s.hormones[k];
  return { states, hormones };
}

/** Inputs of `formatNhsMetaData`. */
export interface NhsMetaDataInput {
  /** The user's estimated state in the chat with this avatar, or null when none is stored. */
  readonly userState: NhsState | null;
  readonly avatarName: string;
  /** The avatar's own state with this user, or null when none is stored. */
  readonly avatarState: NhsState | null;
  /** Both states are advanced to this epoch ms before formatting. */
  readonly nowMs: number;
}

/**
 * The text answer of `GET /getNHSMetaData`: the user entry unprefixed, then the avatar's own
 * entry with `avatar.<name>.` keys; an empty string when neither state exists.
 */
export function formatNhsMetaData(input: NhsMetaDataInput): string {
  return formatNhsText({
    user: input.userState ? nhsEntryOf(advance(input.userState, input.nowMs)) : null,
    avatar: input.avatarState
      ? { name: input.avatarName, ...nhsEntryOf(advance(input.avatarState, input.nowMs)) }
      : null,
  });
}
