import { randomBytes } from 'node:crypto';
import type { CheckoutInput, PaymentProvider } from './types';

/**
 * Embedded default: a checkout page served by this server (`/sandbox/checkout/:id`). Its Pay
 * button credits through the same `CheckoutService.complete` as the Stripe webhook.
 */
export class SandboxPayments implements PaymentProvider {
  readonly kind = 'sandbox' as const;
  async createCheckout(input: CheckoutInput): Promise<{ id: string; url: string }> {
    const id = `cs_sandbox_${randomBytes(12).toString('hex')}`;
    return { id, url: `${input.baseUrl}/sandbox/checkout/${id}` };
  }
}
