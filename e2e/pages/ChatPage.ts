import { expect, type Locator, type Page } from '@playwright/test';
import { AvatarsPage } from './AvatarsPage';
import { ConsentPage } from './ConsentPage';
import { LoginPage } from './LoginPage';
import { PricingPage } from './PricingPage';

/** The chat screen: message stack, chat bar, readout, memories panel. */
export class ChatPage {
  readonly root: Locator;
  readonly input: Locator;
  readonly send: Locator;
  readonly avatarMessages: Locator;
  readonly userMessages: Locator;
  readonly systemMessages: Locator;
  readonly balance: Locator;
  readonly readoutBalance: Locator;
  readonly readoutTokens: Locator;
  readonly progress: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId('chat-screen');
    this.input = page.getByTestId('chat-input');
    this.send = page.getByTestId('send-button');
    this.avatarMessages = page.getByTestId('avatar-message');
    this.userMessages = page.getByTestId('user-message');
    this.systemMessages = page.getByTestId('system-message');
    this.balance = page.getByTestId('chat-balance');
    this.readoutBalance = page.getByTestId('readout-balance');
    this.readoutTokens = page.getByTestId('readout-tokens');
    this.progress = page.getByTestId('chat-progress');
  }

  /** A new user registers on the server at `baseURL`, pays in the sandbox, consents and opens the avatar with this id. */
  static async reach(
    page: Page,
    baseURL: string,
    email: string,
    avatarId: string,
    name = 'Ada Lovelace',
  ): Promise<ChatPage> {
    const login = new LoginPage(page);
    await login.goto(`${baseURL}/`);
    await login.register(name, email, 'correct horse battery');
    await new PricingPage(page).payInSandbox('early');
    await new ConsentPage(page).accept();
    const avatars = new AvatarsPage(page);
    await avatars.expectShown();
    await avatars.select(avatarId);
    const chat = new ChatPage(page);
    await expect(chat.root).toBeVisible();
    return chat;
  }

  /** Waits until no reply is streaming and the progress bar is gone. */
  async idle(): Promise<void> {
    await expect(this.page.locator('[data-status="streaming"]')).toHaveCount(0, { timeout: 20_000 });
    await expect(this.progress).toBeHidden();
  }

  /** Types a message, presses Enter, and returns the text of the avatar's reply once it is complete. */
  async say(text: string): Promise<string> {
    await this.idle();
    const before = await this.avatarMessages.count();
    await this.input.fill(text);
    await this.input.press('Enter');
    await expect(this.avatarMessages).toHaveCount(before + 1, { timeout: 20_000 });
    await this.idle();
    return (await this.avatarMessages.nth(before).innerText()).trim();
  }

  /** The number in the balance readout (2 decimals, any locale). */
  async balanceValue(): Promise<number> {
    const text = await this.readoutBalance.innerText();
    const m = /(\d+)[.,](\d{2})/.exec(text);
    if (!m) throw new Error(`no balance in "${text}"`);
    return Number(`${m[1]}.${m[2]}`);
  }

  async openMemories(): Promise<Locator> {
    await this.page.getByTestId('memories-button').click();
    const panel = this.page.getByTestId('memory-panel');
    await expect(panel).toBeVisible();
    return panel;
  }
}

/** The id of an avatar that is awake now (local time 09:00–21:00 in its own city), so no test meets a sleeping one. */
export async function awakeAvatarId(baseURL: string): Promise<{ id: string; name: string }> {
  const avatars = (await (await fetch(`${baseURL}/getAvatars`)).json()) as {
    id: string;
    name: string;
    timeZone: string;
  }[];
  const hour = (tz: string) =>
    Number(
      new Intl.DateTimeFormat('en-US', { timeZone: tz, hour: 'numeric', hourCycle: 'h23' }).format(
        new Date(),
      ),
    );
  const awake = avatars.find((a) => hour(a.timeZone) >= 9 && hour(a.timeZone) < 21);
  if (!awake) throw new Error('no avatar awake');
  return { id: awake.id, name: awake.name };
}
