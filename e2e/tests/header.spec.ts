import { LoginPage } from '../pages/LoginPage';
import { PricingPage } from '../pages/PricingPage';
import { uniqueEmail, useLanguage } from '../pages/users';
import { expect, test } from '../support/fixtures';

const PAGES = ['home', 'research', 'products', 'safety', 'company', 'donation'];

/** The header's menu (issue 14, docs/ui-layout.md): one line where it fits, a menu button where not. */
test.describe('header menu', () => {
  test('behind a button at 360 px: opens and closes as a disclosure, keeps every entry, in Arabic too', async ({
    page,
    context,
    baseURL,
  }) => {
    await page.setViewportSize({ width: 360, height: 640 });
    await useLanguage(context, baseURL!, 'ar-SA');
    await page.goto('/research');
    await page.getByTestId('cookie-accept-all').click();
    const toggle = page.getByTestId('menu-toggle');
    await expect(page.getByTestId('site-header')).toHaveAttribute('data-layout', 'compact');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveAccessibleName('القائمة');
    const panelId = await toggle.getAttribute('aria-controls');
    const panel = page.locator(`[id="${panelId}"]`);
    await expect(panel).toBeHidden();
    for (const id of PAGES) await expect(page.getByTestId(`menu-${id}`)).toBeHidden();

    // Open: every entry, the current page marked; focus stays on the button, Tab walks into the list.
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(panel).toBeVisible();
    for (const id of PAGES) await expect(page.getByTestId(`menu-${id}`)).toBeVisible();
    await expect(page.getByTestId('menu-research')).toHaveAttribute('aria-current', 'page');
    await expect(toggle).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByTestId('menu-home')).toBeFocused();
    // Right to left: the button at the left edge, the entries aligned right.
    const button = (await toggle.boundingBox())!;
    expect(button.x).toBeLessThan(60);
    const home = (await page.getByTestId('menu-home').boundingBox())!;
    expect(home.x + home.width).toBeGreaterThan(300);

    // Escape closes and gives focus back to the button.
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();

    // A tap outside closes.
    await toggle.click();
    await expect(panel).toBeVisible();
    await page.mouse.click(180, 560);
    await expect(panel).toBeHidden();

    // Leaving the list with Tab closes.
    await toggle.click();
    await toggle.focus();
    for (let i = 0; i <= PAGES.length; i += 1) await page.keyboard.press('Tab');
    await expect(panel).toBeHidden();

    // Choosing an entry goes there and closes.
    await toggle.click();
    await page.getByTestId('menu-donation').click();
    await expect(page).toHaveURL(/\/donation$/);
    await expect(panel).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('one line at every width from 360 to 1280 px in German, French, Arabic and Japanese, signed in', async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 1280, height: 800 });
    await useLanguage(context, baseURL!, 'de-DE');
    const login = new LoginPage(page);
    await login.goto();
    await login.register('Hanna Weber', uniqueEmail('header'), 'ein-langes-passwort');
    await new PricingPage(page).expectShown();
    await expect(page.getByTestId('sign-out')).toBeVisible();

    const header = page.getByTestId('site-header');
    const metrics = () =>
      header.evaluate((row) => ({
        overflow: row.scrollWidth - row.clientWidth,
        height: row.getBoundingClientRect().height,
        layout: row.dataset.layout,
      }));
    for (const language of ['de-DE', 'fr-FR', 'ar-SA', 'ja-JP']) {
      await useLanguage(context, baseURL!, language);
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await new PricingPage(page).expectShown();
      for (const width of [1280, 1100, 1024, 900, 800, 761, 760, 360, 1280]) {
        await page.setViewportSize({ width, height: 800 });
        // The layout follows the window a frame or two later: wait for the one expected, if any.
        const expected = width === 1280 ? { layout: 'line' } : width <= 760 ? { layout: 'compact' } : {};
        await expect
          .poll(metrics, { message: `${language} at ${width} px` })
          .toMatchObject({ overflow: 0, ...expected });
        const { height, layout } = await metrics();
        expect(height, `${language} at ${width} px: header height`).toBeLessThanOrEqual(72);
        // Every entry and the account actions stay reachable in either layout.
        if (layout === 'compact') {
          await page.getByTestId('menu-toggle').click();
          await expect(page.getByTestId('menu-home')).toBeVisible();
          await expect(page.getByTestId('account-link')).toBeVisible();
          await expect(page.getByTestId('sign-out')).toBeVisible();
          await page.keyboard.press('Escape');
        } else {
          await expect(page.getByTestId('menu-donation')).toBeVisible();
          await expect(page.getByTestId('sign-out')).toBeVisible();
        }
      }
    }
  });
});
