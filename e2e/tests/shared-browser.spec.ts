import { ChatPage, awakeAvatarId } from '../pages/ChatPage';
import { LoginPage } from '../pages/LoginPage';
import { uniqueEmail } from '../pages/users';
import { startServer, type RunningServer } from '../support/server';
import { expect, test } from '../support/fixtures';

/** Issue 27 §2: a browser shared by two people keeps nothing of the first for the second. */
test.describe('a shared browser', () => {
  let server: RunningServer;
  test.beforeAll(async () => {
    server = await startServer({ OFFLINE_WORD_DELAY_MS: '0' });
  });
  test.afterAll(() => server?.stop());

  test('after Ana signs out, Bob finds none of her pictures, cookies or storage', async ({
    page,
    context,
  }) => {
    const login = new LoginPage(page);
    await login.goto(`${server.baseURL}/`);
    await page.getByTestId('cookie-accept-all').click();
    const avatar = await awakeAvatarId(server.baseURL);
    const ana = await ChatPage.reach(page, server.baseURL, uniqueEmail('ana'), avatar.id, 'Ana Lima');
    await ana.idle();
    await ana.input.fill('a blue boat on a quiet lake');
    await page.getByTestId('image-button').click();
    await expect(ana.avatarMessages.last().getByTestId('message-image').locator('img')).toBeVisible({
      timeout: 20_000,
    });
    await ana.idle();
    const names = async () => (await context.cookies()).map((c) => c.name).sort();
    expect(await names()).toEqual(expect.arrayContaining(['userPrompts', 'user', 'userEmail']));

    await page.getByTestId('sign-out').click();
    await expect(login.root).toBeVisible();
    // Only the browser's own settings and nothing of Ana's stay.
    const personal = async () => (await names()).filter((n) => n !== 'cookieConsent' && n !== 'language');
    await expect.poll(personal).toEqual([]);
    expect(await page.evaluate(() => sessionStorage.length + localStorage.length)).toBe(0);

    const bob = await ChatPage.reach(page, server.baseURL, uniqueEmail('bob'), avatar.id, 'Bob Stone');
    await bob.idle();
    await expect(bob.userMessages).toHaveCount(0);
    const alerts: string[] = [];
    page.on('dialog', (d) => {
      alerts.push(d.message());
      void d.accept();
    });
    await page.getByTestId('image-history').click();
    await expect.poll(() => alerts).toEqual(['No generated image available to display.']);
  });
});
