import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { cookies } from '../lib/browserCookies';
import { languageToApply } from './languages';

/** How often the `language` cookie is read (spec §4, §9: every 1 s). */
export const LANGUAGE_POLL_MS = 1000;

/**
 * Polls the `language` cookie so that a language chosen in another tab applies here too.
 */
export function useLanguageCookieSync(intervalMs: number = LANGUAGE_POLL_MS): void {
  const { i18n } = useTranslation();
  useEffect(() => {
    const id = window.setInterval(() => {
      const next = languageToApply(cookies.get('language'), i18n.language);
      if (next !== null) void i18n.changeLanguage(next);
    }, intervalMs);
    return () => window.clearInterval(id);
  }, [i18n, intervalMs]);
}
