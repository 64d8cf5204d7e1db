import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trials, users } from '../db/schema';
import { databaseCases } from '../db/testing';
import { MAX_VERIFY_MAILS_PER_HOUR } from './email-ownership';
import { outboxOf, sessionCookieOf, testApp } from '../testing/app';
import { problemOf } from '../testing/problem';
import { readOutbox, tokenOf, type OutboxMail } from '../testing/outbox';
import { TEST_PASSWORD } from '../testing/passwords';

for (const c of databaseCases) {
  const available = await c.available();
  describe.skipIf(!available)(`email ownership [${c.name}]`, () => {
    let t: Awaited<ReturnType<typeof testApp>>;
    beforeAll(async () => {
      t = await testApp({ database: await c.open(), env: { OPERATOR_EMAILS: 'boss@example.com' } });
      // The first account is an operator by itself; taken here so the operator test below is about the email.
      await t.app.inject({
        method: 'POST',
        url: '/register',
        payload: { name: 'First', email: 'first@example.com', password: TEST_PASSWORD },
      });
    });
    afterAll(() => t?.close());

    const register = (email: string, password: string) =>
      t.app.inject({ method: 'POST', url: '/register', payload: { name: 'Ow Ner', email, password } });
    const trial = (email: string, cookies?: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/trial',
        payload: { name: 'Squat Ter', email },
        ...(cookies ? { cookies } : {}),
      });
    const verify = (token: string) =>
      t.app.inject({ method: 'POST', url: '/account/verify-email', payload: { token } });
    const me = (email: string, cookies: Record<string, string>) =>
      t.app.inject({ url: `/get-user?email=${email}`, cookies });
    const mailsWith = async (email: string, path: string): Promise<OutboxMail[]> => {
      await t.app.services.mail.idle();
      return (await readOutbox(outboxOf(t.config))).filter(
        (m) => m.to.includes(email) && m.link?.includes(path),
      );
    };
    const verifyMails = (email: string) => mailsWith(email, '/verify-email#');
    const signInMails = (email: string) => mailsWith(email, '/sign-in#');
    const signIn = (token: string) =>
      t.app.inject({ method: 'POST', url: '/login/link/sign-in', payload: { token } });

    it('mails a confirmation link on registration, a confirming sign-in link on a trial; the trial chats meanwhile', async () => {
      const reg = await register('confirm-me@example.com', TEST_PASSWORD);
      expect((await me('confirm-me@example.com', sessionCookieOf(reg))).json()).toMatchObject({
        emailVerified: false,
      });
      const tr = await trial('trial-confirm@example.com');
      expect((await me('trial-confirm@example.com', sessionCookieOf(tr))).json()).toMatchObject({
        emailVerified: false,
        plans: ['free'],
      });
      expect(await verifyMails('confirm-me@example.com')).toHaveLength(1);
      // A trial's one mail carries a sign-in link (docs/accounts.md "Sign-in links"), which confirms too.
      expect(await verifyMails('trial-confirm@example.com')).toHaveLength(0);
      const [mail] = await signInMails('trial-confirm@example.com');
      expect(mail?.link).toMatch(new RegExp(`^${t.config.publicUrl}/sign-in#token=`));
      const token = tokenOf(mail?.link);
      expect((await signIn(token)).statusCode).toBe(200);
      expect((await me('trial-confirm@example.com', sessionCookieOf(tr))).json()).toMatchObject({
        emailVerified: true,
      });
      expect((await signIn(token)).statusCode).toBe(400);
    });

    it('lets the owner take back an address a stranger squatted with a trial', async () => {
      const squatter = sessionCookieOf(await trial('owner@example.com'));
      // The owner is not told the address is taken: an unconfirmed claim blocks nobody.
      const reg = await register('owner@example.com', 'owners password');
      expect(reg.statusCode).toBe(201);
      const owner = sessionCookieOf(reg);
      const [squattersLink] = await signInMails('owner@example.com');
      const [ownersLink] = await verifyMails('owner@example.com');
      expect(squattersLink).toBeDefined();
      expect(ownersLink).toBeDefined();
      // The owner opens the link in their mailbox: their account owns the address now.
      expect((await verify(tokenOf(ownersLink?.link))).statusCode).toBe(200);
      expect((await me('owner@example.com', owner)).json()).toMatchObject({
        emailVerified: true,
        hasPassword: true,
      });
      // The squatter is out: session ended, the address gone from that account, its own link dead.
      expect((await me('owner@example.com', squatter)).statusCode).toBe(401);
      expect((await signIn(tokenOf(squattersLink?.link))).statusCode).toBe(400);
      const holders = await t.database.db.select().from(users).where(eq(users.email, 'owner@example.com'));
      expect(holders).toHaveLength(1);
      // The squatter's trial does not cost the owner theirs.
      expect(
        await t.database.db.select().from(trials).where(eq(trials.email, 'owner@example.com')),
      ).toHaveLength(0);
      expect((await trial('owner@example.com', owner)).statusCode).toBe(201);
      // And nobody can register the owned address again.
      const again = await register('owner@example.com', 'another password');
      expect(problemOf(again)).toEqual({ status: 409, reason: 'EMAIL_TAKEN', params: {} });
    });

    it('lets the owner take an address back through a password reset', async () => {
      const squatter = sessionCookieOf(await register('mine@example.com', 'squatters password'));
      await t.app.inject({ method: 'POST', url: '/password/forgot', payload: { email: 'mine@example.com' } });
      await t.app.services.mail.idle();
      const mail = (await readOutbox(outboxOf(t.config)))
        .filter((m) => m.to.includes('mine@example.com') && m.link?.includes('/reset-password#'))
        .at(-1);
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url: '/password/reset',
            payload: { token: tokenOf(mail?.link), password: 'owners new password' },
          })
        ).statusCode,
      ).toBe(200);
      expect((await me('mine@example.com', squatter)).statusCode).toBe(401);
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url: '/login',
            payload: { email: 'mine@example.com', password: 'squatters password' },
          })
        ).statusCode,
      ).toBe(401);
      const owner = await t.app.inject({
        method: 'POST',
        url: '/login',
        payload: { email: 'mine@example.com', password: 'owners new password' },
      });
      expect(owner.statusCode).toBe(200);
      expect((await me('mine@example.com', sessionCookieOf(owner))).json()).toMatchObject({
        emailVerified: true,
      });
    });

    it('signs each unconfirmed claimant in with its own password', async () => {
      await register('shared@example.com', 'first claimant');
      await register('shared@example.com', 'second claimant');
      const first = await t.app.inject({
        method: 'POST',
        url: '/login',
        payload: { email: 'shared@example.com', password: 'first claimant' },
      });
      const second = await t.app.inject({
        method: 'POST',
        url: '/login',
        payload: { email: 'shared@example.com', password: 'second claimant' },
      });
      expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
      const a = (await t.app.inject({ url: '/account', cookies: sessionCookieOf(first) })).json();
      const b = (await t.app.inject({ url: '/account', cookies: sessionCookieOf(second) })).json();
      expect(a.createdAt).not.toBe(b.createdAt);
    });

    it(`sends the confirmation again on request, at most ${MAX_VERIFY_MAILS_PER_HOUR} an hour`, async () => {
      const cookies = sessionCookieOf(await register('resend@example.com', TEST_PASSWORD));
      await t.app.services.mail.idle();
      const codes: number[] = [];
      for (let i = 0; i < MAX_VERIFY_MAILS_PER_HOUR; i++) {
        codes.push(
          (await t.app.inject({ method: 'POST', url: '/account/verification', cookies })).statusCode,
        );
        await t.app.services.mail.idle();
      }
      expect(codes).toEqual([202, 202, 429]);
      expect(await verifyMails('resend@example.com')).toHaveLength(MAX_VERIFY_MAILS_PER_HOUR);
    });

    it("gives an operator's address to nobody who registers it after the operator", async () => {
      const boss = sessionCookieOf(await register('boss@example.com', 'the operator of this server'));
      const impostor = sessionCookieOf(await register('boss@example.com', 'an impostor of the boss'));
      const ready = (cookies: Record<string, string>) =>
        t.app.inject({ url: '/health/ready', remoteAddress: '203.0.113.8', cookies });
      expect((await ready(boss)).statusCode).toBe(200);
      expect((await ready(impostor)).statusCode).toBe(403);
    });
  });
}
