import { createHash, randomBytes } from 'node:crypto';
import type { CheckoutInput, PaymentProvider, RefundInput } from './types';

/**
 * Embedded default: a checkout page served by this server (`/sandbox/checkout/:id`). Its Pay
 * button credits through the same `CheckoutService.complete` as the Stripe webhook; its refund
 * goes through the same `Refunds.refund` as Stripe's.
 */
export class SandboxPayments implements PaymentProvider {
  readonly kind = 'sandbox' as const;
  async createCheckout(input: CheckoutInput): Promise<{ id: string; url: string }> {
    const id = `cs_sandbox_${randomBytes(12).toString('hex')}`;
    return { id, url: `${input.baseUrl}/sandbox/checkout/${id}` };
  }

  /** The sandbox moved no money, so none goes back: a refund id (the same for the same key), as Stripe's. */
  async refund(input: RefundInput): Promise<{ refundId: string }> {
    const digest = createHash('sha256').update(input.idempotencyKey).digest('hex').slice(0, 24);
    return { refundId: `re_sandbox_${digest}` };
  }
}
