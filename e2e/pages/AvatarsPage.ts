import { expect, type Locator, type Page } from '@playwright/test';

/** The avatar selection screen: grid of cards, Info modal, Select. */
export class AvatarsPage {
  readonly root: Locator;
  readonly cards: Locator;
  readonly infoModal: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId('avatar-selection-screen');
    this.cards = page.locator('[data-testid^="avatar-card-"]');
    this.infoModal = page.getByTestId('avatar-info-modal');
  }

  async expectShown(): Promise<void> {
    await expect(this.root).toBeVisible();
    await expect(this.cards).toHaveCount(12);
  }

  /** The id of the n-th card (0-based). */
  async idAt(index: number): Promise<string> {
    const testId = await this.cards.nth(index).getAttribute('data-testid');
    return (testId ?? '').replace('avatar-card-', '');
  }

  async openInfo(id: string): Promise<void> {
    await this.page.getByTestId(`avatar-info-${id}`).click();
    await expect(this.infoModal).toBeVisible();
  }

  async closeInfo(): Promise<void> {
    await this.page.getByTestId('avatar-info-close').click();
    await expect(this.infoModal).toBeHidden();
  }

  async select(id: string): Promise<void> {
    await this.page.getByTestId(`avatar-select-${id}`).click();
    await expect(this.page.getByTestId('chat-screen')).toBeVisible();
  }
}
