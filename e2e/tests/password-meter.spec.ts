import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { AccountPage } from '../pages/AccountPage';
import { LoginPage } from '../pages/LoginPage';
import { PricingPage } from '../pages/PricingPage';
import { uniqueEmail, useLanguage } from '../pages/users';
import { expect, test } from '../support/fixtures';

/** Where the meter's screenshots go, to be looked at (issue 27 §4). */
const SHOTS = process.env.PASSWORD_METER_SHOTS_DIR ?? '/tmp/password-meter-shots';
/** How long the first verdict may take on a loaded machine. */
const LOADING_MS = 45_000;

/** The registration form's strength meter: its level, its hints and its bar. */
function meterOf(page: Page) {
  const root = page.getByTestId('password-meter');
  return {
    root,
    level: page.getByTestId('password-meter-level'),
    hints: page.getByTestId('password-meter-hints'),
    bar: root.getByRole('meter'),
  };
}

test.describe('the password meter', () => {
  // Loading the dictionaries and hashing on a loaded machine take their time.
  test.describe.configure({ timeout: 180_000 });

  test('rates the new password in German, says why, and the server refuses what it refuses', async ({
    page,
    context,
    baseURL,
  }) => {
    await useLanguage(context, baseURL!, 'de-DE');
    const login = new LoginPage(page);
    await login.goto();
    await login.openManual();
    // Nothing of zxcvbn is loaded before a password field is focused.
    const loaded: string[] = [];
    page.on('request', (r) => loaded.push(r.url()));
    await login.switchToRegister();
    const meter = meterOf(page);
    await expect(meter.root).toHaveCount(0);
    expect(loaded.filter((url) => url.includes('strength.worker'))).toEqual([]);

    const email = uniqueEmail('hanna.weber');
    await login.fill({ name: 'Hanna Weber', email, password: 'passwort' });
    // The first verdict waits for the dictionaries: megabytes, indexed in the worker.
    await expect(meter.level).toHaveText('Schwach', { timeout: LOADING_MS });
    await expect(meter.root).toHaveAttribute('data-acceptable', 'false');
    await expect(meter.hints).toContainText('Das ist eines der häufigsten Passwörter.');
    // The bar is a labelled meter; level and hints are a polite status the field points to.
    await expect(meter.bar).toHaveAccessibleName('Passwortstärke');
    await expect(meter.bar).toHaveAttribute('aria-valuetext', 'Schwach');
    const status = meter.root.getByRole('status');
    await expect(status).toHaveAttribute('aria-live', 'polite');
    await expect(page.getByTestId('field-password')).toHaveAttribute(
      'aria-describedby',
      (await status.getAttribute('id'))!,
    );

    // A keyboard row, the own name: each with its hint.
    await login.fill({ password: 'qwertzuiop' });
    await expect(meter.hints).toContainText('Tastaturmuster wie „qwertz“ sind leicht zu erraten.');
    await login.fill({ password: 'hannaweber1' });
    await expect(meter.hints).toContainText('Verwende nicht deinen Namen oder deine E-Mail-Adresse.');
    await login.fill({ password: 'kurz' });
    await expect(meter.hints).toContainText('Verwende mindestens 8 Zeichen.');
    await shot(page, 'de-weak');

    // The server decides: the weak password is refused with the policy's text, in German.
    await login.fill({ password: 'hannaweber1', confirmPassword: 'hannaweber1' });
    await login.submit();
    await expect(login.formMessage).toHaveText(
      'Dieses Passwort ist zu leicht zu erraten. Bitte wähle ein stärkeres.',
    );

    const strong = 'Zugspitze im Nebel wandern';
    await login.fill({ password: strong });
    await expect(meter.level).toHaveText('Stark');
    await expect(meter.root).toHaveAttribute('data-acceptable', 'true');
    await expect(meter.hints).toHaveCount(0);
    await expect(meter.root.locator('.password-meter__segment--on')).toHaveCount(5);
    await shot(page, 'de-strong');
    expect(loaded.filter((url) => url.includes('strength.worker'))).toHaveLength(1);

    await login.fill({ confirmPassword: strong });
    await login.submit();
    await new PricingPage(page).expectShown();
  });

  test('also helps on the account page, with the account’s own name and email', async ({
    page,
    context,
    baseURL,
  }) => {
    await useLanguage(context, baseURL!, 'fr-FR');
    const login = new LoginPage(page);
    await login.goto();
    await login.register('Claire Dubois', uniqueEmail('claire'), 'trois chats sur un toit');
    await new PricingPage(page).expectShown();
    const account = new AccountPage(page);
    await account.open();
    const meter = page.getByTestId('account-password-meter');
    await expect(meter).toHaveCount(0);
    await page.getByTestId('account-password-current').fill('trois chats sur un toit');
    await page.getByTestId('account-password-password').fill('clairedubois');
    await expect(page.getByTestId('account-password-meter-hints')).toContainText(
      'N’utilisez ni votre nom ni votre adresse e-mail.',
      { timeout: LOADING_MS },
    );
    await expect(meter.getByRole('meter')).toHaveAccessibleName('Robustesse du mot de passe');
    mkdirSync(SHOTS, { recursive: true });
    await page.getByTestId('account-password').screenshot({ path: path.join(SHOTS, 'fr-account.png') });
  });

  test('reads right to left in Arabic', async ({ page, context, baseURL }) => {
    await useLanguage(context, baseURL!, 'ar-SA');
    const login = new LoginPage(page);
    await login.goto();
    await login.openManual();
    await login.switchToRegister();
    await login.fill({ name: 'سارة', email: uniqueEmail('sara'), password: 'qwertzuiop' });
    const meter = meterOf(page);
    await expect(meter.level).toHaveText('ضعيفة', { timeout: LOADING_MS });
    await expect(meter.hints).toContainText('أنماط لوحة المفاتيح مثل «qwerty» سهلة التخمين.');
    await expect(meter.bar).toHaveAccessibleName('قوة كلمة المرور');
    // The filled segments start at the right.
    const segments = meter.root.locator('.password-meter__segment');
    const first = (await segments.first().boundingBox())!;
    const last = (await segments.last().boundingBox())!;
    expect(first.x).toBeGreaterThan(last.x);
    await shot(page, 'ar-weak');
  });
});

/** Saves the manual form with its meter. */
async function shot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.getByTestId('manual-form').screenshot({ path: path.join(SHOTS, `${name}.png`) });
}
