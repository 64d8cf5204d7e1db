import type { Page } from '@playwright/test';
import { AvatarsPage } from '../pages/AvatarsPage';
import { ConsentPage } from '../pages/ConsentPage';
import { LoginPage } from '../pages/LoginPage';
import { NhsOverlayPage } from '../pages/NhsOverlayPage';
import { PricingPage } from '../pages/PricingPage';
import { uniqueEmail, useLanguage } from '../pages/users';
import { expect, test } from '../support/fixtures';

/** A new user registers, pays in the sandbox, consents and selects the first avatar. */
async function reachChat(page: Page, email: string): Promise<string> {
  const login = new LoginPage(page);
  await login.goto();
  await login.register('Ada Lovelace', email, 'correct horse battery');
  const pricing = new PricingPage(page);
  await pricing.expectShown();
  await pricing.payInSandbox('early');
  await new ConsentPage(page).accept();
  const avatars = new AvatarsPage(page);
  await avatars.expectShown();
  await avatars.select(await avatars.idAt(0));
  return (await page.getByTestId('chat-avatar-name').innerText()).trim();
}

/** The overlay's data call, whatever its query. */
const nhsCall = (url: URL) => url.pathname === '/getNHSMetaData';

test.describe('Brain States & Hormones overlay', () => {
  test('opens with E, shows user and AI bars by section, polls every 2 s only while open', async ({
    page,
  }) => {
    const email = uniqueEmail('overlay');
    const avatarName = await reachChat(page, email);
    const overlay = new NhsOverlayPage(page);
    expect(overlay.requests, 'nothing is fetched while the overlay is closed').toHaveLength(0);

    await overlay.open();
    await expect(page.getByRole('dialog', { name: 'Brain States & Hormones' })).toBeVisible();
    await expect(overlay.refreshButton).toHaveText('Refresh Data');
    await expect(overlay.closeButton).toHaveText('Close');
    await expect(page.getByTestId('nhs-legend')).toContainText('User');
    await expect(page.getByTestId('nhs-legend')).toContainText('AI');
    const first = new URL(overlay.requests[0]!);
    expect(first.searchParams.get('avatarName')).toBe(avatarName);
    expect(first.searchParams.get('userEmail')).toBe(email);

    for (const section of ['emotions', 'body', 'cognitive', 'hormones'] as const)
      await expect(overlay.section(section)).toBeVisible();
    await expect(overlay.section('emotions').getByTestId('nhs-row-HAPPINESS')).toBeVisible();
    for (const who of ['user', 'ai'] as const) {
      await expect(overlay.bar('HAPPINESS', who)).toBeVisible();
      const happiness = await overlay.value('HAPPINESS', who);
      expect(happiness).toBeGreaterThanOrEqual(0);
      expect(happiness).toBeLessThanOrEqual(10);
      const cortisol = await overlay.value('cortisol', who);
      expect(cortisol).toBeGreaterThanOrEqual(5);
      expect(cortisol).toBeLessThanOrEqual(25);
    }
    await expect(overlay.section('hormones').getByTestId('nhs-row-cortisol')).toContainText('Cortisol');
    await expect(overlay.bar('cortisol', 'user')).toContainText('µg/dl');
    await expect(overlay.bar('cortisol', 'ai')).toContainText('µg/dl');

    // Polling every 2 s while open: at least 2 more requests in 5 s.
    const beforeWait = overlay.requests.length;
    await page.waitForTimeout(5_000);
    expect(overlay.requests.length - beforeWait).toBeGreaterThanOrEqual(2);

    // Right after a poll, Refresh Data sends a request long before the next poll is due (2 s).
    await overlay.nextRequest(3_000);
    const refreshed = overlay.nextRequest(1_000);
    await overlay.refreshButton.click();
    await refreshed;

    // Close stops the polling: no request in 3 s.
    await overlay.close();
    const atClose = overlay.requests.length;
    await page.waitForTimeout(3_000);
    expect(overlay.requests.length).toBe(atClose);

    // Escape closes it as well.
    await overlay.open();
    await expect(overlay.row('HAPPINESS')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(overlay.root).toBeHidden();
  });

  test('says "No data available" for an empty answer and for a failed one', async ({ page }) => {
    await reachChat(page, uniqueEmail('overlay-empty'));
    const overlay = new NhsOverlayPage(page);
    await page.route(nhsCall, (route) => route.fulfill({ status: 200, contentType: 'text/plain', body: '' }));
    await overlay.open();
    await expect(overlay.empty).toHaveText('No data available');
    await expect(overlay.root.locator('[data-testid^="nhs-row-"]')).toHaveCount(0);

    await page.unroute(nhsCall);
    await expect(overlay.row('HAPPINESS')).toBeVisible();
    await page.route(nhsCall, (route) =>
      route.fulfill({ status: 500, contentType: 'text/plain', body: 'boom' }),
    );
    await overlay.refreshButton.click();
    await expect(overlay.empty).toHaveText('No data available');
    await overlay.close();
  });

  test('in Arabic the overlay is right to left and the bars grow from the right', async ({
    page,
    context,
    baseURL,
  }) => {
    await useLanguage(context, baseURL!, 'ar-SA');
    await reachChat(page, uniqueEmail('overlay-rtl'));
    const overlay = new NhsOverlayPage(page);
    await overlay.open();
    await expect(overlay.root.getByRole('heading', { level: 2 })).toHaveText(/[\u0600-\u06FF]/);
    await expect(overlay.row('HAPPINESS')).toBeVisible();
    expect(await overlay.root.evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
    for (const key of ['HAPPINESS', 'cortisol']) {
      const track = (await overlay.bar(key, 'ai').locator('.nhs-bar__track').boundingBox())!;
      const fill = (await overlay.bar(key, 'ai').locator('.nhs-bar__fill').boundingBox())!;
      if (key === 'HAPPINESS') expect(fill.width).toBeGreaterThan(0);
      expect(Math.abs(fill.x + fill.width - (track.x + track.width)), key).toBeLessThan(1.5);
    }
    // The user's column is on the right of the AI's.
    const user = (await overlay.bar('HAPPINESS', 'user').boundingBox())!;
    const ai = (await overlay.bar('HAPPINESS', 'ai').boundingBox())!;
    expect(user.x).toBeGreaterThan(ai.x);
  });
});
