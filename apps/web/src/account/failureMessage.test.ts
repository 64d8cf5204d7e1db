import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/ApiError';
import { accountFailure, failureMessage, type AccountFailure } from './failureMessage';

const failure = (over: Partial<AccountFailure>): AccountFailure => ({ status: 400, code: null, field: null, attemptsLeft: null, retryAfterSeconds: null, ...over });

describe('failureMessage', () => {
  it('names the attempts left and the minutes to wait', () => {
    expect(failureMessage(failure({ status: 401, code: 'WRONG_PASSWORD', attemptsLeft: 3 }), 'x')).toEqual({ key: 'wrongPassword', values: { attemptsLeft: 3 } });
    expect(failureMessage(failure({ status: 423, code: 'BLOCKED', retryAfterSeconds: 61 }), 'x')).toEqual({ key: 'blocked', values: { minutes: 2 } });
  });

  it('knows invalid links, stale sign-ins, limits, short passwords and lost sessions', () => {
    expect(failureMessage(failure({ code: 'INVALID_TOKEN' }), 'x').key).toBe('account.linkInvalid');
    expect(failureMessage(failure({ status: 403, code: 'REAUTH_REQUIRED' }), 'x').key).toBe('account.reauth');
    expect(failureMessage(failure({ status: 429, code: 'RATE_LIMITED' }), 'x').key).toBe('account.tooOften');
    expect(failureMessage(failure({ code: 'VALIDATION', field: 'newPassword' }), 'x').key).toBe('account.passwordTooShort');
    expect(failureMessage(failure({ status: 401, code: 'UNAUTHENTICATED' }), 'x').key).toBe('account.signedOut');
  });

  it('falls back to the given key', () => {
    expect(failureMessage(failure({ status: 500, code: 'INTERNAL' }), 'account.error').key).toBe('account.error');
  });
});

describe('accountFailure', () => {
  it("is an ApiError's own status and reason", async () => {
    const error = await ApiError.fromResponse(new Response('{"error":"VALIDATION","message":"short","field":"newPassword"}', { status: 400 }), 'POST /account/password');
    expect(failureMessage(accountFailure(error), 'x').key).toBe('account.passwordTooShort');
  });

  it('counts any other error as no answer', () => {
    expect(failureMessage(accountFailure(new TypeError('Failed to fetch')), 'x').key).toBe('account.network');
  });
});
