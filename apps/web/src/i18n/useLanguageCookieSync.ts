import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { cookies } from '../lib/browserCookies';
import { languageFromCookie } from './languages';

/** How often the `language` cookie is read (spec §4, §9: every 1 s). */
export const LANGUAGE_POLL_MS = 1000;

/**
 * Polls the `language` cookie so that a language chosen in another tab applies here too.
 */
export function useLanguageCookieSync(intervalMs: number = LANGUAGE_POLL_MS): void {
  const { i18n } = useTranslation();
  useEffect(() => {
    const id = window.setInterval(() => {
      const wanted = languageFromCookie(cookies.get('language'));
      if (wanted !== null && wanted !== i18n.language) void i18n.changeLanguage(wanted);
    }, intervalMs);
    return () => window.clearInterval(id);
  }, [i18n, intervalMs]);
}
