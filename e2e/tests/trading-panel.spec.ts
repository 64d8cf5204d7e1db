import { mkdirSync } from 'node:fs';
import { STRATEGY_NAMES, WHY_NO_TRADE_CODES } from '@avatara/contracts/trading';
import { ChatPage, awakeAvatarId } from '../pages/ChatPage';
import { OPERATOR_EMAILS, startTradingServer, TradingPanelPage } from '../pages/TradingPanelPage';
import { uniqueEmail } from '../pages/users';
import type { RunningServer } from '../support/server';
import { expect, test } from '../support/fixtures';

const SHOTS = process.env.SCREENSHOT_DIR ?? 'test-results/screens';

/**
 * A frictionless market and a DCA long that buys the first tiny dip and holds (take profit 50 %):
 * within a few one-second bars the panel has an open deal to liquidate.
 */
const BUYS_AND_HOLDS = {
  trendFilterMs: 0,
  maxFeesPctPerYear: 0,
  feeRate: 0,
  fillSpreadPct: 0,
  fillSlippageAtrShare: 0,
  fillMaxVolumeSharePct: 0,
  cooldownMs: 0,
  // A quota of its own: the defaults leave the DCA long at 0 (off), docs/strategies.md "Default sizes".
  dca_Long_quota: 0.03,
  dca_Long_entryRsi: 100,
  dca_dropPct: 0.00001,
  dca_takeProfitPct: 0.5,
  dca_trailingPct: 0,
  dca_cooldownMs: 0,
  dca_reentryCooldownMs: 0,
};

