import { describe, expect, it } from 'vitest';
import { checkoutReturn, paymentSucceeded, withoutPaymentFlag } from './paymentSuccess';

describe('paymentSucceeded', () => {
  it('reads the query flag or the cookie', () => {
    expect(paymentSucceeded('?paymentSuccess=true', null)).toBe(true);
    expect(paymentSucceeded('', 'true')).toBe(true);
    expect(paymentSucceeded('?paymentSuccess=false', 'false')).toBe(false);
    expect(paymentSucceeded('', null)).toBe(false);
  });
});

describe('checkoutReturn', () => {
  it('tells a payment from the free plan, which is activated and not paid', () => {
    expect(checkoutReturn('?paymentSuccess=true', null)).toBe('paid');
    expect(checkoutReturn('?planActivated=true', null)).toBe('activated');
    expect(checkoutReturn('?planActivated=false', null)).toBe(null);
    expect(checkoutReturn('', null)).toBe(null);
  });
});

describe('withoutPaymentFlag', () => {
  it('drops only the checkout flags', () => {
    expect(withoutPaymentFlag('?paymentSuccess=true')).toBe('');
    expect(withoutPaymentFlag('?planActivated=true')).toBe('');
    expect(withoutPaymentFlag('?ref=avatara-guest&paymentSuccess=true')).toBe('?ref=avatara-guest');
  });
});
