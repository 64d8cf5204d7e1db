import { describe, expect, it } from 'vitest';
import { LANGUAGES, type LanguageCode } from '../languages.js';
import { composeOfflineReply } from './compose.js';
import { readMessage } from './reading.js';
import { avatarFor, makeInput, NOW } from './test-fixtures.js';

const ASK: Readonly<Record<LanguageCode, string>> = {
  'en-US': 'What time is it?',
  'de-DE': 'Wie spät ist es bei dir?',
  'fr-FR': 'Il est quelle heure ?',
  'es-ES': '¿Qué hora es?',
  'it-IT': 'Che ore sono?',
  'zh-CN': '现在几点了？',
  'ja-JP': '今何時ですか？',
  'ar-SA': 'كم الساعة؟',
};

describe('"what time is it?"', () => {
  it.each(LANGUAGES)('%s: answers with its own local time, as its language writes it', (lang) => {
    expect(readMessage(ASK[lang], lang).asks).toContain('time');
    const avatar = avatarFor(lang);
    for (const nowMs of [NOW, NOW + 5 * 3_600_000 + 17 * 60_000]) {
      const time = new Intl.DateTimeFormat(lang, {
        hour: 'numeric',
        minute: '2-digit',
        timeZone: avatar.timeZone,
      }).format(nowMs);
      for (const seed of [1, 2, 3, 4])
        expect(composeOfflineReply(makeInput(lang, { message: ASK[lang], seed, nowMs }))).toContain(time);
    }
  });

  it('is not read into other questions about time', () => {
    expect(readMessage('I had a great time yesterday', 'en-US').asks).not.toContain('time');
    expect(readMessage('What time do you get up?', 'en-US').asks).not.toContain('time');
  });
});
