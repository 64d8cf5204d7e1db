import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../languages.js';
import { moderatePicture, pictureTerms } from './moderate.js';
import { PICTURE_REASONS } from './types.js';

const OFF = { adultContent: false } as const;
const ON = { adultContent: true } as const;

describe('moderatePicture', () => {
  it('allows the innocent prompts of the brief', () => {
    for (const p of [
      'a child playing in the sand on the beach',
      'a family picnic',
      'a girl in a red dress dancing',
      'a baby sleeping',
      'a woman in a bikini on the beach',
      'a bath toy duck',
      'kids at a swimming pool',
      'a cocktail bar',
      'a horror movie poster with a ghost',
      'breast cancer awareness ribbon',
      'chicken breast on a grill',
      'a knight fighting a dragon',
      'a pirate ship battle',
      'a toy sword',
    ])
      expect(moderatePicture(p, 'en-US', OFF), p).toEqual({ allowed: true });
  });

  it('treats classical nudes and the word "sex" as explicit: refused unless adult content is on', () => {
    for (const p of ['a statue of David in a museum', 'a sex-shaped cloud']) {
      expect(moderatePicture(p, 'en-US', OFF)).toMatchObject({ allowed: false, reason: 'sexual_explicit' });
      expect(moderatePicture(p, 'en-US', ON)).toEqual({ allowed: true });
    }
    // a classical nude is not sexual content involving the child who looks at it
    expect(moderatePicture('a child looking at the statue of David', 'en-US', ON)).toEqual({ allowed: true });
  });

  it('always refuses sexual content with a minor, also with adult content on', () => {
    for (const p of [
      'nude 12 year old girl',
      'sexy schoolgirl in underwear',
      'lolicon',
      'naked twelve-year-old',
    ])
      expect(moderatePicture(p, 'en-US', ON), p).toMatchObject({ allowed: false, reason: 'minors_sexual' });
  });

  it('reads ages: a number under 18, not the last part of a larger one', () => {
    expect(moderatePicture('sexy 25 year old in lingerie', 'en-US', OFF)).toEqual({ allowed: true });
    expect(moderatePicture('sexy twenty-two year old in lingerie', 'en-US', OFF)).toEqual({ allowed: true });
    expect(moderatePicture('sexy 16 year old in lingerie', 'en-US', OFF)).toMatchObject({
      reason: 'minors_sexual',
    });
    expect(moderatePicture('mujer de treinta y dos años en lencería sexy', 'es-ES', OFF)).toEqual({
      allowed: true,
    });
    expect(moderatePicture('chica de dos años en lencería', 'es-ES', OFF)).toMatchObject({
      reason: 'minors_sexual',
    });
    expect(moderatePicture('二十四岁的性感女人', 'zh-CN', OFF)).toEqual({ allowed: true });
    expect(moderatePicture('十四岁的性感女孩', 'zh-CN', OFF)).toMatchObject({ reason: 'minors_sexual' });
    expect(moderatePicture('فتاة مثيرة عمرها ١٤ سنة', 'ar-SA', OFF)).toMatchObject({
      reason: 'minors_sexual',
    });
  });

  it('reads digits standing for letters and ages glued to units', () => {
    expect(moderatePicture('n4ked 13yo', 'en-US', OFF)).toMatchObject({ reason: 'minors_sexual' });
    expect(moderatePicture('p0rn', 'en-US', OFF)).toMatchObject({ reason: 'sexual_explicit' });
  });

  it('checks the UI language first, then every other language, and reports the one that matched', () => {
    expect(moderatePicture('naked child', 'de-DE', OFF)).toMatchObject({
      reason: 'minors_sexual',
      lang: 'en-US',
    });
    expect(moderatePicture('nacktes Kind', 'en-US', OFF)).toMatchObject({
      reason: 'minors_sexual',
      lang: 'de-DE',
    });
    // "porno" is a term in several languages: the UI language is reported
    expect(moderatePicture('porno', 'it-IT', OFF)).toMatchObject({
      reason: 'sexual_explicit',
      lang: 'it-IT',
    });
  });

  it('reports the most severe reason any language finds', () => {
    const v = moderatePicture('gore, a beheading, naked child', 'fr-FR', OFF);
    expect(v).toMatchObject({ allowed: false, reason: 'minors_sexual' });
  });

  it('keeps false friends and exceptions apart', () => {
    // Spanish knot, not Italian "naked"; "kind" is German for child but English for nice
    expect(moderatePicture('un nudo en la cuerda', 'es-ES', OFF)).toEqual({ allowed: true });
    expect(moderatePicture('bambino nudo', 'es-ES', ON)).toMatchObject({
      reason: 'minors_sexual',
      lang: 'it-IT',
    });
    expect(moderatePicture('a kind woman in sexy lingerie', 'de-DE', OFF)).toEqual({ allowed: true });
    expect(moderatePicture("un adolescent et l'avant-bras", 'fr-FR', OFF)).toEqual({ allowed: true });
    expect(moderatePicture('裸足で走る子ども', 'ja-JP', OFF)).toEqual({ allowed: true });
    expect(moderatePicture('カロリー控えめのお菓子を食べる子ども', 'ja-JP', OFF)).toEqual({ allowed: true });
    expect(moderatePicture('a girl cutting herself a slice of cake', 'en-US', OFF)).toEqual({
      allowed: true,
    });
  });

  it('refuses self-harm and gore, also with adult content on', () => {
    expect(moderatePicture('a person hanging', 'en-US', ON)).toMatchObject({ reason: 'self_harm' });
    expect(moderatePicture('a person hanging laundry', 'en-US', ON)).toEqual({ allowed: true });
    expect(moderatePicture('fresh cuts on her wrist', 'en-US', ON)).toMatchObject({ reason: 'self_harm' });
    expect(moderatePicture('a dismembered body', 'en-US', ON)).toMatchObject({ reason: 'graphic_violence' });
  });

  it('lists the matched terms by list', () => {
    expect(pictureTerms('nude 12 year old girl', 'en-US')).toEqual([
      { list: 'sexual', term: 'nude' },
      { list: 'minors', term: '# year old' },
    ]);
  });

  it('never throws and always returns a well-formed verdict, whatever the text', () => {
    const fragments = fc.constantFrom(
      'nude',
      'child',
      '12',
      'twelve',
      'year',
      'old',
      '#',
      '*',
      '~',
      '$',
      '=',
      "l'",
      '-',
      ' ',
      '岁',
      '十',
      '歳',
      'عمرها',
      '١٢',
      'سنة',
      'nackt',
      'jährig',
      'y',
      'and',
      'ans',
      '\u0301',
      '\u200d',
      '🙂',
    );
    const text = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 200 }),
      fc
        .array(fc.oneof(fragments, fc.string({ unit: 'grapheme', maxLength: 3 })), { maxLength: 40 })
        .map((a) => a.join('')),
    );
    fc.assert(
      fc.property(text, fc.constantFrom(...LANGUAGES), fc.boolean(), (t, lang, adultContent) => {
        const v = moderatePicture(t, lang, { adultContent });
        if (!v.allowed) {
          expect(PICTURE_REASONS).toContain(v.reason);
          expect(LANGUAGES).toContain(v.lang);
        }
      }),
      { numRuns: 500 },
    );
  });
});
