import { expect, type Locator, type Page } from '@playwright/test';

/** The pricing page of spec §2 and the sandbox checkout page of our server. */
export class PricingPage {
  readonly root: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId('pricing-screen');
  }

  async expectShown(): Promise<void> {
    await expect(this.root).toBeVisible();
    await expect(this.page.locator('[data-testid^="plan-card-"]')).toHaveCount(4);
  }

  card(plan: string): Locator {
    return this.page.getByTestId(`plan-card-${plan}`);
  }

  async choose(audience: 'personal' | 'business'): Promise<void> {
    await this.page.getByTestId(`audience-${audience}`).click();
    await expect(this.page.getByTestId(`audience-${audience}`)).toHaveAttribute('aria-pressed', 'true');
  }

  async select(plan: string): Promise<void> {
    await this.page.getByTestId(`plan-select-${plan}`).click();
  }

  /** Selects a paid plan and pays on the sandbox checkout page; back on '/?paymentSuccess=true'. */
  async payInSandbox(plan: string): Promise<void> {
    await this.select(plan);
    await this.page.waitForURL(/\/sandbox\/checkout\//);
    await this.page.getByTestId('sandbox-pay').click();
    await expect(this.page.getByTestId('payment-success')).toBeVisible();
  }
}
