import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { databaseCases } from '../db/testing';
import { outboxOf, sessionCookieOf, testApp } from '../testing/app';
import { lastMailTo, tokenOf } from '../testing/outbox';
import { OTHER_TEST_PASSWORD, TEST_PASSWORD } from '../testing/passwords';
import { problemOf } from '../testing/problem';

// One password policy for registration, reset and change (docs/accounts.md "Passwords").
for (const c of databaseCases) {
  const available = await c.available();
  describe.skipIf(!available)(`password policy [${c.name}]`, () => {
    let t: Awaited<ReturnType<typeof testApp>>;
    beforeAll(async () => {
      t = await testApp({ database: await c.open() });
    });
    afterAll(() => t?.close());

    const register = (email: string, password: string, name = 'Grace Hopper') =>
      t.app.inject({ method: 'POST', url: '/register', payload: { name, email, password } });
    const login = (email: string, password: string) =>
      t.app.inject({ method: 'POST', url: '/login', payload: { email, password } });
    const usersNamed = (email: string) => t.database.db.select().from(users).where(eq(users.email, email));
    const resetToken = async (email: string) => {
      await t.app.inject({ method: 'POST', url: '/password/forgot', payload: { email } });
      await t.app.services.mail.idle();
      return tokenOf((await lastMailTo(outboxOf(t.config), email, 'reset'))?.link);
    };

    it('refuses a common password at registration with a text 400 WEAK_PASSWORD and creates nobody', async () => {
      for (const password of ['password1', 'qwertyuiop', 'iloveyou1']) {
        const res = await register('weak@example.com', password);
        expect(problemOf(res)).toEqual({ status: 400, reason: 'WEAK_PASSWORD', params: {} });
        expect(res.headers['content-type']).toContain('text/plain');
        expect(res.body).toBe('This password is too easy to guess. Please choose a stronger one.');
      }
      expect(await usersNamed('weak@example.com')).toEqual([]);
    });

    it('refuses a password made of the own email or name, naming the field password', async () => {
      const res = await register('grace.hopper@example.com', 'gracehopper1');
      expect(problemOf(res)).toMatchObject({ status: 400, reason: 'WEAK_PASSWORD' });
      // The service itself refuses it (the route checks before the sign-up limit counts).
      await expect(
        t.app.services.accounts.register({
          name: 'Grace Hopper',
          email: 'grace.hopper@example.com',
          password: 'Grace.Hopper@example.com',
        }),
      ).rejects.toMatchObject({ status: 400, reason: 'WEAK_PASSWORD', field: 'password' });
      expect(await usersNamed('grace.hopper@example.com')).toEqual([]);
    });

    it('refuses fewer than 8 characters at registration with TOO_SHORT', async () => {
      const res = await register('short@example.com', 'Xq7!zK2');
      expect(problemOf(res)).toEqual({ status: 400, reason: 'TOO_SHORT', params: { minimum: 8 } });
      expect(res.body).toBe('password: Password must have at least 8 characters');
    });

    it('registers with a long passphrase', async () => {
      expect((await register('strong@example.com', TEST_PASSWORD)).statusCode).toBe(201);
    });

    it('refuses a weak password at reset with 400 naming password; the link still works', async () => {
      await register('reset-weak@example.com', TEST_PASSWORD, 'Rosa Reset');
      const token = await resetToken('reset-weak@example.com');
      const reset = (password: string) =>
        t.app.inject({ method: 'POST', url: '/password/reset', payload: { token, password } });
      for (const password of ['password1', 'rosareset1', 'reset-weak@example.com']) {
        const weak = await reset(password);
        expect(weak.statusCode).toBe(400);
        expect(weak.json()).toMatchObject({ reason: 'WEAK_PASSWORD', field: 'password' });
      }
      expect((await reset(OTHER_TEST_PASSWORD)).statusCode).toBe(200);
      expect((await login('reset-weak@example.com', OTHER_TEST_PASSWORD)).statusCode).toBe(200);
    });

    it('refuses a weak new password at change with 400 naming newPassword, before checking the current one', async () => {
      const cookies = sessionCookieOf(
        await register('change-weak@example.com', TEST_PASSWORD, 'Carl Change'),
      );
      const change = (body: object) =>
        t.app.inject({ method: 'POST', url: '/account/password', payload: body, cookies });
      for (const newPassword of ['iloveyou', 'carlchange2024', 'abcdefgh123']) {
        const weak = await change({ currentPassword: TEST_PASSWORD, newPassword });
        expect(weak.statusCode).toBe(400);
        expect(weak.json()).toMatchObject({ reason: 'WEAK_PASSWORD', field: 'newPassword' });
      }
      // A wrong current password with a weak new one: the policy answers, no attempt is counted.
      const both = await change({ currentPassword: 'not it', newPassword: 'password1' });
      expect(both.json()).toMatchObject({ reason: 'WEAK_PASSWORD', field: 'newPassword' });
      const wrong = await login('change-weak@example.com', 'still not it');
      expect(problemOf(wrong)).toEqual({
        status: 401,
        reason: 'WRONG_PASSWORD',
        params: { attemptsLeft: 4 },
      });
      // The old password still works; a strong new one is taken.
      expect(
        (await change({ currentPassword: TEST_PASSWORD, newPassword: OTHER_TEST_PASSWORD })).statusCode,
      ).toBe(200);
      expect((await login('change-weak@example.com', OTHER_TEST_PASSWORD)).statusCode).toBe(200);
    });

    it('refuses a weak first password of an account without one (a trial)', async () => {
      const trial = await t.app.inject({
        method: 'POST',
        url: '/trial',
        payload: { name: 'Tess Trial', email: 'tess@example.com' },
      });
      const cookies = sessionCookieOf(trial);
      const weak = await t.app.inject({
        method: 'POST',
        url: '/account/password',
        payload: { newPassword: 'tesstrial' },
        cookies,
      });
      expect(weak.json()).toMatchObject({ reason: 'WEAK_PASSWORD', field: 'newPassword' });
    });
  });
}
