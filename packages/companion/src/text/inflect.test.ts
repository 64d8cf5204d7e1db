import { describe, expect, it } from 'vitest';
import { tokenVariants } from './inflect.js';

describe('tokenVariants', () => {
  it('gives the word first, then the part after an elision and the word without an ending', () => {
    expect(tokenVariants("t'aime", 'fr-FR')).toEqual(["t'aime", 'aime', "t'aim", 'aim']);
    expect(tokenVariants('schrecklichen', 'de-DE')).toContain('schrecklich');
    expect(tokenVariants('cats', 'en-US')).toEqual(['cats', 'cat']);
  });

  it('takes Arabic proclitics and person prefixes off', () => {
    expect(tokenVariants('والحب', 'ar-SA')).toContain('حب');
    expect(tokenVariants('وبالحب', 'ar-SA')).toContain('حب');
    expect(tokenVariants('اقلق', 'ar-SA')).toContain('قلق');
  });

  it('leaves Chinese and Japanese tokens as they are', () => {
    expect(tokenVariants('猫', 'zh-CN')).toEqual(['猫']);
  });
});
