import { errorDetail, type TErrorReason } from '@avatara/contracts/errors';
import type { Message, TranslationKey } from './message';

/** A failed call as the browser knows it: HTTP status (0: no answer), the server's reason, its parameters and field. */
export interface ServerError {
  status: number;
  reason?: string | null;
  params?: unknown;
  field?: string | null;
}

/**
 * The text of each reason (packages/contracts/src/errors.ts). Most have their own `errors.*` key;
 * some say what an existing text says already (the spec's keys, a general text by status).
 */
const REASON_KEYS: Record<TErrorReason, TranslationKey> = {
  WRONG_PASSWORD: 'wrongPassword',
  BLOCKED: 'blocked',
  NO_PASSWORD: 'errors.NO_PASSWORD',
  SIGN_IN_WITH_PROVIDER: 'errors.SIGN_IN_WITH_PROVIDER',
  PASSWORD_REQUIRED: 'passwordRequired',
  WEAK_PASSWORD: 'errors.WEAK_PASSWORD',
  CURRENT_PASSWORD_REQUIRED: 'errors.CURRENT_PASSWORD_REQUIRED',
  EMAIL_TAKEN: 'errors.EMAIL_TAKEN',
  ACCOUNT_EXISTS: 'errors.ACCOUNT_EXISTS',
  TOO_MANY_UNCONFIRMED: 'errors.TOO_MANY_UNCONFIRMED',
  TRIAL_USED: 'errors.TRIAL_USED',
  INVALID_TOKEN: 'account.linkInvalid',
  REAUTH_REQUIRED: 'errors.REAUTH_REQUIRED',
  EMAIL_ALREADY_CONFIRMED: 'errors.EMAIL_ALREADY_CONFIRMED',
  MAIL_RECENTLY_SENT: 'errors.MAIL_RECENTLY_SENT',
  SIGN_IN_REQUIRED: 'httpErrors.unauthorized',
  NOT_YOUR_ACCOUNT: 'errors.NOT_YOUR_ACCOUNT',
  USER_NOT_FOUND: 'errors.USER_NOT_FOUND',
  REPLY_IN_PROGRESS: 'errors.REPLY_IN_PROGRESS',
  LAST_OPERATOR: 'errors.LAST_OPERATOR',
  ACCOUNT_SUSPENDED: 'errors.ACCOUNT_SUSPENDED',
  PROVIDER_NOT_CONFIGURED: 'errors.PROVIDER_NOT_CONFIGURED',
  SIGN_IN_EXPIRED: 'errors.SIGN_IN_EXPIRED',
  SIGN_IN_CANCELLED: 'errors.SIGN_IN_CANCELLED',
  PROVIDER_NO_EMAIL: 'errors.PROVIDER_NO_EMAIL',
  PROVIDER_EMAIL_UNVERIFIED: 'errors.PROVIDER_EMAIL_UNVERIFIED',
  PROVIDER_RESPONSE_INVALID: 'errors.PROVIDER_RESPONSE_INVALID',
  SOCIAL_EMAIL_CONFLICT: 'errors.SOCIAL_EMAIL_CONFLICT',
  SIGN_IN_FAILED: 'errors.SIGN_IN_FAILED',
  UNKNOWN_PLAN: 'errors.UNKNOWN_PLAN',
  PLAN_NOT_AVAILABLE: 'pricing.notAvailable',
  FREE_CREDIT_USED: 'errors.FREE_CREDIT_USED',
  CHECKOUT_NOT_FOUND: 'errors.CHECKOUT_NOT_FOUND',
  DEBIT_EXCEEDS_BALANCE: 'errors.DEBIT_EXCEEDS_BALANCE',
  REFUND_NOT_POSSIBLE: 'errors.REFUND_NOT_POSSIBLE',
  REFUND_FAILED: 'errors.REFUND_FAILED',
  OPERATOR_NOT_SUSPENDABLE: 'errors.OPERATOR_NOT_SUSPENDABLE',
  ALREADY_SUSPENDED: 'errors.ALREADY_SUSPENDED',
  NOT_SUSPENDED: 'errors.NOT_SUSPENDED',
  NO_PLAN: 'errors.NO_PLAN',
  CONSENT_REQUIRED: 'errors.CONSENT_REQUIRED',
  BALANCE_EXHAUSTED: 'errors.BALANCE_EXHAUSTED',
  SHUTTING_DOWN: 'errors.SHUTTING_DOWN',
  MODEL_UNAVAILABLE: 'errors.MODEL_UNAVAILABLE',
  MODEL_TIMEOUT: 'errors.MODEL_TIMEOUT',
  MODEL_DOWN: 'errors.MODEL_DOWN',
  IMAGE_FAILED: 'errors.IMAGE_FAILED',
  STILL_ANSWERING: 'errors.STILL_ANSWERING',
  UNKNOWN_AVATAR: 'errors.UNKNOWN_AVATAR',
  UNKNOWN_MODEL: 'errors.UNKNOWN_MODEL',
  IMAGE_PROMPT_EMPTY: 'chat.imageNeedsText',
  IMAGE_REFUSED: 'errors.IMAGE_REFUSED',
  NOTHING_TO_RETRY: 'errors.NOTHING_TO_RETRY',
  MODEL_SERVER_UNREACHABLE: 'errors.MODEL_SERVER_UNREACHABLE',
  MODEL_SERVER_INCOMPATIBLE: 'errors.MODEL_SERVER_INCOMPATIBLE',
  MODEL_KEY_REFUSED: 'errors.MODEL_KEY_REFUSED',
  SET_BY_ENVIRONMENT: 'errors.SET_BY_ENVIRONMENT',
  MEMORY_NOT_FOUND: 'errors.MEMORY_NOT_FOUND',
  MESSAGE_NOT_FOUND: 'errors.MESSAGE_NOT_FOUND',
  UNDER_AGE: 'errors.UNDER_AGE',
  INVALID_BIRTH_DATE: 'errors.INVALID_BIRTH_DATE',
  IMAGE_NOT_FOUND: 'errors.IMAGE_NOT_FOUND',
  SPEECH_TEXT_EMPTY: 'errors.SPEECH_TEXT_EMPTY',
  SPEECH_VOICE_MISSING: 'errors.SPEECH_VOICE_MISSING',
  SPEECH_LANGUAGE_MISSING: 'errors.SPEECH_LANGUAGE_MISSING',
  SPEECH_FAILED: 'errors.SPEECH_FAILED',
  TRANSCRIPTION_NOT_CONFIGURED: 'errors.TRANSCRIPTION_NOT_CONFIGURED',
  AUDIO_MISSING: 'errors.AUDIO_MISSING',
  TRANSCRIPTION_FAILED: 'errors.TRANSCRIPTION_FAILED',
  REQUIRED: 'missingFields',
  TOO_SHORT: 'errors.TOO_SHORT',
  TOO_LONG: 'errors.TOO_LONG',
  INVALID_EMAIL: 'invalidEmail',
  INVALID_INPUT: 'httpErrors.badRequest',
  MALFORMED_REQUEST: 'errors.MALFORMED_REQUEST',
  BODY_TOO_LARGE: 'httpErrors.tooLarge',
  TOO_MANY_REQUESTS: 'httpErrors.tooManyRequests',
  CROSS_SITE_REFUSED: 'errors.CROSS_SITE_REFUSED',
  NOT_FOUND: 'httpErrors.notFound',
  SERVICE_UNAVAILABLE: 'httpErrors.unavailable',
  INTERNAL: 'httpErrors.server',
};

