/** Query parameter the checkout returns with (`/?paymentSuccess=true`). */
export const PAYMENT_SUCCESS_PARAM = 'paymentSuccess';

/**
 * Whether the page was reached after a successful payment: the `paymentSuccess=true` query
 * parameter or the `paymentSuccess` cookie.
 */
export function paymentSucceeded(search: string, cookieValue: string | null): boolean {
  return new URLSearchParams(search).get(PAYMENT_SUCCESS_PARAM) === 'true' || cookieValue === 'true';
}

/** The query string without the payment flag ('' when nothing else is left). */
export function withoutPaymentFlag(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(PAYMENT_SUCCESS_PARAM);
  const rest = params.toString();
  return rest === '' ? '' : `?${rest}`;
}
