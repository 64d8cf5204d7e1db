import type { TPlan } from '@avatara/contracts';
import { AvatarsPage } from '../pages/AvatarsPage';
import { ConsentPage } from '../pages/ConsentPage';
import { LoginPage } from '../pages/LoginPage';
import { PricingPage } from '../pages/PricingPage';
import { uniqueEmail, useLanguage } from '../pages/users';
import { expect, test } from '../support/fixtures';

test.describe('German texts of the spec', () => {
  test('pricing notices, payment failure and consent failure', async ({ page, context, baseURL }) => {
    await useLanguage(context, baseURL!, 'de-DE');
    // One plan without features, one inactive: the server's plans are all active and featured.
    await page.route('**/plans?*', async (route) => {
      const response = await route.fetch();
      const { plans } = (await response.json()) as { plans: TPlan[] };
      const changed = plans.map((p) =>
        p.id === 'plus' ? { ...p, features: [] } : p.id === 'pro' ? { ...p, active: false } : p,
      );
      await route.fulfill({ response, json: { plans: changed } });
    });

    const login = new LoginPage(page);
    await login.goto();
    await login.register('Hanna Deutsch', uniqueEmail('de'), 'ein-langes-passwort');
    const pricing = new PricingPage(page);
    await pricing.expectShown();
    await expect(page.getByTestId('plan-no-features-plus')).toHaveText('Keine Features verfügbar');

    await pricing.select('pro');
    await expect(page.getByTestId('plan-unavailable-pro')).toHaveText('Noch nicht verfügbar!');
    await expect(page.getByTestId('plan-unavailable-pro')).toBeHidden({ timeout: 4500 });

    await page.route('**/create-checkout-session', (route) => route.fulfill({ status: 500, body: 'boom' }));
    const alert = page.waitForEvent('dialog');
    const logged = page.waitForEvent('console', (msg) =>
      msg.text().includes('Fehler bei der Zahlungssitzung'),
    );
    // The click may not return while the alert is open: answer the dialog first, then await it.
    const clicked = pricing.select('early');
    const dialog = await alert;
    expect(dialog.message()).toBe('Zahlung fehlgeschlagen. Bitte versuche es erneut.');
    await dialog.dismiss();
    await clicked;
    await logged;
    await page.unroute('**/create-checkout-session');

    // The free plan needs no payment: back at '/?paymentSuccess=true' with the starting credit.
    await pricing.select('free');
    await expect(page.getByTestId('payment-success')).toBeVisible();

    const consent = new ConsentPage(page);
    await expect(consent.modal).toBeVisible();
    await page.route('**/setConsent', (route) => route.fulfill({ status: 500, body: 'down' }));
    await consent.fillBirthDate();
    await consent.checkbox.check();
    await consent.continueButton.click();
    await expect(page.getByTestId('consent-error')).toHaveText(
      'Es ist ein Fehler aufgetreten. Bitte versuche es erneut.',
    );
    await page.unroute('**/setConsent');
    await consent.continueButton.click();
    await new AvatarsPage(page).expectShown();
  });
});
