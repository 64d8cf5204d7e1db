import { describe, expect, it } from 'vitest';
import { errorMessage, reasonMessage, statusKey } from './errorMessage';

describe('errorMessage', () => {
  it('gives a known reason its text with its parameters', () => {
    expect(errorMessage({ status: 401, reason: 'WRONG_PASSWORD', params: { attemptsLeft: 3 } })).toEqual({
      key: 'wrongPassword',
      values: { attemptsLeft: 3 },
    });
    expect(errorMessage({ status: 423, reason: 'BLOCKED', params: { minutes: 15 } })).toEqual({
      key: 'blocked',
      values: { minutes: 15 },
    });
    expect(
      errorMessage({ status: 401, reason: 'SIGN_IN_WITH_PROVIDER', params: { provider: 'Google' } }),
    ).toEqual({ key: 'errors.SIGN_IN_WITH_PROVIDER', values: { provider: 'Google' } });
    expect(errorMessage({ status: 402, reason: 'NO_PLAN', params: {} })).toEqual({ key: 'errors.NO_PLAN' });
  });

  it('prefers the reason to the fallback of the place', () => {
    expect(errorMessage({ status: 409, reason: 'EMAIL_TAKEN' }, 'auth.registrationFailed')).toEqual({
      key: 'errors.EMAIL_TAKEN',
    });
  });

  it('lets the field say more: a missing password, a short new password', () => {
    expect(errorMessage({ status: 400, reason: 'REQUIRED', field: 'password' })).toEqual({
      key: 'passwordRequired',
    });
    expect(errorMessage({ status: 400, reason: 'REQUIRED', field: 'avatarName' })).toEqual({
      key: 'missingFields',
    });
    expect(
      errorMessage({ status: 400, reason: 'TOO_SHORT', params: { minimum: 8 }, field: 'newPassword' }),
    ).toEqual({ key: 'account.passwordTooShort', values: { minimum: 8 } });
    expect(errorMessage({ status: 400, reason: 'TOO_SHORT', params: { minimum: 3 }, field: 'name' })).toEqual(
      { key: 'errors.TOO_SHORT', values: { minimum: 3 } },
    );
  });

  it('never shows the server text: an unknown reason or unfit parameters get the fallback, else the text of the status', () => {
    expect(errorMessage({ status: 400, reason: 'SOMETHING_NEW' })).toEqual({ key: 'httpErrors.badRequest' });
    expect(
      errorMessage(
        { status: 401, reason: 'WRONG_PASSWORD', params: { attemptsLeft: 'two' } },
        'auth.loginFailed',
      ),
    ).toEqual({ key: 'auth.loginFailed' });
    expect(errorMessage({ status: 500 }, 'account.error')).toEqual({ key: 'account.error' });
    expect(errorMessage({ status: 503, reason: null })).toEqual({ key: 'httpErrors.unavailable' });
  });

  it('says there is no connection when there was no answer, whatever the fallback', () => {
    expect(errorMessage({ status: 0 }, 'account.error')).toEqual({ key: 'httpErrors.network' });
  });
});

describe('reasonMessage', () => {
  it('is null without a known reason', () => {
    expect(reasonMessage({ reason: 'PROVIDER_NO_EMAIL', params: { provider: 'Facebook' } })).toEqual({
      key: 'errors.PROVIDER_NO_EMAIL',
      values: { provider: 'Facebook' },
    });
    expect(reasonMessage({ reason: undefined })).toBeNull();
    expect(reasonMessage({ reason: 'PROVIDER_NO_EMAIL', params: {} })).toBeNull();
  });
});

describe('statusKey', () => {
  it('has a general text for every status', () => {
    expect([0, 400, 401, 402, 403, 404, 409, 413, 415, 423, 429, 500, 502, 503, 504].map(statusKey)).toEqual([
      'httpErrors.network',
      'httpErrors.badRequest',
      'httpErrors.unauthorized',
      'httpErrors.paymentRequired',
      'httpErrors.forbidden',
      'httpErrors.notFound',
      'httpErrors.conflict',
      'httpErrors.tooLarge',
      'httpErrors.other',
      'httpErrors.locked',
      'httpErrors.tooManyRequests',
      'httpErrors.server',
      'httpErrors.unavailable',
      'httpErrors.unavailable',
      'httpErrors.unavailable',
    ]);
  });
});
