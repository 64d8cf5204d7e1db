import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Appraisal } from '../appraisal/types.js';
import { AVATARS } from '../avatars/index.js';
import { portraitExpression } from '../chat/expression.js';
import type { LanguageCode } from '../languages.js';
import { applyChatMessage } from './conversation.js';
import { advance, applyAppraisal, createState, isAsleep } from './engine.js';
import type { StateName } from './states.js';
import { TRACE_KEYS, type NhsState } from './types.js';
import { createUserState } from './user.js';

/**
 * Issue 25's cases, through the whole chain (offline appraiser → engine → face), for every
 * avatar, by day and at night (13:00 and 01:00 UTC). docs/neuro-hormonal-model.md § 6.5 has
 * the before/after figures.
 */
const STARTS = [Date.UTC(2026, 2, 10, 13, 0), Date.UTC(2026, 2, 11, 1, 0)];
const GAP = 20_000;

interface Chat {
  readonly states: NhsState[];
  readonly last: NhsState;
  readonly atMs: number;
  /** The avatar's state at `atMs` had nobody written. */
  readonly rest: NhsState;
}

function chat(
  avatar: (typeof AVATARS)[number],
  startMs: number,
  lang: LanguageCode,
  texts: readonly string[],
  gap = GAP,
): Chat {
  const fresh = createState(avatar, startMs);
  let pair = { avatarState: fresh, userState: createUserState(startMs) };
  let t = startMs;
  const states: NhsState[] = [];
  for (const text of texts) {
    t += gap;
    const r = applyChatMessage({ ...pair, text, language: lang, nowMs: t });
    pair = { avatarState: r.avatarState, userState: r.userState };
    states.push(pair.avatarState);
  }
  return { states, last: pair.avatarState, atMs: t, rest: advance(fresh, t) };
}

const rise = (c: Chat, name: StateName): number => c.last.states[name] - c.rest.states[name];
const each = (fn: (avatar: (typeof AVATARS)[number], startMs: number) => void): void => {
  for (const startMs of STARTS) for (const avatar of AVATARS) fn(avatar, startMs);
};

describe('worry and loss', () => {
  const CASES: [LanguageCode, string][] = [
    ['de-DE', 'Ich habe heute leider meinen Job verloren'],
    ['de-DE', 'Ich mache mir Sorgen, weil mein Vermieter die Miete erhöhen will'],
    ['ar-SA', 'للأسف فقدت وظيفتي اليوم.'],
    ['ar-SA', 'أنا قلقة لأن صاحب البيت يريد رفع الإيجار.'],
    ['ja-JP', '今日、残念ながら仕事を失いました。'],
    ['ja-JP', '大家さんが家賃を上げるって言うから心配なんだ。'],
    ['en-US', 'Unfortunately I lost my job today.'],
  ];

  it('bring sadness and empathy, not anger, and a sad face (de, ar, ja, en; every avatar)', () => {
    each((avatar, startMs) => {
      for (const [lang, text] of CASES) {
        const c = chat(avatar, startMs, lang, [text]);
        const why = `${avatar.id} ${lang} ${text}`;
        expect(rise(c, 'SADNESS'), why).toBeGreaterThan(1);
        expect(rise(c, 'EMPATHY'), why).toBeGreaterThan(0.5);
        expect(rise(c, 'ANGER'), why).toBeLessThan(0.3);
        expect(portraitExpression(c.last), why).toBe('sadness');
      }
    });
  });
});

describe('an apology after an insult', () => {
  const CASES: [LanguageCode, string, string, string][] = [
    [
      'de-DE',
      'Du bist ein Idiot, halt die Klappe!',
      'Es tut mir leid, das war gemein von mir',
      'Wie war dein Tag?',
    ],
    ['ar-SA', 'أنت غبي، اسكت!', 'أنا آسف، كلامي كان قاسي معك.', 'كيف كان يومك؟'],
    ['ja-JP', 'バカ、黙れ！', 'ごめんなさい、ひどいことを言ってしまった。', '今日はどうだった？'],
    ['en-US', 'You are a stupid idiot, shut up!', "I'm sorry, that was mean of me.", 'How was your day?'],
  ];

  it('lowers anger and fear over the next turns, further than the same chat without it (de, ar, ja, en)', () => {
    each((avatar, startMs) => {
      for (const [lang, insult, apology, next] of CASES) {
        const why = `${avatar.id} ${lang}`;
        const sorry = chat(avatar, startMs, lang, [insult, apology, next, next]);
        const without = chat(avatar, startMs, lang, [insult, next, next, next]);
        const before = advance(sorry.states[0]!, sorry.states[0]!.updatedAtMs + GAP).states;
        const [, after, , later] = sorry.states.map((s) => s.states);
        for (const name of ['ANGER', 'FEAR'] as const) {
          expect(after![name], `${why} ${name} after the apology`).toBeLessThan(before[name]);
          expect(later![name], `${why} ${name} two turns later`).toBeLessThan(after![name]);
          expect(later![name], `${why} ${name} without the apology`).toBeLessThan(without.last.states[name]);
        }
        expect(['anger', 'fear'], why).not.toContain(portraitExpression(sorry.last));
      }
    });
  });
});

