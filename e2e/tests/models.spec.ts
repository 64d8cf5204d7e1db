import { mkdirSync } from 'node:fs';
import { startFakeOpenAi, structuredChunks, type FakeOpenAi } from '@avatara/server/testing/fake-openai';
import { ChatPage, awakeAvatarId } from '../pages/ChatPage';
import { ModelsPage } from '../pages/ModelsPage';
import { uniqueEmail, useLanguage } from '../pages/users';
import { expectNoHorizontalOverflow } from '../support/layout';
import { startServer, type RunningServer } from '../support/server';
import { expect, test } from '../support/fixtures';

/**
 * The operators' Models page (docs/chat.md, "Connect a model") as its story goes: an operator
 * connects an OpenAI-compatible server (a fake on loopback), names and prices its model, and an
 * ordinary user chatting in German picks that model and watches its reply stream in, charged at
 * the operator's price.
 */
const SHOTS = process.env.SCREENSHOT_DIR ?? 'test-results/screens';
const OPERATOR = 'models-operator@example.com';

const CONNECTION = 'Fake Lab';
const MODEL_ID = 'fake-chat-1';
/** The list name the server makes from the connection's name and the model id. */
const LIST_NAME = 'FAKE_LAB_FAKE_CHAT_1';
const DISPLAY_NAME = 'Fake Lab Chat';
/** USD per million tokens, as the operator types them. */
const PRICE = { input: '100', output: '400' };
/**
 * The token usage the fake reports for every answer, so the charge is known to the micro-dollar
 * (within what the server holds before the call: its own prompt estimate and CHAT_MAX_TOKENS).
 */
const USAGE = { prompt_tokens: 200, completion_tokens: 50 };
/** 200 × 100 + 50 × 400 micro-USD. */
const COST_USD = 0.04;

const MESSAGE = 'Hallo! Welches Buch liest du gerade?';
/** Several sentences: the server shows a model's words sentence by sentence, so the reply grows visibly. */
const REPLY =
  'Gerade lese ich Effi Briest. Es ist ein wunderbares Buch. Fontane schreibt so fein über Menschen. Und was liest du?';
const GREETING = 'Hallo, schön dich zu sehen! Wie war dein Tag?';

/**
 * The fake's answers: the chat reply (`chat_reply`, streamed slowly in small chunks) answers the
 * user's message or greets at the session start; the calls that read a message (appraisal, facts to
 * remember, picture request) get a valid object; anything else an error, which every caller falls
 * back from.
 */
function scriptFake(fake: FakeOpenAi): void {
  fake.script((req) => {
    const schema = req.body.response_format?.json_schema?.name;
    if (schema === 'chat_reply' || (schema === undefined && req.body.stream)) {
      const answersMessage = req.body.messages.some((m) => m.role === 'user' && m.content.includes(MESSAGE));
      const text = answersMessage ? REPLY : GREETING;
      return {
        chunks: schema === 'chat_reply' ? structuredChunks(text, { valence: 0.3 }) : [text],
        chunkDelayMs: 60,
        usage: USAGE,
      };
    }
    if (schema === 'appraisal')
      return {
        chunks: [
          JSON.stringify({
            valence: 0.3,
            arousal: 0.3,
            dominance: 0,
            intimacy: 0.2,
            threat: 0,
            novelty: 0.2,
            complexity: 0.2,
          }),
        ],
      };
    if (schema === 'memory_facts') return { chunks: [JSON.stringify({ facts: [] })] };
    if (schema === 'picture_request') return { chunks: [JSON.stringify({ picture: false, prompt: '' })] };
    return { status: 500, errorMessage: 'not scripted' };
  });
}

