import { AppError } from '../errors';

/** An auth failure the client shows translated: code in the `x-error-code` header, text in the body. */
export class AuthError extends AppError {
  constructor(
    code: 'UNAUTHENTICATED' | 'LOCKED' | 'CONFLICT' | 'FORBIDDEN' | 'VALIDATION' | 'RATE_LIMITED',
    readonly reason: string,
    message: string,
    readonly details: { attemptsLeft?: number; retryAfterSeconds?: number; minutes?: number; field?: string } = {},
  ) {
    const headers: Record<string, string> = { 'x-error-code': reason };
    if (details.attemptsLeft !== undefined) headers['x-attempts-left'] = String(details.attemptsLeft);
    if (details.retryAfterSeconds !== undefined) headers['retry-after'] = String(details.retryAfterSeconds);
    super(code, message, { headers, ...(details.field ? { field: details.field } : {}) });
  }
}
