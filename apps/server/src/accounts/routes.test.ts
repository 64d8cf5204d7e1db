import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseCases } from '../db/testing';
import { inArray } from 'drizzle-orm';
import { loginThrottles } from '../db/schema';
import { LOCK_MINUTES, MAX_WRONG_PASSWORDS } from './service';
import { passwordWork } from './passwords';
import { outboxOf, sessionCookieOf, testApp, testClock } from '../testing/app';
import { problemOf } from '../testing/problem';
import { lastMailTo, tokenOf } from '../testing/outbox';
import { TEST_PASSWORD } from '../testing/passwords';

for (const c of databaseCases) {
  const available = await c.available();
  describe.skipIf(!available)(`account routes [${c.name}]`, () => {
    // One app for the suite; every test signs up its own accounts, so the tests hold in any order.
    const clock = testClock();
    let t: Awaited<ReturnType<typeof testApp>>;
    beforeAll(async () => {
      t = await testApp({ database: await c.open(), overrides: { now: clock.now } });
    });
    afterAll(() => t?.close());

    const register = (email: string, password = 'correct horse', name = 'Ada Lovelace') =>
      t.app.inject({
        method: 'POST',
        url: '/register',
        payload: { name, email, password, languages: ['de-DE'] },
      });
    const login = (email: string, password: string) =>
      t.app.inject({ method: 'POST', url: '/login', payload: { email, password } });
    /** Opens the confirmation link mailed to `email`. */
    const confirm = async (email: string) => {
      await t.app.services.mail.idle();
      const mail = await lastMailTo(outboxOf(t.config), email, 'verify');
      const res = await t.app.inject({
        method: 'POST',
        url: '/account/verify-email',
        payload: { token: tokenOf(mail?.link) },
      });
      expect(res.statusCode).toBe(200);
    };

    it('registers, signs the new user in and shows the balance in USD', async () => {
      const res = await register('ada@example.com');
      expect(res.statusCode).toBe(201);
      const me = await t.app.inject({
        url: '/get-user?email=ada@example.com',
        cookies: sessionCookieOf(res),
      });
      expect(me.statusCode).toBe(200);
      expect(me.json()).toMatchObject({
        email: 'ada@example.com',
        firstName: 'Ada',
        language: 'de-DE',
        plans: [],
        balance: 0,
        consent: false,
        hasPassword: true,
      });
    });

    it('refuses a second registration of a confirmed email with a text answer', async () => {
      await register('owned@example.com');
      await confirm('owned@example.com');
      const res = await register('OWNED@example.com');
      expect(res.statusCode).toBe(409);
      expect(res.headers['content-type']).toContain('text/plain');
      expect(problemOf(res)).toEqual({ status: 409, reason: 'EMAIL_TAKEN', params: {} });
      expect(res.body).toMatch(/already registered/);
    });

    it('answers a text 400 naming the field for bad input', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/register',
        payload: { name: ' ', email: 'x@y.zz', password: 'p' },
      });
      expect(problemOf(res)).toEqual({ status: 400, reason: 'REQUIRED', params: {} });
      expect(res.body).toBe('name: Name is required');
    });

    it('names the limit of a text that is too long, and an email that is not one', async () => {
      const long = await register('long@example.com', TEST_PASSWORD, 'N'.repeat(121));
      expect(problemOf(long)).toEqual({ status: 400, reason: 'TOO_LONG', params: { maximum: 120 } });
      expect(problemOf(await register('not-an-email'))).toEqual({
        status: 400,
        reason: 'INVALID_EMAIL',
        params: {},
      });
      const missing = await t.app.inject({
        method: 'POST',
        url: '/login',
        payload: { email: 'ada@example.com' },
      });
      expect(problemOf(missing)).toEqual({ status: 400, reason: 'REQUIRED', params: {} });
    });

    it("answers 403 for another user's email and 401 without a session", async () => {
      await register('victim@example.com');
      const other = await register('grace@example.com');
      const cookies = sessionCookieOf(other);
      const foreign = await t.app.inject({ url: '/get-user?email=victim@example.com', cookies });
      expect(foreign.json()).toEqual({
        error: 'FORBIDDEN',
        reason: 'NOT_YOUR_ACCOUNT',
        params: {},
        message: 'You can only access your own account.',
        field: 'email',
      });
      expect(problemOf(foreign)).toEqual({ status: 403, reason: 'NOT_YOUR_ACCOUNT', params: {} });
      expect((await t.app.inject({ url: '/isConsent?email=victim@example.com', cookies })).statusCode).toBe(
        403,
      );
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url: '/setConsent',
            payload: { email: 'victim@example.com', consent: true, birthDate: '1990-05-17' },
            cookies,
          })
        ).statusCode,
      ).toBe(403);
      const anonymous = await t.app.inject({ url: '/get-user?email=victim@example.com' });
      expect(anonymous.json()).toEqual({
        error: 'UNAUTHENTICATED',
        reason: 'SIGN_IN_REQUIRED',
        params: {},
        message: 'Please log in.',
      });
    });

    it('counts wrong passwords and tells how many attempts are left', async () => {
      await register('count@example.com');
      const res = await login('count@example.com', 'wrong');
      expect(problemOf(res)).toEqual({
        status: 401,
        reason: 'WRONG_PASSWORD',
        params: { attemptsLeft: MAX_WRONG_PASSWORDS - 1 },
      });
      expect(res.body).toBe(`Wrong email or password. ${MAX_WRONG_PASSWORDS - 1} attempts left.`);
      expect(problemOf(await login('count@example.com', 'wrong')).params).toEqual({
        attemptsLeft: MAX_WRONG_PASSWORDS - 2,
      });
      expect((await login('count@example.com', 'correct horse')).statusCode).toBe(200);
      const again = await login('count@example.com', 'wrong');
      expect(problemOf(again).params).toEqual({ attemptsLeft: MAX_WRONG_PASSWORDS - 1 });
    });

    it(`makes an address wait ${LOCK_MINUTES} minutes after ${MAX_WRONG_PASSWORDS} wrong passwords for one email`, async () => {
      await register('lock@example.com');
      for (let i = 0; i < MAX_WRONG_PASSWORDS - 1; i++)
        expect((await login('lock@example.com', 'wrong')).statusCode).toBe(401);
      const locked = await login('lock@example.com', 'wrong');
      expect(problemOf(locked)).toEqual({
        status: 423,
        reason: 'BLOCKED',
        params: { minutes: LOCK_MINUTES },
      });
      expect(locked.headers['retry-after']).toBe(String(LOCK_MINUTES * 60));
      // Even the right password is refused while locked, until the time has passed.
      clock.advance((LOCK_MINUTES - 1) * 60_000);
      const stillLocked = await login('lock@example.com', 'correct horse');
      expect(problemOf(stillLocked)).toEqual({ status: 423, reason: 'BLOCKED', params: { minutes: 1 } });
      expect(stillLocked.body).toMatch(/try again in 1 minute\./);
      clock.advance(61_000);
      expect((await login('lock@example.com', 'correct horse')).statusCode).toBe(200);
    });

    it('starts a 14-day trial once per email, signed in, with the free plan and a credit', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/trial',
        payload: { name: 'Tess Trial', email: 'tess@example.com' },
      });
      expect(res.statusCode).toBe(201);
      expect(res.body).toMatch(/14-day trial/);
      const me = (
        await t.app.inject({ url: '/get-user?email=tess@example.com', cookies: sessionCookieOf(res) })
      ).json();
      expect(me.plans).toEqual(['free']);
      expect(me.balance).toBeGreaterThan(0);
      expect(new Date(me.trialExpires).getTime() - clock.now().getTime()).toBe(14 * 86_400_000);
      const second = await t.app.inject({
        method: 'POST',
        url: '/trial',
        payload: { name: 'Tess', email: 'TESS@example.com' },
      });
      expect(problemOf(second)).toEqual({ status: 409, reason: 'TRIAL_USED', params: {} });
      expect(second.body).toMatch(/already been started/);
    });

    it('refuses a trial that would sign in as an account that owns its email', async () => {
      await register('taken@example.com');
      await confirm('taken@example.com');
      const res = await t.app.inject({
        method: 'POST',
        url: '/trial',
        payload: { name: 'Mallory', email: 'taken@example.com' },
      });
      expect(problemOf(res)).toEqual({ status: 409, reason: 'ACCOUNT_EXISTS', params: {} });
      expect(res.cookies.find((x) => x.name === 'avatara_sid')).toBeUndefined();
    });

    it('refuses password login for an account without a password', async () => {
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url: '/trial',
            payload: { name: 'Trudy', email: 'trudy@example.com' },
          })
        ).statusCode,
      ).toBe(201);
      const res = await login('trudy@example.com', 'anything');
      expect(problemOf(res)).toEqual({ status: 401, reason: 'NO_PASSWORD', params: {} });
    });

    it('stores consent and answers isConsent for the signed-in user', async () => {
      await register('consent@example.com');
      const cookies = sessionCookieOf(await login('consent@example.com', 'correct horse'));
      expect((await t.app.inject({ url: '/isConsent?email=consent@example.com', cookies })).json()).toBe(
        false,
      );
      const set = await t.app.inject({
        method: 'POST',
        url: '/setConsent',
        payload: { email: 'consent@example.com', consent: true, birthDate: '1990-05-17' },
        cookies,
      });
      expect(set.json()).toMatchObject({ email: 'consent@example.com', consent: true });
      expect((await t.app.inject({ url: '/isConsent?email=consent@example.com', cookies })).json()).toBe(
        true,
      );
    });

    it('never counts more than the allowed wrong passwords, even in parallel', async () => {
      await register('race@example.com');
      const answers = await Promise.all(Array.from({ length: 12 }, () => login('race@example.com', 'wrong')));
      const wrong = answers.filter((a) => a.statusCode === 401).length;
      expect(wrong).toBeLessThanOrEqual(MAX_WRONG_PASSWORDS - 1);
      expect(answers.filter((a) => a.statusCode === 423).length).toBe(12 - wrong);
      expect((await login('race@example.com', 'correct horse')).statusCode).toBe(423);
      clock.advance(LOCK_MINUTES * 60_000 + 1000);
    });

    it('answers 400, not 500, for control characters and unknown languages', async () => {
      const nul = await t.app.inject({
        method: 'POST',
        url: '/register',
        payload: { name: 'A\u0000B', email: 'nul@example.com', password: TEST_PASSWORD },
      });
      expect(nul.statusCode).toBe(400);
      expect(nul.body).toMatch(/^name: /);
      expect((await login('a\u0000b@example.com', 'pw')).statusCode).toBe(400);
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url: '/trial',
            payload: { name: 'T\u0000', email: 'nul2@example.com' },
          })
        ).statusCode,
      ).toBe(400);
      const lang = await t.app.inject({
        method: 'POST',
        url: '/register',
        payload: { name: 'L', email: 'lang@example.com', password: TEST_PASSWORD, languages: ['xx-XX'] },
      });
      expect(lang.statusCode).toBe(400);
      expect(lang.body).toMatch(/^languages\.0: /);
    });

    it('answers 409, not 500, to parallel trials for one new email', async () => {
      const answers = await Promise.all(
        Array.from({ length: 3 }, () =>
          t.app.inject({
            method: 'POST',
            url: '/trial',
            payload: { name: 'Para', email: 'para@example.com' },
          }),
        ),
      );
      expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409]);
    });

    it('refuses a cross-site login POST', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/login',
        payload: { email: 'ada@example.com', password: 'correct horse' },
        headers: { origin: 'https://evil.example' },
      });
      expect(problemOf(res)).toEqual({ status: 403, reason: 'CROSS_SITE_REFUSED', params: {} });
    });

    it("does not let a stranger's wrong passwords lock the owner out", async () => {
      await register('owner@example.com', 'owners secret');
      const stranger = (password: string) =>
        t.app.inject({
          method: 'POST',
          url: '/login',
          payload: { email: 'owner@example.com', password },
          remoteAddress: '203.0.113.9',
        });
      for (let i = 0; i < MAX_WRONG_PASSWORDS - 1; i++)
        expect((await stranger(`guess-${i}`)).statusCode).toBe(401);
      expect((await stranger('guess-last')).statusCode).toBe(423);
      // The stranger's address waits, even with the right password…
      expect((await stranger('owners secret')).statusCode).toBe(423);
      // …while the owner, from their own address, signs in as always.
      const owner = await t.app.inject({
        method: 'POST',
        url: '/login',
        payload: { email: 'owner@example.com', password: 'owners secret' },
        remoteAddress: '198.51.100.7',
      });
      expect(owner.statusCode).toBe(200);
      clock.advance(LOCK_MINUTES * 60_000 + 1000);
    });

    it('does the same work and gives the same answer for unknown and known emails', async () => {
      await register('known@example.com', 'the right one');
      const before = passwordWork.verifications;
      const unknown = await login('nobody-here@example.com', 'a guess');
      const afterUnknown = passwordWork.verifications;
      const known = await login('known@example.com', 'a guess');
      // One argon2 verification each (a dummy hash for the unknown email), one counted attempt each.
      expect(afterUnknown - before).toBe(1);
      expect(passwordWork.verifications - afterUnknown).toBe(1);
      expect([problemOf(unknown), unknown.body]).toEqual([problemOf(known), known.body]);
      const counted = await t.database.db
        .select()
        .from(loginThrottles)
        .where(inArray(loginThrottles.email, ['nobody-here@example.com', 'known@example.com']));
      expect(counted.map((c) => c.failures).sort()).toEqual([1, 1]);
    });

    it('signs out', async () => {
      await register('leaving@example.com');
      const cookies = sessionCookieOf(await login('leaving@example.com', 'correct horse'));
      expect((await t.app.inject({ method: 'POST', url: '/logout', cookies })).statusCode).toBe(204);
      expect((await t.app.inject({ url: '/get-user?email=leaving@example.com', cookies })).statusCode).toBe(
        401,
      );
    });
  });
}

