import { ERROR_REASON_NAMES, errorParamNames } from '@avatara/contracts/errors';
import { describe, expect, it } from 'vitest';
import arSA from '../../public/locales/ar-SA/translation.json';
import deDE from '../../public/locales/de-DE/translation.json';
import enUS from '../../public/locales/en-US/translation.json';
import esES from '../../public/locales/es-ES/translation.json';
import frFR from '../../public/locales/fr-FR/translation.json';
import itIT from '../../public/locales/it-IT/translation.json';
import jaJP from '../../public/locales/ja-JP/translation.json';
import zhCN from '../../public/locales/zh-CN/translation.json';
import { FIELD_KEYS, reasonKey, statusKey } from './errorMessage';
import { LANGUAGES, type Language } from './languages';

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

/** The text under a dotted key, or undefined. */
const textAt = (resource: unknown, key: string): unknown =>
  key
    .split('.')
    .reduce<unknown>(
      (node, part) =>
        typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined,
      resource,
    );
const placeholders = (text: unknown) => [...String(text).matchAll(/{{(\w+)}}/g)].map((m) => m[1]).sort();

describe('error texts (docs/errors.md)', () => {
  for (const language of LANGUAGES) {
    it(`${language} has a text for every reason, with exactly the reason's parameters`, () => {
      const resource = LOCALES[language];
      for (const reason of ERROR_REASON_NAMES) {
        const text = textAt(resource, reasonKey(reason));
        expect(typeof text === 'string' && text.trim() !== '', `${language} ${reason}`).toBe(true);
        expect(placeholders(text), `${language} ${reason}`).toEqual([...errorParamNames(reason)].sort());
      }
    });

    it(`${language} has the texts a field gives a reason, using only the reason's parameters`, () => {
      for (const [reason, byField] of Object.entries(FIELD_KEYS)) {
        for (const key of Object.values(byField ?? {})) {
          const text = textAt(LOCALES[language], key!);
          expect(typeof text === 'string' && text !== '', `${language} ${key}`).toBe(true);
          for (const name of placeholders(text))
            expect(errorParamNames(reason as never), `${language} ${key}`).toContain(name);
        }
      }
    });

    it(`${language} has a general text for every status, without parameters`, () => {
      for (let status = 0; status < 600; status += status === 0 ? 400 : 1) {
        const text = textAt(LOCALES[language], statusKey(status));
        expect(
          typeof text === 'string' && text !== '' && placeholders(text).length === 0,
          `${language} ${status}`,
        ).toBe(true);
      }
    });
  }

  it('translates every error text in the other seven languages (none is a copy of the English)', () => {
    const groups = ['errors', 'httpErrors'] as const;
    for (const language of LANGUAGES.filter((l) => l !== 'en-US')) {
      const resource = LOCALES[language] as Record<(typeof groups)[number], Record<string, string>>;
      for (const group of groups) {
        const copies = Object.entries(resource[group]).filter(
          ([key, text]) =>
            text === (enUS as Record<(typeof groups)[number], Record<string, string>>)[group][key],
        );
        expect(
          copies.map(([key]) => `${group}.${key}`),
          language,
        ).toEqual([]);
      }
    }
  });
});
