/**
 * One chat turn decided in the domain (docs/chat.md "A turn"): whether the avatar answers at all,
 * in what kind of reply, whether this reply ends the session (abuse, tiredness) and which states
 * the turn leaves. Pure: the server reads what it needs, asks `decideTurn`, calls the model and
 * writes what was decided. The rules' numbers are those of `session.ts`.
 */
import type { Appraisal } from '../appraisal/types.js';
import { advance } from '../nhs/engine.js';
import type { NhsState } from '../nhs/types.js';
import type { ShutdownReason } from '../persona/types.js';
import { applyChatMessage } from '../nhs/conversation.js';
import {
  ABUSE_LIMIT,
  ABUSE_PAUSE_MS,
  ABUSE_WINDOW_MS,
  hostility,
  isExhausted,
  nextWakeMs,
  shouldSpeakUp,
  type PauseFacts,
} from './session.js';

/** What a turn carries: a user's message or picture request, or the client's session start or pause. */
export type TurnKind = 'message' | 'image' | 'sessionStart' | 'pause';

/** The avatar's and the user's states. */
export interface StatePair {
  readonly avatarState: NhsState;
  readonly userState: NhsState;
}

/** A session the avatar ended, until when and why (`balance` also keeps the spendable balance then). */
export interface Closure {
  readonly reason: string | null;
  readonly untilMs: number | null;
  /** After a balance shutdown: the spendable balance then, micro-USD. */
  readonly balance: number | null;
}

/** What the server read for the turn. */
export interface TurnState {
  readonly pair: StatePair;
  /** Whether the pair was stored before (false: a first turn, whose states are saved whatever happens). */
  readonly stored: boolean;
  readonly closure: Closure;
  /** The user's spendable balance now, micro-USD. */
  readonly spendable: number;
  /** The user's recent messages: when, and how they were received. */
  readonly recent: readonly { readonly atMs: number; readonly appraisal: Appraisal | null }[];
  /** A pause's silence facts (null: none, or not a pause). */
  readonly pause: Omit<PauseFacts, 'hasOpenTopic'> | null;
  /** Whether the avatar remembers something to ask about (a plan, an event). */
  readonly hasOpenTopic: boolean;
}

/** The turn's message as read. */
export interface TurnMessage {
  readonly kind: TurnKind;
  readonly text: string;
  readonly language: string;
  /** How it was received; null: a control message, or a model that appraises it in its answer. */
  readonly appraisal: Appraisal | null;
  /** For the abuse rule when `appraisal` comes later: the offline rules' reading. */
  readonly provisional?: Appraisal | null;
}

/** What the turn does. */
export type TurnDecision =
  /** Nothing to say (a pause too short, or while the session is closed). */
  | { readonly act: 'silent' }
  /** A goodbye without a model call and without a charge; `sleep`: woken at night, closed until its wake hour. */
  | {
      readonly act: 'refuse';
      readonly reason: ShutdownReason;
      readonly states: StatePair;
      readonly sleep?: { readonly untilMs: number; readonly states: StatePair };
    }
  /** A reply of `kind`; `shutdown`: it ends the session; `save`: the new states are to be stored before the reply. */
  | {
      readonly act: 'reply';
      readonly kind: TurnKind;
      readonly shutdown: ShutdownReason | null;
      readonly states: StatePair;
      readonly save: boolean;
    };

const isUserText = (k: TurnKind): boolean => k === 'message' || k === 'image';

/** Both states advanced to `nowMs`, nothing else. */
const advanced = (pair: StatePair, nowMs: number): StatePair => ({
  avatarState: advance(pair.avatarState, nowMs),
  userState: advance(pair.userState, nowMs),
});

/**
 * A closed session's answer, before anything is read or asked of a model: a pause gets silence,
 * anything else the goodbye of the closure's reason. A balance closure holds only while the
 * spendable balance has not grown (a top-up reopens it). Null: the session is open.
 */
export function closedTurn(
  state: TurnState,
  kind: TurnKind,
  nowMs: number,
): Exclude<TurnDecision, { act: 'reply' }> | null {
  const c = state.closure;
  if (c.untilMs === null || c.untilMs <= nowMs) return null;
  if (c.reason === 'balance' && state.spendable > (c.balance ?? Number.POSITIVE_INFINITY)) return null;
  if (kind === 'pause') return { act: 'silent' };
  const reason: ShutdownReason =
    c.reason === 'balance' ? 'balance' : c.reason === 'abuse' ? 'abuse' : 'tired';
  return { act: 'refuse', reason, states: state.pair };
}

/**
 * Decides one turn: closed sessions (`closedTurn`); a pause the avatar does not break
 * (`shouldSpeakUp`); the message applied to both states; abuse — this message's hostility and
 * that of the user's messages of the last `ABUSE_WINDOW_MS` reaching `ABUSE_LIMIT` — ends the
 * session with this reply; an exhausted avatar late at night mumbles good night to a session start
 * or a pause (no charge, closed until its wake hour) and ends the session after answering a message.
 */
export function decideTurn(state: TurnState, message: TurnMessage, nowMs: number): TurnDecision {
  const closed = closedTurn(state, message.kind, nowMs);
  if (closed) return closed;
  if (
    state.pause &&
    !shouldSpeakUp(advance(state.pair.avatarState, nowMs), {
      ...state.pause,
      hasOpenTopic: state.hasOpenTopic,
    })
  )
    return { act: 'silent' };
  if (message.kind === 'pause' && !state.pause) return { act: 'silent' };

  let shutdown: ShutdownReason | null = null;
  const strike = hostility(message.appraisal ?? message.provisional ?? null);
  if (strike > 0) {
    const since = nowMs - ABUSE_WINDOW_MS;
    const earlier = state.recent
      .filter((m) => m.atMs >= since)
      .reduce((n, m) => n + hostility(m.appraisal), 0);
    if (strike + earlier >= ABUSE_LIMIT) shutdown = 'abuse';
  }

  const appraisal = isUserText(message.kind) ? message.appraisal : null;
  const next: StatePair = appraisal
    ? applyChatMessage({ ...state.pair, text: message.text, language: message.language, nowMs, appraisal })
    : advanced(state.pair, nowMs);
  const states = { avatarState: next.avatarState, userState: next.userState };
  const save = appraisal !== null || !state.stored;
  if (!shutdown && isExhausted(states.avatarState, nowMs)) {
    if (!isUserText(message.kind))
      return {
        act: 'refuse',
        reason: 'tired',
        states,
        sleep: { untilMs: nextWakeMs(states.avatarState, nowMs), states },
      };
    shutdown = 'tired';
  }
  return { act: 'reply', kind: message.kind, shutdown, states, save };
}

/** How long a session a reply ended stays closed: an abused avatar for `ABUSE_PAUSE_MS`, a tired one until it wakes. */
export function closureAfter(
  shutdown: 'abuse' | 'tired',
  avatarState: NhsState,
  nowMs: number,
): { reason: 'abuse' | 'tired'; untilMs: number } {
  return shutdown === 'abuse'
    ? { reason: 'abuse', untilMs: nowMs + ABUSE_PAUSE_MS }
    : { reason: 'tired', untilMs: nextWakeMs(avatarState, nowMs) };
}
