import { LANGUAGES, type TLanguage } from '@avatara/contracts/common';

/** The eight UI languages of spec §3, in the order of the flag selector (spec §9): the one list, in `@avatara/contracts`. */
export { LANGUAGES };

export type Language = TLanguage;

/** Default UI language (spec §9). */
export const DEFAULT_LANGUAGE: Language = 'en-US';

/** Languages written right to left. */
const RTL_LANGUAGES: ReadonlySet<Language> = new Set<Language>(['ar-SA']);

/**
 * Each language's own name (endonym). These are deliberately not translated: a reader looks
 * for the name of their own language, so they stay the same in every UI language.
 */
export const LANGUAGE_ENDONYMS: Record<Language, string> = {
  'en-US': 'English',
  'de-DE': 'Deutsch',
  'fr-FR': 'Français',
  'es-ES': 'Español',
  'it-IT': 'Italiano',
  'zh-CN': '中文',
  'ja-JP': '日本語',
  'ar-SA': 'العربية',
};

/** True when `value` is one of the eight supported language codes (exact match). */
export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The UI language as a supported code, for a call whose contract names one: i18next only switches
 * to supported languages, so this is `language` itself (its 'cimode' in tests: the default).
 */
export function uiLanguage(language: string): Language {
  return isLanguage(language) ? language : DEFAULT_LANGUAGE;
}

/**
 * The supported language a raw cookie value names, or null. Accepts exact codes and, as a
 * courtesy, a bare primary subtag ('de' → 'de-DE') or a different case ('DE-de').
 */
export function languageFromCookie(raw: string | null | undefined): Language | null {
  if (!raw) return null;
  const value = raw.trim();
  if (isLanguage(value)) return value;
  const lower = value.toLowerCase();
  const exact = LANGUAGES.find((lng) => lng.toLowerCase() === lower);
  if (exact) return exact;
  return LANGUAGES.find((lng) => lng.slice(0, 2) === lower) ?? null;
}

/** Text direction of a language: 'rtl' for Arabic, 'ltr' otherwise. */
export function directionOf(language: string): 'rtl' | 'ltr' {
  return isLanguage(language) && RTL_LANGUAGES.has(language) ? 'rtl' : 'ltr';
}

/**
 * The language the 1-second cookie poll (spec §4) should switch to: the cookie's language when
 * it is supported and differs from the current one, else null (nothing to do).
 */
export function languageToApply(cookieValue: string | null | undefined, current: string): Language | null {
  const wanted = languageFromCookie(cookieValue);
  return wanted !== null && wanted !== current ? wanted : null;
}
