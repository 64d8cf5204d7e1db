import { describe, expect, it } from 'vitest';
import { AVATARS } from '../avatars/index.js';
import { createState } from '../nhs/engine.js';
import type { NhsState } from '../nhs/types.js';
import type { PersonaInput } from '../persona/types.js';
import { describeFeelings, dominantFeeling, feelingScores } from './feelings.js';
import { buildChatPrompt } from './prompt.js';
import { hostility, isExhausted, nextWakeMs, shouldSpeakUp, SPEAK_UP_AFTER_SILENCE_MS } from './session.js';
import { estimatePromptTokens, estimateTokens } from './tokens.js';

const emma = AVATARS[0]!;
const NOON_NY = Date.parse('2026-11-21T17:00:00Z');
const TWO_AM_NY = Date.parse('2026-11-22T07:00:00Z');

function withStates(s: NhsState, states: Partial<NhsState['states']>): NhsState {
  return { ...s, states: { ...s.states, ...states } };
}

const persona = (over: Partial<PersonaInput> = {}): PersonaInput => ({
  avatar: emma,
  state: createState(emma, NOON_NY),
  appraisal: null,
  language: 'de-DE',
  userName: 'Ada',
  memories: [],
  history: [],
  message: 'Hallo!',
  kind: 'message',
  isFirstSession: false,
  nowMs: NOON_NY,
  seed: 1,
  ...over,
});

describe('estimateTokens', () => {
  it('counts about four Latin characters per token and rounds up', () => {
    expect(estimateTokens('')).toBe(0);
    expect(estimateTokens('a')).toBe(1);
    expect(estimateTokens('Hello there, how are you?')).toBe(7);
  });
  it('counts about one token per Chinese or Japanese character', () => {
    expect(estimateTokens('你好世界')).toBeGreaterThanOrEqual(4);
    expect(estimateTokens('こんにちは')).toBeGreaterThanOrEqual(5);
  });
  it('adds the per-message overhead for a prompt', () => {
    expect(estimatePromptTokens([{ content: 'Hi' }, { content: 'Hi' }])).toBe(3 + 2 * (4 + 1));
  });
});

describe('dominantFeeling / describeFeelings', () => {
  it('is calm for an avatar at rest and says so', () => {
    const s = createState(emma, NOON_NY);
    expect(dominantFeeling(s)).toBe('calm');
    expect(describeFeelings(s)).toMatch(/^You feel/);
  });
  it('names the feeling that stands out, with a degree', () => {
    const s = createState(emma, NOON_NY);
    const angry = withStates(s, {
      ANGER: s.stateBaseline.ANGER + 4,
      FRUSTRATION: s.stateBaseline.FRUSTRATION + 3,
    });
    expect(dominantFeeling(angry)).toBe('anger');
    expect(describeFeelings(angry)).toContain('very angry');
    const sleepy = withStates(s, { SLEEPINESS: 9, ENERGY: 1 });
    expect(dominantFeeling(sleepy)).toBe('tired');
    expect(feelingScores(sleepy).tired).toBeGreaterThan(0.5);
  });
  it('never names hormones or numbers', () => {
    const s = createState(emma, NOON_NY);
    expect(describeFeelings(withStates(s, { JOY: 9, CURIOSITY: 9 }))).not.toMatch(/\d|cortisol|dopamin/i);
  });
});

