import i18n from 'i18next';
import HttpBackend from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';
import { config } from '../config';
import { cookies } from '../lib/browserCookies';
import { applyDocumentLanguage } from './documentLanguage';
import { DEFAULT_LANGUAGE, LANGUAGES, languageFromCookie, type Language } from './languages';

/** The language to start with: the `language` cookie, else en-US (spec §9). */
export function initialLanguage(): Language {
  return languageFromCookie(cookies.get('language')) ?? DEFAULT_LANGUAGE;
}

/**
 * Starts i18next: translations are fetched lazily from `{i18n base}/{lng}/translation.json`
 * (spec §7), only for the current language and the en-US fallback.
 */
export function initI18n(language: Language = initialLanguage()): typeof i18n {
  applyDocumentLanguage(language);
  i18n.on('languageChanged', applyDocumentLanguage);
  void i18n
    .use(HttpBackend)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...LANGUAGES],
      load: 'currentOnly',
      ns: ['translation'],
      defaultNS: 'translation',
      backend: { loadPath: `${config.i18nBaseUrl}/{{lng}}/translation.json` },
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
    });
  return i18n;
}

/** Chooses a language: stores it in the `language` cookie (read by other tabs) and applies it. */
export function chooseLanguage(language: Language): void {
  cookies.set('language', language);
  void i18n.changeLanguage(language);
}
