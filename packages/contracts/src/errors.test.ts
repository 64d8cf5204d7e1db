import { describe, expect, it } from 'vitest';
import { ERROR_REASON_NAMES, ERROR_REASONS, errorDetail, errorParamNames } from './errors';

describe('errorDetail', () => {
  it('accepts a known reason with the parameters it takes', () => {
    expect(errorDetail('BLOCKED', { minutes: 15 })).toEqual({ reason: 'BLOCKED', params: { minutes: 15 } });
    expect(errorDetail('NO_PLAN', undefined)).toEqual({ reason: 'NO_PLAN', params: {} });
    expect(errorDetail('SIGN_IN_WITH_PROVIDER', { provider: 'Google' })).toEqual({
      reason: 'SIGN_IN_WITH_PROVIDER',
      params: { provider: 'Google' },
    });
  });

  it('refuses an unknown reason, missing or mistyped parameters', () => {
    expect(errorDetail('SOMETHING_NEW', {})).toBeNull();
    expect(errorDetail('toString', {})).toBeNull();
    expect(errorDetail('BLOCKED', {})).toBeNull();
    expect(errorDetail('WRONG_PASSWORD', { attemptsLeft: '2' })).toBeNull();
    expect(errorDetail('SIGN_IN_WITH_PROVIDER', { provider: 'Myspace' })).toBeNull();
  });

  it('drops parameters a reason does not take', () => {
    expect(errorDetail('NO_PLAN', { extra: 1 })).toEqual({ reason: 'NO_PLAN', params: {} });
  });
});

describe('ERROR_REASONS', () => {
  it('names every reason in capitals, and its parameters in camelCase', () => {
    expect(ERROR_REASON_NAMES.length).toBe(Object.keys(ERROR_REASONS).length);
    for (const reason of ERROR_REASON_NAMES) {
      expect(reason).toMatch(/^[A-Z][A-Z_]+$/);
      for (const name of errorParamNames(reason)) expect(name).toMatch(/^[a-z][a-zA-Z]+$/);
    }
    expect(errorParamNames('WRONG_PASSWORD')).toEqual(['attemptsLeft']);
  });
});
