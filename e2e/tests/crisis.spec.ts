import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { ChatPage, awakeAvatarId } from '../pages/ChatPage';
import { uniqueEmail, useLanguage } from '../pages/users';
import { expect, test } from '../support/fixtures';

/**
 * The crisis protocol (docs/safety.md) as a person meets it: a message about ending one's life,
 * in German and in Japanese, on a desktop and on a phone, gets the fixed referral with the
 * services of the user's country in a card of its own — not an avatar's bubble, not spoken,
 * not charged.
 */
const SHOTS = path.join(import.meta.dirname, '..', 'test-results', 'crisis');

const CASES = [
  { locale: 'de-DE', message: 'Ich will nicht mehr leben', number: '0800 111 0 111', heading: /Krise/ },
  { locale: 'ja-JP', message: 'もう死にたい', number: '0120-279-338', heading: /つらい気持ち/ },
] as const;
const SIZES = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 360, height: 640 },
] as const;

for (const c of CASES) {
  for (const size of SIZES) {
    test.describe(`${c.locale} on a ${size.name}`, () => {
      test.use({ viewport: { width: size.width, height: size.height }, locale: c.locale });

      test('a crisis message gets the referral card with the local services: no avatar reply, no voice, no charge', async ({
        page,
        context,
        baseURL,
      }) => {
        test.setTimeout(120_000);
        await useLanguage(context, baseURL!, c.locale);
        const avatar = await awakeAvatarId(baseURL!);
        const chat = await ChatPage.reach(page, baseURL!, uniqueEmail(`crisis-${c.locale}`), avatar.id);
        // The session opens with the AI disclosure, part of the chat.
        await expect(page.getByTestId('disclosure-notice').first()).toBeVisible({ timeout: 20_000 });
        await chat.idle();
        const replies = await chat.avatarMessages.count();
        const balance = await chat.balanceValue();
        const spoken: string[] = [];
        page.on('request', (r) => {
          if (r.url().includes('/azureSpeech')) spoken.push(r.url());
        });

        await chat.input.fill(c.message);
        await chat.input.press('Enter');
        const card = page.getByTestId('crisis-notice');
        await expect(card).toBeVisible({ timeout: 20_000 });
        await chat.idle();
        await expect(card).toContainText(c.number);
        await expect(card.locator(`a[href^="tel:"]`).first()).toBeVisible();
        await expect(card).toContainText(c.heading);
        await expect(page.locator('html')).toHaveAttribute('lang', c.locale);
        await expect(chat.avatarMessages).toHaveCount(replies);
        expect(await chat.balanceValue()).toBe(balance);
        expect(spoken).toEqual([]);
        // The card fits the screen: nothing to scroll sideways.
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow).toBeLessThanOrEqual(0);
        mkdirSync(SHOTS, { recursive: true });
        await card.scrollIntoViewIfNeeded();
        await page.screenshot({ path: path.join(SHOTS, `${c.locale}-${size.name}.png`) });

        // After a reload the referral is still there, from the history.
        await page.reload();
        await expect(page.getByTestId('crisis-notice')).toContainText(c.number, { timeout: 20_000 });
      });
    });
  }
}
