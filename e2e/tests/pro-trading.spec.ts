import { mkdirSync } from 'node:fs';
import { AvatarsPage } from '../pages/AvatarsPage';
import { ChatPage, awakeAvatarId } from '../pages/ChatPage';
import { ConsentPage } from '../pages/ConsentPage';
import { LoginPage } from '../pages/LoginPage';
import { PricingPage } from '../pages/PricingPage';
import { OPERATOR_EMAILS, startTradingServer, TradingPanelPage } from '../pages/TradingPanelPage';
import { uniqueEmail } from '../pages/users';
import type { RunningServer } from '../support/server';
import { expect, test } from '../support/fixtures';

const SHOTS = process.env.SCREENSHOT_DIR ?? 'test-results/screens';

/**
 * The Pro plan lists the trading dashboard (issue 27 §7): its buyer gets an own paper-trading
 * account, opened with 10,000 $ on the first visit, and the panel over it (docs/trading-service.md).
 */
test.describe('the trading dashboard of a Pro plan', () => {
  let server: RunningServer;
  test.beforeAll(async () => {
    server = await startTradingServer();
    mkdirSync(SHOTS, { recursive: true });
    // The first account of a server is its operator: make sure the buyer is not that account.
    await fetch(`${server.baseURL}/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Op', email: OPERATOR_EMAILS[7], password: 'Lighthouse-Kettle-Orbit-42' }),
    });
  });
  test.afterAll(() => server?.stop());

  test('a buyer of Pro (business) sees the $ button, opens the panel over their own account and deposits', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const login = new LoginPage(page);
    await login.goto(`${server.baseURL}/`);
    await login.register('Grace Hopper', uniqueEmail('pro-buyer'), 'Lighthouse-Kettle-Orbit-42');
    const pricing = new PricingPage(page);
    await pricing.choose('business');
    await pricing.payInSandbox('pro');
    await new ConsentPage(page).accept();
    const avatars = new AvatarsPage(page);
    await avatars.expectShown();
    await avatars.select((await awakeAvatarId(server.baseURL)).id);
    await expect(new ChatPage(page).root).toBeVisible();

    // What the chat page asked: no operator, an own account.
    const access = (await (await page.request.get(`${server.baseURL}/trading/access`)).json()) as {
      operator: boolean;
      account: string | null;
    };
    expect(access.operator).toBe(false);
    expect(access.account).toMatch(/^user-[0-9a-f-]{36}$/);

    const panel = new TradingPanelPage(page);
    await panel.open();
    const root = panel.root;
    await expect(root.getByRole('heading', { name: 'Trading Dashboard' })).toBeVisible();
    // The own account, opened with the paper deposit of 10,000 $ on the first visit.
    const total = root.getByTestId('tp-total');
    await expect(total).toHaveText(/^(9\.9\d\d|10\.0\d\d),\d{2} \$$/, { timeout: 20_000 });
    await page.screenshot({ path: `${SHOTS}/pro-panel-opened.png` });

    await panel.button('Deposit 10.000 $').click();
    await expect(total).toHaveText(/^(19\.[89]\d\d|20\.[01]\d\d),\d{2} \$$/, { timeout: 15_000 });
    await expect(root.getByTestId('tp-error')).toHaveCount(0);
    await page.screenshot({ path: `${SHOTS}/pro-panel-deposited.png` });

    // The deposit went to the own account, and the house account stays the operators'.
    const own = (await (
      await page.request.get(`${server.baseURL}/wallet/summary?userId=${access.account}`)
    ).json()) as { userId: string; total: number };
    expect(own.userId).toBe(access.account);
    expect(own.total).toBeGreaterThan(19_000);
    const house = await page.request.post(`${server.baseURL}/allocations/deposit`, {
      data: { userId: 'defaultUser', amountUsd: 10_000, mid: 1 },
    });
    expect(house.status()).toBe(403);

    await panel.button('Schließen').click();
    await expect(root).toBeHidden();
  });
});
