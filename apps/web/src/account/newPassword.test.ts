import { describe, expect, it } from 'vitest';
import { newPasswordError } from './newPassword';

describe('newPasswordError', () => {
  it('wants 8 characters and the same text twice', () => {
    expect(newPasswordError('short', 'short')).toBe('account.passwordTooShort');
    expect(newPasswordError('long enough', 'long enougH')).toBe('passwordsDoNotMatch');
    expect(newPasswordError('long enough', 'long enough')).toBeNull();
  });
});