test.describe('trading panel', () => {
  let server: RunningServer;
  test.beforeAll(async () => {
    server = await startTradingServer();
    mkdirSync(SHOTS, { recursive: true });
  });
  test.afterAll(() => server?.stop());

  test('an operator deposits, watches the market, saves switches and allocations, liquidates a deal and clears', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const panel = await TradingPanelPage.reach(page, server.baseURL, OPERATOR_EMAILS[0]!);
    const root = panel.root;
    await expect(root.getByRole('heading', { name: 'Trading Dashboard' })).toBeVisible();
    await expect(root.getByTestId('tp-deals-empty')).toHaveText('Keine offenen Positionen');
    await expect(root.getByTestId('tp-trades-empty')).toHaveText('Keine Trades vorhanden');
    // At least 3 rows in the open-deals table, padded when empty.
    await expect(root.getByTestId('tp-deals').locator('tbody tr')).toHaveCount(3);

    // The price and the clock move with the simulator's one-second bars.
    const price = root.getByTestId('tp-price');
    await expect(price).toHaveText(/BTC [\d.]+,\d{2} \$/);
    const firstPrice = await price.innerText();
    // The simulator's price moves every second (at most one repeat, where a minute opens at the
    // close before it; market/sim/source.test.ts checks a whole day).
    await expect.poll(() => price.innerText(), { timeout: 15_000 }).not.toBe(firstPrice);
    await expect(root.getByTestId('tp-situation').first()).toHaveText(/^[A-Z_]+$/);
    await page.screenshot({ path: `${SHOTS}/panel-empty.png` });

    const config = await page.request.put(`${server.baseURL}/config/trading/defaultUser`, {
      data: BUYS_AND_HOLDS,
    });
    expect(config.status()).toBe(200);

    // Deposit: the busy label, then a total of about 10,000 $.
    await panel.button('Deposit 10.000 $').click();
    await expect(root.getByTestId('tp-total')).toHaveText(/^(9\.9\d\d|10\.0\d\d),\d{2} \$$/, {
      timeout: 15_000,
    });
    await expect(root.getByTestId('tp-balances')).toHaveText(/^0,\d{8} \/ [\d.]+,\d{2}$/);
    // The account has a market snapshot now, and it moves bar by bar.
    const rsi = root.getByTestId('tp-rsi');
    await expect(rsi).toHaveText(/^\d+,\d$/, { timeout: 10_000 });
    const ema = root.getByTestId('tp-ema');
    const firstEma = await ema.innerText();
    await expect.poll(() => ema.innerText(), { timeout: 15_000 }).not.toBe(firstEma);
    await expect(root.getByTestId('tp-info').getByTestId('tp-situation')).toHaveText(/^[A-Z_]+$/);

    // A strategy switch: Speichern is enabled only while something differs, and the change sticks.
    const save = panel.button(/^Speichern/);
    await expect(save).toBeDisabled();
    const trendShort = root.locator(
      '[data-testid="tp-strategy"][data-strategy="TREND_FOLLOW_SHORT"] input[type="checkbox"]',
    );
    const wasOn = await trendShort.isChecked();
    await trendShort.setChecked(!wasOn);
    await expect(save).toBeEnabled();
    await save.click();
    await expect(save).toBeDisabled();
    await page.waitForTimeout(2_500); // two polls: the server's value, not the local one
    await expect(trendShort).toBeChecked({ checked: !wasOn });

    // Allocations: editing enables Alloc. speichern; the saved quota comes back from the server.
    const allocSave = panel.button(/^Alloc\. speichern/);
    await expect(allocSave).toBeDisabled();
    const gridQuota = root.getByLabel('Alloc % GRID_VOL_ADAPTIVE');
    await gridQuota.fill('37');
    await expect(allocSave).toBeEnabled();
    await allocSave.click();
    await expect(allocSave).toBeDisabled();
    const allocations = (await (await page.request.get(`${server.baseURL}/allocations`)).json()) as {
      strategies: { strategy: string; quota: number }[];
    };
    expect(allocations.strategies.find((s) => s.strategy === 'GRID_VOL_ADAPTIVE')?.quota).toBeCloseTo(
      0.37,
      5,
    );
    await page.waitForTimeout(2_000);
    await expect(gridQuota).toHaveValue('37');

    // A deal opens; its context menu closes on Escape and liquidates on a click.
    const deal = root.locator('[data-testid="tp-deal"][data-strategy="COST_AVERAGE_LONG"]');
    await expect(deal).toBeVisible({ timeout: 40_000 });
    await expect(root.getByTestId('tp-trade').first()).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/panel-trading.png` });
    await deal.click({ button: 'right' });
    const menu = page.getByTestId('tp-deal-menu');
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(root).toBeVisible(); // Escape closed the menu, not the panel
    await deal.click({ button: 'right' });
    await page.screenshot({ path: `${SHOTS}/panel-menu.png` });
    await menu.getByRole('menuitem', { name: 'Liquidieren 100 %' }).click();
    await expect(menu).toBeHidden();
    await expect(
      root
        .getByTestId('tp-trade')
        .filter({ hasText: 'COST_AVERAGE_LONG' })
        .filter({ hasText: 'SELL' })
        .first(),
    ).toBeVisible({ timeout: 10_000 });

    // Clear Deposit asks first: Abbrechen and Escape keep the account, only the confirmation empties it.
    const clears: string[] = [];
    page.on('request', (r) => {
      if (/\/portfolio\//.test(r.url())) clears.push(`${r.method()} ${new URL(r.url()).pathname}`);
    });
    const confirm = page.getByTestId('tp-confirm-clear');
    await panel.button('Clear Deposit').click();
    await expect(confirm).toBeVisible();
    await expect(confirm.getByRole('heading')).toHaveText('Clear Deposit?');
    await expect(confirm).toContainText('defaultUser');
    await page.screenshot({ path: `${SHOTS}/panel-confirm-clear.png` });
    await confirm.getByRole('button', { name: 'Abbrechen' }).click();
    await expect(confirm).toBeHidden();
    await panel.button('Clear Deposit').click();
    await expect(confirm).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(confirm).toBeHidden();
    await expect(root).toBeVisible(); // Escape closed the question, not the panel
    expect(clears).toEqual([]);
    await expect(root.getByTestId('tp-total')).not.toHaveText(/^0,00 \$$/);
    await panel.button('Clear Deposit').click();
    await confirm.getByRole('button', { name: 'Ja, Konto leeren' }).click();
    await expect(confirm).toBeHidden();
    await expect(root.getByTestId('tp-total')).toHaveText(/^0,00 \$$/, { timeout: 10_000 });
    expect(clears).toEqual(['DELETE /portfolio/defaultUser']);
    await expect(root.getByTestId('tp-deals-empty')).toBeVisible();

    await panel.button('Schließen').click();
    await expect(root).toBeHidden();
  });

  test('says for every strategy why it makes no trade, when the next bar closes, and that one-second bars are demo bars', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const panel = await TradingPanelPage.reach(page, server.baseURL, OPERATOR_EMAILS[1]!);
    const root = panel.root;
    // The house defaults with a quota for every strategy (the defaults leave most at 0), every
    // strategy on, a fresh deposit (the test before may have cleared the account).
    const quotas = {
      dca_Long_quota: 0.03,
      dca_Short_quota: 0.03,
      Grid_quota: 0.03,
      MeanReversion_Long_quota: 0.05,
      MeanReversion_Short_quota: 0.05,
      TrendFollow_Long_quota: 0.06,
      TrendFollow_Short_quota: 0.15,
    };
    expect(
      (await page.request.put(`${server.baseURL}/config/trading/defaultUser`, { data: quotas })).status(),
    ).toBe(200);
    const allOn = Object.fromEntries(STRATEGY_NAMES.map((name) => [name, true]));
    const toggles = await page.request.put(`${server.baseURL}/trading/defaultUser/toggles`, {
      data: { tradingOn: 1, enabled: allOn },
    });
    expect(toggles.status()).toBe(200);
    await panel.button('Deposit 10.000 $').click();
    await expect(root.getByTestId('tp-total')).toHaveText(/^\d{1,2}\.\d{3},\d{2} \$$/, { timeout: 15_000 });

    const why = root.getByTestId('tp-why');
    await expect(why.getByRole('heading')).toHaveText('Warum kein Trade?');
    await expect(why.getByTestId('tp-next-bar')).toHaveText(
      /^Nächste Kerze schließt (um \d{2}:\d{2}:\d{2}|am \d{2}\.\d{2}\. \d{2}:\d{2}) \((gleich|in 1 s)\) · Kerzen zu 1 s$/,
    );
    await expect(why.getByTestId('tp-demo-bars')).toContainText('Demo-Kerzen: 1 s statt 1 h');
    const lines = why.getByTestId('tp-why-line');
    await expect(lines).toHaveCount(STRATEGY_NAMES.length);
    for (const name of STRATEGY_NAMES) {
      const line = why.locator(`[data-testid="tp-why-line"][data-strategy="${name}"]`);
      await expect(line).toBeVisible();
      await expect(line).toHaveAttribute('data-code', new RegExp(`^(${WHY_NO_TRADE_CODES.join('|')})$`));
      await expect(line).toHaveText(new RegExp(`^${name} \\S.{5,}`));
    }
    // A line names the numbers: the trend follower's EMA gap or confidence against its threshold,
    // or the price against the trend filter's EMA (unless a timed condition holds it).
    await expect(why.locator('[data-strategy="TREND_FOLLOW_LONG"]')).toHaveText(
      /Kein Signal: Einstieg bei (EMA-Abstand ≥ 0,\d{2} %|Konfidenz ≥ [\d,]+) \(jetzt .+\)|Trendfilter: Kurs [\d.]+,\d{2} \$ (unter|über) dem Trend-EMA [\d.]+,\d{2} \$|Signal liegt an|Nicht warm|Deal offen|Cooldown|Sprungschutz|Regelkonflikt|Gebührenbudget|Kein freies Kapital/,
    );
    await why.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/panel-why-no-trade.png` });
    await why.screenshot({ path: `${SHOTS}/panel-why-no-trade-box.png` });

    // Trading off: every line says so.
    const tradingOn = root.getByTestId('tp-trading-on');
    if (await tradingOn.isChecked()) {
      await tradingOn.setChecked(false);
      await panel.button(/^Speichern/).click();
    }
    for (const name of STRATEGY_NAMES)
      await expect(why.locator(`[data-strategy="${name}"]`)).toHaveText(`${name} Trading ist aus`);
    await tradingOn.setChecked(true);
    await panel.button(/^Speichern/).click();
    await expect(why.locator('[data-strategy="GRID_VOL_ADAPTIVE"]')).not.toHaveText(/Trading ist aus/);
  });

  test('someone who is not an operator sees no $ button and may not trade', async ({ page }) => {
    // The first account of a server is an operator: make sure that is not this user when run alone.
    await fetch(`${server.baseURL}/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Op', email: OPERATOR_EMAILS[5], password: 'correct horse battery' }),
    });
    const avatar = await awakeAvatarId(server.baseURL);
    await ChatPage.reach(page, server.baseURL, uniqueEmail('not-operator'), avatar.id);
    await expect(page.getByTestId('emotions-button')).toBeVisible();
    await expect(page.getByTestId('trading-button')).toHaveCount(0);
    const deposit = await page.request.post(`${server.baseURL}/allocations/deposit`, {
      data: { userId: 'defaultUser', amountUsd: 10_000, mid: 1 },
    });
    expect(deposit.status()).toBe(403);
    const access = (await (await page.request.get(`${server.baseURL}/trading/access`)).json()) as {
      operator: boolean;
    };
    expect(access.operator).toBe(false);
  });
});