describe('buildChatPrompt', () => {
  it('tells the model how to address the user where the language shows gender: as registered, else neutrally', () => {
    const system = (over: Partial<PersonaInput>) =>
      buildChatPrompt(persona(over), { structured: false })[0]!.content;
    expect(system({ userGender: 'female' })).toContain('in the feminine forms');
    expect(system({ userGender: 'male' })).toContain('in the masculine forms');
    expect(system({})).toContain('gender-neutral forms');
  });
  it('gives the persona, feelings, memories and the reply language, then history and the message', () => {
    const messages = buildChatPrompt(
      persona({
        memories: [
          {
            id: '1',
            kind: 'name',
            key: 'name',
            value: 'Zoltan',
            text: '',
            language: 'en-US',
            updatedAtMs: 0,
          },
        ],
        history: [
          { role: 'user', text: 'Hi', atMs: 0 },
          { role: 'avatar', text: 'Hello!', atMs: 1 },
        ],
      }),
      { structured: true },
    );
    const system = messages[0]!.content;
    expect(messages[0]!.role).toBe('system');
    for (const part of ['Emma Walker', 'New York', 'journalist', 'You feel', 'Zoltan', 'German', '"reply"'])
      expect(system).toContain(part);
    expect(messages.slice(1).map((m) => m.role)).toEqual(['user', 'assistant', 'user']);
    expect(messages.at(-1)!.content).toBe('Hallo!');
  });
  it('asks for an introduction at a first session start, the marker as the user turn (strict templates refuse a system-only list)', () => {
    const messages = buildChatPrompt(persona({ kind: 'sessionStart', isFirstSession: true, message: '' }), {
      structured: false,
    });
    expect(messages.map((m) => m.role)).toEqual(['system', 'user']);
    expect(messages[1]!.content).toBe('[AI:SESSION_START]');
    expect(messages[0]!.content).toContain('introduce yourself');
    expect(messages[0]!.content).not.toContain('"reply"');
  });
  it('ends every list with a user turn and never puts two turns of one role in a row', () => {
    for (const kind of ['pause', 'shutdown', 'sessionStart', 'message'] as const) {
      const messages = buildChatPrompt(
        persona({
          kind,
          message: kind === 'message' ? 'And you?' : '',
          history: [
            { role: 'user', text: 'Hi', atMs: 1 },
            { role: 'user', text: 'Are you there?', atMs: 2 },
            { role: 'avatar', text: 'Yes!', atMs: 3 },
          ],
        }),
        { structured: false },
      );
      expect(messages.at(-1)!.role, kind).toBe('user');
      for (let i = 1; i < messages.length; i++) expect(messages[i]!.role).not.toBe(messages[i - 1]!.role);
    }
  });
  it('tells the model why it ends a session', () => {
    expect(
      buildChatPrompt(persona({ kind: 'shutdown', shutdownReason: 'abuse' }), { structured: false })[0]!
        .content,
    ).toContain('hostile');
    expect(
      buildChatPrompt(persona({ kind: 'shutdown', shutdownReason: 'tired' }), { structured: false })[0]!
        .content,
    ).toContain('late at night');
  });
});

describe('shouldSpeakUp', () => {
  const facts = {
    silenceMs: SPEAK_UP_AFTER_SILENCE_MS,
    sinceLastSpeakUpMs: Infinity,
    spokeUpThisSilence: false,
    speakUpsLastHour: 0,
    hasOpenTopic: true,
  };
  const lonely = (() => {
    const s = createState(emma, NOON_NY);
    return withStates(s, { LONELINESS: s.stateBaseline.LONELINESS + 3, CURIOSITY: 8 });
  })();
  it('speaks up after two minutes of silence when it has a drive to talk', () => {
    expect(shouldSpeakUp(lonely, facts)).toBe(true);
  });
  it('never speaks up before two minutes, twice in one silence, more than 3 times an hour, or within 10 minutes', () => {
    expect(shouldSpeakUp(lonely, { ...facts, silenceMs: SPEAK_UP_AFTER_SILENCE_MS - 1 })).toBe(false);
    expect(shouldSpeakUp(lonely, { ...facts, spokeUpThisSilence: true })).toBe(false);
    expect(shouldSpeakUp(lonely, { ...facts, speakUpsLastHour: 3 })).toBe(false);
    expect(shouldSpeakUp(lonely, { ...facts, sinceLastSpeakUpMs: 5 * 60_000 })).toBe(false);
  });
  it('stays quiet when tired or angry', () => {
    expect(shouldSpeakUp(withStates(lonely, { SLEEPINESS: 9, ENERGY: 1 }), facts)).toBe(false);
    expect(shouldSpeakUp(withStates(lonely, { ANGER: 9 }), facts)).toBe(false);
  });
});

describe('hostility', () => {
  const a = {
    valence: -0.9,
    arousal: 0.8,
    dominance: 0.8,
    intimacy: 0,
    threat: 0.6,
    novelty: 0.1,
    complexity: 0.1,
  };
  it('counts hostile messages, severe ones double, and nothing else', () => {
    expect(hostility(a)).toBe(1);
    expect(hostility({ ...a, threat: 0.9 })).toBe(2);
    expect(hostility({ ...a, valence: 0.2 })).toBe(0);
    expect(hostility(null)).toBe(0);
  });
});

describe('isExhausted / nextWakeMs', () => {
  it('is exhausted only inside the sleep window with high fatigue or sleepiness', () => {
    const night = createState(emma, TWO_AM_NY);
    expect(isExhausted(withStates(night, { FATIGUE: 7 }), TWO_AM_NY)).toBe(true);
    expect(isExhausted(withStates(night, { FATIGUE: 3, SLEEPINESS: 2 }), TWO_AM_NY)).toBe(false);
    expect(isExhausted(withStates(createState(emma, NOON_NY), { FATIGUE: 9 }), NOON_NY)).toBe(false);
  });
  it('wakes at the wake hour of its own time zone', () => {
    const s = createState(emma, TWO_AM_NY);
    const wake = nextWakeMs(s, TWO_AM_NY);
    expect((wake - TWO_AM_NY) / 3_600_000).toBeCloseTo(emma.sleep.wakeHour - 2, 1);
  });
});
