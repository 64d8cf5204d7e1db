import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountTokens } from '../db/schema';
import { databaseCases } from '../db/testing';
import { MAIL_TEXTS } from '../mail/texts';
import { MAX_RESET_MAILS_PER_HOUR } from './password-reset';
import { outboxOf, sessionCookieOf, testApp, testClock } from '../testing/app';
import { problemOf } from '../testing/problem';
import { lastMailTo, readOutbox, tokenOf } from '../testing/outbox';
import { FORGOT_PASSWORD_ANSWER } from './routes';
import { TEST_PASSWORD } from '../testing/passwords';

for (const c of databaseCases) {
  const available = await c.available();
  describe.skipIf(!available)(`passwords [${c.name}]`, () => {
    const clock = testClock();
    let t: Awaited<ReturnType<typeof testApp>>;
    beforeAll(async () => {
      t = await testApp({ database: await c.open(), overrides: { now: clock.now } });
    });
    afterAll(() => t?.close());

    const register = (email: string, password: string, languages?: string[]) =>
      t.app.inject({
        method: 'POST',
        url: '/register',
        payload: { name: 'Pat Word', email, password, ...(languages ? { languages } : {}) },
      });
    const login = (email: string, password: string) =>
      t.app.inject({ method: 'POST', url: '/login', payload: { email, password } });
    const forgot = (email: string) =>
      t.app.inject({ method: 'POST', url: '/password/forgot', payload: { email } });
    const reset = (token: string, password: string) =>
      t.app.inject({ method: 'POST', url: '/password/reset', payload: { token, password } });
    const me = (email: string, cookies: Record<string, string>) =>
      t.app.inject({ url: `/get-user?email=${email}`, cookies });
    const resetMail = async (email: string) => {
      await t.app.services.mail.idle();
      return lastMailTo(outboxOf(t.config), email, 'reset');
    };

    it('mails a reset link in the account language that works once, stored only as a hash', async () => {
      const session = sessionCookieOf(await register('reset@example.com', TEST_PASSWORD, ['fr-FR']));
      const answer = await forgot('reset@example.com');
      expect(answer.statusCode).toBe(202);
      expect(answer.json()).toEqual({ message: FORGOT_PASSWORD_ANSWER });
      const mail = await resetMail('reset@example.com');
      expect(mail?.subject).toBe(MAIL_TEXTS['fr-FR'].reset.subject);
      expect(mail?.link).toMatch(new RegExp(`^${t.config.publicUrl}/reset-password#token=`));
      const token = tokenOf(mail?.link);
      const stored = await t.database.db
        .select()
        .from(accountTokens)
        .where(eq(accountTokens.purpose, 'reset'));
      expect(stored.some((r) => r.tokenHash === token)).toBe(false);
      expect(stored.some((r) => r.tokenHash === createHash('sha256').update(token).digest('hex'))).toBe(true);

      expect((await reset(token, 'a brand new password')).statusCode).toBe(200);
      // Every session of the account ended; the new password works, the old one does not.
      expect((await me('reset@example.com', session)).statusCode).toBe(401);
      expect((await login('reset@example.com', 'a brand new password')).statusCode).toBe(200);
      expect((await login('reset@example.com', TEST_PASSWORD)).statusCode).toBe(401);
      // The link works once.
      const again = await reset(token, 'yet another password');
      expect(again.json()).toMatchObject({
        error: 'VALIDATION',
        reason: 'INVALID_TOKEN',
        params: {},
        field: 'token',
      });
      expect(problemOf(again)).toEqual({ status: 400, reason: 'INVALID_TOKEN', params: {} });
    });

    it('lets a reset link expire after 30 minutes', async () => {
      await register('late@example.com', TEST_PASSWORD);
      await forgot('late@example.com');
      const token = tokenOf((await resetMail('late@example.com'))?.link);
      clock.advance(31 * 60_000);
      expect((await reset(token, 'too late password')).statusCode).toBe(400);
      expect((await login('late@example.com', TEST_PASSWORD)).statusCode).toBe(200);
    });

    it('answers an unknown email exactly as a known one, and mails nothing', async () => {
      await register('known-reset@example.com', TEST_PASSWORD);
      const known = await forgot('known-reset@example.com');
      const unknown = await forgot('unknown-reset@example.com');
      const shape = (r: typeof known) => [
        r.statusCode,
        r.headers['content-type'],
        r.headers['cache-control'],
        r.body,
      ];
      expect(shape(unknown)).toEqual(shape(known));
      await t.app.services.mail.idle();
      expect(
        (await readOutbox(outboxOf(t.config))).some((m) => m.to.includes('unknown-reset@example.com')),
      ).toBe(false);
      expect(await resetMail('known-reset@example.com')).toBeDefined();
    });

    it('answers before looking anything up: the lookup and the mail wait in the queue', async () => {
      await register('queued@example.com', TEST_PASSWORD);
      await t.app.services.mail.idle();
      let release!: () => void;
      t.app.services.mail.later(() => new Promise<void>((r) => (release = r)));
      const answer = await forgot('queued@example.com');
      expect(answer.statusCode).toBe(202);
      expect(await lastMailTo(outboxOf(t.config), 'queued@example.com', 'reset')).toBeUndefined();
      release();
      expect(await resetMail('queued@example.com')).toBeDefined();
    });

    it(`sends at most ${MAX_RESET_MAILS_PER_HOUR} reset mails an hour to one account`, async () => {
      await register('flood@example.com', TEST_PASSWORD);
      for (let i = 0; i < MAX_RESET_MAILS_PER_HOUR + 2; i++)
        expect((await forgot('flood@example.com')).statusCode).toBe(202);
      await t.app.services.mail.idle();
      const mails = (await readOutbox(outboxOf(t.config))).filter(
        (m) => m.to.includes('flood@example.com') && m.link?.includes('/reset-password#'),
      );
      expect(mails).toHaveLength(MAX_RESET_MAILS_PER_HOUR);
    });

    it('lets a trial account set a password, then sign in with it after logging out', async () => {
      const trial = sessionCookieOf(
        await t.app.inject({
          method: 'POST',
          url: '/trial',
          payload: { name: 'Tia Trial', email: 'tia@example.com' },
        }),
      );
      const noPassword = await login('tia@example.com', 'anything');
      expect(problemOf(noPassword)).toEqual({ status: 401, reason: 'NO_PASSWORD', params: {} });
      expect(noPassword.body).toMatch(/Forgot password/);
      const set = await t.app.inject({
        method: 'POST',
        url: '/account/password',
        payload: { newPassword: 'tias own password' },
        cookies: trial,
      });
      expect(set.statusCode).toBe(200);
      expect((await me('tia@example.com', trial)).json()).toMatchObject({
        hasPassword: true,
        plans: ['free'],
      });
      await t.app.inject({ method: 'POST', url: '/logout', cookies: trial });
      const back = await login('tia@example.com', 'tias own password');
      expect(back.statusCode).toBe(200);
      expect((await me('tia@example.com', sessionCookieOf(back))).json()).toMatchObject({
        plans: ['free'],
        hasPassword: true,
      });
    });

    it('changes a password only with the current one, and ends the other sessions', async () => {
      const a = sessionCookieOf(await register('change@example.com', 'first password'));
      const b = sessionCookieOf(await login('change@example.com', 'first password'));
      const change = (body: Record<string, string>) =>
        t.app.inject({ method: 'POST', url: '/account/password', payload: body, cookies: a });
      const missing = await change({ newPassword: 'second password' });
      expect(missing.json()).toMatchObject({ reason: 'CURRENT_PASSWORD_REQUIRED', field: 'currentPassword' });
      const wrong = await change({ currentPassword: 'not it', newPassword: 'second password' });
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json()).toMatchObject({
        reason: 'WRONG_PASSWORD',
        params: { attemptsLeft: 4 },
        field: 'currentPassword',
      });
      const short = await change({ currentPassword: 'first password', newPassword: 'short' });
      expect(short.statusCode).toBe(400);
      expect(short.json()).toMatchObject({
        reason: 'TOO_SHORT',
        params: { minimum: 8 },
        field: 'newPassword',
      });
      expect(
        (await change({ currentPassword: 'first password', newPassword: 'second password' })).statusCode,
      ).toBe(200);
      expect((await me('change@example.com', a)).statusCode).toBe(200);
      expect((await me('change@example.com', b)).statusCode).toBe(401);
      expect((await login('change@example.com', 'second password')).statusCode).toBe(200);
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url: '/account/password',
            payload: { newPassword: 'x'.repeat(12) },
          })
        ).statusCode,
      ).toBe(401);
    });

    it('refuses malformed tokens and short passwords with a 400 naming the field', async () => {
      const bad = await reset('not a token!', 'long enough password');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().field).toBe('token');
      const short = await reset('abc', 'short');
      expect(short.json().field).toBe('password');
      expect(
        (await t.app.inject({ method: 'POST', url: '/password/forgot', payload: { email: 'nope' } })).json()
          .field,
      ).toBe('email');
    });
  });
}
