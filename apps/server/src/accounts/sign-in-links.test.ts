import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { LANGUAGES } from '@avatara/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountTokens, users } from '../db/schema';
import { databaseCases } from '../db/testing';
import { MAIL_TEXTS } from '../mail/texts';
import { outboxOf, sessionCookieOf, testApp, testClock } from '../testing/app';
import { lastMailTo, readOutbox, tokenOf } from '../testing/outbox';
import { problemOf } from '../testing/problem';
import { SIGN_IN_LINK_ANSWER } from './routes';
import { MAX_SIGN_IN_MAILS_PER_HOUR, SIGN_IN_LINK_MINUTES } from './sign-in-links';

const PASSWORD = 'correct horse battery staple 42';

for (const c of databaseCases) {
  const available = await c.available();
  describe.skipIf(!available)(`sign-in links [${c.name}]`, () => {
    const clock = testClock();
    let t: Awaited<ReturnType<typeof testApp>>;
    beforeAll(async () => {
      t = await testApp({ database: await c.open(), overrides: { now: clock.now } });
    });
    afterAll(() => t?.close());

    const register = (email: string, languages?: string[]) =>
      t.app.inject({
        method: 'POST',
        url: '/register',
        payload: { name: 'Lin Kesign', email, password: PASSWORD, ...(languages ? { languages } : {}) },
      });
    const trial = (email: string) =>
      t.app.inject({ method: 'POST', url: '/trial', payload: { name: 'Tom Trial', email } });
    const askLink = (email: string) =>
      t.app.inject({ method: 'POST', url: '/login/link', payload: { email } });
    const useLink = (token: string, cookies?: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/login/link/sign-in',
        payload: { token },
        ...(cookies ? { cookies } : {}),
      });
    const me = (email: string, cookies: Record<string, string>) =>
      t.app.inject({ url: `/get-user?email=${encodeURIComponent(email)}`, cookies });
    const logout = (cookies: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: '/logout', cookies });
    const linkMail = async (email: string) => {
      await t.app.services.mail.idle();
      return lastMailTo(outboxOf(t.config), email, 'sign-in');
    };
    const linkMailsTo = async (email: string) => {
      await t.app.services.mail.idle();
      return (await readOutbox(outboxOf(t.config))).filter(
        (m) => m.to.includes(email) && m.link?.includes('/sign-in#'),
      );
    };
    /** What a session cookie says besides its value. */
    const cookieShape = (res: { cookies: { name: string; value: string }[] }) => {
      const {
        value: _value,
        expires: _expires,
        ...rest
      } = res.cookies.find((x) => x.name === 'avatara_sid') as { value: string; expires?: Date } & Record<
        string,
        unknown
      >;
      return rest;
    };

    describe('POST /login/link/sign-in', () => {
      it('signs in with a mailed link, with the same session cookie as a password login', async () => {
        await register('link@example.com', ['de-DE']);
        const answer = await askLink('link@example.com');
        expect(answer.statusCode).toBe(202);
        expect(answer.json()).toEqual({ message: SIGN_IN_LINK_ANSWER });
        const mail = await linkMail('link@example.com');
        expect(mail?.subject).toBe(MAIL_TEXTS['de-DE'].signIn.subject);
        expect(mail?.text).toContain(MAIL_TEXTS['de-DE'].signIn.intro);
        expect(mail?.link).toMatch(new RegExp(`^${t.config.publicUrl}/sign-in#token=[A-Za-z0-9_-]{43}$`));

        const res = await useLink(tokenOf(mail?.link));
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({ message: 'Login successful', email: 'link@example.com' });
        const cookies = sessionCookieOf(res);
        expect((await me('link@example.com', cookies)).json()).toMatchObject({
          email: 'link@example.com',
          hasPassword: true,
        });
        const password = await t.app.inject({
          method: 'POST',
          url: '/login',
          payload: { email: 'link@example.com', password: PASSWORD },
        });
        expect(cookieShape(res)).toEqual(cookieShape(password));
        expect(cookieShape(res)).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
      });

      it('works once', async () => {
        await register('once@example.com');
        await askLink('once@example.com');
        const token = tokenOf((await linkMail('once@example.com'))?.link);
        expect((await useLink(token)).statusCode).toBe(200);
        const again = await useLink(token);
        expect(problemOf(again)).toEqual({ status: 400, reason: 'INVALID_TOKEN', params: {} });
        expect(again.json()).toMatchObject({ reason: 'INVALID_TOKEN', field: 'token' });
        expect(again.cookies.find((x) => x.name === 'avatara_sid')).toBeUndefined();
      });

      it('works once even when opened twice at the same moment', async () => {
        await register('twice@example.com');
        await askLink('twice@example.com');
        const token = tokenOf((await linkMail('twice@example.com'))?.link);
        const codes = (await Promise.all([useLink(token), useLink(token)])).map((r) => r.statusCode).sort();
        expect(codes).toEqual([200, 400]);
      });

      it(`expires after ${SIGN_IN_LINK_MINUTES} minutes`, async () => {
        await register('late-link@example.com');
        await askLink('late-link@example.com');
        const early = tokenOf((await linkMail('late-link@example.com'))?.link);
        clock.advance(SIGN_IN_LINK_MINUTES * 60_000 - 1_000);
        await askLink('late-link@example.com');
        const late = tokenOf((await linkMail('late-link@example.com'))?.link);
        clock.advance(2_000);
        // The first link is 15 minutes and a second old: dead. The second, seconds old, works.
        expect(problemOf(await useLink(early))).toEqual({ status: 400, reason: 'INVALID_TOKEN', params: {} });
        expect((await useLink(late)).statusCode).toBe(200);
      });

      it('keeps only a hash of the token in the database', async () => {
        const { id } = await (async () => {
          await register('hashed@example.com');
          const [u] = await t.database.db.select().from(users).where(eq(users.email, 'hashed@example.com'));
          return u!;
        })();
        await askLink('hashed@example.com');
        const token = tokenOf((await linkMail('hashed@example.com'))?.link);
        const rows = await t.database.db
          .select()
          .from(accountTokens)
          .where(and(eq(accountTokens.userId, id), eq(accountTokens.purpose, 'sign-in')));
        expect(rows).toHaveLength(1);
        const row = rows[0]!;
        expect(row.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
        expect(JSON.stringify(row)).not.toContain(token);
        expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBe(SIGN_IN_LINK_MINUTES * 60_000);
      });

      it('ends the other open sign-in links of the account once one is used', async () => {
        await register('many@example.com');
        await askLink('many@example.com');
        const first = tokenOf((await linkMail('many@example.com'))?.link);
        await askLink('many@example.com');
        const second = tokenOf((await linkMail('many@example.com'))?.link);
        expect((await useLink(second)).statusCode).toBe(200);
        expect((await useLink(first)).statusCode).toBe(400);
      });

      it('confirms the address of an unconfirmed account: opening the link proves the mailbox', async () => {
        const reg = await register('unconfirmed@example.com');
        expect((await me('unconfirmed@example.com', sessionCookieOf(reg))).json().emailVerified).toBe(false);
        await askLink('unconfirmed@example.com');
        const res = await useLink(tokenOf((await linkMail('unconfirmed@example.com'))?.link));
        expect((await me('unconfirmed@example.com', sessionCookieOf(res))).json().emailVerified).toBe(true);
        // A sign-in leaves the account's other sessions alone (it is no reset).
        expect((await me('unconfirmed@example.com', sessionCookieOf(reg))).statusCode).toBe(200);
      });

      it('replaces the session of whoever was signed in in this browser', async () => {
        const other = sessionCookieOf(await register('someone-else@example.com'));
        await register('switch@example.com');
        await askLink('switch@example.com');
        const res = await useLink(tokenOf((await linkMail('switch@example.com'))?.link), other);
        expect(res.statusCode).toBe(200);
        expect((await me('someone-else@example.com', other)).statusCode).toBe(401);
      });

      it('refuses malformed input with a 400 naming the field, never a 500', async () => {
        const bad = async (payload: unknown, field: string) => {
          const res = await t.app.inject({
            method: 'POST',
            url: '/login/link/sign-in',
            payload: payload as object,
          });
          expect(res.statusCode).toBe(400);
          expect(res.json().field).toBe(field);
        };
        await bad({ token: 'not a token!' }, 'token');
        await bad({ token: '' }, 'token');
        await bad({ token: 'a'.repeat(101) }, 'token');
        await bad({ token: 'abc\u0000def' }, 'token');
        await bad({}, 'token');
        const unknown = await useLink('A'.repeat(43));
        expect(problemOf(unknown)).toEqual({ status: 400, reason: 'INVALID_TOKEN', params: {} });
        const raw = await t.app.inject({
          method: 'POST',
          url: '/login/link/sign-in',
          headers: { 'content-type': 'application/json' },
          payload: '{"token":',
        });
        expect(raw.statusCode).toBe(400);
      });
    });

    describe('POST /login/link', () => {
      it('answers an unknown email exactly as a known one, and mails nothing', async () => {
        await register('known-link@example.com');
        const known = await askLink('known-link@example.com');
        const unknown = await askLink('unknown-link@example.com');
        const shape = (r: typeof known) => [
          r.statusCode,
          r.headers['content-type'],
          r.headers['cache-control'],
          r.headers['set-cookie'],
          r.body,
        ];
        expect(shape(unknown)).toEqual(shape(known));
        expect(await linkMailsTo('unknown-link@example.com')).toEqual([]);
        expect(await linkMailsTo('known-link@example.com')).toHaveLength(1);
      });

      it('answers before looking anything up: the lookup and the mail wait in the queue', async () => {
        await register('queued-link@example.com');
        await t.app.services.mail.idle();
        let release!: () => void;
        t.app.services.mail.later(() => new Promise<void>((r) => (release = r)));
        expect((await askLink('queued-link@example.com')).statusCode).toBe(202);
        expect(await lastMailTo(outboxOf(t.config), 'queued-link@example.com', 'sign-in')).toBeUndefined();
        release();
        expect(await linkMail('queued-link@example.com')).toBeDefined();
      });

      it(`sends at most ${MAX_SIGN_IN_MAILS_PER_HOUR} sign-in mails an hour to one account`, async () => {
        await register('flood-link@example.com');
        for (let i = 0; i < MAX_SIGN_IN_MAILS_PER_HOUR + 2; i++)
          expect((await askLink('FLOOD-link@example.com ')).statusCode).toBe(202);
        expect(await linkMailsTo('flood-link@example.com')).toHaveLength(MAX_SIGN_IN_MAILS_PER_HOUR);
        clock.advance(3_600_000 + 1_000);
        await askLink('flood-link@example.com');
        expect(await linkMailsTo('flood-link@example.com')).toHaveLength(MAX_SIGN_IN_MAILS_PER_HOUR + 1);
      });

      it('names the field of a bad email with a 400', async () => {
        for (const payload of [{ email: 'nope' }, {}, { email: 'a\u0007@example.com' }]) {
          const res = await t.app.inject({ method: 'POST', url: '/login/link', payload });
          expect(res.statusCode).toBe(400);
          expect(res.json().field).toBe('email');
        }
      });
    });

    describe('the trial', () => {
      it('starts with a mail whose link signs in after signing out, and says how to sign in later', async () => {
        const started = await trial('tina@example.com');
        expect(started.statusCode).toBe(201);
        expect(started.body).toMatch(/sign-in link/);
        const mail = await linkMail('tina@example.com');
        const texts = MAIL_TEXTS['en-US'].trial;
        expect(mail?.subject).toBe(texts.subject);
        expect(mail?.text).toContain(texts.intro);
        expect(mail?.text).toContain('Email me a sign-in link');
        expect(mail?.text).toContain('Forgot password?');
        // The trial's one mail: no separate confirmation mail.
        expect(await lastMailTo(outboxOf(t.config), 'tina@example.com', 'verify')).toBeUndefined();

        await logout(sessionCookieOf(started));
        const noPassword = await t.app.inject({
          method: 'POST',
          url: '/login',
          payload: { email: 'tina@example.com', password: 'anything at all' },
        });
        expect(problemOf(noPassword)).toEqual({ status: 401, reason: 'NO_PASSWORD', params: {} });
        expect(noPassword.body).toMatch(/Email me a sign-in link/);

        const back = await useLink(tokenOf(mail?.link));
        expect(back.statusCode).toBe(200);
        expect((await me('tina@example.com', sessionCookieOf(back))).json()).toMatchObject({
          plans: ['free'],
          hasPassword: false,
          emailVerified: true,
        });
      });

      it('lets a trial account ask for a new link later and sign in with it', async () => {
        const started = await trial('tobi@example.com');
        await logout(sessionCookieOf(started));
        clock.advance(SIGN_IN_LINK_MINUTES * 60_000 + 1_000);
        const stale = tokenOf((await linkMail('tobi@example.com'))?.link);
        expect((await useLink(stale)).statusCode).toBe(400);
        await askLink('tobi@example.com');
        const fresh = tokenOf((await linkMail('tobi@example.com'))?.link);
        expect(fresh).not.toBe(stale);
        const back = await useLink(fresh);
        expect((await me('tobi@example.com', sessionCookieOf(back))).json()).toMatchObject({
          plans: ['free'],
        });
      });

      it('does not sign a stranger into the account of an address its owner took back', async () => {
        // A stranger starts a trial with someone else's address; the owner registers and confirms it.
        await trial('taken-back@example.com');
        const trialLink = tokenOf((await linkMail('taken-back@example.com'))?.link);
        await register('taken-back@example.com');
        await t.app.services.mail.idle();
        const verify = await lastMailTo(outboxOf(t.config), 'taken-back@example.com', 'verify');
        expect(
          (
            await t.app.inject({
              method: 'POST',
              url: '/account/verify-email',
              payload: { token: tokenOf(verify?.link) },
            })
          ).statusCode,
        ).toBe(200);
        expect((await useLink(trialLink)).statusCode).toBe(400);
        // A new link reaches the owner's account.
        await askLink('taken-back@example.com');
        const res = await useLink(tokenOf((await linkMail('taken-back@example.com'))?.link));
        expect((await me('taken-back@example.com', sessionCookieOf(res))).json()).toMatchObject({
          hasPassword: true,
          emailVerified: true,
        });
      });
    });
  });
}

