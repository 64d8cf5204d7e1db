import { describe, expect, it } from 'vitest';
import arSA from '../../public/locales/ar-SA/translation.json';
import deDE from '../../public/locales/de-DE/translation.json';
import enUS from '../../public/locales/en-US/translation.json';
import esES from '../../public/locales/es-ES/translation.json';
import frFR from '../../public/locales/fr-FR/translation.json';
import itIT from '../../public/locales/it-IT/translation.json';
import jaJP from '../../public/locales/ja-JP/translation.json';
import zhCN from '../../public/locales/zh-CN/translation.json';
import { COOKIE_DEFINITIONS } from '../lib/cookies';
import { NHS_HORMONE_KEYS, NHS_STATE_NAMES } from '@avatara/contracts/nhs-names';
import type { Language } from './languages';

const LOCALES: Record<Language, unknown> = {
  'en-US': enUS,
  'de-DE': deDE,
  'fr-FR': frFR,
  'es-ES': esES,
  'it-IT': itIT,
  'zh-CN': zhCN,
  'ja-JP': jaJP,
  'ar-SA': arSA,
};

/** Translation keys of spec §3. */
const SPEC_KEYS = [
  'welcome',
  'login',
  'register',
  'backToLogin',
  'email',
  'name',
  'password',
  'confirmPassword',
  'passwordsDoNotMatch',
  'invalidEmail',
  'invalidName',
  'wrongPassword',
  'blocked',
  'startTrial',
  'submitTrial',
  'trialStarted',
  'loginSuccessful',
  'registrationSuccessful',
  'missingFields',
  'googleLoginFailed',
  'facebookLoginFailed',
  'passwordRequired',
];

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** Flattens nested keys ('a.b'); arrays count as one key; plural forms count as their base key. */
function flatten(value: unknown, prefix = ''): Map<string, unknown> {
  const result = new Map<string, unknown>();
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) {
      for (const [k, v] of flatten(child, prefix === '' ? key : `${prefix}.${key}`)) result.set(k, v);
    }
  } else {
    result.set(prefix.replace(PLURAL_SUFFIX, ''), value);
  }
  return result;
}

const english = flatten(enUS);