test.describe('models page', () => {
  let server: RunningServer;
  let fake: FakeOpenAi;
  test.beforeAll(async () => {
    fake = await startFakeOpenAi();
    // A chat model and one of another kind (added hidden).
    fake.setModels([MODEL_ID, 'text-embedding-3-small']);
    scriptFake(fake);
    server = await startServer({ OPERATOR_EMAILS: OPERATOR, MODEL_DISCOVERY: 'off' });
    mkdirSync(SHOTS, { recursive: true });
  });
  test.afterAll(async () => {
    await server?.stop();
    await fake?.close();
  });

  test('an operator connects a server and prices its model; a German user picks it and gets a streamed reply', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const baseURL = server.baseURL;
    const avatar = await awakeAvatarId(baseURL);

    // --- The operator, in English: no model yet, then the fake connected, named and priced.
    const operatorContext = await browser.newContext({ baseURL, locale: 'en-US' });
    const operatorPage = await operatorContext.newPage();
    await ChatPage.reach(operatorPage, baseURL, OPERATOR, avatar.id, 'Olga Operator');
    // The cookie banner answered, so the screenshots show the whole page.
    await operatorPage.getByTestId('cookie-accept-all').click();
    const models = new ModelsPage(operatorPage);
    await models.goto(baseURL);
    await expect(models.banner).toHaveText('The avatars are running without an AI model — connect one');
    await expect(operatorPage.getByTestId('connections-empty')).toBeVisible();

    const card = await models.connect(CONNECTION, fake.baseURL);
    await expect(card.getByTestId('connection-source')).toHaveText('Added by an operator');
    await expect(card.getByTestId('connection-health')).toHaveText('Working');
    await expect(card).toContainText(fake.baseURL);
    const row = models.row(LIST_NAME);
    await expect(row).toContainText(MODEL_ID);
    await expect(row.getByTestId('model-shown')).toBeChecked();
    // No operator has chosen a default yet (the first model that answers serves as one).
    await expect(row.getByTestId('model-make-default')).toBeEnabled();
    // Nobody chose a default yet: this model is what users get, and the row says so.
    await expect(row.getByTestId('model-default-now')).toBeVisible();
    // The embedding model is listed, but hidden from users.
    await expect(models.row('FAKE_LAB_TEXT_EMBEDDING_3_SMALL').getByTestId('model-shown')).not.toBeChecked();
    // A real model answers now: the banner is gone.
    await expect(models.banner).toBeHidden();

    await models.edit(LIST_NAME, { displayName: DISPLAY_NAME, ...PRICE });
    await models.save(card);
    await expect(row.getByTestId('model-displayName')).toHaveValue(DISPLAY_NAME);
    await expect(row.getByTestId('model-input')).toHaveValue(PRICE.input);
    await expect(row.getByTestId('model-output')).toHaveValue(PRICE.output);
    // What the page shows is what the server keeps.
    const saved = (await (await operatorPage.request.get(`${baseURL}/admin/models/connections`)).json()) as {
      connections: {
        name: string;
        models: {
          name: string;
          displayName: string;
          inputMicroUsdPerMillion: number;
          outputMicroUsdPerMillion: number;
        }[];
      }[];
    };
    expect(saved.connections.find((c) => c.name === CONNECTION)?.models).toContainEqual(
      expect.objectContaining({
        name: LIST_NAME,
        displayName: DISPLAY_NAME,
        inputMicroUsdPerMillion: 100_000_000,
        outputMicroUsdPerMillion: 400_000_000,
      }),
    );
    await expect(models.banner).toBeHidden();
    // From the top: a full-page screenshot of a scrolled page draws the sticky header mid-page.
    await operatorPage.evaluate(() => window.scrollTo(0, 0));
    // The page fits a desktop and a phone: nothing scrolls sideways.
    await expectNoHorizontalOverflow(operatorPage, 'models page, desktop');
    await operatorPage.screenshot({ path: `${SHOTS}/models-page.png`, fullPage: true });
    await operatorPage.setViewportSize({ width: 390, height: 844 });
    // The header folds its menu once the app has seen the narrow window.
    await expect(operatorPage.getByTestId('menu-toggle')).toBeVisible();
    await expectNoHorizontalOverflow(operatorPage, 'models page, phone');
    await operatorPage.evaluate(() => window.scrollTo(0, 0));
    await operatorPage.screenshot({ path: `${SHOTS}/models-page-phone.png`, fullPage: true });
    await operatorContext.close();

    // --- An ordinary user, in German, picks the model and chats.
    const userContext = await browser.newContext({ baseURL, locale: 'de-DE' });
    await useLanguage(userContext, baseURL, 'de-DE');
    const page = await userContext.newPage();
    const email = uniqueEmail('models-de');
    const chat = await ChatPage.reach(page, baseURL, email, avatar.id, 'Greta Gast');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
    // The session opens with a greeting, already from the new model (the first one that answers is the default).
    await expect(chat.avatarMessages.filter({ hasText: GREETING })).toHaveCount(1, { timeout: 20_000 });
    await chat.idle();
    // A model answers (and this user is no operator): no banner.
    await expect(page.getByTestId('no-model-banner')).toHaveCount(0);

    const picker = page.getByTestId('model-picker');
    // The shown model under the operator's name, and the offline engine; not the hidden embedding model.
    await expect(picker.locator('option')).toHaveText([DISPLAY_NAME, 'Offline-Persona']);
    await picker.selectOption({ label: DISPLAY_NAME });
    await expect(picker).toHaveValue(LIST_NAME);
    await expect(picker).toHaveAttribute('data-available', 'true');

    const balanceOf = async () => {
      const res = await page.request.get(`${baseURL}/get-user`, { params: { email } });
      expect(res.status()).toBe(200);
      return ((await res.json()) as { balance: number }).balance;
    };
    const balanceBefore = await balanceOf();
    const shownBefore = await chat.balanceValue();
    const replies = await chat.avatarMessages.count();
    const asked = fake.requests.length;

    // Every text the newest avatar bubble shows while it streams, in order.
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { streamed: string[] }).streamed = seen;
      new MutationObserver(() => {
        const bubble = [...document.querySelectorAll('[data-testid="avatar-message"]')].at(-1);
        if (bubble?.getAttribute('data-status') !== 'streaming') return;
        const text = bubble.querySelector('.message__text')?.textContent?.trim() ?? '';
        if (text !== '' && seen.at(-1) !== text) seen.push(text);
      }).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
    });

    // The message's own call (the page also sends AI:PAUSE after 5 s without typing).
    const sent = page.waitForRequest(
      (r) => r.url().endsWith('/kichat') && r.method() === 'POST' && (r.postData() ?? '').includes(MESSAGE),
    );
    await chat.input.fill(MESSAGE);
    await chat.input.press('Enter');
    expect((await sent).postDataJSON()).toMatchObject({ message: MESSAGE, currentModel: LIST_NAME });
    const reply = chat.avatarMessages.nth(replies);
    await expect(reply).toHaveAttribute('data-status', 'streaming', { timeout: 20_000 });
    await expect(reply).toContainText('Gerade lese ich Effi Briest.');
    await chat.idle();
    await expect(reply).toHaveText(REPLY);
    await expect(reply).toHaveAttribute('data-status', 'ok');
    // Written by the model, not by the offline engine (whose replies say so in a tooltip).
    await expect(reply.locator('.message__bubble')).not.toHaveAttribute('data-model', 'offline');

    // The reply came in pieces: the bubble showed a beginning of it before the end.
    const streamed = await page.evaluate(() => (window as unknown as { streamed: string[] }).streamed);
    const partial = streamed.filter((t) => t.length < REPLY.length && REPLY.startsWith(t));
    expect(partial.length, `texts seen while streaming: ${JSON.stringify(streamed)}`).toBeGreaterThan(0);

    // The fake was asked for the reply with the chosen model's id, streamed (besides any appraisal or
    // memory call about the same message).
    const chatCalls = fake.requests
      .slice(asked)
      .filter(
        (r) =>
          r.body.response_format?.json_schema?.name === 'chat_reply' &&
          r.body.messages.some((m) => m.role === 'user' && m.content.includes(MESSAGE)),
      );
    expect(chatCalls).toHaveLength(1);
    expect(chatCalls[0]!.body).toMatchObject({ model: MODEL_ID, stream: true });
    expect(chatCalls[0]!.completed).toBe(true);

    // The history names the model, and the charge is the operator's price for the reported tokens.
    const history = (await (
      await page.request.get(`${baseURL}/kichat/history`, { params: { avatar: avatar.id } })
    ).json()) as { messages: { sender: string; text: string; model?: string }[] };
    expect(history.messages.find((m) => m.sender === 'avatar' && m.text === REPLY)?.model).toBe(LIST_NAME);
    const balanceAfter = await balanceOf();
    expect(balanceBefore - balanceAfter).toBeCloseTo(COST_USD, 6);
    await expect.poll(() => chat.balanceValue()).toBeLessThan(shownBefore);
    await userContext.close();
  });
});
