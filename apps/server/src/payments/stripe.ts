import Stripe from 'stripe';
import { microToCents } from '../money';
import { AppError } from '../errors';
import {
  RefundError,
  type CheckoutInput,
  type PaidCheckout,
  type PaymentProvider,
  type PaymentWebhook,
  type RefundInput,
} from './types';

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

  /**
   * Refunds the payment of a Checkout Session in full through Stripe's refund API: the session's
   * PaymentIntent, refunded with an idempotency key (a retry refunds once).
   */
  async refund(input: RefundInput): Promise<{ refundId: string }> {
    let paymentIntent: string | null;
    try {
      const session = await this.stripe.checkout.sessions.retrieve(input.checkoutId);
      const pi = session.payment_intent;
      paymentIntent = typeof pi === 'string' ? pi : (pi?.id ?? null);
    } catch (err) {
      throw new RefundError('Stripe did not find the checkout session', { cause: err });
    }
    if (!paymentIntent) throw new RefundError('The checkout session has no payment to refund');
    try {
      const refund = await this.stripe.refunds.create(
        {
          payment_intent: paymentIntent,
          amount: input.amountMinor,
          reason: 'requested_by_customer',
          metadata: { checkoutId: input.checkoutId },
        },
        { idempotencyKey: input.idempotencyKey },
      );
      if (refund.status === 'failed' || refund.status === 'canceled')
        throw new RefundError(`Stripe's refund ${refund.status}`);
      return { refundId: refund.id };
    } catch (err) {
      if (err instanceof RefundError) throw err;
      throw new RefundError('Stripe refused the refund', { cause: err });
    }
  }
}
