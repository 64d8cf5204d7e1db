import { AvatarsPage } from '../pages/AvatarsPage';
import { ConsentPage } from '../pages/ConsentPage';
import { LoginPage } from '../pages/LoginPage';
import { jsonCookie, uniqueEmail } from '../pages/users';
import { expect, test } from '../support/fixtures';

test.describe('trial', () => {
  test('starts a 14-day trial, consents and reaches the avatars', async ({ page, context }) => {
    const login = new LoginPage(page);
    const email = uniqueEmail('trial');
    await login.goto();
    // Accept all cookies, so the (non-essential) trial cookie may be written.
    await page.getByTestId('cookie-accept-all').click();

    await page.getByTestId('trial-button').click();
    await expect(login.trialForm).toContainText('Start your 14-day trial');
    await page.getByTestId('trial-submit').click();
    await expect(page.getByTestId('trial-name-error')).toHaveText('Name is required.');
    await expect(page.getByTestId('trial-email-error')).toHaveText('Valid email is required.');

    await page.getByTestId('trial-name').fill('Tess Trial');
    await page.getByTestId('trial-email').fill(email);
    await page.getByTestId('trial-submit').click();
    await expect(page.getByTestId('trial-message')).toHaveText('Your 14-day trial has started!');

    await new ConsentPage(page).accept();
    await new AvatarsPage(page).expectShown();

    const trial = (await jsonCookie(context, 'trial')) as {
      name: string;
      email: string;
      startDate: string;
      endDate: string;
    };
    expect(trial.name).toBe('Tess Trial');
    expect(trial.email).toBe(email);
    expect(Date.parse(trial.endDate) - Date.parse(trial.startDate)).toBe(14 * 86_400_000);
    const user = (await jsonCookie(context, 'user')) as { trialExpires: string; plans: string[] };
    expect(user.plans).toContain('free');
    expect(Date.parse(user.trialExpires) - Date.now()).toBeGreaterThan(13.9 * 86_400_000);
  });

  test('a second trial for the same email shows the error text', async ({ page, request }) => {
    const email = uniqueEmail('trial-twice');
    expect((await request.post('/trial', { data: { name: 'First', email } })).status()).toBe(201);
    const login = new LoginPage(page);
    await login.goto();
    await login.startTrial('Second', email);
    await expect(page.getByTestId('trial-message')).toHaveText(/^Error: .+/);
  });
});
