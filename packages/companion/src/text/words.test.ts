import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../languages.js';
import { alternation, PICTURE_NOUNS, pictureNounPattern } from './words.js';

describe('PICTURE_NOUNS', () => {
  it('names a picture in every UI language', () => {
    for (const lang of LANGUAGES) expect(PICTURE_NOUNS[lang].length, lang).toBeGreaterThan(0);
  });

  it('matches as an alternation of whole entries', () => {
    const re = new RegExp(`^${pictureNounPattern('de-DE')}$`, 'iu');
    expect(re.test('Gemälde')).toBe(true);
    expect(re.test('Bildschirm')).toBe(false);
  });
});

describe('alternation', () => {
  it('escapes the characters of regular expressions', () => {
    expect(alternation(['a.b', 'c|d'])).toBe('(?:a\\.b|c\\|d)');
  });
});
