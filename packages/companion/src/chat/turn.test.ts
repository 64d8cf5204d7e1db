import { describe, expect, it } from 'vitest';
import { appraiseMessage } from '../appraisal/appraise.js';
import type { Appraisal } from '../appraisal/types.js';
import { AVATARS } from '../avatars/index.js';
import { createState } from '../nhs/engine.js';
import type { NhsState } from '../nhs/types.js';
import { ABUSE_PAUSE_MS, ABUSE_WINDOW_MS, nextWakeMs, SPEAK_UP_AFTER_SILENCE_MS } from './session.js';
import { closedTurn, closureAfter, decideTurn, type TurnMessage, type TurnState } from './turn.js';

const emma = AVATARS[0]!;
const NOON_NY = Date.parse('2026-11-21T17:00:00Z');
const TWO_AM_NY = Date.parse('2026-11-22T07:00:00Z');
const MIN = 60_000;

const withStates = (s: NhsState, states: Partial<NhsState['states']>): NhsState => ({
  ...s,
  states: { ...s.states, ...states },
});

const state = (over: Partial<TurnState> = {}, at = NOON_NY): TurnState => ({
  pair: { avatarState: createState(emma, at), userState: createState(emma, at) },
  stored: true,
  closure: { reason: null, untilMs: null, balance: null },
  spendable: 5_000_000,
  recent: [],
  pause: null,
  hasOpenTopic: false,
  ...over,
});

const message = (text: string, over: Partial<TurnMessage> = {}): TurnMessage => ({
  kind: 'message',
  text,
  language: 'en-US',
  appraisal: appraiseMessage(text, 'en-US'),
  ...over,
});

const HOSTILE: Appraisal = {
  valence: -0.9,
  arousal: 0.8,
  dominance: 0.6,
  intimacy: 0,
  threat: 0.7,
  novelty: 0.2,
  complexity: 0.2,
};

describe('decideTurn', () => {
  it('replies to a friendly message, moving and saving both states', () => {
    const s = state();
    const d = decideTurn(s, message('You are so kind, thank you!'), NOON_NY + MIN);
    expect(d).toMatchObject({ act: 'reply', kind: 'message', shutdown: null, save: true });
    if (d.act !== 'reply') throw new Error('reply expected');
    expect(d.states.avatarState).not.toEqual(s.pair.avatarState);
  });

  it('saves nothing for a control message of a stored pair, but a first pair is saved whatever comes', () => {
    const start = message('AI:SESSION_START', { kind: 'sessionStart', appraisal: null });
    expect(decideTurn(state(), start, NOON_NY)).toMatchObject({ act: 'reply', save: false });
    expect(decideTurn(state({ stored: false }), start, NOON_NY)).toMatchObject({ act: 'reply', save: true });
  });

  it('ends the session for abuse when this message and the last ten minutes reach the limit', () => {
    const at = NOON_NY;
    const once = decideTurn(state(), message('x', { appraisal: HOSTILE }), at);
    expect(once).toMatchObject({ act: 'reply', shutdown: null });
    const twoBefore = [
      { atMs: at - 2 * MIN, appraisal: HOSTILE },
      { atMs: at - 5 * MIN, appraisal: HOSTILE },
    ];
    expect(decideTurn(state({ recent: twoBefore }), message('x', { appraisal: HOSTILE }), at)).toMatchObject({
      act: 'reply',
      shutdown: 'abuse',
    });
    // Older hostility has lapsed.
    const old = twoBefore.map((m) => ({ ...m, atMs: m.atMs - ABUSE_WINDOW_MS }));
    expect(decideTurn(state({ recent: old }), message('x', { appraisal: HOSTILE }), at)).toMatchObject({
      shutdown: null,
    });
    // A model that appraises in its answer: the provisional reading counts now.
    const later = message('x', { appraisal: null, provisional: HOSTILE });
    expect(decideTurn(state({ recent: twoBefore }), later, at)).toMatchObject({
      shutdown: 'abuse',
      save: false,
    });
  });

  it('an exhausted avatar at night says good night to a session start, free, until it wakes; a message gets a last reply', () => {
    const tired = state({}, TWO_AM_NY);
    const s = {
      ...tired,
      pair: {
        ...tired.pair,
        avatarState: {
          ...withStates(tired.pair.avatarState, { FATIGUE: 9, SLEEPINESS: 9 }),
          sleepPressure: 1,
        },
      },
    };
    const d = decideTurn(
      s,
      message('AI:SESSION_START', { kind: 'sessionStart', appraisal: null }),
      TWO_AM_NY,
    );
    expect(d).toMatchObject({ act: 'refuse', reason: 'tired' });
    if (d.act !== 'refuse') throw new Error('refuse expected');
    expect(d.sleep?.untilMs).toBe(nextWakeMs(d.states.avatarState, TWO_AM_NY));
    expect(decideTurn(s, message('Are you still up?'), TWO_AM_NY)).toMatchObject({
      act: 'reply',
      shutdown: 'tired',
    });
  });

  it('breaks a silence only when the pause rule says so', () => {
    const pause = message('AI:PAUSE', { kind: 'pause', appraisal: null });
    expect(decideTurn(state(), pause, NOON_NY)).toEqual({ act: 'silent' });
    const short = {
      silenceMs: 10_000,
      sinceLastSpeakUpMs: Infinity,
      spokeUpThisSilence: false,
      speakUpsLastHour: 0,
    };
    expect(decideTurn(state({ pause: short }), pause, NOON_NY)).toEqual({ act: 'silent' });
    const lonely = state({
      pause: { ...short, silenceMs: SPEAK_UP_AFTER_SILENCE_MS + 1 },
      hasOpenTopic: true,
    });
    const lonelier = {
      ...lonely,
      pair: {
        ...lonely.pair,
        avatarState: withStates(lonely.pair.avatarState, { LONELINESS: 9, CURIOSITY: 9 }),
      },
    };
    expect(decideTurn(lonelier, pause, NOON_NY)).toMatchObject({ act: 'reply', kind: 'pause' });
  });
});

