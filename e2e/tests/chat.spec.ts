import { ChatPage, awakeAvatarId } from '../pages/ChatPage';
import { NhsOverlayPage } from '../pages/NhsOverlayPage';
import { uniqueEmail } from '../pages/users';
import { startServer, type RunningServer } from '../support/server';
import { expect, test } from '../support/fixtures';

/**
 * The chat with the offline persona engine. Replies are priced high here (200/800 USD per million
 * tokens) so that one message moves the 2-decimal balance readout, and words are streamed slowly
 * enough to be seen arriving.
 */
test.describe('chat', () => {
  let server: RunningServer;
  test.beforeAll(async () => {
    server = await startServer({ CHAT_PRICES: 'OFFLINE_PERSONA=200/800', OFFLINE_WORD_DELAY_MS: '80' });
  });
  test.afterAll(() => server?.stop());

  test('streams a reply, charges it, moves the overlay, and keeps avatar and history across a reload', async ({
    page,
  }) => {
    const avatar = await awakeAvatarId(server.baseURL);
    const chat = await ChatPage.reach(page, server.baseURL, uniqueEmail('chat'), avatar.id);
    await expect(page).toHaveURL(new RegExp(`/chat/${avatar.id}$`));
    await expect(page.getByTestId('chat-avatar-name')).toHaveText(avatar.name);

    // The session starts with a greeting: at a first meeting the avatar introduces itself.
    await expect(chat.avatarMessages.first()).toContainText(avatar.name.split(' ')[0]!, { timeout: 20_000 });
    await chat.idle();
    const balanceBefore = await chat.balanceValue();

    const overlay = new NhsOverlayPage(page);
    await overlay.open();
    const rows = ['HAPPINESS', 'JOY', 'EXCITEMENT', 'LOVE', 'INTEREST', 'dopamin', 'oxytocin'];
    const before = await Promise.all(rows.map((r) => overlay.value(r, 'ai')));
    await overlay.close();

    // Words appear as they are generated: the reply is seen part-written before it is complete.
    await chat.input.fill('Hello! I just got wonderful news, I passed my exam!! I love jazz, do you?');
    await chat.input.press('Enter');
    await expect(chat.progress).toBeVisible();
    const streaming = page.locator('[data-testid="avatar-message"][data-status="streaming"]');
    await expect(streaming).toHaveText(/\S+/, { timeout: 10_000 });
    const partial = (await streaming.innerText()).trim();
    await chat.idle();
    const reply = (await chat.avatarMessages.last().innerText()).trim();
    expect(reply.length).toBeGreaterThan(partial.length);
    expect(reply.startsWith(partial.slice(0, 5))).toBe(true);

    await expect.poll(() => chat.balanceValue()).toBeLessThan(balanceBefore);
    await expect(chat.balance).toHaveText(/\$\d+\.\d{2}/);
    await expect(chat.readoutTokens).toHaveText(/\d\.\d{2}/);

    await overlay.open();
    const after = await Promise.all(rows.map((r) => overlay.value(r, 'ai')));
    expect(after).not.toEqual(before);
    await overlay.close();

    await page.reload();
    await expect(page).toHaveURL(new RegExp(`/chat/${avatar.id}$`));
    await expect(page.getByTestId('chat-avatar-name')).toHaveText(avatar.name);
    await expect(chat.userMessages.filter({ hasText: 'I passed my exam' })).toHaveCount(1);
    await expect(chat.avatarMessages.filter({ hasText: reply.slice(0, 20) })).toHaveCount(1);
  });

  test('answers in Japanese, learns the name, lists it and uses it later; a memory can be forgotten', async ({
    page,
  }) => {
    const avatar = await awakeAvatarId(server.baseURL);
    const chat = await ChatPage.reach(page, server.baseURL, uniqueEmail('chat-ja'), avatar.id);
    await chat.idle();

    await page.getByTestId('language-button').click();
    await page.getByTestId('language-option-ja-JP').click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja-JP');

    const hello = await chat.say('こんにちは！今日はいい天気ですね。');
    expect(hello).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
    expect(hello).not.toMatch(/\b(the|you|and)\b/i);

    await chat.say('私の名前はゾルタンです。');
    const panel = await chat.openMemories();
    await expect(panel.getByTestId('memory-item').filter({ hasText: 'ゾルタン' })).toHaveCount(1);
    await page.getByTestId('memory-close').click();

    const later = await chat.say('私の名前を覚えていますか？');
    expect(later).toContain('ゾルタン');

    const again = await chat.openMemories();
    await again
      .getByTestId('memory-item')
      .filter({ hasText: 'ゾルタン' })
      .getByTestId('memory-forget')
      .click();
    await expect(again.getByTestId('memory-item').filter({ hasText: 'ゾルタン' })).toHaveCount(0);
  });

  test('Enter sends, Shift+Enter starts a new line, blank text is never sent', async ({ page }) => {
    const avatar = await awakeAvatarId(server.baseURL);
    const chat = await ChatPage.reach(page, server.baseURL, uniqueEmail('chat-keys'), avatar.id);
    await chat.idle();
    await chat.input.fill('   ');
    await chat.input.press('Enter');
    await expect(chat.send).toBeDisabled();
    await expect(chat.userMessages).toHaveCount(0);
    await chat.input.fill('first line');
    await chat.input.press('Shift+Enter');
    await chat.input.pressSequentially('second line');
    await expect(chat.input).toHaveValue('first line\nsecond line');
    await chat.input.press('Enter');
    await expect(chat.userMessages).toHaveCount(1);
    await expect(chat.userMessages.first()).toContainText('second line');
    await expect(chat.input).toHaveValue('');
  });
});

test.describe('chat with a failing model', () => {
  let server: RunningServer;
  test.beforeAll(async () => {
    // An OpenAI-compatible API that cannot be reached: every model call fails.
    server = await startServer({
      OPENAI_BASE_URL: 'http://127.0.0.1:9/v1',
      OPENAI_API_KEY: 'x',
      CHAT_TIMEOUT_MS: '1500',
    });
  });
  test.afterAll(() => server?.stop());

  test('shows a system message in the user language, keeps the message, and charges nothing', async ({
    page,
    context,
  }) => {
    await context.addCookies([{ name: 'language', value: 'de-DE', url: server.baseURL }]);
    const avatar = await awakeAvatarId(server.baseURL);
    const chat = await ChatPage.reach(
      page,
      server.baseURL,
      uniqueEmail('chat-fail'),
      avatar.id,
      'Berta Beispiel',
    );
    // The session start failed too: its system message is shown, without a retry (nothing to resend).
    await expect(chat.systemMessages.first()).toContainText('KI-Modell', { timeout: 20_000 });
    const balance = await chat.balanceValue().catch(() => null);
    await chat.input.fill('Hallo, bist du da?');
    await chat.input.press('Enter');
    await expect(chat.systemMessages.filter({ hasText: 'Es wurde nichts berechnet' })).toHaveCount(2, {
      timeout: 20_000,
    });
    await expect(chat.userMessages.first()).toHaveAttribute('data-status', 'unanswered');
    await expect(page.getByTestId('retry-button')).toHaveCount(1);
    await expect(page.getByTestId('retry-button')).toHaveText('Erneut senden');
    if (balance !== null) expect(await chat.balanceValue()).toBe(balance);
  });
});
