import Stripe from 'stripe';
import { microToCents } from '../money';
import type { CheckoutInput, PaymentProvider } from './types';

/** Real adapter: Stripe Checkout in payment mode (one-off top-up, no subscription). */
export class StripePayments implements PaymentProvider {
  readonly kind = 'stripe' as const;
  readonly stripe: Stripe;

  constructor(secretKey: string, options: Stripe.StripeConfig = {}) {
    this.stripe = new Stripe(secretKey, { maxNetworkRetries: 1, timeout: 15_000, ...options });
  }

  async createCheckout(input: CheckoutInput): Promise<{ id: string; url: string }> {
    const session = await this.stripe.checkout.sessions.create({
      mode: 'payment',
      customer_email: input.email,
      client_reference_id: input.userId,
      metadata: { userId: input.userId, plan: input.plan.id, audience: input.plan.audience },
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: 'usd',
            unit_amount: microToCents(input.priceMicroUsd),
            product_data: { name: `Avatara ${input.plan.name} (${input.plan.audience})`, description: input.plan.description },
          },
        },
      ],
      success_url: input.successUrl,
      cancel_url: input.cancelUrl,
    });
    if (!session.url) throw new Error('Stripe returned a checkout session without a URL');
    return { id: session.id, url: session.url };
  }
}
