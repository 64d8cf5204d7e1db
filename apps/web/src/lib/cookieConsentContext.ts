import { createContext, useContext } from 'react';
import type { ConsentChoice } from './cookies';

export interface CookieConsentState {
  /** The banner answer, or null while the visitor has not chosen. */
  choice: ConsentChoice | null;
  choose: (choice: ConsentChoice) => void;
}

export const CookieConsentContext = createContext<CookieConsentState | null>(null);

/** The cookie banner answer and a way to change it. */
export function useCookieConsent(): CookieConsentState {
  const value = useContext(CookieConsentContext);
  if (value === null) throw new Error('useCookieConsent needs a CookieConsentProvider');
  return value;
}
