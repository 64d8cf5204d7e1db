import { describe, expect, it } from 'vitest';
import { checkoutTarget } from './checkoutTarget';

describe('checkoutTarget', () => {
  it('keeps the sandbox page on the payment API, whatever host the server named', () => {
    expect(checkoutTarget('http://localhost:0/sandbox/checkout/cs_sandbox_1', '')).toBe('/sandbox/checkout/cs_sandbox_1');
    expect(checkoutTarget('http://localhost:8080/sandbox/checkout/cs_sandbox_1', 'https://pay.example.com')).toBe('https://pay.example.com/sandbox/checkout/cs_sandbox_1');
  });

  it('leaves Stripe and the free plan answer as they are', () => {
    expect(checkoutTarget('https://checkout.stripe.com/c/pay/cs_test_1', '')).toBe('https://checkout.stripe.com/c/pay/cs_test_1');
    expect(checkoutTarget('http://127.0.0.1:3000/?paymentSuccess=true', '')).toBe('http://127.0.0.1:3000/?paymentSuccess=true');
  });
});