describe('sign-in links: the per-address limit', () => {
  it('limits requests for links per IP like /password/forgot', async () => {
    const t = await testApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '3' } });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 4; i++)
        codes.push(
          (
            await t.app.inject({
              method: 'POST',
              url: '/login/link',
              payload: { email: `r${i}@example.com` },
            })
          ).statusCode,
        );
      expect(codes).toEqual([202, 202, 202, 429]);
      const signIn = await t.app.inject({
        method: 'POST',
        url: '/login/link/sign-in',
        payload: { token: 'A'.repeat(43) },
      });
      expect(signIn.statusCode).toBe(400);
    } finally {
      await t.close();
    }
  });
});

describe('the trial mail', () => {
  it('names the buttons of the sign-in form as the web app labels them, in each of the 8 languages', () => {
    for (const lang of LANGUAGES) {
      const web = JSON.parse(
        readFileSync(
          new URL(`../../../web/public/locales/${lang}/translation.json`, import.meta.url),
          'utf8',
        ),
      ) as { auth: Record<string, string> };
      const outro = MAIL_TEXTS[lang].trial.outro;
      for (const label of [web.auth.manualLogin, web.auth.emailLink, web.auth.forgotPassword])
        expect(outro, `${lang}: ${label}`).toContain(label);
    }
  });
});
