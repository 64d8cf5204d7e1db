import { expect, type Locator, type Page } from '@playwright/test';

/** The operator's console (docs/operator.md "Screens"): Users, an account's page, Usage and revenue, Audit log. */
export class OperatorConsolePage {
  readonly nav: Locator;
  readonly search: Locator;
  readonly rows: Locator;
  readonly detail: Locator;
  readonly balance: Locator;
  readonly auditEntries: Locator;

  constructor(readonly page: Page) {
    this.nav = page.getByTestId('operator-nav');
    this.search = page.getByTestId('user-search');
    this.rows = page.getByTestId('user-row');
    this.detail = page.getByTestId('user-detail');
    this.balance = page.getByTestId('user-balance');
    this.auditEntries = page.getByTestId('audit-entry');
  }

  /** Searches the accounts by email or name and opens the one with this email. */
  async openUser(query: string, email: string): Promise<void> {
    await this.search.fill(query);
    await this.page.getByTestId('user-search-submit').click();
    const row = this.rows.filter({ hasText: email });
    await expect(row).toHaveCount(1);
    await row.getByTestId('user-link').click();
    await expect(this.detail).toBeVisible();
  }

  /** Credits (positive) or debits (negative) the open account with a reason. */
  async adjustBalance(amount: string, reason: string): Promise<void> {
    const form = this.page.getByTestId('balance-form');
    await form.getByTestId('balance-amount').fill(amount);
    await form.getByTestId('balance-reason').fill(reason);
    await form.getByTestId('balance-submit').click();
    await expect(form.getByTestId('balance-done')).toBeVisible();
  }

  /** Opens a tab of the operator area by its visible name. */
  async tab(name: string): Promise<void> {
    await this.nav.getByRole('link', { name }).click();
  }
}
