/**
 * Session rules of the chat, pure and cheap: when an avatar speaks up on its own during a
 * pause, when it ends a session (too tired late at night, an abusive user), and until when.
 * docs/chat.md explains the numbers.
 */
import type { Appraisal } from '../appraisal/types.js';
import { inSleepWindow } from '../nhs/circadian.js';
import { localHour } from '../nhs/clock.js';
import type { NhsState } from '../nhs/types.js';
import { feelingScores } from './feelings.js';

/** Silence before an avatar may speak up on its own, ms. */
export const SPEAK_UP_AFTER_SILENCE_MS = 120_000;
/** Least time between two speak-ups, ms. */
export const SPEAK_UP_MIN_GAP_MS = 600_000;
/** Most speak-ups per avatar and user within an hour. */
export const SPEAK_UPS_PER_HOUR = 3;

/** What the pause rule looks at. */
export interface PauseFacts {
  /** Time since the last message of either side, ms. */
  readonly silenceMs: number;
  /** Time since the avatar last spoke up on its own, ms (Infinity: never). */
  readonly sinceLastSpeakUpMs: number;
  /** Whether the avatar already spoke up since the user's last message. */
  readonly spokeUpThisSilence: boolean;
  /** Speak-ups within the last hour. */
  readonly speakUpsLastHour: number;
  /** Whether the avatar remembers something to ask about (a plan, an event). */
  readonly hasOpenTopic: boolean;
}

/**
 * Whether the avatar breaks a silence: only after 2 minutes of it, once per silence, at most 3
 * times an hour and 10 minutes apart, never when tired or angry, and only when it has a drive
 * to talk (loneliness, curiosity, talkativeness, affection) or something to ask about.
 */
export function shouldSpeakUp(state: NhsState, facts: PauseFacts): boolean {
  if (facts.silenceMs < SPEAK_UP_AFTER_SILENCE_MS) return false;
  if (
    facts.spokeUpThisSilence ||
    facts.sinceLastSpeakUpMs < SPEAK_UP_MIN_GAP_MS ||
    facts.speakUpsLastHour >= SPEAK_UPS_PER_HOUR
  )
    return false;
  const f = feelingScores(state);
  if (f.tired > 0.5 || f.anger > 0.4 || f.fear > 0.6) return false;
  const s = state.states;
  const drive = Math.max(
    (s.LONELINESS - state.stateBaseline.LONELINESS) / 3,
    (s.CURIOSITY - 5) / 4,
    (s.TALKATIVENESS - 5) / 4,
    f.affection,
  );
  return drive >= 0.25 || (facts.hasOpenTopic && drive >= 0);
}

/** A message that counts against the user (hostile and unpleasant); 2 for a severe one. */
export function hostility(a: Appraisal | null): number {
  if (!a || a.threat < 0.5 || a.valence > -0.5) return 0;
  return a.threat >= 0.8 ? 2 : 1;
}

/** Hostility within this window counts toward ending the session, ms. */
export const ABUSE_WINDOW_MS = 10 * 60_000;
/** Hostility weight within the window that ends a session. */
export const ABUSE_LIMIT = 3;
/** How long an avatar refuses to talk after ending a session for abuse, ms. */
export const ABUSE_PAUSE_MS = 15 * 60_000;

/**
 * Whether the avatar is too tired to go on: it is inside its sleep window at home and its
 * fatigue or sleepiness is high (a user who kept it up past bedtime, or woke it and stayed).
 */
export function isExhausted(state: NhsState, nowMs: number): boolean {
  if (!inSleepWindow(localHour(state.timeZone, nowMs), state.sleep)) return false;
  return state.states.FATIGUE >= 5.5 || state.states.SLEEPINESS >= 6;
}

/** The next time the avatar's wake hour comes round in its own time zone, epoch ms. */
export function nextWakeMs(state: NhsState, nowMs: number): number {
  const h = localHour(state.timeZone, nowMs);
  const ahead = (state.sleep.wakeHour - h + 24) % 24 || 24;
  return nowMs + Math.round(ahead * 3_600_000);
}
