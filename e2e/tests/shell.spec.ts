import { expect, test } from '../support/fixtures';

test.describe('web shell', () => {
  test('shows the login screen and switches language, right-to-left for Arabic', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('login-screen')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    await expect(page.getByTestId('welcome-heading')).toBeVisible();
    const english = await page.getByTestId('welcome-heading').innerText();

    await page.getByTestId('language-button').click();
    await page.getByTestId('language-option-de-DE').click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.getByTestId('welcome-heading')).not.toHaveText(english);

    await page.getByTestId('language-button').click();
    await page.getByTestId('language-option-ar-SA').click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar-SA');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByTestId('welcome-heading')).toHaveText(/[\u0600-\u06FF]/);
  });

  test('keeps the language after a reload and serves client routes from the server', async ({ page }) => {
    await page.goto('/');
    await page.getByTestId('language-button').click();
    await page.getByTestId('language-option-fr-FR').click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-FR');
    await page.goto('/research');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-FR');
    const health = await page.request.get('/health');
    expect((await health.json()).status).toBe('ok');
  });
});
