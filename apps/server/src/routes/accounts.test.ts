import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseCases } from '../db/testing';
import { LOCK_MINUTES, MAX_WRONG_PASSWORDS } from '../services/accounts';
import { sessionCookieOf, testApp, testClock } from '../testing/app';

for (const c of databaseCases) {
  const available = await c.available();
  describe.skipIf(!available)(`account routes [${c.name}]`, () => {
    const clock = testClock();
    let t: Awaited<ReturnType<typeof testApp>>;
    beforeAll(async () => {
      t = await testApp({ database: await c.open(), overrides: { now: clock.now } });
    });
    afterAll(() => t?.close());

    const register = (email: string, password = 'correct horse', name = 'Ada Lovelace') =>
      t.app.inject({ method: 'POST', url: '/register', payload: { name, email, password, languages: ['de-DE'] } });
    const login = (email: string, password: string) => t.app.inject({ method: 'POST', url: '/login', payload: { email, password } });

    it('registers, signs the new user in and shows the balance in USD', async () => {
      const res = await register('ada@example.com');
      expect(res.statusCode).toBe(201);
      const me = await t.app.inject({ url: '/get-user?email=ada@example.com', cookies: sessionCookieOf(res) });
      expect(me.statusCode).toBe(200);
      expect(me.json()).toMatchObject({ email: 'ada@example.com', firstName: 'Ada', language: 'de-DE', plans: [], balance: 0, consent: false, hasPassword: true });
    });

    it('refuses a second registration of the same email with a text answer', async () => {
      const res = await register('ADA@example.com');
      expect(res.statusCode).toBe(409);
      expect(res.headers['content-type']).toContain('text/plain');
      expect(res.body).toMatch(/already registered/);
    });

    it('answers a text 400 naming the field for bad input', async () => {
      const res = await t.app.inject({ method: 'POST', url: '/register', payload: { name: ' ', email: 'x@y.zz', password: 'p' } });
      expect(res.statusCode).toBe(400);
      expect(res.body).toBe('name: Name is required');
    });

    it("answers 403 for another user's email and 401 without a session", async () => {
      const other = await register('grace@example.com');
      const cookies = sessionCookieOf(other);
      expect((await t.app.inject({ url: '/get-user?email=ada@example.com', cookies })).statusCode).toBe(403);
      expect((await t.app.inject({ url: '/isConsent?email=ada@example.com', cookies })).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'POST', url: '/setConsent', payload: { email: 'ada@example.com', consent: true }, cookies })).statusCode).toBe(403);
      expect((await t.app.inject({ url: '/get-user?email=ada@example.com' })).statusCode).toBe(401);
    });

    it('counts wrong passwords and tells how many attempts are left', async () => {
      await register('count@example.com');
      const res = await login('count@example.com', 'wrong');
      expect(res.statusCode).toBe(401);
      expect(res.headers['x-error-code']).toBe('WRONG_PASSWORD');
      expect(res.headers['x-attempts-left']).toBe(String(MAX_WRONG_PASSWORDS - 1));
      expect(res.body).toBe(`Wrong password. ${MAX_WRONG_PASSWORDS - 1} attempts left.`);
      expect((await login('count@example.com', 'correct horse')).statusCode).toBe(200);
      const again = await login('count@example.com', 'wrong');
      expect(again.headers['x-attempts-left']).toBe(String(MAX_WRONG_PASSWORDS - 1));
    });

    it(`locks the account after ${MAX_WRONG_PASSWORDS} wrong passwords for ${LOCK_MINUTES} minutes`, async () => {
      await register('lock@example.com');
      for (let i = 0; i < MAX_WRONG_PASSWORDS - 1; i++) expect((await login('lock@example.com', 'wrong')).statusCode).toBe(401);
      const locked = await login('lock@example.com', 'wrong');
      expect(locked.statusCode).toBe(423);
      expect(locked.headers['x-error-code']).toBe('BLOCKED');
      // Even the right password is refused while locked, until the time has passed.
      clock.advance((LOCK_MINUTES - 1) * 60_000);
      const stillLocked = await login('lock@example.com', 'correct horse');
      expect(stillLocked.statusCode).toBe(423);
      expect(stillLocked.body).toMatch(/1 more minute/);
      clock.advance(61_000);
      expect((await login('lock@example.com', 'correct horse')).statusCode).toBe(200);
    });

    it('starts a 14-day trial once per email, signed in, with the free plan and a credit', async () => {
      const res = await t.app.inject({ method: 'POST', url: '/trial', payload: { name: 'Tess Trial', email: 'tess@example.com' } });
      expect(res.statusCode).toBe(201);
      expect(res.body).toMatch(/14-day trial/);
      const me = (await t.app.inject({ url: '/get-user?email=tess@example.com', cookies: sessionCookieOf(res) })).json();
      expect(me.plans).toEqual(['free']);
      expect(me.balance).toBeGreaterThan(0);
      expect(new Date(me.trialExpires).getTime() - clock.now().getTime()).toBe(14 * 86_400_000);
      const second = await t.app.inject({ method: 'POST', url: '/trial', payload: { name: 'Tess', email: 'TESS@example.com' } });
      expect(second.statusCode).toBe(409);
      expect(second.body).toMatch(/already been started/);
    });

    it('refuses a trial that would sign in as an existing account', async () => {
      const res = await t.app.inject({ method: 'POST', url: '/trial', payload: { name: 'Mallory', email: 'ada@example.com' } });
      expect(res.statusCode).toBe(409);
      expect(res.cookies.find((x) => x.name === 'avatara_sid')).toBeUndefined();
    });

    it('refuses password login for an account without a password', async () => {
      const res = await login('tess@example.com', 'anything');
      expect(res.statusCode).toBe(401);
      expect(res.headers['x-error-code']).toBe('NO_PASSWORD');
    });

    it('stores consent and answers isConsent for the signed-in user', async () => {
      const cookies = sessionCookieOf(await login('ada@example.com', 'correct horse'));
      expect((await t.app.inject({ url: '/isConsent?email=ada@example.com', cookies })).json()).toBe(false);
      const set = await t.app.inject({ method: 'POST', url: '/setConsent', payload: { email: 'ada@example.com', consent: true }, cookies });
      expect(set.json()).toMatchObject({ email: 'ada@example.com', consent: true });
      expect((await t.app.inject({ url: '/isConsent?email=ada@example.com', cookies })).json()).toBe(true);
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
      const nul = await t.app.inject({ method: 'POST', url: '/register', payload: { name: 'A\u0000B', email: 'nul@example.com', password: 'pw' } });
      expect(nul.statusCode).toBe(400);
      expect(nul.body).toMatch(/^name: /);
      expect((await login('a\u0000b@example.com', 'pw')).statusCode).toBe(400);
      expect((await t.app.inject({ method: 'POST', url: '/trial', payload: { name: 'T\u0000', email: 'nul2@example.com' } })).statusCode).toBe(400);
      const lang = await t.app.inject({ method: 'POST', url: '/register', payload: { name: 'L', email: 'lang@example.com', password: 'pw', languages: ['xx-XX'] } });
      expect(lang.statusCode).toBe(400);
      expect(lang.body).toMatch(/^languages\.0: /);
    });

    it('answers 409, not 500, to parallel trials for one new email', async () => {
      const answers = await Promise.all(
        Array.from({ length: 3 }, () => t.app.inject({ method: 'POST', url: '/trial', payload: { name: 'Para', email: 'para@example.com' } })),
      );
      expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409]);
    });

    it('refuses a cross-site login POST', async () => {
      const res = await t.app.inject({ method: 'POST', url: '/login', payload: { email: 'ada@example.com', password: 'correct horse' }, headers: { origin: 'https://evil.example' } });
      expect(res.statusCode).toBe(403);
    });

    it('signs out', async () => {
      const cookies = sessionCookieOf(await login('ada@example.com', 'correct horse'));
      expect((await t.app.inject({ method: 'POST', url: '/logout', cookies })).statusCode).toBe(204);
      expect((await t.app.inject({ url: '/get-user?email=ada@example.com', cookies })).statusCode).toBe(401);
    });
  });
}

describe('rate limits', () => {
  it('allows SIGNUPS_PER_HOUR new accounts per IP', async () => {
    const t = await testApp({ env: { SIGNUPS_PER_HOUR: '2' } });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 3; i++) {
        codes.push((await t.app.inject({ method: 'POST', url: '/register', payload: { name: 'N', email: `n${i}@example.com`, password: 'pw' } })).statusCode);
      }
      expect(codes).toEqual([201, 201, 429]);
    } finally {
      await t.close();
    }
  });

  it('limits login attempts per IP with a text 429', async () => {
    const t = await testApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '3' } });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 4; i++) codes.push((await t.app.inject({ method: 'POST', url: '/login', payload: { email: 'x@example.com', password: 'p' } })).statusCode);
      expect(codes).toEqual([401, 401, 401, 429]);
    } finally {
      await t.close();
    }
  });
});
