import { LANGUAGES, type TLanguage } from '@avatara/contracts';
import { escapeHtml } from '../http/html';
import type { CheckoutRow } from './checkout';
import { SANDBOX_TEXTS } from './sandbox-texts';

const usd = (micro: number) => `${(micro / 1_000_000).toFixed(2)} $`;

/** The UI language for the page: the browser's `language` cookie, else the account's, else en-US. */
export function sandboxLanguage(cookie: string | undefined, account: string): TLanguage {
  const known = (v: string | undefined): v is TLanguage =>
    v !== undefined && (LANGUAGES as readonly string[]).includes(v);
  if (known(cookie)) return cookie;
  return known(account) ? account : 'en-US';
}

/** The product's design tokens (apps/web/src/styles/base.css), so the page looks like Avatara. */
const STYLE = `:root{--bg:#f6f5f1;--surface:#fff;--ink:#1f2933;--muted:#5b6570;--line:#e4e1d9;--accent:#2f5d62;--accent-strong:#24494d;--warm:#d9a46b;--radius:14px;
--shadow:0 1px 2px rgb(16 24 40/5%),0 10px 30px rgb(16 24 40/7%);--font:system-ui,-apple-system,'Segoe UI',Roboto,'Noto Sans','Liberation Sans',sans-serif}
*{box-sizing:border-box}body{margin:0;background:var(--bg);color:var(--ink);font-family:var(--font);line-height:1.6;min-height:100vh;display:flex;flex-direction:column}
:lang(ar){font-family:'Noto Sans Arabic','Noto Naskh Arabic',var(--font)}:lang(zh){font-family:'Noto Sans CJK SC','PingFang SC',var(--font)}:lang(ja){font-family:'Noto Sans CJK JP','Hiragino Sans',var(--font)}
header{border-block-end:1px solid var(--line);background:var(--surface)}header div{max-width:960px;margin:0 auto;padding:12px 20px;display:flex;align-items:center;gap:10px;font-weight:700}
.mark{inline-size:28px;block-size:28px;border-radius:8px;background:var(--accent) url("/favicon.svg") center/cover}
main{flex:1;display:grid;place-items:center;padding:32px 16px}
.card{background:var(--surface);border:1px solid var(--line);border-radius:var(--radius);box-shadow:var(--shadow);padding:28px;inline-size:min(440px,100%)}
h1{font-size:1.35rem;margin:0 0 12px}.banner{margin:0 0 12px;padding:10px 14px;border-radius:10px;background:#fbefe0;border:1px solid var(--warm);font-weight:700}
.note{color:var(--muted);font-size:.95rem;margin:0 0 20px}dl{display:grid;grid-template-columns:auto 1fr;gap:8px 16px;margin:0 0 24px}dt{color:var(--muted)}dd{margin:0;text-align:end;font-weight:600}
button{font:inherit;inline-size:100%;min-block-size:44px;border:0;border-radius:999px;background:var(--accent);color:#fff;font-weight:600;cursor:pointer}button:hover{background:var(--accent-strong)}
a{display:block;text-align:center;margin-top:16px;color:var(--accent)}`;

/**
 * The sandbox checkout page in the buyer's language: plan, amount and credit, a Pay button and a
 * way back, under a banner that says plainly that no money moves. Styled inline (the CSP allows
 * inline styles, no scripts), with the product's colours and favicon; right to left for Arabic.
 */
export function sandboxPage(row: CheckoutRow, planName: string, lang: TLanguage): string {
  const t = SANDBOX_TEXTS[lang];
  const plan = escapeHtml(`${planName} (${row.audience === 'business' ? t.business : t.personal})`);
  const paid = row.status === 'paid';
  const dir = lang === 'ar-SA' ? 'rtl' : 'ltr';
  return `<!doctype html>
<html lang="${lang}" dir="${dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><link rel="icon" type="image/svg+xml" href="/favicon.svg">
<title>${escapeHtml(t.title)}</title>
<style>${STYLE}</style></head>
<body><header><div><span class="mark" aria-hidden="true"></span><span>Avatara</span></div></header>
<main><section class="card" data-testid="sandbox-checkout">
<h1>${escapeHtml(t.title)}</h1>
<p class="banner" role="note" data-testid="sandbox-banner">${escapeHtml(t.banner)}</p>
<p class="note" data-testid="sandbox-note">${escapeHtml(t.note)}</p>
<dl>
<dt>${escapeHtml(t.plan)}</dt><dd data-testid="sandbox-plan">${plan}</dd>
<dt>${escapeHtml(t.amount)}</dt><dd data-testid="sandbox-amount">${usd(row.priceMicroUsd)}</dd>
<dt>${escapeHtml(t.credit)}</dt><dd>${usd(row.creditMicroUsd)}</dd>
</dl>
${paid ? `<p data-testid="sandbox-paid">${escapeHtml(t.paid)}</p>` : `<form method="post" action="/sandbox/checkout/${escapeHtml(row.id)}/pay"><button type="submit" data-testid="sandbox-pay">${escapeHtml(t.pay.replace('{amount}', usd(row.priceMicroUsd)))}</button></form>`}
<a href="/">${escapeHtml(t.back)}</a>
</section></main></body></html>`;
}
