import { expect, type Locator, type Page } from '@playwright/test';

/** The account page (`/my-account`): profile, email, password, sessions, the user's data. */
export class AccountPage {
  readonly root: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId('account-page');
  }

  /** Opens it through the header's link, as a user does. */
  async open(): Promise<void> {
    await this.page.getByTestId('account-link').click();
    await expect(this.root).toBeVisible();
    await expect(this.page.getByTestId('account-email-address')).toBeVisible();
  }

  message(section: 'profile' | 'email' | 'password' | 'sessions' | 'data'): Locator {
    return this.page.getByTestId(`account-${section}-message`);
  }

  /** Sets a first password, or changes it when `current` is given. */
  async setPassword(password: string, current?: string): Promise<void> {
    if (current !== undefined) await this.page.getByTestId('account-password-current').fill(current);
    await this.page.getByTestId('account-password-password').fill(password);
    await this.page.getByTestId('account-password-confirm').fill(password);
    await this.page.getByTestId('account-password-submit').click();
  }

  async deleteAccount(password?: string): Promise<void> {
    if (password !== undefined) await this.page.getByTestId('account-delete-password').fill(password);
    await this.page.getByTestId('account-delete-sure').check();
    await this.page.getByTestId('account-delete').click();
  }
}
