import type { Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { ChatPage, awakeAvatarId } from '../pages/ChatPage';
import { LoginPage } from '../pages/LoginPage';
import { OperatorConsolePage } from '../pages/OperatorConsolePage';
import { uniqueEmail, useLanguage } from '../pages/users';
import { expectNoHorizontalOverflow } from '../support/layout';
import { startServer, type RunningServer } from '../support/server';
import { expect, test } from '../support/fixtures';

/**
 * The operator's console (issue 30, docs/operator.md "Screens"): an operator finds a user, credits
 * $5 with a reason and sees the audit entry; the user sees the new balance. Then a suspension: the
 * user is refused at sign-in with the localised ACCOUNT_SUSPENDED text.
 */
const SHOTS = process.env.SCREENSHOT_DIR ?? 'test-results/screens';
const OPERATOR = 'console-operator@example.com';
/** A second operator, reading the console in Arabic. */
const OPERATOR_AR = 'console-operator-ar@example.com';
const PASSWORD = 'correct horse battery';
const REASON = 'Goodwill for a failed reply';

/** As the console writes an amount (up to 6 decimals). */
const usd = (n: number) =>
  new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits: 6,
  }).format(n);
/** As the chat's header writes the balance (whole cents, rounded down). */
const cents = (n: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(
    Math.floor(n * 100 + 1e-6) / 100,
  );

test.describe('operator console', () => {
  let server: RunningServer;
  test.beforeAll(async () => {
    server = await startServer({ OPERATOR_EMAILS: `${OPERATOR},${OPERATOR_AR}` });
    mkdirSync(SHOTS, { recursive: true });
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test('an operator finds a user, credits $5 with a reason and sees the audit entry; the user sees the new balance', async ({
    browser,
  }) => {
    test.setTimeout(150_000);
    const baseURL = server.baseURL;
    const avatar = await awakeAvatarId(baseURL);

    // --- The operator first (the first account of a fresh server would be an operator too).
    const opContext = await browser.newContext({ baseURL, locale: 'en-US' });
    const opPage = await opContext.newPage();
    await ChatPage.reach(opPage, baseURL, OPERATOR, avatar.id, 'Olga Operator');
    await opPage.getByTestId('cookie-accept-all').click();

    // --- The user: an account with a balance, chatting.
    const userContext = await browser.newContext({ baseURL, locale: 'en-US' });
    const userPage = await userContext.newPage();
    const email = uniqueEmail('console-user');
    const chat = await ChatPage.reach(userPage, baseURL, email, avatar.id, 'Carla Customer');
    const balanceOf = async () => {
      const res = await userPage.request.get(`${baseURL}/get-user`, { params: { email } });
      expect(res.status()).toBe(200);
      return ((await res.json()) as { balance: number }).balance;
    };
    // The greeting is written and charged (the early plan credits $10): the balance stands still from here.
    await chat.idle();
    await expect.poll(balanceOf, { timeout: 20_000 }).toBeLessThan(10);
    const before = await balanceOf();

    // The operator reaches the console from the chat's menu, where Models and Safety are.
    await opPage.getByTestId('operator-console-link').click();
    await expect(opPage).toHaveURL(/\/operator\/users$/);
    const console_ = new OperatorConsolePage(opPage);
    await expect(console_.nav).toBeVisible();
    await shoot(opPage, 'console-users');

    // Found by part of the name, then the account's page.
    await console_.openUser('carla', email);
    await expect(opPage.getByTestId('user-name')).toContainText(email);
    await expect(console_.balance).toHaveText(usd(before));

    // A credit without a reason is not sent.
    await opPage.getByTestId('balance-amount').fill('5');
    await opPage.getByTestId('balance-submit').click();
    await expect(opPage.getByTestId('balance-form').getByRole('alert')).toBeVisible();

    await console_.adjustBalance('5', REASON);
    await expect(console_.balance).toHaveText(usd(before + 5));
    await expect(opPage.getByTestId('ledger-line').first()).toContainText('operator_credit');
    await shoot(opPage, 'console-user');

    // The audit log has the entry: who, what, why.
    await console_.tab('Audit log');
    const entry = console_.auditEntries.first();
    await expect(entry.getByTestId('audit-entry-action')).toHaveText('balance.credit');
    await expect(entry.getByTestId('audit-entry-label')).toHaveText('Balance credited');
    await expect(entry).toContainText(OPERATOR);
    await expect(entry).toContainText(email);
    await expect(entry.getByTestId('audit-entry-reason')).toHaveText(REASON);
    // Filtered by another action: not there.
    await opPage.getByTestId('audit-action').selectOption('user.suspend');
    await opPage.getByTestId('audit-apply').click();
    await expect(opPage.getByTestId('audit-empty')).toBeVisible();
    await opPage.getByTestId('audit-action').selectOption('balance.credit');
    await opPage.getByTestId('audit-apply').click();
    await expect(console_.auditEntries).toHaveCount(1);
    await shoot(opPage, 'console-audit');

    // Usage and revenue: chart, totals, the operator's credit counted, a CSV link.
    await console_.tab('Usage and revenue');
    await expect(opPage.getByTestId('usage-chart').locator('canvas').first()).toBeVisible();
    await expect(opPage.getByTestId('usage-totals')).toContainText(usd(5));
    await expect(opPage.getByTestId('usage-csv')).toHaveAttribute('href', /\/admin\/usage\?.*format=csv/);
    const csv = await opPage.request.get((await opPage.getByTestId('usage-csv').getAttribute('href')) ?? '');
    expect(csv.status()).toBe(200);
    expect(await csv.text()).toMatch(/^date,source,model/);
    await shoot(opPage, 'console-usage');

    // --- The user sees the new balance.
    expect(await balanceOf()).toBeCloseTo(before + 5, 6);
    await userPage.reload();
    await expect(chat.balance).toHaveText(cents(await balanceOf()));

    // --- Suspended, the user is refused at sign-in with the localised text.
    await console_.tab('Users');
    await console_.openUser(email, email);
    await opPage.getByTestId('access-reason').fill('Abuse of the avatars');
    await opPage.getByTestId('user-suspend').click();
    await expect(opPage.getByTestId('user-suspended')).toContainText('Abuse of the avatars');
    await userContext.clearCookies();
    const login = new LoginPage(userPage);
    await login.goto(`${baseURL}/`);
    await login.openManual();
    await login.login(email, PASSWORD);
    await expect(userPage.getByText('This account has been suspended.', { exact: false })).toBeVisible();
    await shoot(userPage, 'console-suspended-sign-in');

    await opContext.close();
    await userContext.close();
  });
  test('the console reads right to left in Arabic and fits a phone', async ({ browser }) => {
    test.setTimeout(120_000);
    const baseURL = server.baseURL;
    const avatar = await awakeAvatarId(baseURL);
    const context = await browser.newContext({ baseURL, locale: 'ar-SA' });
    await useLanguage(context, baseURL, 'ar-SA');
    const page = await context.newPage();
    await ChatPage.reach(page, baseURL, OPERATOR_AR, avatar.id, 'Amal Operator');
    await page.getByTestId('cookie-accept-all').click();
    // An audit entry of its own to read (the tests hold in any order): it credits a new account.
    const someone = uniqueEmail('console-ar-user');
    const elsewhere = await browser.newContext({ baseURL });
    const registered = await elsewhere.request.post(`${baseURL}/register`, {
      headers: { origin: baseURL },
      data: { name: 'Rami Reader', email: someone, password: PASSWORD },
    });
    expect(registered.status()).toBe(201);
    await elsewhere.close();
    const found = await page.request.get(`${baseURL}/admin/users`, { params: { q: someone } });
    const { users } = (await found.json()) as { users: { id: string }[] };
    const credited = await page.request.post(`${baseURL}/admin/users/${users[0]!.id}/balance`, {
      headers: { origin: baseURL },
      data: { amountUsd: 1, reason: REASON },
    });
    expect(credited.status()).toBe(200);
    await page.goto(`${baseURL}/operator/users`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByTestId('operator-nav')).toContainText('المستخدمون');
    await expect(page.getByTestId('users-table')).toBeVisible();
    await shoot(page, 'console-users-ar');
    await page.getByTestId('operator-nav').getByRole('link', { name: 'سجل التدقيق' }).click();
    await expect(page.getByTestId('audit-entries')).toBeVisible();
    const entry = page.getByTestId('audit-entry').first();
    await expect(entry.getByTestId('audit-entry-label')).toHaveText('أُضيف إلى الرصيد');
    await expect(entry).toContainText(someone);
    await shoot(page, 'console-audit-ar');
    await context.close();
  });
});

/** A full-page screenshot at desktop width and at 360 px, each checked for sideways scrolling. */
async function shoot(page: Page, name: string): Promise<void> {
  const size = page.viewportSize() ?? { width: 1280, height: 720 };
  await page.evaluate(() => window.scrollTo(0, 0));
  await expectNoHorizontalOverflow(page, `${name}, desktop`);
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
  await page.setViewportSize({ width: 360, height: 780 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await expectNoHorizontalOverflow(page, `${name}, 360 px`);
  await page.screenshot({ path: `${SHOTS}/${name}-360.png`, fullPage: true });
  await page.setViewportSize(size);
}
