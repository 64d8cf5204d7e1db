/**
 * Texts the spec quotes verbatim in German (avatar-chat.md §2, §4, §8). The UI shows them via
 * translation keys whose de-DE value is exactly this text (checked by specTexts.test.ts); the
 * other languages carry a translation. The payment-session line is logged as is.
 */
export const SPEC_TEXTS_DE = {
  /** Pricing card of a plan without features (§2). */
  'pricing.noFeatures': 'Keine Features verfügbar',
  /** Notice on an inactive plan, 3 s (§4, §9). */
  'pricing.notAvailable': 'Noch nicht verfügbar!',
  /** Alert after a failed payment session (§8). */
  'pricing.paymentFailed': 'Zahlung fehlgeschlagen. Bitte versuche es erneut.',
  /** Consent save failure (§8). */
  'consent.error': 'Es ist ein Fehler aufgetreten. Bitte versuche es erneut.',
} as const;

/** Logged when the checkout cannot be started (§8: 'Fehler bei der Zahlungssitzung'). */
export const PAYMENT_SESSION_ERROR_LOG = 'Fehler bei der Zahlungssitzung';