describe('closedTurn', () => {
  const closed = (reason: string, untilMs: number, balance: number | null = null) =>
    state({ closure: { reason, untilMs, balance } });

  it('refuses while a closure lasts, with its reason; a pause gets silence; an expired closure is open', () => {
    expect(closedTurn(closed('abuse', NOON_NY + MIN), 'message', NOON_NY)).toMatchObject({
      act: 'refuse',
      reason: 'abuse',
    });
    expect(closedTurn(closed('tired', NOON_NY + MIN), 'image', NOON_NY)).toMatchObject({ reason: 'tired' });
    expect(closedTurn(closed('abuse', NOON_NY + MIN), 'pause', NOON_NY)).toEqual({ act: 'silent' });
    expect(closedTurn(closed('abuse', NOON_NY - 1), 'message', NOON_NY)).toBeNull();
    expect(closedTurn(state(), 'message', NOON_NY)).toBeNull();
  });

  it('keeps a balance closure until the spendable balance grows past the one that ended it', () => {
    const s = { ...closed('balance', NOON_NY + 86_400_000, 1_000), spendable: 1_000 };
    expect(closedTurn(s, 'message', NOON_NY)).toMatchObject({ act: 'refuse', reason: 'balance' });
    expect(closedTurn({ ...s, spendable: 1_001 }, 'message', NOON_NY)).toBeNull();
  });
});

describe('closureAfter', () => {
  it('pauses an abused avatar for the abuse pause, a tired one until it wakes', () => {
    const s = createState(emma, TWO_AM_NY);
    expect(closureAfter('abuse', s, NOON_NY)).toEqual({ reason: 'abuse', untilMs: NOON_NY + ABUSE_PAUSE_MS });
    expect(closureAfter('tired', s, TWO_AM_NY)).toEqual({
      reason: 'tired',
      untilMs: nextWakeMs(s, TWO_AM_NY),
    });
  });
});