/** Where the field says more than the reason: a missing password, name, email or date of birth, a short password. */
export const FIELD_KEYS: Partial<Record<TErrorReason, Partial<Record<string, TranslationKey>>>> = {
  REQUIRED: {
    password: 'passwordRequired',
    currentPassword: 'errors.CURRENT_PASSWORD_REQUIRED',
    name: 'invalidName',
    email: 'invalidEmail',
    birthDate: 'consent.birthDateRequired',
  },
  TOO_SHORT: { password: 'account.passwordTooShort', newPassword: 'account.passwordTooShort' },
};

/** The general text of a status, for a reason this version does not know (never the server's English). */
export function statusKey(status: number): TranslationKey {
  if (status === 0) return 'httpErrors.network';
  if (status === 400 || status === 422) return 'httpErrors.badRequest';
  if (status === 401) return 'httpErrors.unauthorized';
  if (status === 402) return 'httpErrors.paymentRequired';
  if (status === 403) return 'httpErrors.forbidden';
  if (status === 404 || status === 410) return 'httpErrors.notFound';
  if (status === 409) return 'httpErrors.conflict';
  if (status === 413) return 'httpErrors.tooLarge';
  if (status === 423) return 'httpErrors.locked';
  if (status === 429) return 'httpErrors.tooManyRequests';
  if (status === 502 || status === 503 || status === 504) return 'httpErrors.unavailable';
  if (status >= 500) return 'httpErrors.server';
  return 'httpErrors.other';
}

/** The translation key of a reason (with the field where it says more); the test checks each in 8 languages. */
export function reasonKey(reason: TErrorReason, field?: string | null): TranslationKey {
  return (field ? FIELD_KEYS[reason]?.[field] : undefined) ?? REASON_KEYS[reason];
}

/**
 * The message of a failed call, in one place (docs/errors.md): a reason this version knows, with
 * parameters that fit it, has its own text; no answer at all (status 0) says so; otherwise
 * `fallback` (a text of the place that failed, e.g. the spec's 'Login failed'), else the general
 * text of the status. Never the server's English.
 * @example errorMessage({ status: 423, reason: 'BLOCKED', params: { minutes: 15 } }) // { key: 'blocked', values: { minutes: 15 } }
 */
export function errorMessage(error: ServerError, fallback?: TranslationKey): Message {
  const known = reasonMessage(error);
  if (known) return known;
  if (error.status === 0 || fallback === undefined) return { key: statusKey(error.status) };
  return { key: fallback };
}

/** The text of the reason alone: null for a reason this version does not know, or parameters that do not fit it. */
export function reasonMessage(error: Pick<ServerError, 'reason' | 'params' | 'field'>): Message | null {
  const detail = errorDetail(error.reason, error.params);
  if (!detail) return null;
  const key = reasonKey(detail.reason, error.field);
  const values: Record<string, string | number> = detail.params;
  return Object.keys(values).length > 0 ? { key, values } : { key };
}
