import { AvatarsPage } from '../pages/AvatarsPage';
import { ConsentPage } from '../pages/ConsentPage';
import { LoginPage } from '../pages/LoginPage';
import { PricingPage } from '../pages/PricingPage';
import { jsonCookie, uniqueEmail } from '../pages/users';
import { tokenOf } from '@avatara/server/testing/outbox';
import { waitForMail } from '../support/outbox';
import { expect, test } from '../support/fixtures';

test.describe('a new user', () => {
  test('registers, pays in the sandbox, consents and reaches the avatar selection', async ({
    page,
    context,
  }) => {
    const login = new LoginPage(page);
    const email = uniqueEmail('new');
    await login.goto();
    // One Home link: the menu's (the screen has no second one).
    await expect(page.getByRole('link', { name: 'Home', exact: true })).toHaveCount(1);
    await expect(page.getByTestId('menu-home')).toBeVisible();
    // Without credentials on this server there are no social buttons at all (and no "or" line).
    await expect(page.getByTestId('manual-login-button')).toBeVisible();
    await expect(page.getByTestId('google-button')).toHaveCount(0);
    await expect(page.getByTestId('facebook-button')).toHaveCount(0);
    await expect(page.locator('.login-screen__or')).toHaveCount(0);

    // Validation of spec §5 with the exact default texts, shown by the error icon's popup.
    await login.openManual();
    await login.switchToRegister();
    await login.fill({ name: '  ', email: 'ada@example', password: 'secret-1', confirmPassword: 'secret-2' });
    await login.submit();
    expect(await login.fieldError('name')).toBe('Name is required');
    expect(await login.fieldError('email')).toBe('Invalid email address');
    expect(await login.fieldError('confirmPassword')).toBe('Passwords do not match');
    await page.getByTestId('back-to-login').click();
    await expect(login.manualForm).toHaveAttribute('data-mode', 'login');
    await login.fill({ email: 'ada@example.com', password: '' });
    await login.submit();
    expect(await login.fieldError('password')).toBe('Password is required');
    await page.getByTestId('manual-close').click();
    await expect(login.manualForm).toBeHidden();

    await login.register('Ada Lovelace', email, 'correct horse battery');
    const pricing = new PricingPage(page);
    await pricing.expectShown();
    const user = (await jsonCookie(context, 'user')) as { email: string; plans: string[] };
    expect(user.email).toBe(email);
    expect(user.plans).toEqual([]);
    const userCookie = (await context.cookies()).find((c) => c.name === 'user');
    expect(userCookie!.expires - Date.now() / 1000).toBeGreaterThan(6.9 * 86400);

    await pricing.choose('business');
    await expect(pricing.card('early')).toContainText('49');
    await pricing.choose('personal');
    await pricing.payInSandbox('early');
    expect((await context.cookies()).find((c) => c.name === 'selectedPlan')?.value).toBe('early');

    const consent = new ConsentPage(page);
    await consent.accept();
    const avatars = new AvatarsPage(page);
    await avatars.expectShown();
    expect(((await jsonCookie(context, 'user')) as { plans: string[] }).plans).toContain('early');
    await expect(page).not.toHaveURL(/paymentSuccess/);

    const id = await avatars.idAt(0);
    await avatars.openInfo(id);
    await expect(page.getByTestId('avatar-detail-region')).toContainText(' - ');
    await expect(page.getByTestId('avatar-detail-age')).toHaveText(/\d+/);
    await expect(page.getByTestId('avatar-detail-description')).not.toBeEmpty();
    await avatars.closeInfo();
    await avatars.select(id);
    await expect(page.getByTestId('chat-avatar-name')).not.toBeEmpty();
    await expect(page.getByTestId('emotions-button')).toBeVisible();

    // A reload restores the user from the cookie and keeps the chosen avatar (/chat/:avatar);
    // "Choose another avatar" goes back to the selection; signing out returns to the login screen.
    await page.reload();
    await expect(page).toHaveURL(new RegExp(`/chat/${id}$`));
    await expect(page.getByTestId('chat-screen')).toBeVisible();
    await page.getByTestId('chat-change-avatar').click();
    await avatars.expectShown();
    await page.getByTestId('sign-out').click();
    await expect(login.root).toBeVisible();
    expect(await jsonCookie(context, 'user')).toBeNull();
  });

  test('signs in again with the password and is told, in the UI language, that an email is taken', async ({
    page,
    request,
    server,
  }) => {
    const email = uniqueEmail('again');
    const password = 'compiler moth harbor 1947';
    expect(
      (await request.post('/register', { data: { name: 'Grace Hopper', email, password } })).status(),
    ).toBe(201);
    // Only a confirmed address is taken (docs/accounts.md "Email ownership").
    const mail = await waitForMail(server.dataDir, email, 'verify');
    expect(
      (await request.post('/account/verify-email', { data: { token: tokenOf(mail.link) } })).status(),
    ).toBe(200);
    const login = new LoginPage(page);
    await login.goto();
    await login.register('Grace Hopper', email, password);
    // The server's reason EMAIL_TAKEN (docs/errors.md), in the UI language: English, then German.
    await expect(login.formMessage).toHaveText('This email address is already registered. Please log in.');
    await page.context().addCookies([{ name: 'language', value: 'de-DE', url: server.baseURL }]);
    await login.goto();
    await login.register('Grace Hopper', email, password);
    await expect(login.formMessage).toHaveText(
      'Diese E-Mail-Adresse ist bereits registriert. Bitte melde dich an.',
    );
    await page.getByTestId('back-to-login').click();
    await login.login(email, password);
    await new PricingPage(page).expectShown();
  });
});
