/**
 * The user's own estimated state, shown beside the avatar's in the overlay. It comes from the
 * same appraisal as the avatar's, read from the sender's side: what someone who writes this
 * message probably feels. The user is modelled as a neutral adult (no temperament).
 */
import type { Appraisal } from '../appraisal/types.js';
import { applyAppraisal, createState } from './engine.js';
import { NEUTRAL_TEMPERAMENT, type Gender, type NhsProfile } from './profile.js';
import type { NhsState } from './types.js';

/** Profile id of user states. */
export const USER_PROFILE_ID = 'user';

/** A neutral profile for a user in `timeZone` (default UTC), sleeping 23:00–07:00. */
export function userProfile(timeZone = 'UTC', gender: Gender = 'diverse'): NhsProfile {
  return {
    id: USER_PROFILE_ID,
    timeZone,
    gender,
    temperament: NEUTRAL_TEMPERAMENT,
    sleep: { bedHour: 23, wakeHour: 7 },
  };
}

/**
 * The appraisal as felt by its sender: same pleasantness, arousal, closeness and demand; the
 * sender's dominance is the opposite of what the listener receives; hostility arouses the
 * sender less than the target (threat × 0.4), and one's own news surprises oneself less.
 */
export function senderPerspective(a: Appraisal): Appraisal {
  return {
    valence: a.valence,
    arousal: a.arousal,
    dominance: -a.dominance,
    intimacy: a.intimacy,
    threat: a.threat * 0.4,
    novelty: a.novelty * 0.5,
    complexity: a.complexity,
  };
}

/** A fresh user state at `nowMs`. */
export function createUserState(
  nowMs: number,
  timeZone = 'UTC',
  gender: Gender = 'diverse',
  seed?: number,
): NhsState {
  return createState(userProfile(timeZone, gender), nowMs, seed === undefined ? {} : { seed });
}

/** The user state after the user sent a message appraised as `appraisal` at `nowMs`. */
export function applyUserAppraisal(state: NhsState, appraisal: Appraisal, nowMs: number): NhsState {
  return applyAppraisal(state, senderPerspective(appraisal), nowMs);
}

/** A one-off estimate of the user's state from one message, without stored history. */
export function estimateUserState(appraisal: Appraisal, nowMs: number, timeZone = 'UTC'): NhsState {
  return applyUserAppraisal(createUserState(nowMs, timeZone), appraisal, nowMs);
}
