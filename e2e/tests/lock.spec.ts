import { LoginPage } from '../pages/LoginPage';
import { uniqueEmail } from '../pages/users';
import { expect, test } from '../support/fixtures';

test.describe('password lock', () => {
  test('counts wrong passwords down and makes this address wait after the fifth', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('lock');
    expect(
      (
        await request.post('/register', { data: { name: 'Lou Locked', email, password: 'the-right-one' } })
      ).status(),
    ).toBe(201);

    const login = new LoginPage(page);
    await login.goto();
    await login.openManual();
    for (const left of [4, 3, 2, 1]) {
      await login.login(email, `wrong-${left}`);
      await expect(login.formMessage).toHaveText(`Wrong password. Attempts left: ${left}`);
    }
    await login.login(email, 'wrong-last');
    await expect(login.formMessage).toHaveText('Too many wrong passwords. Please try again in 15 minutes.');
    // While this address waits even the right password is refused (the owner elsewhere is not: docs/accounts.md).
    await login.login(email, 'the-right-one');
    await expect(login.formMessage).toHaveText(/try again in 1[45] minutes/);
    await expect(login.root).toBeVisible();
  });
});
