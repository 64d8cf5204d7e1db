import { expect, type Locator, type Page } from '@playwright/test';

/** What an operator sets for one model on the Models page (prices in USD per million tokens, as typed). */
export interface ModelSettings {
  displayName?: string;
  input?: string;
  output?: string;
}

/**
 * The operators' Models page (`/operator/models`, docs/chat.md "Connect a model"): the no-model
 * banner, the Connect a server form, and one card per connection with its model table.
 */
export class ModelsPage {
  readonly root: Locator;
  readonly banner: Locator;
  readonly connectForm: Locator;
  readonly connections: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId('operator-models');
    this.banner = page.getByTestId('no-model-banner');
    this.connectForm = page.getByTestId('connect-form');
    this.connections = page.getByTestId('model-connection');
  }

  /** Opens the page on the server at `baseURL` (the signed-in user must be an operator). */
  async goto(baseURL: string): Promise<void> {
    await this.page.goto(`${baseURL}/operator/models`);
    await expect(this.root).toBeVisible();
    await expect(this.connectForm).toBeVisible();
  }

  /** Connects an OpenAI-compatible server (no API key) and waits for its card. */
  async connect(name: string, baseUrl: string): Promise<Locator> {
    await this.page.getByTestId('connect-name').fill(name);
    await this.page.getByTestId('connect-baseUrl').fill(baseUrl);
    await this.page.getByTestId('connect-submit').click();
    const card = this.connection(name);
    await expect(card).toBeVisible();
    return card;
  }

  /** The card of the connection with this name. */
  connection(name: string): Locator {
    return this.connections.filter({ has: this.page.getByRole('heading', { name, exact: true }) });
  }

  /** The table row of a model by its list name (`FAKE_LAB_FAKE_CHAT_1`). */
  row(listName: string): Locator {
    return this.page.locator(`[data-testid="model-row"][data-name="${listName}"]`);
  }

  /** Types a model's settings into its row (saved with `save`). */
  async edit(listName: string, settings: ModelSettings): Promise<void> {
    const row = this.row(listName);
    if (settings.displayName !== undefined)
      await row.getByTestId('model-displayName').fill(settings.displayName);
    if (settings.input !== undefined) await row.getByTestId('model-input').fill(settings.input);
    if (settings.output !== undefined) await row.getByTestId('model-output').fill(settings.output);
  }

  /** Saves the model table of a connection's card and waits for its "Saved." status. */
  async save(card: Locator): Promise<void> {
    await card.getByTestId('models-save').click();
    await expect(card.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  }
}
