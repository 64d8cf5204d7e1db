import { LoginPage } from '../pages/LoginPage';
import { PricingPage } from '../pages/PricingPage';
import { uniqueEmail, useLanguage } from '../pages/users';
import { expect, test } from '../support/fixtures';

test.describe('Arabic', () => {
  test('lays out the login and pricing screens right to left', async ({ page, context, baseURL }) => {
    await useLanguage(context, baseURL!, 'ar-SA');
    const login = new LoginPage(page);
    await login.goto();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar-SA');
    await expect(login.heading).toHaveText(/[\u0600-\u06FF]/);

    // In RTL the menu's Home link sits at the right, the language button at the left.
    const home = (await page.getByTestId('menu-home').boundingBox())!;
    const language = (await page.getByTestId('language-button').boundingBox())!;
    expect(home.x).toBeGreaterThan(language.x);

    await login.register('سارة', uniqueEmail('rtl'), 'كلمة-سر-طويلة');
    const pricing = new PricingPage(page);
    await pricing.expectShown();
    await expect(page.getByTestId('pricing-title')).toHaveText(/[\u0600-\u06FF]/);
    // Cards run from right to left: the first plan (free) is right of the second (early).
    const free = (await pricing.card('free').boundingBox())!;
    const early = (await pricing.card('early').boundingBox())!;
    expect(free.x).toBeGreaterThan(early.x);
    const direction = await pricing.card('free').evaluate((el) => getComputedStyle(el).direction);
    expect(direction).toBe('rtl');
  });
});
