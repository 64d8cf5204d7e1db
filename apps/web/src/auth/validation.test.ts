import { describe, expect, it } from 'vitest';
import { allFieldsEmpty, isValidEmail, validateCredentials, validateTrial } from './validation';

const filled = { name: 'Ada', email: 'ada@example.com', password: 'secret', confirmPassword: 'secret' };

describe('isValidEmail', () => {
  it('needs text, @, text, a dot and text, without spaces', () => {
    expect(isValidEmail('ada@example.com')).toBe(true);
    expect(isValidEmail('a@b.c')).toBe(true);
    for (const bad of [
      '',
      'ada',
      'ada@example',
      '@example.com',
      'ada@.com',
      'ada@example.',
      'a da@example.com',
    ]) {
      expect(isValidEmail(bad), bad).toBe(false);
    }
  });
});

describe('validateCredentials', () => {
  it('accepts a complete login and a complete registration', () => {
    expect(validateCredentials('login', filled)).toEqual({});
    expect(validateCredentials('register', filled)).toEqual({});
  });

  it('names the invalid email and the missing password', () => {
    expect(validateCredentials('login', { ...filled, email: 'nope', password: '' })).toEqual({
      email: 'invalidEmail',
      password: 'passwordRequired',
    });
  });

  it('requires a trimmed name and a matching confirmation only when registering', () => {
    const values = { ...filled, name: '   ', confirmPassword: 'other' };
    expect(validateCredentials('register', values)).toEqual({
      name: 'invalidName',
      confirmPassword: 'passwordsDoNotMatch',
    });
    expect(validateCredentials('login', values)).toEqual({});
  });
});

describe('allFieldsEmpty', () => {
  it('is true only when every shown field is empty', () => {
    const empty = { name: '', email: '', password: '', confirmPassword: '' };
    expect(allFieldsEmpty('login', empty)).toBe(true);
    expect(allFieldsEmpty('login', { ...empty, name: 'Ada' })).toBe(true);
    expect(allFieldsEmpty('register', { ...empty, name: 'Ada' })).toBe(false);
  });
});

describe('validateTrial', () => {
  it('requires a trimmed name and a valid email', () => {
    expect(validateTrial({ name: ' ', email: 'x' })).toEqual({
      name: 'trial.nameRequired',
      email: 'trial.emailRequired',
    });
    expect(validateTrial({ name: 'Ada', email: ' ada@example.com ' })).toEqual({});
  });
});
