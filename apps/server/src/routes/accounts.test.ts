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

describe('rate limit', () => {
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
