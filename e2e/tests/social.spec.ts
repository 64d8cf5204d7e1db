import {
  freePort,
  startLocalOidcProvider,
  type LocalOidcProvider,
} from '@avatara/server/testing/oidc-provider';
import { LoginPage } from '../pages/LoginPage';
import { PricingPage } from '../pages/PricingPage';
import { jsonCookie, uniqueEmail, useLanguage } from '../pages/users';
import { startServer, type RunningServer } from '../support/server';
import { expect, test } from '../support/fixtures';

test.describe('social sign-in', () => {
  let op: LocalOidcProvider;
  let server: RunningServer;
  let base: string;

  test.beforeAll(async () => {
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    op = await startLocalOidcProvider({
      redirectUris: [`${base}/auth/google/callback`],
      name: 'Olivia Oidc',
    });
    server = await startServer({
      PORT: String(port),
      GOOGLE_CLIENT_ID: op.clientId,
      GOOGLE_CLIENT_SECRET: op.clientSecret,
      GOOGLE_ISSUER: op.issuer,
    });
  });

  test.afterAll(async () => {
    await server?.stop();
    await op?.close();
  });

  test('signs in with Google in a popup against a local OpenID Connect provider', async ({
    page,
    context,
  }) => {
    const email = uniqueEmail('oidc');
    const login = new LoginPage(page);
    await login.goto(`${base}/`);
    await expect(page.getByTestId('google-button')).toBeEnabled();
    // Facebook is not configured on this server: no button for it.
    await expect(page.getByTestId('facebook-button')).toHaveCount(0);

    const popupOpened = page.waitForEvent('popup');
    await page.getByTestId('google-button').click();
    const popup = await popupOpened;
    await popup.locator('input[name="login"]').fill(email);
    await popup.locator('input[type="password"]').fill('any password');
    await popup.getByRole('button', { name: 'Sign-in' }).click();
    // The popup closes itself as soon as it has reported: listen for that before the last click,
    // and let that click end with the page it closed.
    const closed = popup.waitForEvent('close');
    await popup
      .getByRole('button', { name: 'Continue' })
      .click()
      .catch((err: Error) => {
        if (!popup.isClosed()) throw err;
      });
    await closed;

    // A new social account has no plan yet: the gate shows the pricing page.
    await new PricingPage(page).expectShown();
    const user = (await jsonCookie(context, 'user')) as { email: string; name: string };
    expect(user.email).toBe(email);
    expect(user.name).toBe('Olivia Oidc');
  });

  test('alerts googleLoginFailed, and why, when the popup reports a failure', async ({ page }) => {
    // The worker's server has no Google credentials: pretend it had, so the button opens the
    // popup; the server's start page then reports the failure to the opener.
    await page.route('**/auth/providers', (route) =>
      route.fulfill({ json: { google: true, facebook: false } }),
    );
    const login = new LoginPage(page);
    await login.goto();
    const dialog = page.waitForEvent('dialog');
    // The click may not return while the alert is open: answer the dialog first, then await it.
    const clicked = page.getByTestId('google-button').click();
    const alert = await dialog;
    // The spec's text, then the popup's reason (PROVIDER_NOT_CONFIGURED) in the UI language.
    expect(alert.message()).toBe(
      'Google login failed. Please try again.\nSign-in with Google is not set up on this server.',
    );
    await alert.dismiss();
    await clicked;
    await expect(login.root).toBeVisible();
  });

  test('says why on the sign-in screen, in the UI language, when the popup has no opener', async ({
    page,
    context,
    baseURL,
  }) => {
    // Opened on its own (a new tab, or an opener the browser cut off): the popup page cannot
    // report to anyone, so it sends the browser to the sign-in screen with the reason.
    await useLanguage(context, baseURL!, 'de-DE');
    await page.goto('/auth/google/start');
    const login = new LoginPage(page);
    await expect(login.root).toBeVisible();
    await expect(page.getByTestId('social-failed')).toHaveText(
      'Google-Anmeldung fehlgeschlagen. Bitte versuche es erneut. Die Anmeldung mit Google ist auf diesem Server nicht eingerichtet.',
    );
    await page.screenshot({ path: test.info().outputPath('social-failed-de.png') });
    // The reason leaves the address once shown, so a reload does not repeat it.
    await expect(page).toHaveURL(/\/$/);
    await page.reload();
    await expect(login.root).toBeVisible();
    await expect(page.getByTestId('social-failed')).toHaveCount(0);
  });
});
