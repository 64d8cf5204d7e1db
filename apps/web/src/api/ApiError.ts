/**
 * Why a call failed: the server answered non-2xx (`http`), no answer came (`network`), or a 2xx
 * answer did not match its schema (`invalid-response`). Aborts and time-outs are not ApiErrors:
 * the fetch's own DOMException (AbortError, TimeoutError) passes through, so TanStack Query and
 * the trading panel can tell a cancelled call from a failed one.
 */
export type ApiErrorKind = 'http' | 'network' | 'invalid-response';

/** Values a server error names, e.g. `{ attemptsLeft: 3 }` for "3 attempts left". */
export type ApiErrorParams = Readonly<Record<string, unknown>>;

const numberOrNull = (value: unknown): number | null => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string' || value.trim() === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The body as JSON when it is a JSON object, else null. */
function jsonObject(body: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(body);
    return isRecord(value) ? value : null;
  } catch {
    return null;
  }
}

/** `x-error-params`: a JSON object, or `name=value&…` pairs. */
function headerParams(header: string | null): Record<string, unknown> {
  if (header === null || header.trim() === '') return {};
  const json = jsonObject(header);
  if (json !== null) return json;
  return Object.fromEntries(new URLSearchParams(header));
}

const stringOrNull = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null;

interface ApiErrorInit {
  kind: ApiErrorKind;
  /** `POST /login`: which call failed, for logs. */
  call: string;
  status: number;
  code: string | null;
  params?: ApiErrorParams;
  field?: string | null;
  text?: string;
  body?: string;
  headers?: Headers;
  cause?: unknown;
  /** The Error message when the server said nothing (default `POST /login: HTTP 423`). */
  message?: string;
}

/** Every failure of a call through the API client (`api/client.ts`). */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  /** The call, as `METHOD /path` (path parameters filled in, no query). */
  readonly call: string;
  /** The HTTP status; 0 when no answer came. */
  readonly status: number;
  /**
   * The stable reason: the `x-error-code` header, else the JSON body's `reason`, else its `error`
   * (`WRONG_PASSWORD`, `VALIDATION`, …); `NETWORK` without an answer, `INVALID_RESPONSE` for an
   * answer that does not match its schema; null when the server named none.
   */
  readonly code: string | null;
  /** The values of the reason: the JSON body's `params`, over those of an `x-error-params` header. */
  readonly params: ApiErrorParams;
  /** The request field the server rejected (JSON body `field`), or null. */
  readonly field: string | null;
  /** What the server said for people: the JSON body's `message`, else the trimmed text body; '' when nothing. */
  readonly text: string;
  /** The raw answer body ('' without an answer). */
  readonly body: string;
  readonly headers: Headers;

  constructor(init: ApiErrorInit) {
    const text = init.text ?? '';
    super(
      text !== '' ? text : (init.message ?? `${init.call}: HTTP ${init.status}`),
      init.cause === undefined ? undefined : { cause: init.cause },
    );
    this.name = 'ApiError';
    this.kind = init.kind;
    this.call = init.call;
    this.status = init.status;
    this.code = init.code;
    this.params = init.params ?? {};
    this.field = init.field ?? null;
    this.text = text;
    this.body = init.body ?? '';
    this.headers = init.headers ?? new Headers();
  }

  /** Reads a non-2xx answer: its headers, and its body as JSON (`{error|reason, message, field?, params?}`) or text. */
  static async fromResponse(response: Response, call: string): Promise<ApiError> {
    const body = await response.text().catch(() => '');
    const json = jsonObject(body);
    const bodyParams = json !== null && isRecord(json.params) ? json.params : {};
    return new ApiError({
      kind: 'http',
      call,
      status: response.status,
      code:
        stringOrNull(response.headers.get('x-error-code')) ??
        stringOrNull(json?.reason) ??
        stringOrNull(json?.error),
      params: { ...headerParams(response.headers.get('x-error-params')), ...bodyParams },
      field: stringOrNull(json?.field),
      text: json !== null ? (typeof json.message === 'string' ? json.message : '') : body.trim(),
      body,
      headers: response.headers,
    });
  }

  /** The fetch itself failed (offline, DNS, CORS): no status. */
  static network(call: string, cause: unknown): ApiError {
    return new ApiError({
      kind: 'network',
      call,
      status: 0,
      code: 'NETWORK',
      message: cause instanceof Error ? cause.message : `${call}: no answer`,
      cause,
    });
  }

  /** A 2xx answer whose body is not what the endpoint's schema says. */
  static invalidResponse(call: string, response: Response, cause: unknown): ApiError {
    return new ApiError({
      kind: 'invalid-response',
      call,
      status: response.status,
      code: 'INVALID_RESPONSE',
      headers: response.headers,
      cause,
      message: `${call}: the answer does not match its schema`,
    });
  }

  /** Attempts left before a lock: the `attemptsLeft` param, else the `x-attempts-left` header. */
  get attemptsLeft(): number | null {
    return numberOrNull(this.params.attemptsLeft) ?? numberOrNull(this.headers.get('x-attempts-left'));
  }

  /** Seconds to wait: the `retryAfterSeconds` param, else the `retry-after` header (seconds form). */
  get retryAfterSeconds(): number | null {
    return numberOrNull(this.params.retryAfterSeconds) ?? numberOrNull(this.headers.get('retry-after'));
  }
}

/** True for a non-2xx answer, optionally with one of the given statuses. */
export function isHttpError(error: unknown, ...statuses: number[]): error is ApiError {
  return (
    error instanceof ApiError &&
    error.kind === 'http' &&
    (statuses.length === 0 || statuses.includes(error.status))
  );
}

/** True for the fetch's own abort or time-out (the caller cancelled, or the time limit passed). */
export function isAbort(error: unknown): boolean {
  return error instanceof DOMException && (error.name === 'AbortError' || error.name === 'TimeoutError');
}
