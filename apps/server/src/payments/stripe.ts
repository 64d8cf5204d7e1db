import Stripe from 'stripe';
import { microToCents } from '../money';
import { AppError } from '../errors';
import type { CheckoutInput, PaidCheckout, PaymentProvider, PaymentWebhook } from './types';

/** Real adapter: Stripe Checkout in payment mode (one-off top-up, no subscription). */
export class StripePayments implements PaymentProvider {
  readonly kind = 'stripe' as const;
  readonly stripe: Stripe;
  readonly webhook: PaymentWebhook;

  /** `webhookSecret`: the endpoint's signing secret (STRIPE_WEBHOOK_SECRET); without it every webhook is refused. */
  constructor(secretKey: string, webhookSecret: string | undefined, options: Stripe.StripeConfig = {}) {
    this.stripe = new Stripe(secretKey, { maxNetworkRetries: 1, timeout: 15_000, ...options });
    const stripe = this.stripe;
    this.webhook = {
      paidCheckout(rawBody, headers): PaidCheckout | null {
        if (!webhookSecret)
          throw new AppError('UNAVAILABLE', 'STRIPE_WEBHOOK_SECRET is not configured', {
            reason: 'SERVICE_UNAVAILABLE',
          });
        let event: Stripe.Event;
        try {
          event = stripe.webhooks.constructEvent(
            rawBody,
            String(headers['stripe-signature'] ?? ''),
            webhookSecret,
          );
        } catch (err) {
          throw new AppError('VALIDATION', 'Invalid Stripe signature', {
            reason: 'INVALID_INPUT',
            field: 'stripe-signature',
            cause: err,
          });
        }
        if (
          event.type !== 'checkout.session.completed' &&
          event.type !== 'checkout.session.async_payment_succeeded'
        )
          return null;
        const session = event.data.object;
        if (session.payment_status !== 'paid') return null;
        return {
          eventId: event.id,
          checkoutId: session.id,
          amountMinor: session.amount_total,
          currency: session.currency,
        };
      },
    };
  }

  async createCheckout(input: CheckoutInput): Promise<{ id: string; url: string }> {
    const session = await this.stripe.checkout.sessions.create({
      mode: 'payment',
      customer_email: input.email,
      client_reference_id: input.userId,
      metadata: { userId: input.userId, plan: input.plan.id, audience: input.plan.audience },
      // A plan that lists "Receipt for every top-up": Stripe mails one whatever the account's settings.
      ...(input.receipt ? { payment_intent_data: { receipt_email: input.email } } : {}),
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: 'usd',
            unit_amount: microToCents(input.priceMicroUsd),
            product_data: {
              name: `Avatara ${input.plan.name} (${input.plan.audience})`,
              description: input.plan.description,
            },
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
