import { PORTRAIT_EXPRESSIONS } from '@avatara/contracts';
import { describe, expect, it } from 'vitest';
import { AVATARS } from '../avatars/index.js';
import { applyChatMessage } from '../nhs/conversation.js';
import { advance, createState } from '../nhs/engine.js';
import { createUserState } from '../nhs/user.js';
import type { NhsState } from '../nhs/types.js';
import { EXPRESSION_OF_FEELING, portraitExpression } from './expression.js';
import { FEELINGS } from './feelings.js';

const emma = AVATARS[0]!;
const NOON_NY = Date.parse('2026-11-21T17:00:00Z');
const PRAISE = 'You are wonderful, thank you so much! I just got great news, I passed my exam!';
const INSULT = 'You are a stupid idiot, I hate you. Shut up!';

function withStates(s: NhsState, states: Partial<NhsState['states']>): NhsState {
  return { ...s, states: { ...s.states, ...states } };
}

/** The avatar's state after these messages, 15 s apart, from rest at `startMs`. */
function after(avatar: (typeof AVATARS)[number], startMs: number, messages: string[]): NhsState {
  let pair = { avatarState: createState(avatar, startMs, { seed: 7 }), userState: createUserState(startMs) };
  let t = startMs;
  for (const text of messages) {
    t += 15_000;
    const r = applyChatMessage({ ...pair, text, language: 'en-US', nowMs: t });
    pair = { avatarState: r.avatarState, userState: r.userState };
  }
  return pair.avatarState;
}

describe('EXPRESSION_OF_FEELING', () => {
  it('gives every feeling a portrait expression, and every expression is used', () => {
    for (const f of FEELINGS) expect(PORTRAIT_EXPRESSIONS).toContain(EXPRESSION_OF_FEELING[f]);
    expect(new Set(Object.values(EXPRESSION_OF_FEELING))).toEqual(new Set(PORTRAIT_EXPRESSIONS));
  });
});

describe('portraitExpression', () => {
  it('is calm at rest at midday', () => {
    expect(portraitExpression(createState(emma, NOON_NY))).toBe('calm');
  });

  it('shows the feeling that stands out', () => {
    const s = createState(emma, NOON_NY);
    expect(portraitExpression(withStates(s, { SADNESS: s.stateBaseline.SADNESS + 4 }))).toBe('sadness');
    expect(portraitExpression(withStates(s, { FEAR: s.stateBaseline.FEAR + 4 }))).toBe('fear');
    expect(portraitExpression(withStates(s, { SURPRISE: s.stateBaseline.SURPRISE + 4 }))).toBe('surprise');
    expect(portraitExpression(withStates(s, { SLEEPINESS: 9, ENERGY: 1 }))).toBe('tired');
    expect(portraitExpression(withStates(s, { LOVE: s.stateBaseline.LOVE + 4 }))).toBe('affection');
    expect(portraitExpression(withStates(s, { BOREDOM: s.stateBaseline.BOREDOM + 4 }))).toBe('bored');
  });

  it('does not read excitement alone as joy (an insult excites too)', () => {
    const s = createState(emma, NOON_NY);
    expect(portraitExpression(withStates(s, { EXCITEMENT: s.stateBaseline.EXCITEMENT + 4 }))).toBe('calm');
  });

  it('is joy after praise and good news, then anger after an insult, for every avatar, day or night', () => {
    for (const start of [
      Date.parse('2026-03-10T03:00:00Z'),
      Date.parse('2026-03-10T09:00:00Z'),
      Date.parse('2026-03-10T15:00:00Z'),
    ]) {
      for (const a of AVATARS) {
        expect(portraitExpression(after(a, start, [PRAISE])), a.id).toBe('joy');
        expect(portraitExpression(after(a, start, [PRAISE, INSULT])), a.id).toBe('anger');
      }
    }
  });

  it('changes as time passes: the joy of good news fades back to calm within hours', () => {
    const s = after(emma, NOON_NY, [PRAISE]);
    expect(portraitExpression(advance(s, NOON_NY + 60_000))).toBe('joy');
    expect(portraitExpression(advance(s, NOON_NY + 4 * 3_600_000))).not.toBe('joy');
  });
});

/** A chat driven by a clock the test controls: `at` moves it, `say` sends at the current time. */
function clockedChat(avatar: (typeof AVATARS)[number], startMs: number, language: string) {
  let now = startMs;
  let pair = { avatarState: createState(avatar, startMs, { seed: 7 }), userState: createUserState(startMs) };
  return {
    at(ms: number) {
      now = ms;
      return this;
    },
    after(ms: number) {
      now += ms;
      return this;
    },
    say(text: string) {
      const r = applyChatMessage({ ...pair, text, language, nowMs: now });
      pair = { avatarState: r.avatarState, userState: r.userState };
      return this;
    },
    /** The face the server would send now (the state advanced to the clock). */
    face: () => portraitExpression(advance(pair.avatarState, now)),
  };
}

describe('portraitExpression over time (a controlled clock)', () => {
  const MIN = 60_000;
  const HOUR = 3_600_000;
  const STARTS = [Date.parse('2026-03-10T13:00:00Z'), Date.parse('2026-03-11T01:00:00Z')];

  it('does not greet the user with an old anger at the next session, unless it is still there', () => {
    for (const start of STARTS) {
      for (const a of AVATARS) {
        const c = clockedChat(a, start, 'de-DE').after(15_000).say('Du bist ein Idiot, halt die Klappe!');
        expect(c.after(MIN).face(), a.id).toBe('anger');
        // Hours later the next session starts ("Willkommen zurück"): the anger has faded.
        expect(
          c
            .after(4 * HOUR)
            .say('AI:SESSION_START')
            .face(),
          a.id,
        ).not.toBe('anger');
        // Insulted again just before the session starts: the anger is still there.
        const again = clockedChat(a, start, 'de-DE').after(15_000).say('Du bist ein Idiot, halt die Klappe!');
        expect(again.after(30_000).say('AI:SESSION_START').face(), a.id).toBe('anger');
      }
    }
  });

  it('is sad, not angry, after "I lost my job", and relaxes as the sadness fades', () => {
    for (const start of STARTS) {
      for (const a of AVATARS) {
        const c = clockedChat(a, start, 'de-DE')
          .after(15_000)
          .say('Ich habe heute leider meinen Job verloren');
        expect(c.face(), a.id).toBe('sadness');
        expect(
          c
            .after(30 * MIN)
            .say('AI:SESSION_START')
            .face(),
          a.id,
        ).not.toBe('anger');
        expect(['anger', 'sadness'], a.id).not.toContain(
          c
            .after(4 * HOUR)
            .say('AI:SESSION_START')
            .face(),
        );
      }
    }
  });

  it('follows the feeling of the moment: joy, then sadness, then anger, then calm again after an apology', () => {
    const lukas = AVATARS.find((a) => a.id === 'lukas-hoffmann')!;
    const c = clockedChat(lukas, STARTS[0]!, 'de-DE');
    expect(c.after(15_000).say('Ich habe meine Prüfung bestanden, danke für deine Hilfe!').face()).toBe(
      'joy',
    );
    expect(
      c
        .after(10 * MIN)
        .say('Ich habe heute leider meinen Job verloren')
        .face(),
    ).toBe('sadness');
    expect(
      c
        .after(10 * MIN)
        .say('Du bist ja ein ziemlicher Langweiler')
        .face(),
    ).toBe('anger');
    c.after(30_000).say('Es tut mir leid, das war gemein von mir');
    expect(['anger', 'fear']).not.toContain(c.after(30_000).say('Wie war dein Tag?').face());
  });
});
