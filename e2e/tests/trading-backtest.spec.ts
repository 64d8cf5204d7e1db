import { mkdirSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { OPERATOR_EMAILS, startTradingServer, TradingPanelPage } from '../pages/TradingPanelPage';
import type { RunningServer } from '../support/server';

// The base test of Playwright: these tests bring their own trading server (the fixture's default
// server would be a second one on the 2 cores).
const SHOTS = process.env.SCREENSHOT_DIR ?? 'test-results/screens';
const DAY_MS = 86_400_000;
const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const yesterday = () => utcDay(Date.now() - DAY_MS);

/**
 * Records every text the elements with these test ids show from now on (a MutationObserver), so
 * short states — the 500 ms cool-down, 'Läuft…' of a quick run — are checked without racing them.
 */
async function recordTexts(page: Page, testIds: string[]): Promise<() => Promise<Record<string, string[]>>> {
  await page.evaluate((ids) => {
    const seen: Record<string, string[]> = Object.fromEntries(ids.map((id) => [id, []]));
    const look = () => {
      for (const id of ids) {
        const text = document.querySelector(`[data-testid="${id}"]`)?.textContent;
        if (text && !seen[id]!.includes(text)) seen[id]!.push(text);
      }
    };
    new MutationObserver(look).observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
    });
    (window as unknown as { __seen: typeof seen }).__seen = seen;
  }, testIds);
  return () => page.evaluate(() => (window as unknown as { __seen: Record<string, string[]> }).__seen);
}

async function openBacktest(page: Page, baseURL: string, email: string): Promise<Locator> {
  const panel = await TradingPanelPage.reach(page, baseURL, email);
  await panel.button('Backtest').click();
  const modal = page.getByTestId('backtest-modal');
  await expect(modal).toBeVisible();
  return modal;
}