describe('an insult', () => {
  it('aimed at the avatar raises anger, more than sadness, and shows it (the issue sentences in de, ja, ar; en)', () => {
    const CASES: [LanguageCode, string][] = [
      ['de-DE', 'Du bist ja ein ziemlicher Langweiler'],
      ['ja-JP', 'あなたって本当につまらない人だね。'],
      ['ar-SA', 'أنت شخص ممل بصراحة.'],
      ['en-US', "You're a real bore, aren't you?"],
    ];
    each((avatar, startMs) => {
      for (const [lang, text] of CASES) {
        const c = chat(avatar, startMs, lang, [text]);
        const why = `${avatar.id} ${lang} ${text}`;
        expect(rise(c, 'ANGER'), why).toBeGreaterThan(1.5);
        expect(rise(c, 'ANGER'), why).toBeGreaterThan(rise(c, 'SADNESS'));
        expect(portraitExpression(c.last), why).toBe('anger');
      }
    });
  });

  it('aimed at someone else is no anger at the user', () => {
    const CASES: [LanguageCode, string][] = [
      ['en-US', 'My boss is such an idiot.'],
      ['de-DE', 'Mein Chef ist so ein Idiot.'],
      ['ja-JP', 'うちの上司は本当にバカだ。'],
      ['ar-SA', 'مديري غبي جدا.'],
    ];
    each((avatar, startMs) => {
      for (const [lang, text] of CASES) {
        const c = chat(avatar, startMs, lang, [text]);
        expect(rise(c, 'ANGER'), `${avatar.id} ${text}`).toBeLessThan(0.3);
        expect(portraitExpression(c.last), `${avatar.id} ${text}`).not.toBe('anger');
      }
    });
  });
});

describe('a friendly ten-message chat', () => {
  const CHATS: [LanguageCode, string[]][] = [
    [
      'de-DE',
      [
        'Hallo! Wie geht es dir?',
        'Mir geht es gut, danke!',
        'Ich war heute mit dem Rad unterwegs, das Wetter war herrlich!',
        'Was machst du so am Wochenende?',
        'Schach klingt toll! Ich spiele auch gern.',
        'Haha, das ist lustig!',
        'Du bist echt nett, danke für das Gespräch.',
        'Ich freue mich schon auf morgen!',
        'Erzähl mir mehr von deinem Hobby!',
        'Super, bis später! 😊',
      ],
    ],
    [
      'en-US',
      [
        'Hi! How are you?',
        "I'm good, thanks!",
        'I went cycling today, the weather was lovely!',
        'What are you up to this weekend?',
        'Chess sounds great! I like playing too.',
        'Haha, that is funny!',
        'You are really nice, thanks for the chat.',
        "I'm looking forward to tomorrow!",
        'Tell me more about your hobby!',
        'Great, see you later! 😊',
      ],
    ],
  ];
  const BODY = ['HEART_RATE', 'BREATHING_RATE', 'BLOOD_PRESSURE'] as const;

  it('keeps heart rate, breathing and blood pressure near their resting range (every avatar; 10 s and 30 s apart)', () => {
    each((avatar, startMs) => {
      // An avatar woken at night by the first message is startled; awake ones stay closer to rest.
      const woken = isAsleep(createState(avatar, startMs), startMs + 10_000);
      for (const [lang, texts] of CHATS) {
        for (const gap of [10_000, 30_000]) {
          const fresh = createState(avatar, startMs);
          const c = chat(avatar, startMs, lang, texts, gap);
          c.states.forEach((s, i) => {
            const rest = advance(fresh, startMs + (i + 1) * gap);
            for (const name of BODY) {
              const why = `${avatar.id} ${lang} ${gap} ms, message ${i + 1}, ${name}`;
              expect(s.states[name] - rest.states[name], why).toBeLessThan(woken ? 3 : 2);
              expect(s.states[name], why).toBeLessThan(6.5);
            }
          });
        }
      }
    });
  });
});

