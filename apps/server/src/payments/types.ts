import type { TPlan } from '@avatara/contracts';

export interface CheckoutInput {
  userId: string;
  email: string;
  plan: TPlan;
  priceMicroUsd: number;
  /** The origin the buyer reached us at (for pages this server hosts, like the sandbox checkout). */
  baseUrl: string;
  /** Where the provider sends the buyer after paying / cancelling. */
  successUrl: string;
  cancelUrl: string;
}

/** A payment adapter: creates a hosted checkout; crediting happens in CheckoutService.complete. */
export interface PaymentProvider {
  readonly kind: 'sandbox' | 'stripe';
  createCheckout(input: CheckoutInput): Promise<{ id: string; url: string }>;
}
