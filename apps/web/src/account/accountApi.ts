import { ZAccount, ZMessageResponse, type TAccount, type TUpdateAccountRequest } from '@avatara/contracts/account';
import type { ServerError } from '../i18n/errorMessage';
import { apiUrl } from '../lib/api';
import { readServerError } from '../lib/serverError';

/** A failed account call (docs/errors.md): status, reason, parameters and field; a network failure is status 0. */
export type ApiFailure = ServerError;

export type ApiResult<T> = { ok: true; value: T } | { ok: false; failure: ApiFailure };

const NETWORK_FAILURE: ApiFailure = { status: 0 };

/** One call with the session cookie; a network failure is status 0. */
async function call<T>(method: string, path: string, body: unknown, parse: (json: unknown) => T): Promise<ApiResult<T>> {
  try {
    const response = await fetch(apiUrl(path), {
      method,
      credentials: 'include',
      ...(body === undefined ? {} : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
    });
    if (!response.ok) return { ok: false, failure: await readServerError(response) };
    return { ok: true, value: parse(response.status === 204 ? null : await response.json()) };
  } catch (error) {
    console.error(`${method} ${path} failed`, error);
    return { ok: false, failure: NETWORK_FAILURE };
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
    if (!response.ok) return { ok: false, failure: await readServerError(response) };
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
    return { ok: false, failure: NETWORK_FAILURE };
  }
}
