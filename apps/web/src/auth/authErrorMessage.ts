import { AUTH_ERROR_CODES, type TAuthErrorCode } from '@avatara/contracts/auth';
import { ApiError } from '../api/ApiError';

/** What a failed /login, /register or /trial answer tells (docs/accounts.md). */
export interface AuthFailure {
  code: TAuthErrorCode | null;
  attemptsLeft: number | null;
  retryAfterSeconds: number | null;
  text: string;
}

const isAuthCode = (code: string | null): code is TAuthErrorCode => (AUTH_ERROR_CODES as readonly (string | null)[]).includes(code);

/**
 * What a failed call says: the reason (`x-error-code`, when it is an auth code), the attempts left
 * and the wait (`x-attempts-left`, `retry-after`, or the error's params) and the server's text.
 * Anything but an ApiError with an answer (a network failure) tells nothing.
 */
export function readAuthFailure(error: unknown): AuthFailure {
  if (!(error instanceof ApiError) || error.kind !== 'http') return { code: null, attemptsLeft: null, retryAfterSeconds: null, text: '' };
  return {
    code: isAuthCode(error.code) ? error.code : null,
    attemptsLeft: error.attemptsLeft,
    retryAfterSeconds: error.retryAfterSeconds,
    text: error.text,
  };
}

/** A translation: key plus values, or a literal text. */
export type Message = { key: string; values?: Record<string, unknown> } | { text: string };

/**
 * The message to show for a failed sign-in (spec §8): the translated text when the code is
 * known (`wrongPassword` with the attempts left, `blocked` with the minutes, `auth.noPassword`
 * for an account without a password), else the answer's
 * text, else the fallback key ('Login failed' / 'Registration failed').
 */
export function authFailureMessage(failure: AuthFailure, fallbackKey: string): Message {
  if (failure.code === 'WRONG_PASSWORD' && failure.attemptsLeft !== null) {
    return { key: 'wrongPassword', values: { attemptsLeft: failure.attemptsLeft } };
  }
  if (failure.code === 'NO_PASSWORD') return { key: 'auth.noPassword' };
  if (failure.code === 'BLOCKED') {
    const minutes = failure.retryAfterSeconds === null ? 15 : Math.max(1, Math.ceil(failure.retryAfterSeconds / 60));
    return { key: 'blocked', values: { minutes } };
  }
  if (failure.text !== '') return { text: failure.text };
  return { key: fallbackKey };
}
