import { readFile } from 'node:fs/promises';
import { AccountPage } from '../pages/AccountPage';
import { AvatarsPage } from '../pages/AvatarsPage';
import { ConsentPage } from '../pages/ConsentPage';
import { LoginPage } from '../pages/LoginPage';
import { PricingPage } from '../pages/PricingPage';
import { uniqueEmail } from '../pages/users';
import { waitForMail } from '../support/outbox';
import { expect, test } from '../support/fixtures';

test.describe('account page', () => {
  test('a trial user sets a password, logs out and signs back in with it', async ({ page }) => {
    const email = uniqueEmail('trial-pw');
    const login = new LoginPage(page);
    await login.goto();
    await login.startTrial('Tara Trial', email);
    await new ConsentPage(page).accept();
    await new AvatarsPage(page).expectShown();

    const account = new AccountPage(page);
    await account.open();
    await expect(page.getByTestId('account-email-state')).toHaveText('Not confirmed yet');
    await expect(page.getByTestId('account-password')).toContainText('This account has no password yet.');
    await account.setPassword('taras own password');
    await expect(account.message('password')).toHaveText(
      'Your password is set. Other devices were signed out.',
    );
    await expect(page.getByTestId('account-password-current')).toBeVisible();

    await page.getByTestId('sign-out').click();
    await expect(login.root).toBeVisible();
    await login.openManual();
    await login.login(email, 'taras own password');
    // Plan and consent are the account's: straight back to the avatars.
    await new AvatarsPage(page).expectShown();
  });

  test('confirms the email, exports the data and deletes the account', async ({ page, server }, testInfo) => {
    const email = uniqueEmail('account');
    const login = new LoginPage(page);
    await login.goto();
    await login.register('Ada Account', email, 'ada password 1');
    await new PricingPage(page).expectShown();
    // The next screen says where to confirm the address (issue 27 §9).
    await expect(page.getByTestId('registration-check-mail')).toHaveText(
      'Welcome! We sent you a link to confirm your email address.',
    );

    // The confirmation link from the outbox makes the address the account's.
    const mail = await waitForMail(server.dataDir, email, 'verify');
    await page.goto(mail.link!);
    await expect(page.getByTestId('verify-message')).toHaveText(
      'Your email address is confirmed. It belongs to your account now.',
    );
    await page.getByTestId('verify-continue').click();

    const account = new AccountPage(page);
    await account.open();
    await expect(page.getByTestId('account-email-address')).toHaveText(email);
    await expect(page.getByTestId('account-email-state')).toHaveText('Confirmed');
    await expect(page.getByTestId('account-sessions-count')).toHaveText('Devices signed in: 1');
    await page.getByTestId('account-name').fill('Ada Lovelace');
    await page.getByTestId('account-language').selectOption('de-DE');
    await page.getByTestId('account-save').click();
    await expect(account.message('profile')).toHaveText('Saved.');
    await page.getByTestId('cookie-accept-all').click();
    await page.screenshot({ path: testInfo.outputPath('account-page.png'), fullPage: true });

    const downloading = page.waitForEvent('download');
    await page.getByTestId('account-export').click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^avatara-export-\d{4}-\d{2}-\d{2}\.json$/);
    const exported = JSON.parse(await readFile(await download.path(), 'utf8')) as {
      account: { email: string; name: string; language: string; emailVerified: boolean };
    };
    expect(exported.account).toMatchObject({
      email,
      name: 'Ada Lovelace',
      language: 'de-DE',
      emailVerified: true,
    });

    await page.getByTestId('account-delete-password').fill('not my password');
    await page.getByTestId('account-delete-sure').check();
    await page.getByTestId('account-delete').click();
    await expect(account.message('data')).toContainText('Wrong password.');
    await account.deleteAccount('ada password 1');
    await expect(page.getByTestId('account-deleted')).toHaveText('Your account has been deleted.');
    await expect(login.root).toBeVisible();
    await login.openManual();
    await login.login(email, 'ada password 1');
    await expect(login.formMessage).toContainText('Wrong password');
  });

  test('the sandbox checkout looks like the product, says no money moves, and opens only for its session', async ({
    page,
    browser,
    server,
  }, testInfo) => {
    const email = uniqueEmail('sandbox');
    const login = new LoginPage(page);
    await login.goto();
    await login.register('Sandy Box', email, 'sandy password');
    const pricing = new PricingPage(page);
    await pricing.expectShown();
    await pricing.select('plus');
    await page.waitForURL(/\/sandbox\/checkout\//);
    await expect(page.getByTestId('sandbox-banner')).toHaveText('Test mode: no money moves');
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', '/favicon.svg');
    await page.screenshot({ path: testInfo.outputPath('sandbox-checkout.png'), fullPage: true });

    // Another browser (no session, or the same user signed in there) gets no page.
    const other = await browser.newContext({ baseURL: server.baseURL });
    const stranger = await other.newPage();
    expect((await stranger.goto(page.url()))?.status()).toBe(404);
    await other.close();

    await page.getByTestId('sandbox-pay').click();
    await expect(page.getByTestId('payment-success')).toContainText(
      'Payment successful! Your balance has been topped up.',
    );
  });

  test('the free plan says it is activated, not paid', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.register('Fre E', uniqueEmail('free'), 'free plan, kind words');
    const pricing = new PricingPage(page);
    await pricing.expectShown();
    await pricing.select('free');
    await expect(page.getByTestId('payment-success')).toContainText(
      'Your free plan is activated: the starting credit is on your balance. Nothing was paid.',
    );
    await expect(page.getByTestId('payment-success')).not.toContainText('Payment successful');
    await new ConsentPage(page).accept();
  });
});
