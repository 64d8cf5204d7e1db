import { describe, expect, it } from 'vitest';
import { LANGUAGES, type LanguageCode } from '../languages.js';
import { pictureCue, pictureRequest } from './picture-request.js';
import { pictureSubject } from './picture.js';

/** Per language: messages that ask for a picture, and what the picture shows. */
const REQUESTS: Readonly<Record<LanguageCode, readonly (readonly [string, string])[]>> = {
  'en-US': [
    ['Can you draw me a picture of a sailboat at sunset?', 'a sailboat at sunset'],
    ['Draw a red cat, please!', 'a red cat'],
    ['Emma, paint me a lighthouse in a storm', 'a lighthouse in a storm'],
    ["I'd like a picture of my dog Rex", 'your dog Rex'],
    ['Please make me a drawing of the moon', 'the moon'],
  ],
  'de-DE': [
    ['Zeichne mir bitte einen Hund am Strand', 'einen Hund am Strand'],
    ['Kannst du mir ein Bild von einem Leuchtturm malen?', 'einem Leuchtturm'],
    ['Mach mir ein Bild von Berlin', 'Berlin'],
    ['Mal mir bitte einen Drachen', 'einen Drachen'],
    ['Mal ein Haus am See', 'ein Haus am See'],
  ],
  'fr-FR': [
    ['Dessine-moi un mouton', 'un mouton'],
    ['Tu peux me dessiner une maison dans la forêt ?', 'une maison dans la forêt'],
    ['Fais-moi un dessin du chat de ma sœur', 'le chat de ta sœur'],
  ],
  'es-ES': [
    ['Dibújame un caballo en la playa', 'un caballo en la playa'],
    ['¿Puedes dibujar un dragón?', 'un dragón'],
    ['Hazme un dibujo del mar', 'el mar'],
  ],
  'it-IT': [
    ['Disegnami una barca a vela', 'una barca a vela'],
    ['Puoi disegnare un gatto?', 'un gatto'],
    ['Fammi un disegno della torre di Pisa, per favore', 'la torre di Pisa'],
  ],
  'zh-CN': [
    ['给我画一只猫', '一只猫'],
    ['请帮我画一张海边日落的图', '海边日落'],
    ['画一只在月亮上的兔子', '一只在月亮上的兔子'],
  ],
  'ja-JP': [
    ['猫の絵を描いてください', '猫'],
    ['海の夕日を描いて', '海の夕日'],
  ],
  'ar-SA': [
    ['ارسم لي قطة على الشاطئ', 'قطة على الشاطئ'],
    ['ممكن ترسم لي بيت في الغابة؟', 'بيت في الغابة'],
  ],
};

/** Per language: messages about drawing, or with words like "draw", that ask for no picture. */
const NOT_REQUESTS: Readonly<Record<LanguageCode, readonly string[]>> = {
  'en-US': [
    'I love to draw',
    'Do you like to paint?',
    'Can you draw?',
    'Can you draw well?',
    'My boss shouted at me',
    'Make me laugh',
    'Show me how to cook pasta',
    'The match was a draw',
    'What did you draw yesterday?',
  ],
  'de-DE': [
    'Ich male gern',
    'Kannst du gut zeichnen?',
    'Malst du gern?',
    'Mach mir einen Kaffee',
    'Ich habe ein Bild gekauft',
    // „Mal …“ opens many a sentence that asks for no picture (issue 23: each drew and charged one).
    'Mal sehen, ob das Wetter morgen besser wird',
    'Mal ehrlich, wie findest du Hamburg?',
    'Mal schauen, was der Tag bringt',
    'Mal ein bisschen Ruhe wäre schön',
  ],
  'fr-FR': ['J’adore dessiner', 'Tu dessines bien ?', 'Fais-moi rire', 'Je peins le week-end'],
  'es-ES': ['Me encanta dibujar', '¿Sabes pintar?', 'Hazme reír', 'Pinto los domingos'],
  'it-IT': ['Mi piace disegnare', 'Sai dipingere?', 'Fammi ridere', 'Disegno ogni giorno'],
  'zh-CN': ['我喜欢画画', '你会画画吗？', '今天天气很好', '我画了一只猫'],
  'ja-JP': ['絵を描くのが好きです', '絵を描きますか？', '今日は暑いですね'],
  'ar-SA': ['أحب الرسم', 'هل تحب الرسم؟', 'الجو حار اليوم'],
};

describe('pictureRequest', () => {
  for (const lang of LANGUAGES) {
    it(`knows a request to draw, and what it shows, in ${lang}`, () => {
      for (const [text, subject] of REQUESTS[lang]) {
        const prompt = pictureRequest(text, lang);
        expect(prompt, text).not.toBeNull();
        expect(pictureSubject(prompt!, lang), text).toBe(subject);
      }
    });
    it(`takes talk about drawing for no request in ${lang}`, () => {
      for (const text of NOT_REQUESTS[lang]) expect(pictureRequest(text, lang), text).toBeNull();
    });
  }

  it('finds the request in any sentence of the message and returns that sentence', () => {
    expect(pictureRequest('Hi Emma! How are you? Can you draw me a sailboat at sunset?', 'en-US')).toBe(
      'Can you draw me a sailboat at sunset?',
    );
    expect(pictureRequest('今日は楽しかった。猫の絵を描いてください。', 'ja-JP')).toBe(
      '猫の絵を描いてください。',
    );
  });

  it('reads nothing from empty, huge or non-text input', () => {
    expect(pictureRequest('', 'en-US')).toBeNull();
    expect(pictureRequest(`draw ${'a cat '.repeat(400)}`, 'en-US')).toBeNull();
    expect(pictureRequest(42 as unknown as string, 'en-US')).toBeNull();
  });
});

describe('pictureCue: does the message mention drawing or pictures at all?', () => {
  it.each([
    'Can you draw me a sailboat?',
    "I'd love to see you paint the harbour at night",
    'Mal sehen, ob das Wetter morgen besser wird',
    'Zeig mir ein Foto von deinem Hund',
    'Dessine-moi un mouton',
    'Píntame un atardecer',
    'Disegnami un gatto',
    '给我画一只猫',
    '猫の絵を描いて',
    'ارسم لي قطة',
  ])('%s: a cue', (text) => {
    expect(pictureCue(text)).toBe(true);
  });

  it.each([
    'How was your day?',
    'Ich habe heute Normalität gebraucht',
    'We had a picnic by the lake',
    'Il fait beau aujourd’hui',
    '今日は疲れた',
    'كيف حالك اليوم؟',
  ])('%s: no cue', (text) => {
    expect(pictureCue(text)).toBe(false);
  });
});
