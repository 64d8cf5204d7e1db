/** Path prefix of the server's sandbox checkout page (docs/plans.md). */
const SANDBOX_PATH = '/sandbox/checkout/';

/**
 * Where to go for a checkout URL. A sandbox checkout page always lives on the payment API, so
 * its path is resolved against the payment API base (`paymentBase`, '' = this page's origin):
 * the server builds that URL from its configured public URL, which can name another host or
 * port than the one the browser uses (e.g. `http://localhost:0` when it listens on a random
 * port). Stripe and other URLs are used as they are.
 * @example checkoutTarget('http://localhost:0/sandbox/checkout/cs_1', '') === '/sandbox/checkout/cs_1'
 */
export function checkoutTarget(url: string, paymentBase: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url, 'http://relative.invalid');
  } catch {
    return url;
  }
  if (!parsed.pathname.startsWith(SANDBOX_PATH)) return url;
  return `${paymentBase}${parsed.pathname}${parsed.search}`;
}
