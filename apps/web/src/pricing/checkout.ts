import { ZCheckoutResponse, type TAudience, type TPlanId } from '@avatara/contracts/plans';
import { HttpError, paymentUrl, postJson } from '../lib/api';

/**
 * POST /create-checkout-session {plan, email, audience} → the checkout URL to go to
 * (Stripe, the sandbox page, or `/?paymentSuccess=true` for the free plan). Throws HttpError
 * with the answer's body (its reason: docs/errors.md).
 */
export async function createCheckoutSession(plan: TPlanId, email: string, audience: TAudience): Promise<string> {
  const response = await postJson(paymentUrl('/create-checkout-session'), { plan, email, audience });
  if (!response.ok) {
    throw new HttpError(response.status, await response.text().catch(() => ''));
  }
  return ZCheckoutResponse.parse(await response.json()).url;
}
