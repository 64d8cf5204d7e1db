import type { TPlan } from '@avatara/contracts';

export interface CheckoutInput {
  userId: string;
  email: string;
  plan: TPlan;
  priceMicroUsd: number;
  /** The plan grants a receipt for the top-up (business plans): the provider mails one to `email`. */
  receipt: boolean;
  /** The origin the buyer reached us at (for pages this server hosts, like the sandbox checkout). */
  baseUrl: string;
  /** Where the provider sends the buyer after paying / cancelling. */
  successUrl: string;
  cancelUrl: string;
}

/** A checkout the provider reports as paid, read from a verified notification. */
export interface PaidCheckout {
  /** The provider's id of the notification (for the log). */
  eventId: string;
  /** The id `createCheckout` returned. */
  checkoutId: string;
  /** What the provider took, in minor units of `currency` (checked against the plan before crediting). */
  amountMinor: number | null;
  currency: string | null;
}

/**
 * How a provider tells the server that a checkout was paid: a signed POST to the path of
 * `planEndpoints.stripeWebhook` (@avatara/contracts/http/plans).
 */
export interface PaymentWebhook {
  /**
   * Verifies the signature over the exact bytes received and returns the paid checkout the
   * notification reports, or null for any other notification. Throws an AppError: VALIDATION
   * for a bad signature, UNAVAILABLE when the server has no secret to verify with.
   */
  paidCheckout(
    rawBody: Buffer,
    headers: Readonly<Record<string, string | string[] | undefined>>,
  ): PaidCheckout | null;
}

/** A refund an operator asks for (docs/operator.md "Users"): the whole payment of one checkout. */
export interface RefundInput {
  /** The id `createCheckout` returned. */
  checkoutId: string;
  /** What the buyer paid, in cents (the refund's amount). */
  amountMinor: number;
  /** The same key for the same refund: a retry never refunds twice. */
  idempotencyKey: string;
}

/**
 * The provider refused or could not make the refund; nothing was refunded (as far as it says).
 * `message` is ours, never the provider's text.
 */
export class RefundError extends Error {
  constructor(message: string, options: { cause?: unknown } = {}) {
    super(message, options);
    this.name = 'RefundError';
  }
}

/** A payment adapter: creates a hosted checkout; crediting happens in CheckoutService. */
export interface PaymentProvider {
  readonly kind: 'sandbox' | 'stripe';
  createCheckout(input: CheckoutInput): Promise<{ id: string; url: string }>;
  /** Gives a paid checkout's money back; the provider's refund id. Throws RefundError. */
  refund(input: RefundInput): Promise<{ refundId: string }>;
  /** Present when the provider reports payments by webhook (the sandbox confirms on its own page). */
  readonly webhook?: PaymentWebhook;
}
