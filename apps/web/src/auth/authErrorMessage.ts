import { AUTH_ERROR_CODES, type TAuthErrorCode } from '@avatara/contracts/auth';
import { errorText } from '../lib/api';

/** What a failed /login, /register or /trial answer tells (docs/accounts.md). */
export interface AuthFailure {
  code: TAuthErrorCode | null;
  attemptsLeft: number | null;
  retryAfterSeconds: number | null;
  text: string;
}

const numberOrNull = (value: string | null): number | null => {
  if (value === null || value.trim() === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
};

/** Reads the headers `x-error-code`, `x-attempts-left`, `retry-after` and the text body. */
export async function readAuthFailure(response: Response): Promise<AuthFailure> {
  const raw = response.headers.get('x-error-code');
  const code = (AUTH_ERROR_CODES as readonly string[]).includes(raw ?? '') ? (raw as TAuthErrorCode) : null;
  const body = await response.text().catch(() => '');
  return {
    code,
    attemptsLeft: numberOrNull(response.headers.get('x-attempts-left')),
    retryAfterSeconds: numberOrNull(response.headers.get('retry-after')),
    text: errorText(body),
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
