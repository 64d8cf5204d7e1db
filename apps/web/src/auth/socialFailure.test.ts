import { describe, expect, it } from 'vitest';
import { popupFailureFromQuery } from './socialFailure';

describe('popupFailureFromQuery', () => {
  it('reads the provider, the reason and its parameters', () => {
    const query = new URLSearchParams({
      'auth-failed': 'google',
      reason: 'PROVIDER_NOT_CONFIGURED',
      params: JSON.stringify({ provider: 'Google' }),
    });
    expect(popupFailureFromQuery(query)).toEqual({
      type: 'avatara-auth',
      provider: 'google',
      ok: false,
      reason: 'PROVIDER_NOT_CONFIGURED',
      params: { provider: 'Google' },
    });
  });

  it('ignores an address that is not a failed sign-in, or names an unknown provider', () => {
    expect(popupFailureFromQuery(new URLSearchParams('ref=abc'))).toBeNull();
    expect(
      popupFailureFromQuery(new URLSearchParams({ 'auth-failed': 'myspace', reason: 'SIGN_IN_FAILED' })),
    ).toBeNull();
  });

  it('keeps the failure but drops parameters that are not JSON strings or numbers', () => {
    const broken = popupFailureFromQuery(
      new URLSearchParams({ 'auth-failed': 'facebook', reason: 'SIGN_IN_FAILED', params: '{not json' }),
    );
    expect(broken).toMatchObject({ provider: 'facebook', reason: 'SIGN_IN_FAILED', params: {} });
    const odd = popupFailureFromQuery(
      new URLSearchParams({
        'auth-failed': 'facebook',
        params: JSON.stringify({ provider: { x: 1 }, n: 3 }),
      }),
    );
    expect(odd).toMatchObject({ reason: undefined, params: { n: 3 } });
    expect(
      popupFailureFromQuery(new URLSearchParams({ 'auth-failed': 'facebook', params: '[1,2]' }))!.params,
    ).toEqual({});
  });
});
