import { AvatarsPage } from '../pages/AvatarsPage';
import { ChatPage, awakeAvatarId } from '../pages/ChatPage';
import { ConsentPage } from '../pages/ConsentPage';
import { LoginPage } from '../pages/LoginPage';
import { PricingPage } from '../pages/PricingPage';
import { uniqueEmail, useLanguage } from '../pages/users';
import { startServer, type RunningServer } from '../support/server';
import { expect, test } from '../support/fixtures';

test.describe('Arabic', () => {
  test('lays out the login and pricing screens right to left', async ({ page, context, baseURL }) => {
    await useLanguage(context, baseURL!, 'ar-SA');
    const login = new LoginPage(page);
    await login.goto();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar-SA');
    await expect(login.heading).toHaveText(/[\u0600-\u06FF]/);

    // In RTL the menu's Home link sits at the right, the language button at the left.
    const home = (await page.getByTestId('menu-home').boundingBox())!;
    const language = (await page.getByTestId('language-button').boundingBox())!;
    expect(home.x).toBeGreaterThan(language.x);

    await login.register('سارة', uniqueEmail('rtl'), 'كلمة-سر-طويلة');
    const pricing = new PricingPage(page);
    await pricing.expectShown();
    await expect(page.getByTestId('pricing-title')).toHaveText(/[\u0600-\u06FF]/);
    // Cards run from right to left: the first plan (free) is right of the second (early).
    const free = (await pricing.card('free').boundingBox())!;
    const early = (await pricing.card('early').boundingBox())!;
    expect(free.x).toBeGreaterThan(early.x);
    const direction = await pricing.card('free').evaluate((el) => getComputedStyle(el).direction);
    expect(direction).toBe('rtl');
  });
});

test.describe('Arabic, addressed as she registered', () => {
  let server: RunningServer;
  test.beforeAll(async () => {
    server = await startServer({ OFFLINE_WORD_DELAY_MS: '0' });
  });
  test.afterAll(() => server?.stop());

  /** Second-person forms of the offline engine's Arabic replies (persona/user-gender.test.ts). */
  const FEMININE = [
    'خذي',
    'تتحملين',
    'تريدين',
    'تحدثيني',
    'تشعرين',
    'احكي',
    'أكملي',
    'تفعلين',
    'اعتني',
    'تغيبي',
  ];
  const MASCULINE = ['خذ', 'تتحمل', 'تريد', 'تحدثني', 'تشعر', 'احكِ', 'أكمل', 'تفعل', 'اعتنِ', 'تغب'];
  const words = (text: string) => text.split(/[\s،.!؟?…«»:]+/u).filter(Boolean);

  test('a woman who said so at registration is addressed in the feminine', async ({ page, context }) => {
    await useLanguage(context, server.baseURL, 'ar-SA');
    const login = new LoginPage(page);
    await login.goto(`${server.baseURL}/`);
    await login.openManual();
    await login.switchToRegister();
    const password = 'كلمة-سر-طويلة';
    await login.fill({ name: 'سارة', email: uniqueEmail('sara'), password, confirmPassword: password });
    await page.getByTestId('manual-gender').selectOption('female');
    await login.submit();
    await new PricingPage(page).payInSandbox('early');
    await new ConsentPage(page).accept();
    const avatars = new AvatarsPage(page);
    await avatars.expectShown();
    const avatar = await awakeAvatarId(server.baseURL);
    await avatars.select(avatar.id);
    const chat = new ChatPage(page);
    await expect(chat.root).toBeVisible();
    // The greeting comes first.
    await expect(chat.avatarMessages).toHaveCount(1, { timeout: 20_000 });

    const replies: string[] = [];
    for (const message of [
      'أنا حزينة جدًا اليوم',
      'ذهبت إلى السوق اليوم واشتريت بعض الخضار',
      'أشعر بالحزن لأن صديقتي سافرت',
      'قرأت كتابًا عن تاريخ الأندلس',
      'مع السلامة',
    ])
      replies.push(await chat.say(message));
    const said = replies.flatMap(words);
    expect(
      said.filter((w) => MASCULINE.includes(w)),
      replies.join('\n'),
    ).toEqual([]);
    expect(
      said.some((w) => FEMININE.includes(w)),
      replies.join('\n'),
    ).toBe(true);
  });
});
