import { ZCheckoutResponse, type TAudience, type TPlanId } from '@avatara/contracts';
import { config } from '../config';
import { errorText, HttpError, paymentUrl, postJson } from '../lib/api';
import { checkoutTarget } from './checkoutTarget';

/**
 * POST /create-checkout-session {plan, email, audience} → the checkout URL to go to
 * (Stripe, the sandbox page, or `/?paymentSuccess=true` for the free plan). Throws HttpError.
 * A sandbox URL is resolved against the payment API base (see checkoutTarget).
 */
export async function createCheckoutSession(plan: TPlanId, email: string, audience: TAudience): Promise<string> {
  const response = await postJson(paymentUrl('/create-checkout-session'), { plan, email, audience });
  if (!response.ok) {
    const body = await response.text().catch(() => '');
    throw new HttpError(response.status, errorText(body));
  }
  return checkoutTarget(ZCheckoutResponse.parse(await response.json()).url, config.paymentApiBaseUrl);
}
