import type { TErrorParams, TErrorReason } from '@avatara/contracts';

/** Every error code the API answers with, and its HTTP status. One place, no enum. */
export const ErrorCode = {
  VALIDATION: 400,
  UNAUTHENTICATED: 401,
  PAYMENT_REQUIRED: 402,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  LOCKED: 423,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  /** The chat model failed (nothing was charged; the message is kept). */
  MODEL_UNAVAILABLE: 502,
  /** A payment provider refused or failed (a refund): nothing changed here. */
  PROVIDER_FAILED: 502,
  UNAVAILABLE: 503,
  /** The server is shutting down: try again in a moment. */
  SHUTTING_DOWN: 503,
  MODEL_TIMEOUT: 504,
} as const;
export type TErrorCode = keyof typeof ErrorCode;

/**
 * The reason a user sees (packages/contracts/src/errors.ts) with its typed parameters: `params`
 * may be left out only where the reason has none. Errors of the trading dashboard have no reason.
 */
export type ReasonOption =
  | {
      [R in TErrorReason]: Record<string, never> extends TErrorParams<R>
        ? { reason: R; params?: TErrorParams<R> }
        : { reason: R; params: TErrorParams<R> };
    }[TErrorReason]
  | { reason?: undefined; params?: undefined };

export type AppErrorOptions = ReasonOption & {
  field?: string;
  cause?: unknown;
  headers?: Record<string, string>;
};

/**
 * An expected failure: a code (the HTTP category, turned into a status in one place), the reason
 * the user is shown (in the UI language, by the web) with its parameters, and an English message
 * for logs and API users.
 * @example new AppError('LOCKED', 'Too many wrong passwords.', { reason: 'BLOCKED', params: { minutes: 15 } })
 */
export class AppError extends Error {
  readonly code: TErrorCode;
  readonly reason: TErrorReason | undefined;
  readonly params: Readonly<Record<string, string | number>>;
  readonly field: string | undefined;
  /** Extra response headers, e.g. `retry-after`. */
  readonly headers: Record<string, string>;

  constructor(code: TErrorCode, message: string, options: AppErrorOptions = {}) {
    super(message, { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.reason = options.reason;
    this.params = options.params ?? {};
    this.field = options.field;
    this.headers = options.headers ?? {};
  }

  get status(): number {
    return ErrorCode[this.code];
  }
}
