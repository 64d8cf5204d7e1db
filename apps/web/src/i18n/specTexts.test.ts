import { describe, expect, it } from 'vitest';
import deDE from '../../public/locales/de-DE/translation.json';
import enUS from '../../public/locales/en-US/translation.json';
import { SPEC_TEXTS_DE, SPEC_TEXTS_EN } from './specTexts';

const lookup = (resource: unknown, key: string): unknown =>
  key
    .split('.')
    .reduce<unknown>(
      (node, part) =>
        typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined,
      resource,
    );

describe('spec texts', () => {
  it('de-DE carries the German texts of the spec verbatim', () => {
    for (const [key, text] of Object.entries(SPEC_TEXTS_DE)) expect(lookup(deDE, key), key).toBe(text);
  });

  it('en-US translates them', () => {
    for (const [key, text] of Object.entries(SPEC_TEXTS_DE)) {
      const english = lookup(enUS, key);
      expect(typeof english === 'string' && english !== text, key).toBe(true);
    }
  });

  it('en-US carries the English texts of the spec verbatim, and de-DE translates them', () => {
    for (const [key, text] of Object.entries(SPEC_TEXTS_EN)) {
      expect(lookup(enUS, key), key).toBe(text);
      const german = lookup(deDE, key);
      expect(typeof german === 'string' && german !== text, key).toBe(true);
    }
  });

  it('en-US keeps the trial texts of spec §5 and §8', () => {
    expect(lookup(enUS, 'trial.nameRequired')).toBe('Name is required.');
    expect(lookup(enUS, 'trial.emailRequired')).toBe('Valid email is required.');
    expect(lookup(enUS, 'trial.error')).toBe('Error: {{message}}');
    expect(lookup(enUS, 'trial.networkError')).toBe('An error occurred while starting your trial.');
    expect(lookup(enUS, 'auth.registrationFailed')).toBe('Registration failed');
    expect(lookup(enUS, 'auth.loginFailed')).toBe('Login failed');
  });
});
