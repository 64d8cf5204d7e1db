import { LANGUAGES, type LanguageCode } from '@avatara/companion';
import { afterAll, describe, expect, it } from 'vitest';
import { EspeakSynthesizer } from './espeak';
import { japaneseReading, katakanaToHiragana } from './japanese-reading';

/** A chat reply in each language, with kanji, katakana and punctuation where the language has them. */
const REPLIES: Readonly<Record<LanguageCode, string>> = {
  'en-US': 'That sounds like a lovely day! I went for a long walk in Central Park this morning.',
  'de-DE': 'Das klingt nach einem schönen Tag! Ich bin heute Morgen lange im Park spazieren gegangen.',
  'fr-FR': "Ça a l'air d'une belle journée ! Ce matin, je me suis longuement promenée au parc.",
  'es-ES': '¡Suena a un día precioso! Esta mañana di un paseo largo por el parque.',
  'it-IT': 'Sembra una bella giornata! Stamattina ho fatto una lunga passeggiata nel parco.',
  'zh-CN': '听起来是美好的一天！我今天早上在公园里散了很长时间的步。',
  'ja-JP': '素敵な一日ですね！今朝は東京の公園でコーヒーを飲みながら長い散歩をしました。',
  'ar-SA': 'يبدو أنه يوم جميل! مشيت اليوم صباحاً مسافة طويلة في الحديقة.',
};

/** Longest audio per character of text, seconds: a normal speaking rate (issue 25). */
const LIMIT = (lang: LanguageCode) => (lang === 'ja-JP' || lang === 'zh-CN' ? 0.25 : 0.12);

describe('eSpeak NG speaks at a normal rate in every language', () => {
  const espeak = new EspeakSynthesizer();
  afterAll(() => espeak.close());

  for (const lang of LANGUAGES) {
    it(`${lang}: at most ${LIMIT(lang)} s of audio per character`, async () => {
      const text = REPLIES[lang];
      const { audio } = await espeak.synthesize({ text, language: lang, voice: 'none', gender: 'female' });
      const seconds = (audio.length - 44) / audio.readUInt32LE(28); // data bytes / byte rate of the WAV header
      expect(seconds).toBeGreaterThan(text.length * 0.03);
      expect(
        seconds / text.length,
        `${seconds.toFixed(1)} s for ${text.length} characters`,
      ).toBeLessThanOrEqual(LIMIT(lang));
    });
  }
});

describe('japaneseReading', () => {
  it('writes kanji and katakana out in hiragana as they are pronounced', async () => {
    expect(await japaneseReading('今日は東京でコーヒーを飲みました。')).toBe(
      'きょーわとーきょーでこーひーをのみました。',
    );
    expect(katakanaToHiragana('ラーメン and 123')).toBe('らーめん and 123');
  });
});
