import { AvatarsPage } from '../pages/AvatarsPage';
import { ConsentPage } from '../pages/ConsentPage';
import { LoginPage } from '../pages/LoginPage';
import { uniqueEmail, useLanguage } from '../pages/users';
import { waitForMail } from '../support/outbox';
import { expect, test } from '../support/fixtures';

/** Sign-in by a mailed link (issue 27 §3, docs/accounts.md "Sign-in links"). */
test.describe('sign-in by email link', () => {
  test('a trial user signs out and back in with the link the trial mailed, then with a new one', async ({
    page,
    server,
  }, testInfo) => {
    const email = uniqueEmail('trial-link');
    const login = new LoginPage(page);
    await login.goto();
    await page.getByTestId('trial-button').click();
    // The trial screen says how to sign in later.
    await expect(page.getByTestId('trial-sign-in-later')).toHaveText(
      'We email you a sign-in link. To sign in again later, choose “Email me a sign-in link” under “Log in with email”, or set a password there with “Forgot password?”.',
    );
    await page.getByTestId('trial-name').fill('Lina Link');
    await page.getByTestId('trial-email').fill(email);
    await login.trialForm.screenshot({ path: testInfo.outputPath('trial-form.png') });
    await page.getByTestId('trial-submit').click();
    await new ConsentPage(page).accept();
    await new AvatarsPage(page).expectShown();

    // The trial's mail: a sign-in link and how to sign in later.
    const trialMail = await waitForMail(server.dataDir, email, 'sign-in');
    expect(trialMail.subject).toBe('Your Avatara trial has started');
    expect(trialMail.text).toContain('Email me a sign-in link');
    expect(trialMail.link).toMatch(new RegExp(`^${server.baseURL}/sign-in#token=`));

    await page.getByTestId('sign-out').click();
    await expect(login.root).toBeVisible();
    // The password form points to the link.
    await login.openManual();
    await login.login(email, 'correct horse battery staple 42');
    await expect(login.formMessage).toHaveText(
      'This account has no password yet. Sign in with “Email me a sign-in link”, or use “Forgot password?” to set one.',
    );

    // Opening the mailed link signs this browser in: plan and consent are the account's.
    await page.goto(trialMail.link!);
    await new AvatarsPage(page).expectShown();
    await expect(page).toHaveURL(`${server.baseURL}/`);

    // The link works once.
    await page.getByTestId('sign-out').click();
    await expect(login.root).toBeVisible();
    await page.goto(trialMail.link!);
    await expect(page.getByTestId('sign-in-link-page-message')).toHaveText(
      'This sign-in link has expired or was used already. A link works once, for 15 minutes. Please ask for a new one.',
    );
    await page
      .getByTestId('sign-in-link-page')
      .screenshot({ path: testInfo.outputPath('sign-in-link-used.png') });

    // "Ask for a new link" opens the form; the new mail signs in again.
    await page.getByTestId('sign-in-link-new').click();
    await expect(page.getByTestId('sign-in-link-form')).toBeVisible();
    await page.getByTestId('sign-in-link-email').fill(email);
    await page.getByTestId('sign-in-link-submit').click();
    await expect(page.getByTestId('sign-in-link-message')).toHaveText(
      'If an account uses this email address, a sign-in link is on its way. It works once, for 15 minutes.',
    );
    await page
      .getByTestId('sign-in-link-form')
      .screenshot({ path: testInfo.outputPath('sign-in-link-form.png') });
    let fresh = trialMail;
    await expect
      .poll(async () => (fresh = await waitForMail(server.dataDir, email, 'sign-in')).link, {
        timeout: 15_000,
      })
      .not.toBe(trialMail.link);
    expect(fresh.subject).toBe('Your Avatara sign-in link');
    await page.goto(fresh.link!);
    await new AvatarsPage(page).expectShown();
  });

  test('the login form offers the link; the answer is the same for an unknown email', async ({
    page,
  }, testInfo) => {
    const login = new LoginPage(page);
    await login.goto();
    await page.getByTestId('cookie-accept-all').click();
    await login.openManual();
    await expect(page.getByTestId('email-link')).toHaveText('Email me a sign-in link');
    await login.manualForm.screenshot({ path: testInfo.outputPath('login-form.png') });
    const email = uniqueEmail('nobody');
    await login.fill({ email });
    await page.getByTestId('email-link').click();
    await expect(page.getByTestId('sign-in-link-email')).toHaveValue(email);
    await page.getByTestId('sign-in-link-submit').click();
    await expect(page.getByTestId('sign-in-link-message')).toHaveText(
      'If an account uses this email address, a sign-in link is on its way. It works once, for 15 minutes.',
    );
    await page.getByTestId('sign-in-link-back').click();
    await expect(login.manualForm).toBeVisible();
  });

  test('says in German that a link is invalid, and in Arabic right to left', async ({
    page,
    context,
    server,
  }, testInfo) => {
    await useLanguage(context, server.baseURL, 'de-DE');
    await page.goto('/sign-in#token=not-a-real-token');
    await expect(page.getByTestId('sign-in-link-page-message')).toHaveText(
      'Dieser Anmeldelink ist abgelaufen oder wurde schon verwendet. Ein Link funktioniert einmal, 15 Minuten lang. Bitte fordere einen neuen an.',
    );
    // The token leaves the address bar at once.
    await expect(page).toHaveURL(`${server.baseURL}/sign-in`);

    await useLanguage(context, server.baseURL, 'ar-SA');
    await page.goto('/');
    await page.getByTestId('cookie-accept-all').click();
    await page.getByTestId('manual-login-button').click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByTestId('email-link')).toHaveText('أرسل لي رابط تسجيل الدخول');
    await page.getByTestId('manual-form').screenshot({ path: testInfo.outputPath('login-form-ar.png') });
  });
});
