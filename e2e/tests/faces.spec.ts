import { mkdirSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { AvatarsPage } from '../pages/AvatarsPage';
import { ChatPage, awakeAvatarId } from '../pages/ChatPage';
import { ConsentPage } from '../pages/ConsentPage';
import { LoginPage } from '../pages/LoginPage';
import { PricingPage } from '../pages/PricingPage';
import { uniqueEmail, useLanguage } from '../pages/users';
import { expect, test } from '../support/fixtures';

/** Screenshots for people to look at (docs/portraits.md). */
const SHOTS = process.env.FACES_SHOTS_DIR ?? '/tmp/shots';

/** Accepts the cookie banner so it covers nothing in the screenshots. */
async function acceptCookies(page: Page): Promise<void> {
  const accept = page.getByTestId('cookie-accept-all');
  if (await accept.isVisible()) await accept.click();
  await expect(accept).toBeHidden();
}

/** The face on the header portrait once its picture is on screen and the cross-fade is over. */
async function settledFace(portrait: Locator): Promise<string> {
  await expect(portrait.locator('img')).toHaveCount(1);
  await expect
    .poll(() =>
      portrait.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
    )
    .toBe(true);
  return (await portrait.getAttribute('data-expression')) ?? '';
}

/**
 * Portraits with the avatar's feelings (issue 14): the chat header shows the face of the avatar's
 * dominant feeling after each reply — joy after praise, anger after an insult — and again after a
 * reload. The offline persona engine appraises the messages (packages/companion appraisal).
 */
test.describe('faces', () => {
  test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

  test('the avatar selection shows a portrait on every card', async ({ page, server }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const login = new LoginPage(page);
    await login.goto(`${server.baseURL}/`);
    await login.register('Ada Lovelace', uniqueEmail('faces-grid'), 'correct horse battery');
    await new PricingPage(page).payInSandbox('early');
    await new ConsentPage(page).accept();
    const avatars = new AvatarsPage(page);
    await avatars.expectShown();
    await acceptCookies(page);
    const images = avatars.root.locator('img.avatar-card__image');
    await expect(images).toHaveCount(12);
    for (const img of await images.all()) {
      await img.scrollIntoViewIfNeeded();
      await expect
        .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0))
        .toBe(true);
    }
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${SHOTS}/faces-grid.png`, fullPage: true });
  });

  test("the header face changes with the avatar's feelings: joy after praise, anger after an insult, kept on reload", async ({
    page,
    server,
  }) => {
    const avatar = await awakeAvatarId(server.baseURL);
    const chat = await ChatPage.reach(page, server.baseURL, uniqueEmail('faces'), avatar.id);
    const portrait = page.getByTestId('chat-portrait');
    await chat.idle();
    await acceptCookies(page);
    const before = await settledFace(portrait);
    expect(['neutral', 'calm', 'tired', 'bored']).toContain(before);
    const calmShot = await portrait.screenshot();
    await chat.root.locator('.chat__header').screenshot({ path: `${SHOTS}/faces-header-1-${before}.png` });

    /** Says `message`, then expects the header to show `expression`, a picture unlike `previous`, shot as `n`. */
    const saysAndLooks = async (
      message: string,
      expression: string,
      previous: Buffer,
      n: number,
    ): Promise<Buffer> => {
      await chat.say(message);
      await expect(portrait).toHaveAttribute('data-expression', expression);
      await settledFace(portrait);
      await expect(portrait.locator('img')).toHaveAttribute('src', `/avatars/${avatar.id}/${expression}.svg`);
      const shot = await portrait.screenshot();
      expect(shot.equals(previous)).toBe(false);
      // The reply's bubble shows the face the avatar made when it said it.
      await expect(chat.avatarMessages.last().locator('.message__portrait')).toHaveAttribute(
        'data-expression',
        expression,
      );
      await chat.root
        .locator('.chat__header')
        .screenshot({ path: `${SHOTS}/faces-header-${n}-${expression}.png` });
      return shot;
    };
    const joyShot = await saysAndLooks(
      'You are wonderful, thank you so much! I just got great news, I passed my exam!',
      'joy',
      calmShot,
      2,
    );
    await saysAndLooks('You are a stupid idiot, I hate you. Shut up!', 'anger', joyShot, 3);
    await page.screenshot({ path: `${SHOTS}/faces-chat.png` });

    // A reloaded chat shows the face the avatar has now.
    await page.reload();
    await expect(chat.root).toBeVisible();
    await expect(portrait).toHaveAttribute('data-expression', 'anger');
    await settledFace(portrait);
  });

  test.describe('in German', () => {
    test.use({ locale: 'de-DE' });

    test('the face after "I lost my job today" is sad, not angry (issue 25)', async ({
      page,
      context,
      server,
    }) => {
      await useLanguage(context, server.baseURL, 'de-DE');
      const avatar = await awakeAvatarId(server.baseURL);
      const chat = await ChatPage.reach(page, server.baseURL, uniqueEmail('faces-de'), avatar.id);
      const portrait = page.getByTestId('chat-portrait');
      await chat.idle();
      await acceptCookies(page);
      await chat.say('Ich habe heute leider meinen Job verloren.');
      await expect(portrait).toHaveAttribute('data-expression', 'sadness');
      await settledFace(portrait);
      await expect(chat.avatarMessages.last().locator('.message__portrait')).toHaveAttribute(
        'data-expression',
        'sadness',
      );
      await chat.root.locator('.chat__header').screenshot({ path: `${SHOTS}/faces-de-job-loss.png` });
    });
  });

  test('the faces read at phone size', async ({ page, server }) => {
    await page.setViewportSize({ width: 360, height: 640 });
    const avatar = await awakeAvatarId(server.baseURL);
    const chat = await ChatPage.reach(page, server.baseURL, uniqueEmail('faces-phone'), avatar.id);
    await chat.idle();
    await acceptCookies(page);
    await chat.say('Thank you so much, you are the best! I got the job!');
    const portrait = page.getByTestId('chat-portrait');
    await expect(portrait).toHaveAttribute('data-expression', 'joy');
    await settledFace(portrait);
    const box = await portrait.boundingBox();
    expect(box?.width).toBe(40);
    await page.screenshot({ path: `${SHOTS}/faces-phone.png` });
  });
});
