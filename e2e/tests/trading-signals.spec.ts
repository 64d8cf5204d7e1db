import { mkdirSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { OPERATOR_EMAILS, startTradingServer, TradingPanelPage } from '../pages/TradingPanelPage';
import type { RunningServer } from '../support/server';

// The base test of Playwright: these tests bring their own trading server (the fixture's default
// server would be a second one on the 2 cores).
const SHOTS = process.env.SCREENSHOT_DIR ?? 'test-results/screens';
const DAY_MS = 86_400_000;

async function openSignalChart(page: Page, baseURL: string, email: string): Promise<Locator> {
  const panel = await TradingPanelPage.reach(page, baseURL, email);
  await panel.button('Chart').click();
  const dialog = page.getByTestId('signal-chart-dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe('signal chart dialog', () => {
  let server: RunningServer;
  test.beforeAll(async () => {
    server = await startTradingServer();
    mkdirSync(SHOTS, { recursive: true });
  });
  test.afterAll(() => server?.stop());

  test('shows BTC, RSI and GOLD for 1 Monat, at most 500 points, and closes with Schließen', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1280, height: 800 });
    const dialog = await openSignalChart(page, server.baseURL, OPERATOR_EMAILS[9]!);
    await expect(dialog.getByTestId('signal-subtitle')).toContainText('max 500 Punkte');
    await expect(dialog.getByRole('button', { name: 'Schließen' })).toBeVisible();

    // Defaults: 3 Monate, the comparison signals ticked, the dates disabled until Benutzerdefiniert.
    for (const label of [
      '1 Tag',
      '1 Monat',
      '3 Monate',
      '6 Monate',
      '1 Jahr',
      '3 Jahre',
      '5 Jahre',
      'Benutzerdefiniert',
    ]) {
      await expect(dialog.getByRole('radio', { name: label })).toBeVisible();
    }
    await expect(dialog.getByRole('radio', { name: '3 Monate' })).toBeChecked();
    for (const name of ['BTCUSDC', 'BTC_RSI', 'GOLD'])
      await expect(dialog.getByTestId(`signal-check-${name}`)).toBeChecked();
    await expect(dialog.getByTestId('signal-from')).toBeDisabled();
    await expect(dialog.getByTestId('signal-to')).toBeDisabled();

    // 1 Monat loads the three series from /signals/series.
    const asked: URL[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/signals/series')) asked.push(new URL(r.url()));
    });
    await dialog.getByRole('radio', { name: '1 Monat' }).check();
    const chart = dialog.getByTestId('signal-chart');
    const span = (u: URL) => Number(u.searchParams.get('to')) - Number(u.searchParams.get('from'));
    const monthly = () => asked.filter((u) => span(u) >= 28 * DAY_MS && span(u) <= 31 * DAY_MS);
    await expect
      .poll(
        () =>
          monthly()
            .map((u) => u.searchParams.get('signal'))
            .sort(),
        { timeout: 20_000 },
      )
      .toEqual(['BTCUSDC', 'BTC_RSI', 'GOLD']);
    expect(monthly()[0]!.searchParams.get('symbol')).toBe('BTCUSDC');
    await expect(dialog.getByTestId('signal-loading')).toBeHidden({ timeout: 60_000 });
    await expect(chart).toHaveAttribute('data-points', /^[1-9]\d*$/);
    expect(Number(await chart.getAttribute('data-points'))).toBeLessThanOrEqual(500);
    await expect(chart.locator('canvas').first()).toBeVisible();
    await expect(chart).toContainText('BTC (USD)');
    // RSI on its own 0–100 scale, not as percent change (issue 28 §6); GOLD as percent change.
    await expect(chart).toContainText('RSI (0–100)');
    await expect(chart).toContainText('GOLD (%)');
    await expect(dialog.getByText(/RSI und Trend up auf eigener Skala 0–100/)).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/signals-1m.png` });

    // Tick spacing: non-numeric (empty) becomes 1.
    const tick = dialog.getByTestId('signal-tick-spacing');
    await tick.fill('');
    await tick.blur();
    await expect(tick).toHaveValue('1');

    await dialog.getByRole('button', { name: 'Schließen' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('trading-panel')).toBeVisible();
  });

  test('Benutzerdefiniert enables Von/Bis and a wrong range reads "Fehler: Bitte gültigen Zeitraum wählen."', async ({
    page,
  }) => {
    const dialog = await openSignalChart(page, server.baseURL, OPERATOR_EMAILS[10]!);
    await dialog.getByRole('radio', { name: 'Benutzerdefiniert' }).check();
    const from = dialog.getByTestId('signal-from');
    const to = dialog.getByTestId('signal-to');
    await expect(from).toBeEnabled();
    await expect(to).toBeEnabled();
    // The dates start at the last range (3 Monate up to today).
    await expect(to).toHaveValue(new Date().toISOString().slice(0, 10));

    await from.fill(new Date(Date.now() - 2 * DAY_MS).toISOString().slice(0, 10));
    await to.fill(new Date(Date.now() - 5 * DAY_MS).toISOString().slice(0, 10));
    await dialog.getByTestId('signal-load').click();
    await expect(dialog.getByTestId('signal-error')).toHaveText('Fehler: Bitte gültigen Zeitraum wählen.');

    // A valid custom week loads and clears the error.
    await from.fill(new Date(Date.now() - 8 * DAY_MS).toISOString().slice(0, 10));
    await dialog.getByTestId('signal-load').click();
    await expect(dialog.getByTestId('signal-error')).toBeHidden();
    await expect(dialog.getByTestId('signal-loading')).toBeHidden({ timeout: 60_000 });
    await expect(dialog.getByTestId('signal-chart')).toHaveAttribute('data-points', /^[1-9]\d*$/);

    // Only BTC: its line alone, in USD.
    await dialog.getByTestId('signal-check-BTC_RSI').uncheck();
    await dialog.getByTestId('signal-check-GOLD').uncheck();
    await expect(dialog.getByTestId('signal-chart')).not.toContainText('RSI (0–100)');
    await expect(dialog.getByTestId('signal-chart')).toContainText('BTC (USD)');
    await page.screenshot({ path: `${SHOTS}/signals-custom.png` });
  });
});
