import { ZAccount, ZMessageResponse, type TAccount, type TUpdateAccountRequest } from '@avatara/contracts/account';
import { apiUrl } from '../lib/api';

/** A failed account call: status, the reason (`x-error-code`, else the JSON `error`), the field, and what to wait. */
export interface ApiFailure {
  status: number;
  code: string | null;
  field: string | null;
  attemptsLeft: number | null;
  retryAfterSeconds: number | null;
}

export type ApiResult<T> = { ok: true; value: T } | { ok: false; failure: ApiFailure };

const numberOrNull = (value: string | null): number | null => (value === null || value.trim() === '' || !Number.isFinite(Number(value)) ? null : Number(value));

async function failureOf(response: Response): Promise<ApiFailure> {
  let body: { error?: unknown; field?: unknown } = {};
  try {
    body = (await response.json()) as typeof body;
  } catch {
    // not JSON: only the status and headers tell
  }
  return {
    status: response.status,
    code: response.headers.get('x-error-code') ?? (typeof body.error === 'string' ? body.error : null),
    field: typeof body.field === 'string' ? body.field : null,
    attemptsLeft: numberOrNull(response.headers.get('x-attempts-left')),
    retryAfterSeconds: numberOrNull(response.headers.get('retry-after')),
  };
}

/** One call with the session cookie; a network failure is status 0. */
async function call<T>(method: string, path: string, body: unknown, parse: (json: unknown) => T): Promise<ApiResult<T>> {
  try {
    const response = await fetch(apiUrl(path), {
      method,
      credentials: 'include',
      ...(body === undefined ? {} : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
    });
    if (!response.ok) return { ok: false, failure: await failureOf(response) };
    return { ok: true, value: parse(response.status === 204 ? null : await response.json()) };
  } catch (error) {
    console.error(`${method} ${path} failed`, error);
    return { ok: false, failure: { status: 0, code: 'NETWORK', field: null, attemptsLeft: null, retryAfterSeconds: null } };
  }
}

const message = (json: unknown) => ZMessageResponse.parse(json).message;

/** `POST /password/forgot {email}`: always the same answer. */
export const requestPasswordReset = (email: string) => call('POST', '/password/forgot', { email }, message);

/** `POST /password/reset {token, password}`. */
export const resetPassword = (token: string, password: string) => call('POST', '/password/reset', { token, password }, message);

/** `POST /account/verify-email {token}`. */
export const verifyEmail = (token: string) => call('POST', '/account/verify-email', { token }, message);

/** `GET /account`: throws on failure (TanStack Query). */
export async function fetchAccount(): Promise<TAccount> {
  const result = await call('GET', '/account', undefined, (json) => ZAccount.parse(json));
  if (!result.ok) throw Object.assign(new Error(`GET /account: ${result.failure.status}`), { failure: result.failure });
  return result.value;
}

export const updateAccount = (changes: TUpdateAccountRequest) => call('PATCH', '/account', changes, (json) => ZAccount.parse(json));

/** `POST /account/password`: set a first password (no current one) or change it. */
export const changePassword = (newPassword: string, currentPassword?: string) =>
  call('POST', '/account/password', { newPassword, ...(currentPassword ? { currentPassword } : {}) }, message);

export const resendVerification = () => call('POST', '/account/verification', undefined, message);

export const signOutEverywhere = () => call('POST', '/account/sign-out-everywhere', undefined, message);

/** `DELETE /account {password?}`. */
export const deleteAccount = (password?: string) => call('DELETE', '/account', password ? { password } : {}, () => undefined);

/** `GET /account/export` as a file the browser saves (name from `content-disposition`). */
export async function downloadExport(): Promise<ApiResult<string>> {
  try {
    const response = await fetch(apiUrl('/account/export'), { credentials: 'include' });
    if (!response.ok) return { ok: false, failure: await failureOf(response) };
    const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'avatara-export.json';
    const url = URL.createObjectURL(await response.blob());
    const a = document.createElement('a');
    a.href = url;
    a.download = name;
    document.body.append(a);
    a.click();
    a.remove();
    window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
    return { ok: true, value: name };
  } catch (error) {
    console.error('export failed', error);
    return { ok: false, failure: { status: 0, code: 'NETWORK', field: null, attemptsLeft: null, retryAfterSeconds: null } };
  }
}
