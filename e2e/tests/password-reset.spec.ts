import { LoginPage } from '../pages/LoginPage';
import { PricingPage } from '../pages/PricingPage';
import { uniqueEmail } from '../pages/users';
import { waitForMail } from '../support/outbox';
import { expect, test } from '../support/fixtures';

test.describe('forgotten password', () => {
  test('asks for a link, takes it from the outbox, sets a new password and signs in with it', async ({
    page,
    request,
    server,
  }, testInfo) => {
    const email = uniqueEmail('forgot');
    expect(
      (
        await request.post('/register', { data: { name: 'Fay Gotten', email, password: 'the old password' } })
      ).status(),
    ).toBe(201);

    const login = new LoginPage(page);
    await login.goto();
    await login.openManual();
    await login.fill({ email });
    await page.getByTestId('forgot-password').click();
    await expect(page.getByTestId('forgot-form')).toBeVisible();
    await expect(page.getByTestId('forgot-email')).toHaveValue(email);
    await page.getByTestId('forgot-submit').click();
    await expect(page.getByTestId('forgot-message')).toContainText(
      'a link to choose a new password is on its way',
    );

    const mail = await waitForMail(server.dataDir, email, 'reset');
    expect(mail.subject).toBe('Reset your Avatara password');
    expect(mail.link).toMatch(new RegExp(`^${server.baseURL}/reset-password#token=`));
    await page.goto(mail.link!);
    await expect(page.getByTestId('reset-page')).toBeVisible();
    // The token leaves the address bar at once.
    await expect(page).toHaveURL(`${server.baseURL}/reset-password`);
    await page.getByTestId('reset-password').fill('short');
    await page.getByTestId('reset-confirm').fill('short');
    await page.getByTestId('reset-submit').click();
    await expect(page.getByTestId('reset-password-error')).toHaveText(
      'The password needs at least 8 characters.',
    );
    await page.getByTestId('reset-password').fill('my brand new password');
    await page.getByTestId('reset-confirm').fill('my brand new password');
    await page.screenshot({ path: testInfo.outputPath('reset-screen.png'), fullPage: true });
    await page.getByTestId('reset-submit').click();
    await expect(page.getByTestId('reset-message')).toHaveText(
      'Your password has been changed. Please sign in with it.',
    );

    // The link works once (a fresh load: from this page only the fragment would change).
    await page.goto('/');
    await page.goto(mail.link!);
    await page.getByTestId('reset-password').fill('yet another password');
    await page.getByTestId('reset-confirm').fill('yet another password');
    await page.getByTestId('reset-submit').click();
    await expect(page.getByTestId('reset-message')).toHaveText(
      'This link is invalid or has expired. Please ask for a new one.',
    );

    await page.goto('/');
    await login.openManual();
    await login.login(email, 'the old password');
    await expect(login.formMessage).toContainText('Wrong password');
    await login.login(email, 'my brand new password');
    await new PricingPage(page).expectShown();
  });

  test('shows the forgot-password form and the reset screen in Arabic, right to left', async ({
    page,
    context,
    server,
  }, testInfo) => {
    await context.addCookies([{ name: 'language', value: 'ar-SA', url: server.baseURL }]);
    await page.goto('/reset-password#token=not-a-real-token');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { name: 'اختر كلمة مرور جديدة' })).toBeVisible();
    await page.getByTestId('reset-password').fill('كلمة مرور طويلة');
    await page.getByTestId('reset-confirm').fill('كلمة مرور طويلة');
    await page.getByTestId('reset-submit').click();
    await expect(page.getByTestId('reset-message')).toHaveText(
      'هذا الرابط غير صالح أو منتهي الصلاحية. يُرجى طلب رابط جديد.',
    );
    await page.screenshot({ path: testInfo.outputPath('reset-screen-ar.png'), fullPage: true });
    await page.getByTestId('reset-new-link').click();
    await expect(page.getByTestId('forgot-form')).toBeVisible();
    await expect(page.getByTestId('forgot-form')).toContainText('هل نسيت كلمة المرور؟');
  });
});
