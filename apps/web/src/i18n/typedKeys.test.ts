import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import enUS from '../../public/locales/en-US/translation.json';
import { reasonKey } from './errorMessage';
import type { TranslationKey } from './message';

/**
 * Typed translation keys (i18next.d.ts): `npm run typecheck` compiles this file, and each
 * `@ts-expect-error` below fails the build if the line it marks ever compiles, i.e. if an unknown
 * key stopped being an error.
 */
describe('typed translation keys', () => {
  it('accepts the keys of en-US and refuses any other at compile time', async () => {
    const i18n = createInstance();
    await i18n.init({
      lng: 'en-US',
      resources: { 'en-US': { translation: enUS } },
      interpolation: { escapeValue: false },
    });
    expect(i18n.t('chat.retry')).toBe('Send again');
    expect(i18n.t('wrongPassword', { attemptsLeft: 2 })).toBe('Wrong password. Attempts left: 2');
    // @ts-expect-error 'no.such.key' is not a key of en-US
    expect(i18n.t('no.such.key')).toBe('no.such.key');
    // @ts-expect-error not even with a default value (strictKeyChecks)
    expect(i18n.t('no.such.key', { defaultValue: 'fallback' })).toBe('fallback');
  });

  it('types keys made at run time as unions of real keys', () => {
    const reason = 'NO_PLAN' as 'NO_PLAN' | 'CONSENT_REQUIRED';
    const key: TranslationKey = `errors.${reason}`;
    expect(key).toBe('errors.NO_PLAN');
    const page = 'nothing' as string;
    // @ts-expect-error a plain string is not a key
    const loose: TranslationKey = `pages.${page}.title`;
    expect(loose).toBe('pages.nothing.title');
    // @ts-expect-error a reason that is not in the list has no key
    expect(reasonKey('NO_SUCH_REASON')).toBeUndefined();
  });
});
