import { describe, expect, it } from 'vitest';
import { LANGUAGES, directionOf, isLanguage, languageFromCookie, languageToApply } from './languages';

describe('LANGUAGES', () => {
  it('lists the eight languages of the spec with en-US first', () => {
    expect(LANGUAGES).toEqual(['en-US', 'de-DE', 'fr-FR', 'es-ES', 'it-IT', 'zh-CN', 'ja-JP', 'ar-SA']);
  });
});

describe('isLanguage', () => {
  it('accepts only exact supported codes', () => {
    expect(isLanguage('de-DE')).toBe(true);
    expect(isLanguage('de')).toBe(false);
    expect(isLanguage(42)).toBe(false);
  });
});

describe('languageFromCookie', () => {
  it('returns null for a missing or unknown value', () => {
    expect(languageFromCookie(null)).toBeNull();
    expect(languageFromCookie('')).toBeNull();
    expect(languageFromCookie('xx-YY')).toBeNull();
  });
  it('maps exact codes, other cases and bare primary subtags', () => {
    expect(languageFromCookie('ar-SA')).toBe('ar-SA');
    expect(languageFromCookie('FR-fr')).toBe('fr-FR');
    expect(languageFromCookie('ja')).toBe('ja-JP');
  });
});

describe('directionOf', () => {
  it('is rtl for Arabic only', () => {
    expect(directionOf('ar-SA')).toBe('rtl');
    for (const lng of LANGUAGES.filter((l) => l !== 'ar-SA')) expect(directionOf(lng)).toBe('ltr');
    expect(directionOf('unknown')).toBe('ltr');
  });
});

describe('languageToApply', () => {
  it('switches when another tab stored a different supported language', () => {
    expect(languageToApply('ar-SA', 'en-US')).toBe('ar-SA');
  });
  it('does nothing for the current language, a missing cookie or an unknown value', () => {
    expect(languageToApply('de-DE', 'de-DE')).toBeNull();
    expect(languageToApply(null, 'de-DE')).toBeNull();
    expect(languageToApply('klingon', 'de-DE')).toBeNull();
  });
});
