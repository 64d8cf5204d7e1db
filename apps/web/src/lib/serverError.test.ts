import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/ApiError';
import { errorMessage } from '../i18n/errorMessage';
import { serverErrorOf } from './serverError';

describe('serverErrorOf', () => {
  it('reads reason, parameters and field of a JSON body', async () => {
    const body = JSON.stringify({
      error: 'UNAUTHENTICATED',
      message: 'Wrong password. 2 attempts left.',
      reason: 'WRONG_PASSWORD',
      params: { attemptsLeft: 2 },
      field: 'password',
    });
    const error = await ApiError.fromResponse(new Response(body, { status: 401 }), 'POST /account/password');
    expect(serverErrorOf(error)).toEqual({
      status: 401,
      reason: 'WRONG_PASSWORD',
      params: { attemptsLeft: 2 },
      field: 'password',
    });
    expect(errorMessage(serverErrorOf(error))).toEqual({ key: 'wrongPassword', values: { attemptsLeft: 2 } });
  });

  it('reads the headers of a plain-text answer', async () => {
    const headers = new Headers({ 'x-error-code': 'BLOCKED', 'x-error-params': '{"minutes":15}' });
    const error = await ApiError.fromResponse(
      new Response('Too many wrong passwords. Please try again in 15 minutes.', { status: 423, headers }),
      'POST /login',
    );
    expect(serverErrorOf(error)).toMatchObject({ status: 423, reason: 'BLOCKED', params: { minutes: 15 } });
    expect(errorMessage(serverErrorOf(error), 'auth.loginFailed')).toEqual({
      key: 'blocked',
      values: { minutes: 15 },
    });
  });

  it('treats a network failure as no answer, and never shows the server’s English for an unknown reason', async () => {
    expect(serverErrorOf(ApiError.network('GET /get-user', new TypeError('Failed to fetch')))).toEqual({
      status: 0,
    });
    expect(serverErrorOf(new Error('boom'))).toEqual({ status: 0 });
    const unknown = await ApiError.fromResponse(
      new Response('{"error":"CONFLICT","message":"Something in English","reason":"NO_SUCH_REASON"}', {
        status: 409,
      }),
      'POST /x',
    );
    expect(errorMessage(serverErrorOf(unknown))).toEqual({ key: 'httpErrors.conflict' });
  });
});
