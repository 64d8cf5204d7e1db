import { expect, type Locator, type Page } from '@playwright/test';
import { ChatPage, awakeAvatarId } from './ChatPage';
import { startServer, type RunningServer } from '../support/server';

/** Emails the trading e2e server treats as operators (OPERATOR_EMAILS); each test takes its own. */
export const OPERATOR_EMAILS = Array.from({ length: 12 }, (_, i) => `operator-${i + 1}@example.com`);

/**
 * A server for the dashboard tests: the simulator feed (the default), one engine bar per second so
 * the situation and price move within a test, and the operators above.
 */
export function startTradingServer(env: Record<string, string> = {}): Promise<RunningServer> {
  return startServer({ OPERATOR_EMAILS: OPERATOR_EMAILS.join(','), TRADING_BAR_SECONDS: '1', ...env });
}

/** The trading panel, opened from the chat bar's '$' button. */
export class TradingPanelPage {
  readonly openButton: Locator;
  readonly root: Locator;

  constructor(readonly page: Page) {
    this.openButton = page.getByTestId('trading-button');
    this.root = page.getByTestId('trading-panel');
  }

  /** Signs up `email` (an operator when it is one of OPERATOR_EMAILS), reaches the chat and opens the panel. */
  static async reach(page: Page, baseURL: string, email: string): Promise<TradingPanelPage> {
    const avatar = await awakeAvatarId(baseURL);
    await ChatPage.reach(page, baseURL, email, avatar.id);
    const panel = new TradingPanelPage(page);
    await panel.open();
    return panel;
  }

  async open(): Promise<void> {
    await this.openButton.click();
    await expect(this.root).toBeVisible();
  }

  /** A bottom button of the panel by its label (Clear Deposit, Deposit 10.000 $, Backtest, Chart, …). */
  button(label: string | RegExp): Locator {
    return this.root.getByTestId('trading-actions').getByRole('button', { name: label });
  }
}
