import { describe, expect, it } from 'vitest';
import { tokenFromHash } from './linkToken';

describe('tokenFromHash', () => {
  it('reads the token of a mailed link', () => {
    expect(tokenFromHash('#token=AbC-123_x')).toBe('AbC-123_x');
    expect(tokenFromHash('token=AbC')).toBe('AbC');
  });

  it('refuses a missing or malformed token', () => {
    expect(tokenFromHash('')).toBeNull();
    expect(tokenFromHash('#token=')).toBeNull();
    expect(tokenFromHash('#token=a<b')).toBeNull();
    expect(tokenFromHash(`#token=${'a'.repeat(101)}`)).toBeNull();
  });
});
