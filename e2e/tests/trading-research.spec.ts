import { expect, test } from '@playwright/test';
import { OPERATOR_EMAILS, startTradingServer, TradingPanelPage } from '../pages/TradingPanelPage';
import type { RunningServer } from '../support/server';

const DAY_MS = 86_400_000;
const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The research workbench (docs/research.md): a small walk-forward job from the panel to its report. */
test.describe('research dialog', () => {
  let server: RunningServer;
  test.beforeAll(async () => {
    server = await startTradingServer();
  });
  test.afterAll(() => server?.stop());

  test('runs a walk-forward job with progress, shows the windows and the verdict, and applies', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const panel = await TradingPanelPage.reach(page, server.baseURL, OPERATOR_EMAILS[10]!);
    await panel.button('Forschung').click();
    const modal = page.getByTestId('research-modal');
    await expect(modal).toBeVisible();

    await modal.getByTestId('research-strategy').selectOption('MEAN_REVERSION_LONG');
    await modal.getByTestId('research-interval').selectOption('1m');
    await modal.getByTestId('research-from').fill(utcDay(Date.now() - 2 * DAY_MS));
    await modal.getByTestId('research-to').fill(utcDay(Date.now() - DAY_MS));
    await modal.getByTestId('research-windows').fill('2');
    await modal.getByTestId('research-trials').fill('2');
    await modal.getByTestId('research-seed').fill('7');
    await modal.getByTestId('research-start').click();

    await expect(modal.getByTestId('research-progress')).toBeVisible();
    await expect(modal.getByTestId('research-progress')).toHaveAttribute('data-status', 'DONE', {
      timeout: 90_000,
    });
    await expect(modal.getByTestId('research-table').locator('tbody tr')).toHaveCount(2);
    await expect(modal.getByTestId('research-warning').or(modal.getByTestId('research-ok'))).toBeVisible();

    await modal.getByTestId('research-apply').click();
    await expect(modal.getByTestId('research-applied')).toBeVisible();
  });
});
