import { expect, type Locator, type Page } from '@playwright/test';

/** The login screen of spec §2: social buttons, manual form (login/register), trial form. */
export class LoginPage {
  readonly root: Locator;
  readonly heading: Locator;
  readonly manualForm: Locator;
  readonly trialForm: Locator;
  readonly formMessage: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId('login-screen');
    this.heading = page.getByTestId('welcome-heading');
    this.manualForm = page.getByTestId('manual-form');
    this.trialForm = page.getByTestId('trial-form');
    this.formMessage = page.getByTestId('form-message');
  }

  async goto(path = '/'): Promise<void> {
    await this.page.goto(path);
    await expect(this.root).toBeVisible();
  }

  async openManual(): Promise<void> {
    await this.page.getByTestId('manual-login-button').click();
    await expect(this.manualForm).toBeVisible();
  }

  async switchToRegister(): Promise<void> {
    await this.page.getByTestId('switch-register').click();
    await expect(this.manualForm).toHaveAttribute('data-mode', 'register');
  }

  async fill(
    values: Partial<Record<'name' | 'email' | 'password' | 'confirmPassword', string>>,
  ): Promise<void> {
    for (const [field, value] of Object.entries(values))
      await this.page.getByTestId(`field-${field}`).fill(value);
  }

  async submit(): Promise<void> {
    await this.page.getByTestId('manual-submit').click();
  }

  /** Opens the error popup of a field by its icon and returns the popup's text. */
  async fieldError(field: string): Promise<string> {
    await this.page.getByTestId(`field-error-${field}`).click();
    const popup = this.page.getByTestId('error-popup');
    await expect(popup).toBeVisible();
    const text = await popup.innerText();
    await this.page.getByTestId(`field-error-${field}`).click();
    return text;
  }

  async register(name: string, email: string, password: string): Promise<void> {
    await this.openManual();
    await this.switchToRegister();
    await this.fill({ name, email, password, confirmPassword: password });
    await this.submit();
  }

  async login(email: string, password: string): Promise<void> {
    await this.fill({ email, password });
    await this.submit();
  }

  async startTrial(name: string, email: string): Promise<void> {
    await this.page.getByTestId('trial-button').click();
    await expect(this.trialForm).toBeVisible();
    await this.page.getByTestId('trial-name').fill(name);
    await this.page.getByTestId('trial-email').fill(email);
    await this.page.getByTestId('trial-submit').click();
  }
}
