import { describe, expect, it } from 'vitest';
import { LANGUAGES, type LanguageCode } from '../languages.js';
import { composeOfflineReply } from './compose.js';
import { PHRASES } from './phrases/index.js';
import { readMessage } from './reading.js';
import { avatarFor, makeInput, MOODS, stateWith } from './test-fixtures.js';

/** Per language: a request for a joke, and talk about jokes that asks for none. */
const ASK: Readonly<Record<LanguageCode, readonly [ask: string, notAsk: string]>> = {
  'en-US': ['Tell me a joke', 'That was a bad joke.'],
  'de-DE': ['Erzähl mir einen Witz!', 'Der Witz war schlecht.'],
  'fr-FR': ['Raconte-moi une blague', 'Cette blague était nulle.'],
  'es-ES': ['Cuéntame un chiste', 'Ese chiste fue malo.'],
  'it-IT': ['Raccontami una barzelletta', 'Quella barzelletta era brutta.'],
  'zh-CN': ['给我讲个笑话吧', '这个笑话不好笑。'],
  'ja-JP': ['何か冗談を言って', 'その冗談はつまらない。'],
  'ar-SA': ['قل لي نكتة', 'النكتة كانت سيئة.'],
};

describe('a request for a joke', () => {
  for (const lang of LANGUAGES) {
    it(`is answered with one of its jokes in a good mood, and declined in a bad one, in ${lang}`, () => {
      const [ask, notAsk] = ASK[lang];
      expect(readMessage(ask, lang).asks, ask).toContain('joke');
      expect(readMessage(notAsk, lang).asks, notAsk).not.toContain('joke');
      // The joke's opening (the reply's style may change its last punctuation and spacing).
      const jokes = PHRASES[lang].jokes.map((j) => j.slice(0, 12));
      for (let seed = 1; seed <= 5; seed++) {
        const happy = composeOfflineReply(
          makeInput(lang, { message: ask, state: stateWith(avatarFor(lang), MOODS.joyful), seed }),
        );
        expect(
          jokes.some((j) => happy.includes(j)),
          `${lang} happy: ${happy}`,
        ).toBe(true);
        const angry = composeOfflineReply(
          makeInput(lang, { message: ask, state: stateWith(avatarFor(lang), MOODS.angry), seed }),
        );
        expect(
          jokes.some((j) => angry.includes(j)),
          `${lang} angry: ${angry}`,
        ).toBe(false);
      }
    });
  }
});
