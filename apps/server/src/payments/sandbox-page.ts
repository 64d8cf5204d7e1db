import { escapeHtml } from '../http/html';
import type { CheckoutRow } from '../services/checkout';
const usd = (micro: number) => (micro / 1_000_000).toFixed(2);

/**
 * The sandbox checkout page: plan, amount and credit, a Pay button and a way back. It is plainly
 * labelled as a sandbox: no card is charged. Styled inline (CSP allows inline styles, no scripts).
 */
export function sandboxPage(row: CheckoutRow): string {
  const plan = escapeHtml(`${row.plan[0]!.toUpperCase()}${row.plan.slice(1)} (${row.audience})`);
  const paid = row.status === 'paid';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Avatara sandbox checkout</title>
<style>
body{margin:0;font-family:system-ui,sans-serif;background:#f4f5fb;color:#1d2133;display:grid;place-items:center;min-height:100vh}
main{box-sizing:border-box;background:#fff;border-radius:16px;box-shadow:0 8px 30px rgba(20,30,80,.12);padding:32px;width:min(420px,90vw)}
h1{font-size:1.3rem;margin:0 0 4px}.note{color:#6b6f85;font-size:.9rem;margin:0 0 24px}
dl{display:grid;grid-template-columns:auto 1fr;gap:8px 16px;margin:0 0 24px}dt{color:#6b6f85}dd{margin:0;text-align:end;font-weight:600}
button{box-sizing:border-box;width:100%;padding:12px;border:0;border-radius:10px;background:#4f46e5;color:#fff;font-size:1rem;cursor:pointer}
a{display:block;text-align:center;margin-top:14px;color:#4f46e5}
</style></head>
<body><main>
<h1>Sandbox checkout</h1>
<p class="note">Test payment: no card is charged. A real deployment uses Stripe Checkout.</p>
<dl>
<dt>Plan</dt><dd data-testid="sandbox-plan">${plan}</dd>
<dt>Amount</dt><dd data-testid="sandbox-amount">${usd(row.priceMicroUsd)} $</dd>
<dt>Balance credit</dt><dd>${usd(row.creditMicroUsd)} $</dd>
</dl>
${paid ? '<p>This checkout has been paid.</p>' : `<form method="post" action="/sandbox/checkout/${escapeHtml(row.id)}/pay"><button type="submit" data-testid="sandbox-pay">Pay ${usd(row.priceMicroUsd)} $</button></form>`}
<a href="/">Back to Avatara</a>
</main></body></html>`;
}