for (const c of databaseCases) {
  const available = await c.available();
  describe.skipIf(!available)(`rate limits [${c.name}]`, () => {
    it('counts registrations and trials on one counter of SIGNUPS_PER_HOUR per IP', async () => {
      const t = await testApp({ database: await c.open(), env: { SIGNUPS_PER_HOUR: '3' } });
      try {
        const register = (i: number) =>
          t.app.inject({
            method: 'POST',
            url: '/register',
            payload: { name: 'N', email: `n${i}@example.com`, password: TEST_PASSWORD },
          });
        const trial = (i: number) =>
          t.app.inject({ method: 'POST', url: '/trial', payload: { name: 'T', email: `t${i}@example.com` } });
        const codes = [
          (await register(1)).statusCode,
          (await trial(1)).statusCode,
          (await register(2)).statusCode,
        ];
        expect(codes).toEqual([201, 201, 201]);
        // The fourth sign-up of this address is refused, whichever form it takes.
        expect(problemOf(await trial(2))).toEqual({ status: 429, reason: 'TOO_MANY_REQUESTS', params: {} });
        expect((await register(3)).statusCode).toBe(429);
        // Another address has its own count.
        expect(
          (
            await t.app.inject({
              method: 'POST',
              url: '/trial',
              payload: { name: 'T', email: 't9@example.com' },
              remoteAddress: '192.0.2.44',
            })
          ).statusCode,
        ).toBe(201);
      } finally {
        await t.close();
      }
    });

    it('counts only sign-ups that could create an account: typos and taken addresses use up nothing', async () => {
      const t = await testApp({ database: await c.open(), env: { SIGNUPS_PER_HOUR: '2' } });
      try {
        const register = (payload: object) => t.app.inject({ method: 'POST', url: '/register', payload });
        const trial = (payload: object) => t.app.inject({ method: 'POST', url: '/trial', payload });
        const password = TEST_PASSWORD;
        expect((await register({ name: 'A', email: 'a@example.com', password })).statusCode).toBe(201);
        // Twelve refused attempts (an empty name, a typo in the address, a common password) count for nothing.
        for (let i = 0; i < 4; i++) {
          expect((await register({ name: '', email: `x${i}@example.com`, password })).statusCode).toBe(400);
          expect((await register({ name: 'X', email: 'not-an-email', password })).statusCode).toBe(400);
          const weak = await register({ name: 'W', email: `w${i}@example.com`, password: 'password1' });
          expect(problemOf(weak)).toEqual({ status: 400, reason: 'WEAK_PASSWORD', params: {} });
        }
        expect((await trial({ name: 'T', email: 't@example.com' })).statusCode).toBe(201);
        // The counter is used up now (2 of 2), so refusals still answer what is wrong, not 429…
        expect((await trial({ name: 'T', email: 't@example.com' })).statusCode).toBe(409);
        expect((await register({ name: 'B', email: 'b@example.com', password })).statusCode).toBe(429);
      } finally {
        await t.close();
      }
    });

    it('limits refused sign-ups too, per IP and per minute: they cannot be tried without end', async () => {
      const t = await testApp({
        database: await c.open(),
        env: { AUTH_RATE_LIMIT_PER_MINUTE: '4', SIGNUPS_PER_HOUR: '100' },
      });
      try {
        const register = (email: string, password: string, remoteAddress?: string) =>
          t.app.inject({
            method: 'POST',
            url: '/register',
            payload: { name: 'P', email, password },
            ...(remoteAddress ? { remoteAddress } : {}),
          });
        // Each refusal runs the password policy; the fifth in a minute is not even looked at.
        const probes: string[] = [];
        for (let i = 0; i < 5; i++) {
          const answer = problemOf(await register(`p${i}@example.com`, 'password1'));
          probes.push(`${answer.status} ${String(answer.reason)}`);
        }
        expect(probes).toEqual([
          '400 WEAK_PASSWORD',
          '400 WEAK_PASSWORD',
          '400 WEAK_PASSWORD',
          '400 WEAK_PASSWORD',
          '429 TOO_MANY_REQUESTS',
        ]);
        expect((await register('p9@example.com', TEST_PASSWORD)).statusCode).toBe(429);
        // Trials count on the same per-minute counter; another address may still sign up.
        const trial = await t.app.inject({
          method: 'POST',
          url: '/trial',
          payload: { name: 'T', email: 't@example.com' },
        });
        expect(problemOf(trial)).toEqual({ status: 429, reason: 'TOO_MANY_REQUESTS', params: {} });
        expect(Number(trial.headers['retry-after'])).toBeGreaterThan(0);
        expect((await register('other@example.com', TEST_PASSWORD, '192.0.2.45')).statusCode).toBe(201);
      } finally {
        await t.close();
      }
    });

    it('limits login attempts per IP with a text 429', async () => {
      const t = await testApp({ database: await c.open(), env: { AUTH_RATE_LIMIT_PER_MINUTE: '3' } });
      try {
        const codes: number[] = [];
        for (let i = 0; i < 4; i++)
          codes.push(
            (
              await t.app.inject({
                method: 'POST',
                url: '/login',
                payload: { email: 'x@example.com', password: 'p' },
              })
            ).statusCode,
          );
        expect(codes).toEqual([401, 401, 401, 429]);
        const limited = await t.app.inject({
          method: 'POST',
          url: '/login',
          payload: { email: 'x@example.com', password: 'p' },
        });
        expect(limited.headers['content-type']).toContain('text/plain');
        expect(problemOf(limited)).toEqual({ status: 429, reason: 'TOO_MANY_REQUESTS', params: {} });
        expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      } finally {
        await t.close();
      }
    });
  });
}
