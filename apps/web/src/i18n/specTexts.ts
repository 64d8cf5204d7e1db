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
  /** Alert of the image button without text (§5). */
  'chat.imageNeedsText': 'Bitte geben Sie eine Nachricht ein, um den Bildbefehl zu senden.',
  /** Chat system message when the speech answer has no audio (§8). */
  'chat.speech.noBlob': 'Error 8955 AudioBlob wurde nicht zurückgegegeben!',
} as const;

/** Texts the spec quotes verbatim in English (§8): the en-US values of these keys; the other languages translate them. */
export const SPEC_TEXTS_EN = {
  /** Chat system message when the audio cannot be played (§8). */
  'chat.speech.playFailed': 'Error 3546 while playing the audio.',
  /** Chat system message when the speech call fails (§8). */
  'chat.speech.apiFailed': 'Error 3396 Error while calling the Speech API!',
  /** Alert of the image history without images (§8). */
  'chat.noImage': 'No generated image available to display.',
} as const;

/** Thrown (and logged) when the speech call fails (§8). */
export const SPEECH_ERROR_LOG = 'Fehler bei der Azure Speech-Generierung';

/** Logged when the checkout cannot be started (§8: 'Fehler bei der Zahlungssitzung'). */
export const PAYMENT_SESSION_ERROR_LOG = 'Fehler bei der Zahlungssitzung';
