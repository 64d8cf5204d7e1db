/** Query parameter the checkout returns with after a payment (`/?paymentSuccess=true`). */
export const PAYMENT_SUCCESS_PARAM = 'paymentSuccess';
/** Query parameter after the free plan was switched on: nothing was paid (`/?planActivated=true`). */
export const PLAN_ACTIVATED_PARAM = 'planActivated';

/** What the page was reached after: a paid top-up, the free plan activated, or neither. */
export type CheckoutReturn = 'paid' | 'activated' | null;

/**
 * How the checkout ended: `paymentSuccess=true` (or the `paymentSuccess` cookie) is a payment;
 * `planActivated=true` is the free plan, which is activated, not paid.
 */
export function checkoutReturn(search: string, cookieValue: string | null): CheckoutReturn {
  const params = new URLSearchParams(search);
  if (params.get(PAYMENT_SUCCESS_PARAM) === 'true' || cookieValue === 'true') return 'paid';
  if (params.get(PLAN_ACTIVATED_PARAM) === 'true') return 'activated';
  return null;
}

/** Whether the page was reached after a successful payment. */
export function paymentSucceeded(search: string, cookieValue: string | null): boolean {
  return checkoutReturn(search, cookieValue) === 'paid';
}

/** The query string without the checkout flags ('' when nothing else is left). */
export function withoutPaymentFlag(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(PAYMENT_SUCCESS_PARAM);
  params.delete(PLAN_ACTIVATED_PARAM);
  const rest = params.toString();
  return rest === '' ? '' : `?${rest}`;
}
