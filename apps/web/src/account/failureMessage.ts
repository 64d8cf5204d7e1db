import { ApiError } from '../api/ApiError';

/** What a failed account call tells: its status (0: no answer), reason, rejected field and what to wait. */
export type AccountFailure = Pick<ApiError, 'status' | 'code' | 'field' | 'attemptsLeft' | 'retryAfterSeconds'>;

const NETWORK: AccountFailure = { status: 0, code: 'NETWORK', field: null, attemptsLeft: null, retryAfterSeconds: null };

/** The failure of a thrown error: an ApiError tells its own; anything else counts as no answer. */
export const accountFailure = (error: unknown): AccountFailure => (error instanceof ApiError ? error : NETWORK);

/** A translation key and its values. */
export interface KeyMessage {
  key: string;
  values?: Record<string, unknown>;
}

/**
 * The translated message of a failed account call: wrong password with the attempts left, the
 * wait, an invalid link, a sign-in that is too old, a short password; else `fallbackKey`.
 */
export function failureMessage(failure: AccountFailure, fallbackKey: string): KeyMessage {
  switch (failure.code) {
    case 'WRONG_PASSWORD':
      return failure.attemptsLeft === null ? { key: 'account.wrongPassword' } : { key: 'wrongPassword', values: { attemptsLeft: failure.attemptsLeft } };
    case 'BLOCKED':
      return { key: 'blocked', values: { minutes: failure.retryAfterSeconds === null ? 15 : Math.max(1, Math.ceil(failure.retryAfterSeconds / 60)) } };
    case 'INVALID_TOKEN':
      return { key: 'account.linkInvalid' };
    case 'REAUTH_REQUIRED':
      return { key: 'account.reauth' };
    case 'RATE_LIMITED':
      return { key: 'account.tooOften' };
    case 'NETWORK':
      return { key: 'account.network' };
    default:
      if (failure.status === 429) return { key: 'account.tooOften' };
      if (failure.code === 'VALIDATION' && (failure.field === 'newPassword' || failure.field === 'password')) return { key: 'account.passwordTooShort' };
      if (failure.status === 401) return { key: 'account.signedOut' };
      return { key: fallbackKey };
  }
}
