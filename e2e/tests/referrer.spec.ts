import { ConsentPage } from '../pages/ConsentPage';
import { LoginPage } from '../pages/LoginPage';
import { PricingPage } from '../pages/PricingPage';
import { jsonCookie, uniqueEmail } from '../pages/users';
import { expect, test } from '../support/fixtures';

test.describe('special referrer and restore on load', () => {
  test('the special referrer gets a personal welcome and goes straight to the chat with the first avatar', async ({
    page,
    request,
  }) => {
    const login = new LoginPage(page);
    await login.goto('/?ref=avatara-guest');
    await expect(login.heading).toHaveText('Welcome! Your companion is waiting for you');
    await login.startTrial('Gina Guest', uniqueEmail('guest'));
    await new ConsentPage(page).accept();
    await expect(page.getByTestId('chat-screen')).toBeVisible();
    await expect(page.getByTestId('avatar-selection-screen')).toHaveCount(0);
    const avatars = (await (await request.get('/getAvatars?lang=en-US')).json()) as { name: string }[];
    await expect(page.getByTestId('chat-avatar-name')).toHaveText(avatars[0]!.name);
    // The picker stays hidden: no way back to the selection.
    await expect(page.getByTestId('chat-change-avatar')).toHaveCount(0);
  });

  test('a restored user whose server session is gone is signed out', async ({ page, context }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.register('Sam Session', uniqueEmail('session'), 'pw-session-1');
    await new PricingPage(page).expectShown();
    await page.reload();
    await new PricingPage(page).expectShown();

    await context.clearCookies({ name: 'avatara_sid' });
    await page.reload();
    await expect(login.root).toBeVisible();
    expect(await jsonCookie(context, 'user')).toBeNull();
  });
});
