import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AVATARS } from '../avatars/index.js';
import { LANGUAGES, type LanguageCode } from '../languages.js';
import { extractMemories } from '../memory/extract.js';
import type { MemoryFact } from '../memory/types.js';
import { STATE_NAMES } from '../nhs/states.js';
import { composeOfflineReply } from './compose.js';
import { readMessage } from './reading.js';
import { avatarNames } from './names.js';
import { PHRASES } from './phrases/index.js';
import { countSentences } from './render.js';
import {
  atLocalHour,
  avatarFor,
  fact,
  makeInput,
  MOODS,
  NOW,
  stateWith,
  type MoodName,
} from './test-fixtures.js';
import type { PersonaInput } from './types.js';

const reply = (lang: LanguageCode, over: Partial<PersonaInput> = {}): string =>
  composeOfflineReply(makeInput(lang, over));
const seeds = (n: number): number[] => Array.from({ length: n }, (_, i) => i * 7919 + 3);

/** Per language: a statement, a greeting, "what is my name", "my name is Zoltan". */
const MSG: Readonly<
  Record<
    LanguageCode,
    { statement: string; greeting: string; askName: string; tellName: string; askMemories: string }
  >
> = {
  'en-US': {
    statement: 'I went hiking with my brother yesterday',
    greeting: 'Hi!',
    askName: "What's my name?",
    tellName: 'My name is Zoltan',
    askMemories: 'What do you remember about me?',
  },
  'de-DE': {
    statement: 'Ich war gestern mit meinem Bruder wandern',
    greeting: 'Hallo!',
    askName: 'Wie heiße ich?',
    tellName: 'Ich heiße Zoltan',
    askMemories: 'Was weißt du über mich?',
  },
  'fr-FR': {
    statement: 'Hier je suis allé au cinéma avec mon frère',
    greeting: 'Salut !',
    askName: "Comment je m'appelle ?",
    tellName: "Je m'appelle Zoltan",
    askMemories: "Qu'est-ce que tu sais sur moi ?",
  },
  'es-ES': {
    statement: 'Ayer fui al cine con mi hermano',
    greeting: '¡Hola!',
    askName: '¿Cómo me llamo?',
    tellName: 'Me llamo Zoltan',
    askMemories: '¿Qué sabes de mí?',
  },
  'it-IT': {
    statement: 'Ieri sono andato al cinema con mio fratello',
    greeting: 'Ciao!',
    askName: 'Come mi chiamo?',
    tellName: 'Mi chiamo Zoltan',
    askMemories: 'Cosa sai di me?',
  },
  'zh-CN': {
    statement: '我昨天和哥哥去爬山了',
    greeting: '你好！',
    askName: '我叫什么名字？',
    tellName: '我叫Zoltan',
    askMemories: '你知道我什么？',
  },
  'ja-JP': {
    statement: '昨日は兄と山に登りました',
    greeting: 'こんにちは！',
    askName: '私の名前は何ですか？',
    tellName: '私の名前はZoltanです',
    askMemories: '私について何を知っていますか？',
  },
  'ar-SA': {
    statement: 'أمس رحت البحر مع أخوي',
    greeting: 'مرحبا!',
    askName: 'وش اسمي؟',
    tellName: 'اسمي Zoltan',
    askMemories: 'وش تعرف عني؟',
  },
};

/** Words of a language's own phrase bank that English does not use (to tell the language of a reply). */
function ownWords(lang: LanguageCode): Set<string> {
  const words = (l: LanguageCode): Set<string> =>
    new Set(
      JSON.stringify(PHRASES[l])
        .toLowerCase()
        .replace(/\{\w+\}/g, ' ')
        .replace(/(\p{L}*)<([^<>|]*)\|([^<>|]*)>/gu, '$1$2 $1$3')
        .replace(/(\p{L}*)\(\(([^()|]*)\|([^()|]*)\)\)/gu, '$1$2 $1$3')
        .match(/\p{L}+/gu) ?? [],
    );
  const en = words('en-US');
  return new Set([...words(lang)].filter((w) => !en.has(w) && w.length > 1));
}

