import { describe, expect, it } from 'vitest';
import { languageName } from './languageName';

describe('languageName', () => {
  it('names the language without its region, in the UI language', () => {
    expect(languageName('en-US', 'en-US')).toBe('English');
    expect(languageName('de-DE', 'de-DE')).toBe('Deutsch');
    expect(languageName('fr-FR', 'de-DE')).toBe('Französisch');
  });
});