describe('translation files', () => {
  it('has every translation key of spec §3 in en-US with the spec default texts', () => {
    for (const key of SPEC_KEYS) expect(english.has(key), key).toBe(true);
    expect(enUS.invalidEmail).toBe('Invalid email address');
    expect(enUS.invalidName).toBe('Name is required');
    expect(enUS.passwordsDoNotMatch).toBe('Passwords do not match');
    expect(enUS.passwordRequired).toBe('Password is required');
    expect(enUS.googleLoginFailed).toBe('Google login failed. Please try again.');
    expect(enUS.facebookLoginFailed).toBe('Facebook login failed. Please try again.');
  });

  for (const [language, resource] of Object.entries(LOCALES)) {
    it(`${language} has exactly the keys of en-US, none empty, same interpolations`, () => {
      const keys = flatten(resource);
      expect([...keys.keys()].sort()).toEqual([...english.keys()].sort());
      for (const [key, value] of keys) {
        const reference = english.get(key);
        if (Array.isArray(reference)) {
          expect(Array.isArray(value) && value.length === reference.length, key).toBe(true);
          continue;
        }
        expect(typeof value === 'string' && value.trim() !== '', key).toBe(true);
        const placeholders = (text: unknown) =>
          [...String(text).matchAll(/{{(\w+)}}/g)].map((m) => m[1]).sort();
        expect(placeholders(value), key).toEqual(placeholders(reference));
      }
    });
  }

  it('has the overlay texts of the spec and the issue in en-US', () => {
    expect(enUS.overlay.title).toBe('Brain States & Hormones');
    expect(enUS.overlay.refresh).toBe('Refresh Data');
    expect(enUS.overlay.close).toBe('Close');
    expect(enUS.overlay.empty).toBe('No data available');
  });

  it('translates the overlay texts in every other language', () => {
    for (const [language, resource] of Object.entries(LOCALES)) {
      if (language === 'en-US') continue;
      const keys = flatten((resource as { overlay: unknown }).overlay);
      const overlayEn = flatten(enUS.overlay);
      // Spelled the same: "AI" in Chinese and Japanese UIs, "Hormones" in French.
      const identical: Partial<Record<string, string[]>> = {
        'zh-CN': ['legendAi'],
        'ja-JP': ['legendAi'],
        'fr-FR': ['sections.hormones'],
      };
      const same = [...keys]
        .filter(([key, value]) => value === overlayEn.get(key) && !identical[language]?.includes(key))
        .map(([key]) => key);
      expect(same, language).toEqual([]);
    }
  });

  it('has a label for every state and hormone of the catalog, and a meaning for every state, in every language', () => {
    expect(new Set(NHS_STATE_NAMES).size).toBe(65);
    expect(new Set(NHS_HORMONE_KEYS).size).toBe(21);
    for (const [language, resource] of Object.entries(LOCALES)) {
      const nhs = (resource as { nhs: Record<'state' | 'hormone' | 'stateInfo', Record<string, unknown>> })
        .nhs;
      // Exactly the catalog's names: a missing one would show its English fallback, an extra one is a typo.
      expect(Object.keys(nhs.state).sort(), language).toEqual([...NHS_STATE_NAMES].sort());
      expect(Object.keys(nhs.stateInfo).sort(), language).toEqual([...NHS_STATE_NAMES].sort());
      expect(Object.keys(nhs.hormone).sort(), language).toEqual([...NHS_HORMONE_KEYS].sort());
      for (const [group, texts] of Object.entries(nhs)) {
        for (const [key, text] of Object.entries(texts)) {
          expect(
            typeof text === 'string' && text.trim() === text && text !== '',
            `${language} nhs.${group}.${key}`,
          ).toBe(true);
        }
      }
      // Short enough for the name column (a meaning is a tooltip, a line at most).
      for (const [key, text] of Object.entries({ ...nhs.state, ...nhs.hormone }))
        expect(String(text).length, `${language} ${key}`).toBeLessThanOrEqual(25);
      for (const [key, text] of Object.entries(nhs.stateInfo))
        expect(String(text).length, `${language} ${key}`).toBeLessThanOrEqual(90);
    }
  });

  it('translates the state names in every other language (only names spelled the same may match en-US)', () => {
    // Spelled the same as in English: Latin and medical loanwords.
    const identical: Partial<Record<string, string[]>> = {
      'de-DE': ['HUNGER', 'STRESS', 'LIBIDO', 'MOTIVATION', 'HUMOR'],
      'fr-FR': [
        'SURPRISE',
        'STRESS',
        'FRUSTRATION',
        'GRATITUDE',
        'AMUSEMENT',
        'FATIGUE',
        'LIBIDO',
        'DIGESTION',
        'CONFUSION',
        'MOTIVATION',
        'PATIENCE',
      ],
      'es-ES': ['LIBIDO', 'HUMOR'],
      'it-IT': ['STRESS', 'LIBIDO', 'NAUSEA'],
    };
    for (const [language, resource] of Object.entries(LOCALES)) {
      if (language === 'en-US') continue;
      const names = (resource as { nhs: { state: Record<string, string> } }).nhs.state;
      const same = NHS_STATE_NAMES.filter(
        (name) => names[name] === enUS.nhs.state[name] && !identical[language]?.includes(name),
      );
      expect(same, language).toEqual([]);
    }
  });

  it('translates the spec keys in every other language', () => {
    // Words that are spelled the same in English and the other language.
    const identical: Partial<Record<string, string[]>> = { 'de-DE': ['name'], 'it-IT': ['password'] };
    for (const [language, resource] of Object.entries(LOCALES)) {
      if (language === 'en-US') continue;
      const keys = flatten(resource);
      const same = SPEC_KEYS.filter(
        (key) => keys.get(key) === english.get(key) && !identical[language]?.includes(key),
      );
      expect(same, language).toEqual([]);
    }
  });
});

describe('plural forms of the cookie lifetimes', () => {
  const counts = [...new Set(Object.values(COOKIE_DEFINITIONS).map((d) => d.maxAgeDays))];
  for (const [language, resource] of Object.entries(LOCALES)) {
    it(`${language} has the plural form of every lifetime shown`, () => {
      const policy = (resource as { cookiePolicy: Record<string, unknown> }).cookiePolicy;
      const rules = new Intl.PluralRules(language);
      for (const count of counts)
        expect(typeof policy[`days_${rules.select(count)}`], `${count}`).toBe('string');
    });
  }
});
