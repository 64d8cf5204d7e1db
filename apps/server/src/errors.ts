/** Every error code the API answers with, and its HTTP status. One place, no enum. */
export const ErrorCode = {
  VALIDATION: 400,
  UNAUTHENTICATED: 401,
  PAYMENT_REQUIRED: 402,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  LOCKED: 423,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  /** The chat model failed (nothing was charged; the message is kept). */
  MODEL_UNAVAILABLE: 502,
  UNAVAILABLE: 503,
  /** The server is shutting down: try again in a moment. */
  SHUTTING_DOWN: 503,
  MODEL_TIMEOUT: 504,
} as const;
export type TErrorCode = keyof typeof ErrorCode;

/** An expected failure: carries a code (mapped to a status in one place) and a user-facing message. */
export class AppError extends Error {
  readonly code: TErrorCode;
  readonly field: string | undefined;
  /** Extra response headers, e.g. `retry-after` or the auth reason `x-error-code`. */
  readonly headers: Record<string, string>;

  constructor(code: TErrorCode, message: string, options: { field?: string; cause?: unknown; headers?: Record<string, string> } = {}) {
    super(message, { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.field = options.field;
    this.headers = options.headers ?? {};
  }

  get status(): number {
    return ErrorCode[this.code];
  }
}
