import { describe, expect, it } from 'vitest';
import { languageList, languageName } from './languageName';

describe('languageName', () => {
  it('names the language without its region, in the UI language', () => {
    expect(languageName('en-US', 'en-US')).toBe('English');
    expect(languageName('de-DE', 'de-DE')).toBe('Deutsch');
    expect(languageName('fr-FR', 'de-DE')).toBe('Französisch');
  });
});

describe('languageList', () => {
  it("lists the names with the UI language's own separators", () => {
    expect(languageList(['en-US', 'es-ES'], 'en-US')).toBe('English and Spanish');
    expect(languageList(['en-US', 'es-ES', 'fr-FR'], 'de-DE')).toBe('Englisch, Spanisch und Französisch');
    expect(languageList(['en-US', 'es-ES'], 'ja-JP')).toBe('英語、スペイン語');
    expect(languageList(['en-US', 'es-ES'], 'ar-SA')).not.toContain(',');
  });
});
