import { expect, type Locator, type Page } from '@playwright/test';

/** The consent modal of spec §2. */
export class ConsentPage {
  readonly modal: Locator;
  readonly checkbox: Locator;
  readonly continueButton: Locator;

  constructor(readonly page: Page) {
    this.modal = page.getByTestId('consent-modal');
    this.checkbox = page.getByTestId('consent-checkbox');
    this.continueButton = page.getByTestId('consent-continue');
  }

  async accept(): Promise<void> {
    await expect(this.modal).toBeVisible();
    await expect(this.continueButton).toBeDisabled();
    await this.checkbox.check();
    await this.continueButton.click();
  }
}
