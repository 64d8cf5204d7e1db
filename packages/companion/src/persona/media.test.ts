import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AVATARS } from '../avatars/index.js';
import { LANGUAGES, type LanguageCode } from '../languages.js';
import type { NewsItem } from '../news/types.js';
import { composeOfflineReply } from './compose.js';
import { quotedTitle } from './headlines.js';
import { detectIntent } from './intent.js';
import { PHRASES } from './phrases/index.js';
import { pictureSubject } from './picture.js';
import { countSentences, fillAll } from './render.js';
import { bare } from './style.js';
import { atLocalHour, avatarFor, MOODS, stateWith, type MoodName } from './test-fixtures.js';
import { makeInput } from './test-fixtures.js';
import type { PersonaInput } from './types.js';

const seeds = (n: number): number[] => Array.from({ length: n }, (_, i) => i * 7919 + 3);

/** Per language: ways to ask for news (the first ones from the brief). */
const ASK_NEWS: Readonly<Record<LanguageCode, readonly string[]>> = {
  'en-US': [
    "What's new?",
    'Any news?',
    "What's happening in the world?",
    'Hey, did you read anything interesting today?',
    'Tell me the latest news!',
  ],
  'de-DE': ["Was gibt's Neues?", 'Hast du Neuigkeiten?', 'Was ist gerade so los in der Welt?'],
  'fr-FR': ['Quoi de neuf ?', 'Tu as des nouvelles ?', "Qu'est-ce qui se passe dans le monde ?"],
  'es-ES': ['¿Qué hay de nuevo?', '¿Alguna noticia?', '¿Qué pasa en el mundo?'],
  'it-IT': ['Che novità ci sono?', 'Ci sono notizie?', "Cosa c'è di nuovo?"],
  'zh-CN': ['有什么新闻吗？', '最近有什么新鲜事？', '世界上发生了什么？'],
  'ja-JP': ['何かニュースある？', '最近何かあった？', '今日のニュースは何ですか？'],
  'ar-SA': ['ما الأخبار؟', 'وش الجديد؟', 'في أخبار اليوم؟'],
};

/** Messages that mention news without asking the avatar for headlines. */
const NOT_ASKING: Readonly<Record<LanguageCode, readonly string[]>> = {
  'en-US': ['I have great news!', "What's new with you?", 'I read the news this morning.'],
  'de-DE': ['Ich habe tolle Neuigkeiten!', 'Hast du meine Nachricht bekommen?'],
  'fr-FR': ["J'ai une bonne nouvelle !"],
  'es-ES': ['¡Tengo una buena noticia!'],
  'it-IT': ['Ho una bella notizia!'],
  'zh-CN': ['我有个好消息！'],
  'ja-JP': ['いいニュースがあります！'],
  'ar-SA': ['وش أخبارك؟', 'عندي خبر حلو!'],
};

/** A headline of each avatar's home, as its paper publishes it. */
const LOCAL: Readonly<Record<LanguageCode, { title: string; source: string }>> = {
  'en-US': {
    title: 'New York Philharmonic announces free summer concerts in Central Park',
    source: 'The New York Times',
  },
  'de-DE': { title: 'Berlin baut 50 Kilometer neue Radwege', source: 'Tagesspiegel' },
  'fr-FR': { title: 'Lyon : la Fête des Lumières attire deux millions de visiteurs', source: 'Le Progrès' },
  'es-ES': { title: 'Sevilla acoge el mayor festival de flamenco del año', source: 'El País' },
  'it-IT': { title: 'Firenze, riapre il Corridoio Vasariano dopo i restauri', source: 'La Nazione' },
  'zh-CN': { title: '上海将举办世界人工智能大会', source: '新华社' },
  'ja-JP': { title: '京都の猫カフェが話題に', source: 'NHK' },
  'ar-SA': { title: 'موسم الرياض يستقبل مليون زائر', source: 'الشرق الأوسط' },
};
const ENGLISH = { title: "Germany's wind energy output hits a record high", source: 'The Guardian' };

