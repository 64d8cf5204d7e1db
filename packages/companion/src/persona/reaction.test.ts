import { describe, expect, it } from 'vitest';
import { LANGUAGES, type LanguageCode } from '../languages.js';
import { composeOfflineReply } from './compose.js';
import { PHRASES } from './phrases/index.js';
import { readMessage } from './reading.js';
import { makeInput } from './test-fixtures.js';

/** Per language: bare acknowledgements, short reactions, real good news, and "tell me about your day". */
const CASES: Readonly<Record<LanguageCode, { okay: string[]; react: string[]; news: string; day: string }>> =
  {
    'en-US': {
      okay: ['ok', 'Okay.', 'alright', 'yeah'],
      react: ['lol', 'haha', "That's awesome!", 'sounds fun'],
      news: "I'm so happy today, everything went great!",
      day: 'Tell me about your day',
    },
    'de-DE': {
      okay: ['ok', 'Okay.', 'achso'],
      react: ['haha', 'Klingt gut!', 'Das ist ja cool'],
      news: 'Ich bin heute so glücklich, alles hat super geklappt!',
      day: 'Erzähl mir von deinem Tag',
    },
    'fr-FR': {
      okay: ['ok', "D'accord.", 'ouais'],
      react: ['mdr', "C'est trop bien !", 'haha'],
      news: "Je suis tellement heureuse aujourd'hui, tout s'est super bien passé !",
      day: 'Raconte-moi ta journée',
    },
    'es-ES': {
      okay: ['ok', 'Vale.', 'bueno'],
      react: ['jajaja', '¡Qué guay!', 'Suena genial'],
      news: '¡Hoy estoy muy feliz, todo ha salido genial!',
      day: 'Cuéntame de tu día',
    },
    'it-IT': {
      okay: ['ok', 'Va bene.', 'capito'],
      react: ['ahahah', 'Che bello!', 'Che figo'],
      news: 'Oggi sono felicissima, è andato tutto benissimo!',
      day: 'Raccontami della tua giornata',
    },
    'zh-CN': {
      okay: ['好的', '嗯嗯', '知道了。'],
      react: ['哈哈哈', '太棒了！', '真有意思'],
      news: '我今天特别开心，一切都很顺利！',
      day: '今天过得怎么样？',
    },
    'ja-JP': {
      okay: ['はい', 'なるほど', '了解です。'],
      react: ['ははは', 'すごい！', 'いいね'],
      news: '今日はとても嬉しいです！全部うまくいきました！',
      day: '今日はどんな一日でしたか？',
    },
    'ar-SA': {
      okay: ['تمام', 'اوكي', 'طيب.'],
      react: ['هههههه', 'حلو!', 'واو'],
      news: 'انا اليوم مره مبسوط، كل شي مشى تمام!',
      day: 'كيف كان يومك؟',
    },
  };

const seeds = Array.from({ length: 8 }, (_, i) => i * 7919 + 3);
/** Punctuation aside (a mood may turn "." into "!"), whether `text` holds one of `variants` (either gender form). */
const bare = (t: string): string =>
  t
    .replace(/[\u202F¡!¿?.。！？]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
const has = (text: string, variants: readonly string[]): boolean =>
  variants.some(
    (v) =>
      bare(text).includes(bare(v.replace(/<([^|>]*)\|([^>]*)>/, '$1'))) ||
      bare(text).includes(bare(v.replace(/<([^|>]*)\|([^>]*)>/, '$2'))),
  );

describe('bare acknowledgements and short reactions', () => {
  it.each(LANGUAGES)(
    '%s: "ok" and "lol" are not good news; the avatar carries the conversation on',
    (lang) => {
      const c = CASES[lang];
      const bank = PHRASES[lang];
      for (const m of c.okay) {
        const r = readMessage(m, lang);
        expect(r, m).toMatchObject({ reaction: 'okay', goodNews: false });
        for (const seed of seeds) {
          const text = composeOfflineReply(makeInput(lang, { message: m, seed }));
          expect(has(text, bank.okay) || has(text, bank.cool), `${m} → ${text}`).toBe(true);
          expect(has(text, bank.goodNews) || has(text, bank.statement), `${m} → ${text}`).toBe(false);
        }
      }
      for (const m of c.react) {
        const r = readMessage(m, lang);
        expect(r, m).toMatchObject({ reaction: 'react', goodNews: false });
        for (const seed of seeds) {
          const text = composeOfflineReply(makeInput(lang, { message: m, seed }));
          expect(has(text, bank.goodNews), `${m} → ${text}`).toBe(false);
        }
      }
    },
  );

  it.each(LANGUAGES)(
    '%s: a happy message about the user is still good news, and "tell me about your day" asks how it is',
    (lang) => {
      const c = CASES[lang];
      expect(readMessage(c.news, lang)).toMatchObject({ goodNews: true });
      expect(readMessage(c.news, lang).reaction).toBeUndefined();
      expect(readMessage(c.day, lang).asks).toContain('howAreYou');
    },
  );

  it.each(LANGUAGES)(
    '%s: a pleasant message that is no news is met with gladness, never congratulations',
    (lang) => {
      const c = CASES[lang];
      expect(readMessage(c.news, lang)).toMatchObject({ goodNews: true, pleasantOnly: true });
      for (const seed of seeds) {
        const text = composeOfflineReply(makeInput(lang, { message: c.news, seed }));
        expect(has(text, PHRASES[lang].goodNews), text).toBe(false);
        expect(
          has(
            text,
            PHRASES[lang].pleasant.map((v) => v.replace(/\[[^\]]*\]/, '')),
          ),
          text,
        ).toBe(true);
      }
      // News said as such is still good news to congratulate on.
      expect(readMessage('I have great news: I passed my exam!', 'en-US').pleasantOnly).toBeUndefined();
    },
  );

  it('quotes no contraction as the topic ("What\'s new with don\'t?")', () => {
    for (const seed of seeds)
      expect(
        composeOfflineReply(makeInput('en-US', { message: "I don't know what to say", seed })),
      ).not.toMatch(/\bdon'?t\b/i);
  });
});
