import { describe, expect, it } from 'vitest';
import { topicOf } from './topic.js';

describe('topicOf', () => {
  it('prefers a determiner and noun, turned to the second person', () => {
    expect(topicOf('I went hiking with my brother yesterday', 'en-US')).toBe('your brother');
    expect(topicOf('Hier je suis allé au cinéma avec mon frère', 'fr-FR')).toBe('ton frère');
    expect(topicOf('Ayer fui al cine con mi hermano', 'es-ES')).toBe('tu hermano');
    expect(topicOf('Ieri sono andato al cinema con mio fratello', 'it-IT')).toBe('tuo fratello');
  });
  it('turns an indefinite article into a demonstrative', () => {
    expect(topicOf('I watched a movie', 'en-US')).toBe('that movie');
    expect(topicOf('Ayer vi una película', 'es-ES')).toBe('esa película');
  });
  it('takes a noun in German', () => {
    expect(topicOf('Ich habe gestern einen Film gesehen', 'de-DE')).toBe('Film');
    expect(topicOf('ich bin so müde heute', 'de-DE')).toBeUndefined();
  });
  it('takes a run of kanji or katakana in Chinese and Japanese', () => {
    expect(topicOf('今日は仕事が大変でした', 'ja-JP')).toBe('仕事');
    expect(topicOf('今天工作很累', 'zh-CN')).toBe('工作');
  });
  it('never takes the word that carries the feeling', () => {
    expect(topicOf('I feel so lonely', 'en-US')).toBeUndefined();
    expect(topicOf('Sono triste e sola', 'it-IT')).toBeUndefined();
  });
  it('returns nothing for empty text', () => {
    expect(topicOf('', 'en-US')).toBeUndefined();
  });
});
