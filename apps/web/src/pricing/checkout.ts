import { ZCheckoutResponse, type TAudience, type TPlanId } from '@avatara/contracts/plans';
import { errorText, HttpError, paymentUrl, postJson } from '../lib/api';

/**
 * POST /create-checkout-session {plan, email, audience} → the checkout URL to go to
 * (Stripe, the sandbox page, or `/?paymentSuccess=true` for the free plan). Throws HttpError.
 */
export async function createCheckoutSession(plan: TPlanId, email: string, audience: TAudience): Promise<string> {
  const response = await postJson(paymentUrl('/create-checkout-session'), { plan, email, audience });
  if (!response.ok) {
    const body = await response.text().catch(() => '');
    throw new HttpError(response.status, errorText(body));
  }
  return ZCheckoutResponse.parse(await response.json()).url;
}