/** True when the reply is written in `lang`: its script, or for Latin languages a word of its own. */
function inLanguage(text: string, lang: LanguageCode): boolean {
  switch (lang) {
    case 'en-US':
      return !/[\p{Script=Han}\p{Script=Arabic}\p{Script=Hiragana}]/u.test(text);
    case 'zh-CN':
      return /\p{Script=Han}/u.test(text) && !/[\p{Script=Hiragana}]/u.test(text);
    case 'ja-JP':
      return /[\p{Script=Hiragana}\p{Script=Katakana}]/u.test(text);
    case 'ar-SA':
      return /\p{Script=Arabic}/u.test(text);
    default: {
      const own = ownWords(lang);
      return (text.toLowerCase().match(/\p{L}+/gu) ?? []).some((w) => own.has(w));
    }
  }
}
const ENGLISH_WORDS = / (?:the|you|your|and|is|are|it|to|of|what|with|I'm|I) /i;

/** The local hour 1 as each language says it in the "too tired" goodbye. */
const ONE_AM: Readonly<Record<LanguageCode, string>> = {
  'en-US': '1 am',
  'de-DE': '1 Uhr',
  'fr-FR': '1 h',
  'es-ES': 'la una',
  'it-IT': "l'una",
  'zh-CN': '凌晨1点',
  'ja-JP': '午前1時',
  'ar-SA': '١ صباحًا',
};
const BALANCE: Readonly<Record<LanguageCode, RegExp>> = {
  'en-US': /balance|credit/,
  'de-DE': /Guthaben/,
  'fr-FR': /solde|crédit/,
  'es-ES': /saldo/,
  'it-IT': /credito/,
  'zh-CN': /余额/,
  'ja-JP': /残高/,
  'ar-SA': /رصيد/,
};

/** Every kind of reply a language can produce, for the script checks. */
function allKinds(lang: LanguageCode, seed: number): string[] {
  const m = MSG[lang];
  const memories = [
    fact('name', 'name', 'Zoltan', lang),
    ...extractMemories(m.tellName, lang).map((c) => ({
      ...fact(c.kind, c.key, c.value, lang),
      text: c.text,
    })),
  ];
  return [
    reply(lang, { kind: 'sessionStart', isFirstSession: true, seed }),
    reply(lang, { kind: 'sessionStart', seed, memories }),
    reply(lang, { kind: 'pause', seed }),
    ...(['balance', 'tired', 'abuse'] as const).map((r) =>
      reply(lang, { kind: 'shutdown', shutdownReason: r, seed }),
    ),
    ...Object.values(m).map((message) => reply(lang, { message, seed, memories })),
  ];
}

describe('composeOfflineReply', () => {
  it('answers the reading it is given (a turn reads a message once) and reads the message itself without one', () => {
    const memories = [fact('name', 'name', 'Zoltan', 'en-US')];
    const asked = readMessage("What's my name?", 'en-US');
    for (const seed of seeds(5)) {
      const given = reply('en-US', { message: 'The weather is grey today.', reading: asked, memories, seed });
      expect(given).toContain('Zoltan');
      const own = reply('en-US', { message: "What's my name?", memories, seed });
      expect(own).toBe(reply('en-US', { message: "What's my name?", reading: asked, memories, seed }));
    }
  });

  for (const lang of LANGUAGES) {
    describe(lang, () => {
      const m = MSG[lang];
      const avatar = avatarFor(lang);

      it('answers in the reply language and its script', () => {
        for (const seed of seeds(4)) {
          for (const text of allKinds(lang, seed)) {
            expect(inLanguage(text, lang), text).toBe(true);
            if (lang !== 'en-US') expect(text, text).not.toMatch(ENGLISH_WORDS);
          }
        }
      });

      it('introduces itself with its name and profession on a first session start', () => {
        for (const seed of seeds(6)) {
          const text = reply(lang, { kind: 'sessionStart', isFirstSession: true, seed });
          expect(text).toContain(avatarNames(avatar, lang).short);
          expect(text.toLowerCase()).toContain(avatar.profession[lang].toLowerCase());
          expect(text, 'asks the unknown name').toMatch(/[?？؟]/);
        }
      });

      it('answers "what is my name" with the remembered name, and admits not knowing it', () => {
        const memories = [fact('name', 'name', 'Zoltan', lang)];
        for (const seed of seeds(6)) {
          expect(reply(lang, { message: m.askName, memories, seed })).toContain('Zoltan');
          const unknown = reply(lang, { message: m.askName, seed });
          expect(unknown).not.toContain('Zoltan');
          expect(unknown).toMatch(/[?？؟!！]/);
        }
      });

      it('uses the account name when no name is remembered', () => {
        expect(reply(lang, { message: m.askName, userName: 'Mia Schulz' })).toContain('Mia');
      });

      it('acknowledges a name the user shares', () => {
        for (const seed of seeds(6)) expect(reply(lang, { message: m.tellName, seed })).toContain('Zoltan');
      });

      it('lists remembered facts when asked what it remembers', () => {
        const memories = [fact('name', 'name', 'Zoltan', lang), fact('pet', 'pet:dog:rex', 'Rex', lang)];
        for (const seed of seeds(4)) {
          const text = reply(lang, { message: m.askMemories, memories, seed });
          expect(text).toContain('Zoltan');
          expect(text).toContain('Rex');
        }
      });

      it('varies with the seed', () => {
        expect(
          new Set(seeds(10).map((seed) => reply(lang, { message: m.statement, seed }))).size,
        ).toBeGreaterThanOrEqual(3);
        expect(
          new Set(seeds(10).map((seed) => reply(lang, { message: m.greeting, seed }))).size,
        ).toBeGreaterThanOrEqual(3);
        expect(
          new Set(seeds(10).map((seed) => reply(lang, { kind: 'pause', seed }))).size,
        ).toBeGreaterThanOrEqual(3);
      });

      it('gives the same reply for the same input', () => {
        const input = makeInput(lang, { message: m.statement, seed: 42 });
        expect(composeOfflineReply(input)).toBe(composeOfflineReply({ ...input }));
      });

      it('says the same message differently when joyful, sad, tired or angry', () => {
        for (const seed of seeds(3)) {
          for (const message of [m.statement, m.greeting]) {
            const texts = (['joyful', 'sad', 'tired', 'angry'] as MoodName[]).map((mood) =>
              reply(lang, { message, seed, state: stateWith(avatar, MOODS[mood]) }),
            );
            expect(new Set(texts).size, texts.join(' | ')).toBe(4);
          }
        }
      });

      it('says goodbye for a used-up balance, for the late hour and for abuse', () => {
        const nowMs = atLocalHour(avatar, 1);
        const [balance, tired, abuse] = (['balance', 'tired', 'abuse'] as const).map((shutdownReason) =>
          reply(lang, { kind: 'shutdown', shutdownReason, nowMs }),
        );
        expect(balance).toMatch(BALANCE[lang]);
        expect(tired).toContain(ONE_AM[lang]);
        expect(abuse).not.toMatch(/[!！]/);
        expect(new Set([balance, tired, abuse]).size).toBe(3);
      });

      it('welcomes a known user back by name', () => {
        for (const seed of seeds(5))
          expect(reply(lang, { kind: 'sessionStart', userName: 'Zoltan', seed })).toContain('Zoltan');
      });

      it('does not repeat its previous reply', () => {
        for (const seed of seeds(5)) {
          const first = reply(lang, { message: m.greeting, seed });
          const again = reply(lang, {
            message: m.greeting,
            seed,
            history: [{ role: 'avatar', text: first, atMs: NOW - 60_000 }],
          });
          expect(again).not.toBe(first);
        }
      });
    });
  }

  it('speaks up after a silence with a question', () => {
    for (const lang of LANGUAGES)
      for (const seed of seeds(5)) expect(reply(lang, { kind: 'pause', seed })).toMatch(/[?？؟]/);
  });

  it('sometimes weaves in a remembered plan', () => {
    const memories = [fact('plan', 'plan:trip:rome', 'Rome next week', 'en-US')];
    const texts = seeds(30).map((seed) => reply('en-US', { message: 'Hi!', memories, seed }));
    expect(texts.some((t) => t.includes('Rome next week'))).toBe(true);
    expect(texts.some((t) => !t.includes('Rome'))).toBe(true);
  });

  it('reacts specifically to a shared like, and shares the enthusiasm for its own hobby', () => {
    const emma = avatarFor('en-US');
    const pizza = seeds(6).map((seed) => reply('en-US', { message: 'I love pizza', seed, avatar: emma }));
    expect(pizza.every((t) => /pizza/i.test(t))).toBe(true);
    const jazz = seeds(6).map((seed) => reply('en-US', { message: 'I love jazz', seed, avatar: emma }));
    expect(jazz.some((t) => /me too|fan of jazz|favourite/i.test(t))).toBe(true);
  });

  it('agrees with the avatar gender where the language needs it', () => {
    const claire = avatarFor('fr-FR');
    const lukas = avatarFor('de-DE');
    const tired = (lang: LanguageCode, avatar = claire): string[] =>
      seeds(8).map((seed) =>
        reply(lang, {
          kind: 'shutdown',
          shutdownReason: 'tired',
          seed,
          avatar,
          nowMs: atLocalHour(avatar, 1),
        }),
      );
    expect(tired('fr-FR').join(' ')).not.toMatch(/\b(?:fatigué|épuisé|Désolé)\b(?!e)/u);
    expect(tired('fr-FR', lukas).join(' ')).not.toMatch(/fatiguée|épuisée|Désolée/);
    expect(tired('es-ES').join(' ')).not.toMatch(/cansado|agotado/);
    expect(tired('es-ES', lukas).join(' ')).not.toMatch(/cansada|agotada/);
    expect(tired('it-IT').join(' ')).not.toMatch(/stanco|distrutto/);
    expect(tired('ar-SA').join(' ')).toMatch(/متعبة|منهكة|آسفة/);
    expect(tired('ar-SA', lukas).join(' ')).not.toMatch(/متعبة|منهكة|آسفة/);
  });

  it('lets extraverted avatars talk more than introverted ones', () => {
    const sofia = AVATARS.find((a) => a.id === 'sofia-romero')!;
    const liWei = AVATARS.find((a) => a.id === 'li-wei')!;
    const words = (avatar: typeof sofia): number =>
      seeds(40).reduce(
        (n, seed) =>
          n +
          reply('en-US', { avatar, message: 'I cooked dinner for my friends tonight', seed }).split(/\s+/)
            .length,
        0,
      );
    expect(words(sofia)).toBeGreaterThan(words(liWei));
  });

  it('stays calm and cool with a hostile message', () => {
    for (const seed of seeds(5)) {
      const text = reply('en-US', {
        message: 'You are a useless idiot',
        seed,
        state: stateWith(avatarFor('en-US'), MOODS.joyful),
      });
      expect(text).not.toMatch(/!/);
      expect(countSentences(text, 'en-US')).toBeLessThanOrEqual(2);
      expect(text).toMatch(/talk|tone|hurt|respect/i);
    }
  });

  it('treats a message appraised as threatening as hostile', () => {
    const text = reply('en-US', {
      message: 'whatever',
      appraisal: {
        valence: -0.9,
        arousal: 0.9,
        dominance: 0.8,
        intimacy: 0,
        threat: 0.9,
        novelty: 0.1,
        complexity: 0.1,
      },
    });
    expect(text).toMatch(/talk|tone|hurt/i);
  });

  it("never returns an empty string, undefined, NaN, braces or unreplaced markers, and keeps to 1–4 sentences, whatever the user's gender", () => {
    const moods = Object.keys(MOODS) as MoodName[];
    const words = [
      'hi',
      'my name is Zoltan',
      'I love jazz',
      'why',
      '?',
      'ich heiße Anna',
      '我喜欢猫',
      'أحبك',
      'je suis triste',
      '¿qué tal?',
      'idiot',
      '',
      '😀',
      '!!!',
    ];
    const sample = extractMemories(
      'My name is Zoltan. I love jazz. My dog Rex is cute. I have an exam tomorrow.',
      'en-US',
    );
    fc.assert(
      fc.property(
        fc.constantFrom(...LANGUAGES),
        fc.integer({ min: 0, max: AVATARS.length - 1 }),
        fc.constantFrom('message', 'sessionStart', 'pause', 'shutdown'),
        fc.constantFrom(...moods),
        fc.array(fc.constantFrom(...words)),
        fc.string({ maxLength: 40 }),
        fc.integer(),
        fc.boolean(),
        fc.constantFrom('balance', 'tired', 'abuse'),
        fc.dictionary(fc.constantFrom(...STATE_NAMES), fc.double({ min: 0, max: 10, noNaN: true }), {
          maxKeys: 6,
        }),
        fc.constantFrom(undefined, 'female', 'male'),
        (lang, a, kind, mood, parts, noise, seed, first, reason, levels, userGender) => {
          const avatar = AVATARS[a]!;
          const memories: MemoryFact[] = first
            ? []
            : sample.map((c) => ({ ...fact(c.kind, c.key, c.value, 'en-US'), text: c.text }));
          const text = composeOfflineReply(
            makeInput(lang, {
              avatar,
              kind,
              message: `${parts.join(' ')} ${noise}`.trim(),
              seed,
              isFirstSession: first,
              shutdownReason: reason,
              memories,
              state: stateWith(avatar, { ...MOODS[mood], ...levels }),
              userName: first ? '' : 'Zoltan',
              userGender,
            }),
          );
          expect(text.trim().length).toBeGreaterThan(0);
          expect(text).not.toMatch(/undefined|NaN|[{}]|\(\(|\)\)|<[^<>]*\|[^<>]*>/);
          expect(countSentences(text, lang)).toBeLessThanOrEqual(4);
        },
      ),
      { numRuns: 400, seed: 20260310 },
    );
  });
});
