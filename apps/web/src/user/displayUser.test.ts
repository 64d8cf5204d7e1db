import { describe, expect, it } from 'vitest';
import { parseDisplayUser } from './displayUser';

describe('parseDisplayUser', () => {
  it('reads a complete user cookie', () => {
    const user = parseDisplayUser({
      firstName: 'Ada',
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      language: 'en-US',
      plans: ['plus'],
      balance: 12.5,
      trialExpires: null,
    });
    expect(user).toEqual({
      firstName: 'Ada',
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      language: 'en-US',
      plans: ['plus'],
      balance: 12.5,
      trialExpires: null,
    });
  });

  it('rejects values without an email', () => {
    expect(parseDisplayUser(null)).toBeNull();
    expect(parseDisplayUser('ada')).toBeNull();
    expect(parseDisplayUser({ name: 'Ada' })).toBeNull();
    expect(parseDisplayUser({ email: '  ' })).toBeNull();
  });

  it('defaults damaged fields to no plans and zero balance', () => {
    const user = parseDisplayUser({ email: 'a@b.c', plans: 'plus', balance: 'lots' });
    expect(user?.plans).toEqual([]);
    expect(user?.balance).toBe(0);
  });

  it('accepts a numeric string balance and drops non-string plans', () => {
    const user = parseDisplayUser({ email: 'a@b.c', plans: ['free', 3], balance: '7.25' });
    expect(user?.plans).toEqual(['free']);
    expect(user?.balance).toBe(7.25);
  });
});
