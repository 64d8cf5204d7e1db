import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/ApiError';
import { authFailureMessage, readAuthFailure, type AuthFailure } from './authErrorMessage';

const failure = (over: Partial<AuthFailure>): AuthFailure => ({ code: null, attemptsLeft: null, retryAfterSeconds: null, text: '', ...over });

describe('authFailureMessage', () => {
  it('translates a wrong password with the attempts left', () => {
    expect(authFailureMessage(failure({ code: 'WRONG_PASSWORD', attemptsLeft: 3, text: 'Wrong password. 3 attempts left.' }), 'auth.loginFailed')).toEqual({
      key: 'wrongPassword',
      values: { attemptsLeft: 3 },
    });
  });

  it('translates a lock with the minutes rounded up', () => {
    expect(authFailureMessage(failure({ code: 'BLOCKED', retryAfterSeconds: 61 }), 'auth.loginFailed')).toEqual({ key: 'blocked', values: { minutes: 2 } });
  });

  it('translates an account without a password', () => {
    expect(authFailureMessage(failure({ code: 'NO_PASSWORD', text: 'This account has no password.' }), 'auth.loginFailed')).toEqual({ key: 'auth.noPassword' });
  });

  it('shows the answer text for other codes and for an unknown email', () => {
    expect(authFailureMessage(failure({ code: 'EMAIL_TAKEN', text: 'This email is already registered.' }), 'auth.registrationFailed')).toEqual({
      text: 'This email is already registered.',
    });
    expect(authFailureMessage(failure({ code: 'WRONG_PASSWORD', text: 'Wrong email or password.' }), 'auth.loginFailed')).toEqual({ text: 'Wrong email or password.' });
  });

  it('falls back to the failure key without a text', () => {
    expect(authFailureMessage(failure({}), 'auth.registrationFailed')).toEqual({ key: 'auth.registrationFailed' });
  });
});

describe('readAuthFailure', () => {
  const failed = (response: Response) => ApiError.fromResponse(response, 'POST /login');

  it('reads the headers and the message of a JSON problem', async () => {
    const response = new Response('{"error":"VALIDATION","message":"email: Invalid email"}', {
      status: 400,
      headers: { 'x-error-code': 'BLOCKED', 'retry-after': '900', 'x-attempts-left': 'x' },
    });
    expect(readAuthFailure(await failed(response))).toEqual({ code: 'BLOCKED', attemptsLeft: null, retryAfterSeconds: 900, text: 'email: Invalid email' });
  });

  it('reads the attempts left from the params of a JSON body', async () => {
    const response = new Response('{"reason":"WRONG_PASSWORD","message":"Wrong password.","params":{"attemptsLeft":2}}', { status: 401 });
    expect(readAuthFailure(await failed(response))).toEqual({ code: 'WRONG_PASSWORD', attemptsLeft: 2, retryAfterSeconds: null, text: 'Wrong password.' });
  });

  it('ignores an unknown code', async () => {
    const response = new Response('Login failed here', { status: 401, headers: { 'x-error-code': 'SOMETHING' } });
    expect(readAuthFailure(await failed(response))).toMatchObject({ code: null, text: 'Login failed here' });
  });

  it('tells nothing for a network failure or another error', () => {
    const nothing = { code: null, attemptsLeft: null, retryAfterSeconds: null, text: '' };
    expect(readAuthFailure(ApiError.network('POST /login', new TypeError('Failed to fetch')))).toEqual(nothing);
    expect(readAuthFailure(new Error('x'))).toEqual(nothing);
  });
});
