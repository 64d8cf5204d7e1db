import { expect, type Locator, type Page } from '@playwright/test';

/** The consent modal of spec §2. */
export class ConsentPage {
  readonly modal: Locator;
  readonly checkbox: Locator;
  readonly continueButton: Locator;
  readonly birthDate: Locator;

  constructor(readonly page: Page) {
    this.modal = page.getByTestId('consent-modal');
    this.checkbox = page.getByTestId('consent-checkbox');
    this.continueButton = page.getByTestId('consent-continue');
    this.birthDate = page.getByTestId('consent-birthdate');
  }

  /** Gives the date of birth (an adult's by default: the chat is for adults, docs/safety.md). */
  async fillBirthDate(isoDate = '1990-05-17'): Promise<void> {
    await this.birthDate.fill(isoDate);
  }

  async accept(): Promise<void> {
    await expect(this.modal).toBeVisible();
    await expect(this.continueButton).toBeDisabled();
    await this.fillBirthDate();
    await this.checkbox.check();
    await this.continueButton.click();
  }
}