test.describe('backtest modal', () => {
  let server: RunningServer;
  test.beforeAll(async () => {
    server = await startTradingServer();
    mkdirSync(SHOTS, { recursive: true });
  });
  test.afterAll(() => server?.stop());

  test('a one-day backtest runs to DONE and shows the chart with trades, the benchmark and every metric', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1280, height: 800 });
    const modal = await openBacktest(page, server.baseURL, OPERATOR_EMAILS[6]!);

    // Defaults of §9: BTCUSDT, 1m, tick spacing 10 px; the range is yesterday, its price chart loads.
    await expect(modal.getByTestId('backtest-symbol')).toHaveValue('BTCUSDT');
    await expect(modal.getByTestId('backtest-interval')).toHaveValue('1m');
    await expect(modal.getByTestId('backtest-tick-spacing')).toHaveValue('10');
    await expect(modal.getByTestId('backtest-to')).toHaveValue(yesterday());
    await expect(modal.getByTestId('backtest-price-chart')).toHaveAttribute('data-points', /^[1-9]\d*$/, {
      timeout: 20_000,
    });
    await expect(modal.getByTestId('backtest-price-chart').locator('canvas').first()).toBeVisible();
    await expect(modal.getByTestId('backtest-total-quota-value')).toHaveText('100 %');
    await expect(modal.getByTestId('backtest-strategies').locator('tbody tr')).toHaveCount(7);
    await page.screenshot({ path: `${SHOTS}/backtest-idle.png` });

    // A quick range picks its interval: 1 week and months → 1h (not 31 daily candles), 1 day → 1m.
    await modal.getByTestId('backtest-quick-1w').click();
    await expect(modal.getByTestId('backtest-interval')).toHaveValue('1h');
    await modal.getByTestId('backtest-quick-1M').click();
    await expect(modal.getByTestId('backtest-interval')).toHaveValue('1h');
    await modal.getByTestId('backtest-quick-1d').click();
    await expect(modal.getByTestId('backtest-interval')).toHaveValue('1m');
    await expect(modal.getByTestId('backtest-from')).toHaveValue(yesterday());

    // Tick spacing: non-numeric (empty) becomes 1, more than 200 becomes 200.
    const tick = modal.getByTestId('backtest-tick-spacing');
    await tick.fill('');
    await tick.blur();
    await expect(tick).toHaveValue('1');
    await tick.fill('500');
    await tick.blur();
    await expect(tick).toHaveValue('200');
    await tick.fill('10');

    const progressCalls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/backtest/progress/')) progressCalls.push(r.url());
    });
    const start = modal.getByTestId('backtest-start');
    const seen = await recordTexts(page, ['backtest-start', 'backtest-cooldown']);
    const started = page.waitForResponse(
      (r) => r.url().endsWith('/backtest/start') && r.request().method() === 'POST',
    );
    await start.click();
    const body = (await (await started).request().postDataJSON()) as Record<string, unknown>;
    expect(body).toMatchObject({
      symbol: 'BTCUSDT',
      interval: '1m',
      from: yesterday(),
      to: yesterday(),
      totalQuotaPct: 100,
      totalQuota: 1,
    });
    expect(body.enabledStrategies).toHaveLength(7);

    await expect(modal.getByTestId('backtest-progress')).toHaveAttribute('data-status', 'DONE', {
      timeout: 90_000,
    });
    // On the way: the cool-down overlay counted down from 0,5 s, the button read 'Läuft…'.
    const texts = await seen();
    expect(texts['backtest-cooldown']![0]).toBe('Nächster Backtest möglich in 0,5 s');
    expect(texts['backtest-start']).toContain('Läuft…');
    await expect(modal.getByTestId('backtest-cooldown')).toBeHidden();
    await expect(modal.getByTestId('backtest-percent')).toHaveText('100,0 %');
    await expect(start).toHaveText('Backtest starten');
    await expect(start).toBeEnabled();
    expect(progressCalls.length).toBeGreaterThan(0);

    // The result: price chart with trade markers and situation bands, equity against holding, totals.
    const result = modal.getByTestId('backtest-result');
    await expect(result).toBeVisible({ timeout: 15_000 });
    const chart = modal.getByTestId('backtest-price-chart');
    await expect(chart).toHaveAttribute('data-points', /^[1-9]\d*$/);
    await expect(modal.locator('[data-testid^="backtest-situation-"]').first()).toBeVisible();
    // Every order is a marker, grouped per chart point: markers exactly when the run has orders.
    const orders = Number((await result.getByTestId('backtest-fact-orders').innerText()).replace(/\./g, ''));
    const markers = Number(await chart.getAttribute('data-markers'));
    expect(markers > 0).toBe(orders > 0);
    expect(markers).toBeLessThanOrEqual(orders);
    await expect(result.getByTestId('backtest-equity-chart').locator('canvas').first()).toBeVisible();
    // The benchmark card: trading against all three holdings (issue 28).
    const benchmark = result.getByTestId('backtest-benchmark');
    for (const label of ['Mit Trading', 'Halten (Aufteilung)', 'Halten (nur BTC)', 'Bargeld'])
      await expect(benchmark.getByTestId('backtest-benchmark-facts')).toContainText(label);
    await expect(benchmark.getByTestId('backtest-fact-outperformance')).toHaveText(/^[+\u2212]?\d+,\d{2} %$/);
    await expect(benchmark.getByTestId('backtest-fact-outperformance-btc')).toHaveText(
      /^[+\u2212]?[\d.]+,\d{2} %$/,
    );
    for (const key of ['holding', 'holding-btc', 'cash', 'trading'])
      await expect(benchmark.getByTestId(`backtest-fact-${key}`)).toHaveText(/^[\d.]+,\d{2} \$$/);
    const riskHead = benchmark.getByTestId('backtest-risk').locator('thead th');
    await expect(riskHead).toHaveText([
      'Kennzahlen',
      'Mit Trading',
      'Halten (Aufteilung)',
      'Halten (nur BTC)',
      'Bargeld',
    ]);
    await expect(benchmark.getByTestId('backtest-risk-exposurePct').locator('td').nth(2)).toHaveText(
      '100,00 %',
    );
    await expect(benchmark.getByTestId('backtest-risk-returnPct').locator('td').nth(3)).toHaveText('0,00 %');
    await expect(result.getByTestId('backtest-fact-init-btc')).toHaveText(/^\d+,\d{8}$/);
    await expect(result.getByTestId('backtest-risk').locator('tbody tr')).toHaveCount(8);
    await expect(result.getByTestId('backtest-metrics').locator('dd')).toHaveCount(13);
    await expect(result.getByTestId('backtest-metrics')).toContainText('Trefferquote (je Deal)');
    await expect(result.getByTestId('backtest-per-strategy').locator('tbody tr')).toHaveCount(7);
    // P/L after costs per strategy: the whole run and its one calendar year, 7 strategies and a sum.
    const pnl = result.getByTestId('backtest-pnl-section');
    const period = pnl.getByTestId('backtest-pnl-period');
    const year = yesterday().slice(0, 4);
    await expect(period.locator('option')).toHaveText(['Gesamter Zeitraum', year]);
    await expect(pnl.getByTestId('backtest-pnl').locator('tbody tr')).toHaveCount(7);
    const totalNet = pnl.getByTestId('backtest-pnl-total').getByTestId('backtest-pnl-netUsd');
    await expect(totalNet).toHaveText(/^[+\u2212]?[\d.]+,\d{2}$/);
    const wholeRun = await totalNet.innerText();
    const costs = await pnl
      .getByTestId('backtest-pnl-total')
      .getByTestId('backtest-pnl-costsUsd')
      .innerText();
    // The run lies in one year: that year's figures are the whole run's.
    await period.selectOption(year);
    await expect(totalNet).toHaveText(wholeRun);
    await expect(pnl.getByTestId('backtest-pnl-total').getByTestId('backtest-pnl-costsUsd')).toHaveText(
      costs,
    );
    // No more progress calls once DONE.
    const calls = progressCalls.length;
    await page.waitForTimeout(1_200);
    expect(progressCalls.length).toBe(calls);
    // 2 px between points: the whole day's 500 points fit the width, trade markers included.
    await tick.fill('2');
    await chart.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/backtest-result-price.png` });
    await result.getByTestId('backtest-per-strategy').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/backtest-result.png` });
    await pnl.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/backtest-result-pnl.png` });
    await modal.getByTestId('backtest-result').getByTestId('backtest-benchmark').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/backtest-result-benchmark.png` });

    await modal.getByTestId('backtest-close').click();
    await expect(modal).toBeHidden();
    await expect(page.getByTestId('trading-panel')).toBeVisible();
  });

  test('a long backtest is cancelled: CANCELLED at once, the cancel call made, polling stops', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const modal = await openBacktest(page, server.baseURL, OPERATOR_EMAILS[7]!);
    await modal.getByTestId('backtest-quick-12M').click();
    await modal.getByTestId('backtest-interval').selectOption('1m');
    // One strategy switched off is remembered in localStorage and sent.
    await modal.getByTestId('backtest-enabled-COST_AVERAGE_SHORT').uncheck();
    await modal.getByTestId('backtest-quota-GRID_VOL_ADAPTIVE').fill('40');

    const progressCalls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/backtest/progress/')) progressCalls.push(r.url());
    });
    const started = page.waitForResponse((r) => r.url().endsWith('/backtest/start'));
    await modal.getByTestId('backtest-start').click();
    const body = (await (await started).request().postDataJSON()) as Record<string, unknown>;
    expect(body.strategyEnabled).toMatchObject({ COST_AVERAGE_SHORT: false, GRID_VOL_ADAPTIVE: true });
    expect(body.strategyQuotaPct).toEqual({ GRID_VOL_ADAPTIVE: 40 });
    expect(body.strategyQuota).toEqual({ GRID_VOL_ADAPTIVE: 0.4 });
    const stored = await page.evaluate(() => [
      localStorage.getItem('avatara.backtest.strategyEnabled'),
      localStorage.getItem('avatara.backtest.strategyQuotaPct'),
    ]);
    expect(JSON.parse(stored[0]!)).toMatchObject({ COST_AVERAGE_SHORT: false });
    expect(JSON.parse(stored[1]!)).toEqual({ GRID_VOL_ADAPTIVE: 40 });

    const progress = modal.getByTestId('backtest-progress');
    await expect(progress).toHaveAttribute('data-status', /QUEUED|RUNNING/);
    await expect(modal.getByTestId('backtest-start')).toHaveText('Läuft…');
    await expect(modal.getByTestId('backtest-start')).toBeDisabled();
    await expect.poll(() => progressCalls.length, { timeout: 10_000 }).toBeGreaterThan(1);
    await page.screenshot({ path: `${SHOTS}/backtest-running.png` });
    const cancelled = page.waitForRequest(
      (r) => r.url().includes('/backtest/cancel/') && r.method() === 'POST',
    );
    await modal.getByTestId('backtest-cancel').click();
    await cancelled;
    await expect(progress).toHaveAttribute('data-status', 'CANCELLED');
    await expect(modal.getByTestId('backtest-progress-status')).toHaveText('Abgebrochen');
    await expect(modal.getByTestId('backtest-start')).toHaveText('Backtest starten');
    await expect(modal.getByTestId('backtest-cancel')).toBeDisabled();
    const calls = progressCalls.length;
    await page.waitForTimeout(1_500);
    expect(progressCalls.length).toBe(calls);
    await expect(modal.getByTestId('backtest-result')).toHaveCount(0);

    // Reopened, the modal remembers the switches and the allocation.
    await modal.getByTestId('backtest-close').click();
    await page.getByTestId('trading-actions').getByRole('button', { name: 'Backtest' }).click();
    await expect(page.getByTestId('backtest-enabled-COST_AVERAGE_SHORT')).not.toBeChecked();
    await expect(page.getByTestId('backtest-quota-GRID_VOL_ADAPTIVE')).toHaveValue('40');
  });

  test('the §5 validation texts: both dates, from after to, and the end capped at yesterday', async ({
    page,
  }) => {
    const modal = await openBacktest(page, server.baseURL, OPERATOR_EMAILS[8]!);
    const error = modal.getByTestId('backtest-error');
    const from = modal.getByTestId('backtest-from');
    const to = modal.getByTestId('backtest-to');
    const starts: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/backtest/start')) starts.push(r.url());
    });

    await from.fill('');
    await modal.getByTestId('backtest-start').click();
    await expect(error).toHaveText('Bitte beide Datumsfelder ausfüllen.');

    await from.fill(utcDay(Date.now() - 3 * DAY_MS));
    await to.fill(utcDay(Date.now() - 5 * DAY_MS));
    await modal.getByTestId('backtest-start').click();
    await expect(error).toHaveText('Von-Datum darf nicht nach dem Bis-Datum liegen.');
    expect(starts).toHaveLength(0);
    await page.screenshot({ path: `${SHOTS}/backtest-error.png` });

    // An end in the future is capped at yesterday (23:59 UTC) before the chart is asked for.
    await to.fill(utcDay(Date.now() + 5 * DAY_MS));
    await modal.getByTestId('backtest-load-chart').click();
    await expect(error).toBeHidden();
    await expect(to).toHaveValue(yesterday());
    const [y, m, d] = yesterday().split('-');
    await expect(modal.getByText(`Ende auf gestern begrenzt (${d}.${m}.${y} 23:59 UTC).`)).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/backtest-validation.png` });
  });
});
