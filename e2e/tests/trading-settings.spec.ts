import { mkdirSync } from 'node:fs';
import { expect, type Locator, type Page } from '@playwright/test';
import { OPERATOR_EMAILS, startTradingServer, TradingPanelPage } from '../pages/TradingPanelPage';
import type { RunningServer } from '../support/server';
import { test } from '../support/fixtures';

/** The full trading settings modal (trading-dashboard.md §2, §4, §5; docs/dashboard-settings.md). */
class SettingsModal {
  readonly root: Locator;
  constructor(readonly page: Page) {
    this.root = page.getByTestId('trading-settings');
  }
  static async open(panel: TradingPanelPage): Promise<SettingsModal> {
    await panel.button('Einstellungen').click();
    const modal = new SettingsModal(panel.page);
    await expect(modal.root).toBeVisible();
    await expect(modal.root.getByTestId('ts-loading')).toHaveCount(0);
    return modal;
  }
  tab(id: string): Locator {
    return this.root.getByTestId(`ts-tab-${id}`);
  }
  field(key: string): Locator {
    return this.root.getByTestId(`ts-field-${key}`);
  }
  async userId(): Promise<string> {
    return this.root.getByTestId('ts-user-id').inputValue();
  }
}

/** The stored config layer of a user id, as the server answers it. */
async function storedConfig(page: Page, baseURL: string, userId: string): Promise<Record<string, unknown>> {
  const response = await page.request.get(`${baseURL}/config/trading/${encodeURIComponent(userId)}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as Record<string, unknown>;
}

const SHOTS = process.env.SCREENSHOT_DIR ?? 'test-results/screens';
const TABS = [
  'admin',
  'general',
  'signals',
  'guards',
  'dca',
  'meanReversion',
  'trendFollow',
  'grid',
] as const;

/** A date `days` before today as the date inputs take it (YYYY-MM-DD, UTC). */
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

test.describe('trading settings', () => {
  let server: RunningServer;
  test.beforeAll(async () => {
    server = await startTradingServer();
    mkdirSync(SHOTS, { recursive: true });
  });
  test.afterAll(() => server?.stop());

  test('the full modal saves a percent and an integer field from different tabs, shows them again, and runs the admin tools', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1280, height: 800 });
    const panel = await TradingPanelPage.reach(page, server.baseURL, OPERATOR_EMAILS[10]!);
    const modal = await SettingsModal.open(panel);
    const userId = await modal.userId();

    await test.step('empty form with the §2 tabs, footer and placeholders', async () => {
      await expect(modal.root.getByRole('tab')).toHaveText([
        'Admin',
        'Allgemein',
        'Signals & Correlations',
        'Filter / Guards',
        'DCA',
        'Mean Reversion',
        'Trendfolge',
        'Grid',
      ]);
      await expect(modal.tab('general')).toHaveAttribute('aria-selected', 'true');
      await expect(modal.root.getByTestId('ts-close')).toHaveText('Close');
      await expect(modal.root.getByTestId('ts-save')).toHaveText('Save');
      expect(userId).not.toBe('');
      // Nothing stored yet (404): every field empty, the defaults as placeholders.
      await expect(modal.root.getByTestId('ts-empty')).toBeVisible();
      await expect(modal.field('feeRate')).toHaveValue('');
      await expect(modal.field('feeRate')).toHaveAttribute('placeholder', '0.1');
      await expect(modal.field('cooldownMs')).toHaveAttribute('placeholder', '60000');
      await expect(modal.field('ruleConflictPauseMs')).toHaveAttribute('placeholder', '300000');
      await expect(modal.field('minTrade_minTradeUsdc')).toHaveAttribute('placeholder', '5');
      await expect(modal.field('minTrade_minTradeBtc')).toHaveAttribute('placeholder', '0.0001');
    });

    await test.step('usable at 1280×800: the body scrolls, not the page', async () => {
      for (const id of TABS) {
        await modal.tab(id).click();
        await page.screenshot({ path: `${SHOTS}/settings-${id}.png` });
      }
      const box = await modal.root.boundingBox();
      expect(box!.y).toBeGreaterThanOrEqual(0);
      expect(box!.y + box!.height).toBeLessThanOrEqual(800);
      const body = modal.root.getByTestId('ts-body');
      expect(
        await body.evaluate(
          (el) => el.scrollHeight > el.clientHeight && getComputedStyle(el).overflowY === 'auto',
        ),
      ).toBe(true);
      await modal.tab('general').click();
    });

    await test.step('a percent field, two integers on other tabs; a fraction in an integer field is refused', async () => {
      await modal.field('feeRate').fill('0,15');
      await modal.tab('grid').click();
      await expect(modal.field('Grid_steps')).toHaveAttribute('placeholder', '12');
      await expect(modal.field('Grid_lowerBound')).toHaveAttribute('placeholder', '0.96');
      await expect(modal.field('Grid_upperBound')).toHaveAttribute('placeholder', '1.04');
      await modal.field('Grid_steps').fill('12,5');
      await modal.tab('signals').click();
      await expect(modal.field('signalsRsiPeriod')).toHaveAttribute('placeholder', '14');
      await expect(modal.field('signalsEmaShort')).toHaveAttribute('placeholder', '20');
      await expect(modal.field('signalsEmaLong')).toHaveAttribute('placeholder', '50');
      await modal.field('signalsRsiPeriod').fill('21');
      await modal.root.getByTestId('ts-save').click();
      // The invalid field's tab is shown with the German message; nothing was sent.
      await expect(modal.tab('grid')).toHaveAttribute('aria-selected', 'true');
      await expect(modal.root.getByTestId('ts-field-error-Grid_steps')).toHaveText(
        'Bitte eine ganze Zahl eingeben.',
      );
      await expect(modal.root.getByTestId('ts-error')).toContainText(
        'Bitte die markierten Felder korrigieren.',
      );
      await modal.field('Grid_steps').fill('20');
      await modal.root.getByTestId('ts-save').click();
      await expect(modal.root).toBeHidden();
    });

    await test.step('stored as a fraction and integers, empty fields null; shown again on reopening', async () => {
      const stored = await storedConfig(page, server.baseURL, userId);
      expect(stored).toMatchObject({
        feeRate: 0.0015,
        Grid_steps: 20,
        signalsRsiPeriod: 21,
        cooldownMs: null,
        tradingOn: null,
      });
      const again = await SettingsModal.open(panel);
      await expect(again.field('feeRate')).toHaveValue('0.15');
      await again.tab('grid').click();
      await expect(again.field('Grid_steps')).toHaveValue('20');
      await again.tab('signals').click();
      await expect(again.field('signalsRsiPeriod')).toHaveValue('21');
    });

    await test.step('Admin: a missing date, a bad symbol, then bootstrap with progress, read test and meta', async () => {
      await modal.tab('admin').click();
      const admin = modal.root.getByTestId('ts-admin');
      await expect(admin.getByTestId('ts-admin-symbol')).toHaveValue('BTCUSDC');
      await admin.getByTestId('ts-admin-from').fill('');
      await admin.getByTestId('ts-admin-bootstrap').click();
      await expect(admin.getByTestId('ts-admin-error')).toHaveText('Bootstrap FEHLER: Von-Datum fehlt.');
      await admin.getByTestId('ts-admin-symbol').fill('x');
      await admin.getByTestId('ts-admin-meta').click();
      await expect(admin.getByTestId('ts-admin-error')).toContainText('Meta FEHLER: HTTP 400');

      await admin.getByTestId('ts-admin-symbol').fill('BTCUSDC');
      await admin.getByTestId('ts-admin-interval').selectOption('1h');
      await admin.getByTestId('ts-admin-from').fill(daysAgo(3));
      await admin.getByTestId('ts-admin-to').fill(daysAgo(1));
      await admin.getByTestId('ts-admin-signals').fill(' BTCUSDC, ,BTC_RSI ');
      await admin.getByTestId('ts-admin-bootstrap').click();
      await expect(admin.getByTestId('ts-admin-error')).toHaveCount(0);
      const job = admin.getByTestId('ts-admin-job');
      await expect(job).toHaveAttribute('data-status', 'DONE', { timeout: 60_000 });
      await expect(job).toContainText('100 %');

      await admin.getByTestId('ts-admin-read').click();
      const read = admin.getByTestId('ts-admin-read-result');
      await expect(read).toBeVisible();
      await expect(read.locator('tbody tr')).toHaveCount(2);
      await expect(read).toContainText('BTC_RSI');

      await admin.getByTestId('ts-admin-meta').click();
      const meta = admin.getByTestId('ts-admin-meta-result');
      await expect(meta).toContainText('Meta: BTCUSDC · 1h');
      await expect(meta.locator('tbody tr', { hasText: 'BTC_RSI' })).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/settings-admin-results.png` });
      await modal.root.getByTestId('ts-close').click();
      await expect(modal.root).toBeHidden();
    });
  });

  test('the quick dialog starts empty and saves only the filled fields over the stored config', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const panel = await TradingPanelPage.reach(page, server.baseURL, OPERATOR_EMAILS[11]!);
    const quick = page.getByTestId('trading-quick-settings');
    const field = (key: string) => quick.getByTestId(`qs-field-${key}`);
    await panel.root.getByTestId('tp-quick-settings').click();
    await expect(quick).toBeVisible();
    const inputs = quick.locator('input');
    await expect(inputs).toHaveCount(13);
    for (const input of await inputs.all()) await expect(input).toHaveValue('');
    await page.screenshot({ path: `${SHOTS}/settings-quick.png` });

    const userId = (await quick.getByTestId('qs-user-id').innerText()).split(':').at(-1)!.trim();
    const before = await page.request.get(`${server.baseURL}/config/trading/${encodeURIComponent(userId)}`);
    const stored = before.status() === 200 ? ((await before.json()) as Record<string, unknown>) : {};

    await field('Grid_atrMultiple').fill('0,75');
    await field('TrendFollow_bandPct').fill('2');
    await field('MeanReversion_buyRsi').fill('28');
    await quick.getByTestId('qs-save').click();
    await expect(quick).toBeHidden();

    const after = await storedConfig(page, server.baseURL, userId);
    expect(after).toMatchObject({
      ...stored,
      Grid_atrMultiple: 0.75,
      TrendFollow_bandPct: 0.02,
      MeanReversion_buyRsi: 28,
    });

    // Reopened: empty again, the stored value as placeholder; the full modal shows it as a value.
    await panel.root.getByTestId('tp-quick-settings').click();
    await expect(field('Grid_atrMultiple')).toHaveValue('');
    await expect(field('Grid_atrMultiple')).toHaveAttribute('placeholder', '0.75');
    await quick.getByTestId('qs-close').click();
    const modal = await SettingsModal.open(panel);
    await modal.tab('trendFollow').click();
    await expect(modal.field('TrendFollow_bandPct')).toHaveValue('2');
  });
});
