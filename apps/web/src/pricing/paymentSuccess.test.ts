import { describe, expect, it } from 'vitest';
import { paymentSucceeded, withoutPaymentFlag } from './paymentSuccess';

describe('paymentSucceeded', () => {
  it('reads the query flag or the cookie', () => {
    expect(paymentSucceeded('?paymentSuccess=true', null)).toBe(true);
    expect(paymentSucceeded('', 'true')).toBe(true);
    expect(paymentSucceeded('?paymentSuccess=false', 'false')).toBe(false);
    expect(paymentSucceeded('', null)).toBe(false);
  });
});

describe('withoutPaymentFlag', () => {
  it('drops only the payment flag', () => {
    expect(withoutPaymentFlag('?paymentSuccess=true')).toBe('');
    expect(withoutPaymentFlag('?ref=avatara-guest&paymentSuccess=true')).toBe('?ref=avatara-guest');
  });
});
