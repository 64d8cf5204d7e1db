import { expect, type Locator, type Page } from '@playwright/test';

/** The Brain States & Hormones overlay of the chat screen, opened by the chat bar's 'E' button. */
export class NhsOverlayPage {
  readonly openButton: Locator;
  readonly root: Locator;
  readonly refreshButton: Locator;
  readonly closeButton: Locator;
  readonly empty: Locator;
  /** URLs of the `GET /getNHSMetaData` requests the page sent, in order. */
  readonly requests: string[] = [];

  constructor(readonly page: Page) {
    this.openButton = page.getByTestId('emotions-button');
    this.root = page.getByTestId('nhs-overlay');
    this.refreshButton = page.getByTestId('nhs-refresh');
    this.closeButton = page.getByTestId('nhs-close');
    this.empty = page.getByTestId('nhs-empty');
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/getNHSMetaData') this.requests.push(request.url());
    });
  }

  async open(): Promise<void> {
    await this.openButton.click();
    await expect(this.root).toBeVisible();
  }

  async close(): Promise<void> {
    await this.closeButton.click();
    await expect(this.root).toBeHidden();
  }

  section(key: 'emotions' | 'body' | 'cognitive' | 'hormones'): Locator {
    return this.root.getByTestId(`nhs-section-${key}`);
  }

  row(key: string): Locator {
    return this.root.getByTestId(`nhs-row-${key}`);
  }

  bar(key: string, who: 'user' | 'ai'): Locator {
    return this.row(key).getByTestId(`nhs-bar-${who}`);
  }

  /** The value a bar shows (its `data-value`), or null for a side without data. */
  async value(key: string, who: 'user' | 'ai'): Promise<number | null> {
    const raw = await this.bar(key, who).getAttribute('data-value');
    return raw === null || raw === '' ? null : Number(raw);
  }

  /** Resolves with the next getNHSMetaData request, or rejects after `timeout` ms. */
  nextRequest(timeout: number) {
    return this.page.waitForRequest((r) => new URL(r.url()).pathname === '/getNHSMetaData', { timeout });
  }
}
