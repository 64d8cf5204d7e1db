import type { BrowserContext } from '@playwright/test';

/**
 * SERVER BUG workaround (see the report in docs/web.md): the social sign-in callback page is
 * served with `Cross-Origin-Opener-Policy: same-origin-allow-popups`. Coming back to it from the
 * provider's origin, the browser moves the popup into a new browsing context group: the popup
 * loses `window.opener` and its result never reaches the app. The callback must answer with
 * `unsafe-none`.
 *
 * Until it does, this rewrites that header. Playwright cannot intercept the redirect hops of a
 * navigation, so every document request of the provider is fetched without following redirects
 * and a redirect is replayed as a client-side navigation; the callback's answer then gets
 * `unsafe-none`. Everything else of the flow stays real.
 */
export async function rewriteCallbackCoop(context: BrowserContext, issuer: string, appBase: string): Promise<void> {
  const replay = (location: string, from: string) =>
    `<!doctype html><meta http-equiv="refresh" content="0;url=${new URL(location, from).href.replace(/"/g, '&quot;')}">`;
  await context.route(
    (url) => url.href.startsWith(issuer) || url.href.startsWith(`${appBase}/auth/google/callback`),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.continue();
      const response = await route.fetch({ maxRedirects: 0 });
      const location = response.headers()['location'];
      if (response.status() >= 300 && response.status() < 400 && location) {
        return route.fulfill({ status: 200, contentType: 'text/html', body: replay(location, route.request().url()) });
      }
      return route.fulfill({ response, headers: { ...response.headers(), 'cross-origin-opener-policy': 'unsafe-none' } });
    },
  );
}
