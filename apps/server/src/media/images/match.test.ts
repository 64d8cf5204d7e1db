import { readPicturePrompt, type LanguageCode } from '@avatara/companion';
import { describe, expect, it } from 'vitest';
import { matchPrompt } from './match';
import { sceneFromPrompt } from './scene';

const words = (prompt: string, lang?: LanguageCode): string[] => {
  const m = matchPrompt(prompt, lang);
  return m.hits.map((h) =>
    m.units
      .slice(h.start, h.end)
      .map((u) => u.text)
      .join(' '),
  );
};

describe('matchPrompt', () => {
  it('reads the prompt through the companion: its folded text and units, the request stripped', () => {
    const prompt = 'Zeichne mir bitte ein Bild von drei Katzen am Strand';
    const read = readPicturePrompt(prompt, 'de-DE');
    const m = matchPrompt(prompt, 'de-DE');
    expect(m.normalized).toBe(read.folded);
    expect(m.units).toEqual(read.drawn);
    expect(words(prompt, 'de-DE')).toEqual(['drei', 'katzen', 'strand']);
  });

  it('finds the request without a language too (the language that reads it as one)', () => {
    expect(words('Can you draw me a cat on the beach, please?')).toEqual(['cat', 'beach']);
    expect(words('给我画一只猫')).toEqual(['一 只', '猫']);
  });

  it('draws the same scene with or without the request around the prompt', () => {
    const cases: readonly (readonly [string, string, LanguageCode])[] = [
      ['Can you draw me two red cats at sunset?', 'two red cats at sunset', 'en-US'],
      ['Fais-moi un dessin de trois chevaux dans la forêt', 'trois chevaux dans la forêt', 'fr-FR'],
      ['请帮我画一张雪中的房子', '雪中的房子', 'zh-CN'],
      ['ارسم لي قطتين على الشاطئ', 'قطتين على الشاطئ', 'ar-SA'],
    ];
    for (const [request, prompt, lang] of cases) {
      const { seed: _a, ...asked } = sceneFromPrompt(request, lang);
      const { seed: _b, ...plain } = sceneFromPrompt(prompt, lang);
      expect(asked, request).toEqual(plain);
    }
  });
});
