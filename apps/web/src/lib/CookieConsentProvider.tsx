import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { cookies } from './browserCookies';
import { CookieConsentContext } from './cookieConsentContext';
import type { ConsentChoice } from './cookies';

/** Holds the cookie banner answer (stored in the essential `cookieConsent` cookie). */
export function CookieConsentProvider({ children }: { children: ReactNode }) {
  const [choice, setChoice] = useState<ConsentChoice | null>(() => cookies.consent());
  const choose = useCallback((next: ConsentChoice) => {
    cookies.setConsent(next);
    setChoice(next);
  }, []);
  const value = useMemo(() => ({ choice, choose }), [choice, choose]);
  return <CookieConsentContext.Provider value={value}>{children}</CookieConsentContext.Provider>;
}