const unit = fc.double({ min: 0, max: 1, noNaN: true });
const signed = fc.double({ min: -1, max: 1, noNaN: true });
const anyAppraisal: fc.Arbitrary<Appraisal> = fc.record({
  valence: signed,
  arousal: unit,
  dominance: signed,
  intimacy: unit,
  threat: unit,
  novelty: unit,
  complexity: unit,
});
const friendly: fc.Arbitrary<Appraisal> = fc.record({
  valence: unit,
  arousal: fc.double({ min: 0, max: 0.5, noNaN: true }),
  dominance: fc.double({ min: -0.5, max: 0.5, noNaN: true }),
  intimacy: unit,
  threat: fc.constant(0),
  novelty: fc.double({ min: 0.1, max: 0.5, noNaN: true }),
  complexity: unit,
});
const hostile: fc.Arbitrary<Appraisal> = fc.record({
  valence: fc.double({ min: -1, max: -0.4, noNaN: true }),
  arousal: fc.double({ min: 0.2, max: 1, noNaN: true }),
  dominance: unit,
  intimacy: fc.constant(0),
  threat: fc.double({ min: 0.4, max: 1, noNaN: true }),
  novelty: fc.double({ min: 0.1, max: 0.5, noNaN: true }),
  complexity: fc.double({ min: 0, max: 0.5, noNaN: true }),
});
const appeasing: fc.Arbitrary<Appraisal> = fc.record({
  valence: fc.double({ min: 0.2, max: 1, noNaN: true }),
  arousal: fc.double({ min: 0, max: 0.3, noNaN: true }),
  dominance: fc.double({ min: -1, max: 0, noNaN: true }),
  intimacy: fc.double({ min: 0, max: 0.5, noNaN: true }),
  threat: fc.constant(0),
  novelty: fc.double({ min: 0.1, max: 0.3, noNaN: true }),
  complexity: fc.double({ min: 0, max: 0.5, noNaN: true }),
});
const avatar = fc.constantFrom(...AVATARS);
/** A start at any half hour of a day. */
const start = fc.integer({ min: 0, max: 47 }).map((h) => STARTS[0]! + h * 1_800_000);
const events = (a: fc.Arbitrary<Appraisal>, minGap: number, maxLength: number) =>
  fc.array(fc.record({ gapMs: fc.integer({ min: minGap, max: 600_000 }), appraisal: a }), { maxLength });

describe('properties', () => {
  it('friendly chats never drive the body states far from rest (never near 10/10)', () => {
    fc.assert(
      fc.property(avatar, start, events(friendly, 5_000, 30), (av, t0, evs) => {
        const fresh = createState(av, t0);
        let s = fresh;
        let t = t0;
        for (const e of evs) {
          t += e.gapMs;
          s = applyAppraisal(s, e.appraisal, t);
          const rest = advance(fresh, t);
          for (const name of ['HEART_RATE', 'BREATHING_RATE', 'BLOOD_PRESSURE'] as const) {
            // 3.5 is the bound; the two states come from the integrated hormones, whose sub-steps
            // leave a few millionths: random runs reached 3.500000001, 3.500001, 3.500002 and
            // 3.500002000001. Allow 1e-5 of it: far below any change a reader could see (0.1).
            expect(s.states[name] - rest.states[name]).toBeLessThanOrEqual(3.5 + 1e-5);
            expect(s.states[name]).toBeLessThan(8);
          }
        }
      }),
      { numRuns: 150 },
    );
  });

  it('after hostility, an appeasing message (an apology, a kind word) never raises anger or fear', () => {
    fc.assert(
      fc.property(
        avatar,
        start,
        events(anyAppraisal, 1_000, 6),
        hostile,
        appeasing,
        fc.integer({ min: 5_000, max: 120_000 }),
        (av, t0, evs, insult, apology, gap) => {
          let s = createState(av, t0);
          let t = t0;
          for (const e of evs) s = applyAppraisal(s, e.appraisal, (t += e.gapMs));
          s = applyAppraisal(s, insult, (t += GAP));
          const after = applyAppraisal(s, apology, (t += gap));
          const without = advance(s, t);
          expect(after.states.ANGER).toBeLessThanOrEqual(without.states.ANGER);
          expect(after.states.FEAR).toBeLessThanOrEqual(without.states.FEAR);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('keeps every trace in its range under any messages', () => {
    const signedTraces = new Set(['valence', 'dominance', 'bond']);
    fc.assert(
      fc.property(avatar, start, events(anyAppraisal, 0, 40), (av, t0, evs) => {
        let s = createState(av, t0);
        let t = t0;
        for (const e of evs) {
          s = applyAppraisal(s, e.appraisal, (t += e.gapMs));
          for (const k of TRACE_KEYS) {
            expect(s.traces[k]).toBeGreaterThanOrEqual(signedTraces.has(k) ? -1 : 0);
            expect(s.traces[k]).toBeLessThanOrEqual(1);
          }
        }
      }),
      { numRuns: 150 },
    );
  });
});