/** A picture prompt per language and what the reply must say the picture shows. */
const PROMPT: Readonly<Record<LanguageCode, readonly [string, string]>> = {
  'en-US': ['Draw me a red cat on a beach at sunset, please!', 'a red cat on a beach at sunset'],
  'de-DE': [
    'Zeichne mir bitte eine rote Katze am Strand bei Sonnenuntergang',
    'eine rote Katze am Strand bei Sonnenuntergang',
  ],
  'fr-FR': [
    'Dessine-moi un chat roux sur la plage au coucher du soleil',
    'un chat roux sur la plage au coucher du soleil',
  ],
  'es-ES': ['Dibújame un gato rojo en la playa al atardecer', 'un gato rojo en la playa al atardecer'],
  'it-IT': [
    'Disegnami un gatto rosso sulla spiaggia al tramonto',
    'un gatto rosso sulla spiaggia al tramonto',
  ],
  'zh-CN': ['画一只在海边看日落的红猫', '一只在海边看日落的红猫'],
  'ja-JP': ['夕焼けの海辺にいる赤い猫の絵を描いてください', '夕焼けの海辺にいる赤い猫'],
  'ar-SA': ['ارسم لي قطة حمراء على الشاطئ وقت الغروب', 'قطة حمراء على الشاطئ وقت الغروب'],
};
/** The word each language's sketch note uses. */
const SKETCH: Readonly<Record<LanguageCode, RegExp>> = {
  'en-US': /sketch/i,
  'de-DE': /Skizze/,
  'fr-FR': /croquis/,
  'es-ES': /boceto/,
  'it-IT': /schizzo/,
  'zh-CN': /草图/,
  'ja-JP': /スケッチ/,
  'ar-SA': /رسمة/,
};
const ENGLISH_WORDS = / (?:the|you|your|and|is|are|it|to|of|what|with|I'm|I) /i;

let nextId = 0;
function news(lang: LanguageCode, nowMs: number): NewsItem[] {
  return [LOCAL[lang], ENGLISH].map((h, i) => ({
    id: `h${(nextId += 1)}`,
    ...h,
    summary: '',
    link: `https://news.example/${nextId}`,
    publishedAtMs: nowMs - (i + 1) * 3_600_000,
  }));
}

/** Input at the avatar's local noon (awake, in a calm mood). */
function input(lang: LanguageCode, over: Partial<PersonaInput> = {}): PersonaInput {
  const avatar = over.avatar ?? avatarFor(lang);
  const nowMs = atLocalHour(avatar, 12);
  return makeInput(lang, { avatar, nowMs, state: stateWith(avatar, {}, nowMs), ...over });
}

/** The reply without the quoted titles and sources: what the avatar says in its own words. */
function ownWords(text: string, items: readonly NewsItem[]): string {
  return items.reduce((t, i) => t.split(i.title).join(' ').split(i.source).join(' '), text);
}

/** True when the avatar's own words are in `lang` (script, or no English function words). */
function inLanguage(text: string, lang: LanguageCode): boolean {
  switch (lang) {
    case 'en-US':
      return !/[\p{Script=Han}\p{Script=Arabic}\p{Script=Hiragana}]/u.test(text);
    case 'zh-CN':
      return /\p{Script=Han}/u.test(text) && !/\p{Script=Hiragana}/u.test(text);
    case 'ja-JP':
      return /[\p{Script=Hiragana}\p{Script=Katakana}]/u.test(text);
    case 'ar-SA':
      return /\p{Script=Arabic}/u.test(text);
    default:
      return !ENGLISH_WORDS.test(` ${text} `);
  }
}

/** True when `text` contains one of the filled variants of `list`, ignoring punctuation. */
function saysOneOf(text: string, list: readonly string[], female: boolean): boolean {
  const b = bare(text);
  return fillAll(list, {}, { female }).some((v) => b.includes(bare(v)));
}

describe('news questions', () => {
  for (const lang of LANGUAGES) {
    describe(lang, () => {
      const avatar = avatarFor(lang);

      it('reads news questions as such, and news without a question as something else', () => {
        for (const m of ASK_NEWS[lang]) expect(detectIntent(m, lang).intent, m).toBe('askNews');
        for (const m of NOT_ASKING[lang]) expect(detectIntent(m, lang).intent, m).not.toBe('askNews');
      });

      it('brings up a headline as published, names the source and asks what the user thinks', () => {
        for (const message of ASK_NEWS[lang]) {
          for (const seed of seeds(4)) {
            const items = news(lang, atLocalHour(avatar, 12));
            const text = composeOfflineReply(input(lang, { message, news: items, seed }));
            expect(text, text).toContain(items[0]!.title);
            expect(text, text).toContain(items[0]!.source);
            expect(text, text).toMatch(/[?？؟]/);
            expect(text, text).not.toMatch(/[{}\uE000\uE001]|undefined/);
            expect(inLanguage(ownWords(text, items), lang), text).toBe(true);
          }
        }
      });

      it('sometimes brings up two headlines when talkative, one when reserved', () => {
        const items = news(lang, atLocalHour(avatar, 12));
        const says = (id: string): string[] => {
          const who = AVATARS.find((a) => a.id === id)!;
          return seeds(40).map((seed) =>
            composeOfflineReply(input(lang, { avatar: who, message: ASK_NEWS[lang][0], news: items, seed })),
          );
        };
        const both = says('sofia-romero').filter((t) => t.includes(items[1]!.title));
        expect(both.length, 'two now and then').toBeGreaterThan(0);
        expect(both.length, 'mostly one').toBeLessThanOrEqual(24);
        expect(
          says('li-wei').filter((t) => t.includes(items[1]!.title)),
          'a reserved avatar sticks to one',
        ).toEqual([]);
      });

      it('says it has no fresh news when it has none, in its own words', () => {
        for (const seed of seeds(6)) {
          for (const none of [undefined, []]) {
            const text = composeOfflineReply(input(lang, { message: ASK_NEWS[lang][0], news: none, seed }));
            expect(saysOneOf(text, PHRASES[lang].newsNone, avatar.gender === 'female'), text).toBe(true);
            expect(inLanguage(text, lang), text).toBe(true);
          }
        }
        const texts = new Set(
          seeds(12).map((seed) => composeOfflineReply(input(lang, { message: ASK_NEWS[lang][0], seed }))),
        );
        expect(texts.size, 'varied').toBeGreaterThanOrEqual(3);
      });

      it('never repeats a headline of its previous replies', () => {
        const items = news(lang, atLocalHour(avatar, 12));
        const before = composeOfflineReply(
          input(lang, { message: ASK_NEWS[lang][0], news: items.slice(0, 1), seed: 1 }),
        );
        const history = [{ role: 'avatar' as const, text: before, atMs: 0 }];
        for (const seed of seeds(8)) {
          const text = composeOfflineReply(
            input(lang, { message: ASK_NEWS[lang][0], news: items, history, seed }),
          );
          expect(text, text).not.toContain(items[0]!.title);
          expect(text, text).toContain(items[1]!.title);
          // Every headline said already: nothing fresh.
          const all = [...history, { role: 'avatar' as const, text, atMs: 1 }];
          const none = composeOfflineReply(
            input(lang, { message: ASK_NEWS[lang][0], news: items, history: all, seed }),
          );
          expect(saysOneOf(none, PHRASES[lang].newsNone, avatar.gender === 'female'), none).toBe(true);
        }
      });

      it('never cheers a headline, however joyful it is', () => {
        const nowMs = atLocalHour(avatar, 12);
        const items = news(lang, nowMs);
        const joyful = stateWith(avatar, MOODS.joyful, nowMs);
        // The loop checks only replies that bring the headline up: at least one must.
        let checked = 0;
        for (const seed of seeds(8)) {
          for (const over of [
            { message: ASK_NEWS[lang][0] },
            { kind: 'sessionStart' as const },
            { kind: 'pause' as const },
          ]) {
            const text = composeOfflineReply(input(lang, { ...over, news: items, seed, state: joyful }));
            const at = text.indexOf(items[0]!.title);
            if (at < 0) continue;
            checked++;
            expect(
              text.slice(at + items[0]!.title.length, at + items[0]!.title.length + 3),
              text,
            ).not.toMatch(/[!！]/);
            expect(
              saysOneOf(
                text,
                [...PHRASES[lang].feel.joy, ...PHRASES[lang].feelTied.joy],
                avatar.gender === 'female',
              ),
              `no good mood announced: ${text}`,
            ).toBe(false);
          }
        }
        expect(checked).toBeGreaterThan(0);
      });

      it('answers the same way for the same input', () => {
        const i = input(lang, {
          message: ASK_NEWS[lang][0],
          news: news(lang, atLocalHour(avatar, 12)),
          seed: 42,
        });
        expect(composeOfflineReply(i)).toBe(composeOfflineReply({ ...i }));
      });
    });
  }

  it('answers a greeting, a question about itself and the news question in one reply', () => {
    const items = news('en-US', atLocalHour(avatarFor('en-US'), 12));
    for (const seed of seeds(5)) {
      const text = composeOfflineReply(
        input('en-US', { message: 'Hi! Where do you live? And any news?', news: items, seed }),
      );
      expect(text).toMatch(/New York/);
      expect(text).toContain(items[0]!.title);
    }
  });
});

describe('headlines at a session start and after a silence', () => {
  for (const lang of LANGUAGES) {
    it(`brings one up now and then, never at a first meeting, never twice, in ${lang}`, () => {
      const avatar = avatarFor(lang);
      const items = news(lang, atLocalHour(avatar, 12));
      const title = items[0]!.title;
      for (const kind of ['sessionStart', 'pause'] as const) {
        const texts = seeds(30).map((seed) =>
          composeOfflineReply(input(lang, { kind, news: items, seed, userName: 'Zoltan' })),
        );
        const withNews = texts.filter((t) => t.includes(title));
        expect(withNews.length, `${kind}: sometimes`).toBeGreaterThanOrEqual(3);
        expect(withNews.length, `${kind}: not always`).toBeLessThanOrEqual(20);
        for (const t of withNews) {
          expect(t).toContain(items[0]!.source);
          expect(t).toMatch(/[?？؟]/);
          expect(countSentences(ownWords(t, items), lang), t).toBeLessThanOrEqual(4);
          expect(t).not.toContain(items[1]!.title);
        }
        if (kind === 'sessionStart')
          for (const t of withNews) expect(t, 'welcomes back first').toContain('Zoltan');
        const history = [{ role: 'avatar' as const, text: `…${title}…`, atMs: 0 }];
        for (const seed of seeds(30)) {
          const text = composeOfflineReply(
            input(lang, { kind, news: items, history, seed, userName: 'Zoltan' }),
          );
          expect(text, text).not.toContain(title);
        }
      }
      for (const seed of seeds(30)) {
        const first = composeOfflineReply(
          input(lang, { kind: 'sessionStart', isFirstSession: true, news: items, seed }),
        );
        expect(first, first).not.toContain(title);
      }
    });
  }

  it('keeps the replies without news as they were', () => {
    for (const lang of LANGUAGES) {
      for (const kind of ['sessionStart', 'pause'] as const) {
        for (const seed of seeds(5)) {
          const plain = composeOfflineReply(input(lang, { kind, seed }));
          expect(composeOfflineReply(input(lang, { kind, seed, news: [] }))).toBe(plain);
        }
      }
    }
  });
});

describe('image replies', () => {
  for (const lang of LANGUAGES) {
    describe(lang, () => {
      const [prompt, shows] = PROMPT[lang];

      it('presents an offline sketch modestly and names what it shows', () => {
        const texts = seeds(10).map((seed) =>
          composeOfflineReply(input(lang, { kind: 'image', image: { prompt, offline: true }, seed })),
        );
        for (const text of texts) {
          expect(text, text).toContain(shows);
          expect(text, text).toMatch(SKETCH[lang]);
          expect(countSentences(text, lang), text).toBeLessThanOrEqual(2);
          expect(inLanguage(text, lang), text).toBe(true);
        }
        expect(new Set(texts).size, 'varied').toBeGreaterThanOrEqual(3);
      });

      it('presents a model-made picture without calling it a sketch', () => {
        const texts = seeds(10).map((seed) =>
          composeOfflineReply(input(lang, { kind: 'image', image: { prompt, offline: false }, seed })),
        );
        for (const text of texts) {
          expect(text, text).toContain(shows);
          expect(text, text).not.toMatch(SKETCH[lang]);
          expect(countSentences(text, lang), text).toBeLessThanOrEqual(2);
        }
        expect(new Set(texts).size, 'varied').toBeGreaterThanOrEqual(3);
      });

      it('does without the subject when the prompt says nothing, and takes the message without `image`', () => {
        const empty = composeOfflineReply(
          input(lang, { kind: 'image', image: { prompt: '  ', offline: true } }),
        );
        expect(empty).toMatch(SKETCH[lang]);
        expect(empty).not.toMatch(/[{}[\]]|undefined/);
        const fromMessage = composeOfflineReply(input(lang, { kind: 'image', message: prompt }));
        expect(fromMessage).toContain(shows);
        expect(fromMessage).toMatch(SKETCH[lang]);
      });

      it('is deterministic and shows its mood', () => {
        const i = input(lang, { kind: 'image', image: { prompt, offline: true }, seed: 7 });
        expect(composeOfflineReply(i)).toBe(composeOfflineReply({ ...i }));
        const avatar = avatarFor(lang);
        for (const seed of seeds(4)) {
          const texts = (['joyful', 'tired', 'sad'] as MoodName[]).map((mood) =>
            composeOfflineReply(
              input(lang, {
                kind: 'image',
                image: { prompt, offline: true },
                seed,
                state: stateWith(avatar, MOODS[mood], atLocalHour(avatar, 12)),
              }),
            ),
          );
          expect(new Set(texts).size, texts.join(' | ')).toBeGreaterThan(1);
          expect(texts[1]).not.toMatch(/[!！]/);
        }
      });
    });
  }
});

describe('pictureSubject', () => {
  it('keeps what the picture shows, without the request around it', () => {
    for (const lang of LANGUAGES) expect(pictureSubject(PROMPT[lang][0], lang)).toBe(PROMPT[lang][1]);
    expect(pictureSubject('Can you please draw a picture of my dog Rex?', 'en-US')).toBe('your dog Rex');
    expect(pictureSubject('Kannst du mir ein Bild von meinem Hund malen?', 'de-DE')).toBe('deinem Hund');
    expect(pictureSubject('Fais-moi un dessin du chat de ma sœur', 'fr-FR')).toBe('le chat de ta sœur');
    expect(pictureSubject('¿Puedes hacer un dibujo del mar?', 'es-ES')).toBe('el mar');
    expect(pictureSubject('Fammi un disegno della torre di Pisa, per favore', 'it-IT')).toBe(
      'la torre di Pisa',
    );
    expect(pictureSubject('请帮我画一张我的猫的图', 'zh-CN')).toBe('你的猫');
    expect(pictureSubject('私の猫のイラストを描いて', 'ja-JP')).toBe('あなたの猫');
    expect(pictureSubject('a cat', 'en-US')).toBe('a cat');
  });

  it('shortens a long prompt at a comma or a word', () => {
    expect(
      pictureSubject(
        'a lighthouse on a cliff, dramatic clouds, oil painting style, highly detailed, 4k',
        'en-US',
      ),
    ).toBe('a lighthouse on a cliff');
    const long = pictureSubject(
      'a very long and winding road through the mountains of northern Italy with vineyards and old stone villages',
      'en-US',
    )!;
    expect(long.endsWith('…')).toBe(true);
    expect([...long].length).toBeLessThanOrEqual(61);
    expect(
      pictureSubject(
        '一只在樱花树下读书的橘猫旁边还有一只小狗和一只正在飞的蝴蝶以及远处的富士山',
        'zh-CN',
      )!.endsWith('…'),
    ).toBe(true);
  });

  it('gives nothing for an empty prompt', () => {
    expect(pictureSubject('', 'en-US')).toBeUndefined();
    expect(pictureSubject('!!!', 'de-DE')).toBeUndefined();
  });
});

describe('quotedTitle', () => {
  it('keeps the title as published, without a final full stop, cut when very long', () => {
    expect(quotedTitle('  Wind power  hits a record.  ')).toBe('Wind power hits a record');
    expect(quotedTitle('Wait...')).toBe('Wait...');
    expect(quotedTitle('上海将举办世界人工智能大会。')).toBe('上海将举办世界人工智能大会');
    const long = quotedTitle(`${'word '.repeat(60)}end`);
    expect(long.endsWith('…')).toBe(true);
    expect([...long].length).toBeLessThanOrEqual(161);
  });
});

describe('replies with news and pictures', () => {
  it('never leak markers, braces or undefined, in any language, kind or mood', () => {
    const titles = [
      'Markets rally? Not so fast!',
      'Die Bahn streikt: Was Pendler wissen müssen',
      '¿Llueve mañana?',
      '东京：新しい美術館がオープン',
      'عاجل: أمطار غزيرة في الرياض',
      'Titel mit {Klammern} und [eckigen]',
    ];
    fc.assert(
      fc.property(
        fc.constantFrom(...LANGUAGES),
        fc.integer({ min: 0, max: AVATARS.length - 1 }),
        fc.constantFrom('message', 'sessionStart', 'pause', 'image'),
        fc.constantFrom(...(Object.keys(MOODS) as MoodName[])),
        fc.subarray(titles),
        fc.integer(),
        fc.boolean(),
        fc.string({ maxLength: 30 }).map((p) => p.replace(/[{}]/g, '')),
        (lang, a, kind, mood, picked, seed, offline, prompt) => {
          const avatar = AVATARS[a]!;
          const items: NewsItem[] = picked.map((title, i) => ({
            id: `t${i}`,
            title,
            summary: '',
            link: '',
            source: i % 2 ? '' : 'Agency',
            publishedAtMs: 0,
          }));
          const text = composeOfflineReply(
            makeInput(lang, {
              avatar,
              kind,
              seed,
              news: items,
              image: { prompt, offline },
              message: ASK_NEWS[lang][0]!,
              state: stateWith(avatar, MOODS[mood]),
              userName: 'Zoltan',
            }),
          );
          expect(text.trim().length).toBeGreaterThan(0);
          expect(text).not.toMatch(/undefined|NaN|[\uE000\uE001]|\(\(|\)\)|<[^<>]*\|[^<>]*>/);
          expect(
            ownWords(
              text,
              items.filter((i) => i.source),
            ).replace(/\{Klammern\}|\[eckigen\]/g, ''),
          ).not.toMatch(/[{}]/);
        },
      ),
      { numRuns: 300, seed: 20260311 },
    );
  });
});
