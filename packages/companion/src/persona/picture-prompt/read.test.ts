import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, type LanguageCode } from '../../languages.js';
import { foldText, toUnits } from '../../text/index.js';
import { readPicturePrompt } from './read.js';

/** A request in each language and what it asks to draw. */
const REQUESTS: Record<LanguageCode, readonly [string, string]> = {
  'en-US': ['Can you draw me a red cat on a beach, please?', 'a red cat on a beach'],
  'de-DE': ['Zeichne mir bitte eine rote Katze am Strand', 'eine rote Katze am Strand'],
  'fr-FR': ['Dessine-moi un chat roux sur une plage', 'un chat roux sur une plage'],
  'es-ES': ['¿Puedes dibujar un gato rojo en la playa?', 'un gato rojo en la playa'],
  'it-IT': ['Disegnami un gatto rosso sulla spiaggia, per favore', 'un gatto rosso sulla spiaggia'],
  'zh-CN': ['请帮我画一只海滩上的红猫', '一只海滩上的红猫'],
  'ja-JP': ['ビーチにいる赤い猫の絵を描いてください', 'ビーチにいる赤い猫'],
  'ar-SA': ['ارسم لي قطة حمراء على الشاطئ من فضلك', 'قطة حمراء على الشاطئ'],
};

describe('readPicturePrompt', () => {
  it('reads a request in each language: asked, and what it shows without the request', () => {
    for (const lang of LANGUAGES) {
      const [text, core] = REQUESTS[lang];
      const read = readPicturePrompt(text, lang);
      expect(read.asked, text).toBe(true);
      expect(read.core, text).toBe(core);
      expect(
        read.drawn.map((u) => u.text),
        text,
      ).toEqual(toUnits(foldText(core)).map((u) => u.text));
    }
  });

  it('keeps a plain description whole: not asked, everything is drawn', () => {
    const read = readPicturePrompt('a red cat on a beach at sunset', 'en-US');
    expect(read).toMatchObject({ asked: false, core: 'a red cat on a beach at sunset' });
    expect(read.drawn).toEqual(read.units);
  });

  it('folds the whole prompt for the seed, request words and punctuation included', () => {
    const read = readPicturePrompt('Zeichne mir bitte eine rote Katze!', 'de-DE');
    expect(read.folded).toBe('zeichne mir bitte eine rote katze!');
    expect(read.units.map((u) => u.text)).toEqual(['zeichne', 'mir', 'bitte', 'eine', 'rote', 'katze']);
    expect(read.drawn.map((u) => u.text)).toEqual(['eine', 'rote', 'katze']);
  });

  it('says the subject in the second person and drops the name the request is addressed to', () => {
    const read = readPicturePrompt('Emma, can you draw my dog Rex?', 'en-US');
    expect(read.prompt).toBe('can you draw my dog Rex?');
    expect(read.subject).toBe('your dog Rex');
  });

  it('reads a prompt without a language in the language of its request, else of its script', () => {
    expect(readPicturePrompt('Zeichne mir bitte einen Hund').lang).toBe('de-DE');
    expect(readPicturePrompt('猫の絵を描いて').lang).toBe('ja-JP');
    expect(readPicturePrompt('قطة على الشاطئ').lang).toBe('ar-SA');
    expect(readPicturePrompt('a red cat').lang).toBe('en-US');
  });

  it('is total: any text gives a reading whose units are those of its folded text', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', maxLength: 80 }),
        fc.constantFrom(...LANGUAGES),
        (t, lang) => {
          const read = readPicturePrompt(t, lang);
          expect(read.folded).toBe(foldText(t));
          expect(read.units).toEqual(toUnits(read.folded));
          expect(read.subject === undefined || read.subject.length > 0).toBe(true);
        },
      ),
    );
    expect(readPicturePrompt(42 as unknown as string, 'en-US')).toMatchObject({ asked: false, units: [] });
  });
});
