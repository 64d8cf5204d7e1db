import { ChatPage, awakeAvatarId } from '../pages/ChatPage';
import { uniqueEmail } from '../pages/users';
import { startServer, type RunningServer } from '../support/server';
import { expect, test } from '../support/fixtures';

/** Images on request, the avatar's voice, the language popup and speech input, with the embedded defaults. */
test.describe('chat media', () => {
  let server: RunningServer;
  test.beforeAll(async () => {
    server = await startServer({ OFFLINE_WORD_DELAY_MS: '20' });
  });
  test.afterAll(() => server?.stop());

  test('draws a picture on request (button or typed), shows it, and opens it from the history in a new tab', async ({
    page,
    context,
  }) => {
    const avatar = await awakeAvatarId(server.baseURL);
    const chat = await ChatPage.reach(page, server.baseURL, uniqueEmail('img'), avatar.id);
    await chat.idle();

    // No picture yet: the history says so (spec §8), and the image button needs text (spec §5).
    // An alert holds its click until it is answered: answer it from the dialog handler.
    const alerts: string[] = [];
    page.on('dialog', (d) => {
      alerts.push(d.message());
      void d.accept();
    });
    await page.getByTestId('image-history').click();
    await page.getByTestId('image-button').click();
    await expect
      .poll(() => alerts)
      .toEqual([
        'No generated image available to display.',
        'Please type a message to send the image command.',
      ]);

    await chat.input.fill('a red cat on a beach at sunset');
    await page.getByTestId('image-button').click();
    await expect(chat.userMessages.last()).toHaveText('a red cat on a beach at sunset');
    const picture = chat.avatarMessages.last().getByTestId('message-image').locator('img');
    await expect(picture).toBeVisible({ timeout: 20_000 });
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(100);
    await chat.idle();

    await page.getByTestId('image-history').click();
    await expect(page.getByTestId('image-history-menu')).toContainText('a red cat on a beach at sunset');
    const opened = context.waitForEvent('page');
    await page.getByTestId('image-history-item').first().click();
    const tab = await opened;
    await tab.waitForLoadState();
    expect(tab.url()).toContain('/loadGeneratedImage?chatEmail=');
    const shown = await tab.evaluate(() => document.contentType);
    expect(shown).toBe('image/png');

    // A request typed as a message is drawn as well, and joins the history.
    await page.bringToFront();
    await chat.input.fill('Can you draw me a lighthouse at night?');
    await chat.input.press('Enter');
    await expect(chat.avatarMessages.last().getByTestId('message-image').locator('img')).toBeVisible({
      timeout: 20_000,
    });
    await chat.idle();
    await page.getByTestId('image-history').click();
    await expect(page.getByTestId('image-history-menu')).toContainText(
      'Can you draw me a lighthouse at night?',
    );

    const prompts = (await context.cookies()).find((c) => c.name === 'userPrompts');
    // Without consent to non-essential cookies the history lives only in this visit.
    expect(prompts).toBeUndefined();
  });

  test('reads the next reply aloud once the voice is on, and stops when the user types', async ({ page }) => {
    const avatar = await awakeAvatarId(server.baseURL);
    const chat = await ChatPage.reach(page, server.baseURL, uniqueEmail('voice'), avatar.id);
    await chat.idle();
    await page.getByTestId('voice-toggle').click();
    await expect(page.getByTestId('voice-toggle')).toHaveAttribute('aria-pressed', 'true');
    const speech = page.waitForResponse((r) => new URL(r.url()).pathname === '/azureSpeech', {
      timeout: 30_000,
    });
    await chat.say('Tell me something about your city, please.');
    const res = await speech;
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toBe('audio/wav');
    expect(Number(res.headers()['content-length'])).toBeGreaterThan(20_000);
    // The reading is paid from the balance (docs/plans.md "Speech"), and the readout says what speech cost.
    expect(Number(res.headers()['x-speech-cost-usd'])).toBeGreaterThan(0);
    await expect(page.getByTestId('readout-speech')).toContainText('$');
    // The reply is being read aloud; typing stops it.
    await expect(page.getByTestId('voice-toggle')).toHaveAttribute('data-playing', 'true');
    await chat.input.pressSequentially('Wait');
    await expect(page.getByTestId('voice-toggle')).toHaveAttribute('data-playing', 'false');
    const sent = JSON.parse(res.request().postData() ?? '{}') as Record<string, string>;
    expect(sent).toMatchObject({ language: 'en-US' });
    expect(sent.voice).toMatch(/^en-US-/);
    expect(sent.text?.length ?? 0).toBeGreaterThan(5);
    await expect(chat.systemMessages).toHaveCount(0);
  });

  test('the flag popup switches the UI and the replies to Italian, and is remembered', async ({ page }) => {
    const avatar = await awakeAvatarId(server.baseURL);
    const chat = await ChatPage.reach(page, server.baseURL, uniqueEmail('it'), avatar.id);
    await chat.idle();
    await page.getByTestId('chat-language-button').click();
    await page.getByTestId('language-option-it-IT').click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'it-IT');
    await expect(chat.input).toHaveAttribute('placeholder', 'Scrivi un messaggio…');
    const reply = await chat.say('Ciao! Come stai oggi?');
    expect(reply).toMatch(/\b(sono|che|ciao|bene|oggi|tu|ti|mi|una?|il|la|non|di)\b/i);
    expect(reply).not.toMatch(/\b(the|you|and|today)\b/i);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'it-IT');
  });

  test('the microphone button in a browser without speech recognition explains itself', async ({ page }) => {
    await page.addInitScript(() => {
      delete (window as unknown as Record<string, unknown>).webkitSpeechRecognition;
      delete (window as unknown as Record<string, unknown>).SpeechRecognition;
    });
    const avatar = await awakeAvatarId(server.baseURL);
    const chat = await ChatPage.reach(page, server.baseURL, uniqueEmail('mic'), avatar.id);
    await chat.idle();
    const mic = page.getByTestId('mic-button');
    await expect(mic).toHaveAttribute('data-available', 'false');
    await expect(mic).toHaveAttribute('title', 'Speech input is not available in this browser.');
    await mic.click();
    await expect(chat.systemMessages.last()).toHaveText('Speech input is not available in this browser.');
  });
});
