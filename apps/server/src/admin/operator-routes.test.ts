import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseCases } from '../db/testing';
import { PassThrough } from 'node:stream';
import { outboxOf, sessionCookieOf, testApp } from '../testing/app';
import { lastMailTo, tokenOf } from '../testing/outbox';
import { chatUser, type ChatUser } from '../testing/chat';
import { NO_OPERATOR_WARNING, Operators } from '../trading/operators';
import { users } from '../db/schema';
import { eq } from 'drizzle-orm';
import { TEST_PASSWORD } from '../testing/passwords';

type App = Awaited<ReturnType<typeof testApp>>;

/**
 * Issue 27 §1: the operator role is a stored flag, given to the first account and by operators,
 * never inherited — after the first account deletes itself and the server restarts, the next-oldest
 * account (a stranger's trial) used to become operator.
 */
for (const c of databaseCases) {
  const available = await c.available();
  describe.skipIf(!available)(`operators are named, never inherited [${c.name}]`, () => {
    let t: App;
    let first: ChatUser;
    let second: ChatUser;
    let stranger: ChatUser;
    beforeAll(async () => {
      t = await testApp({ database: await c.open() });
      first = await chatUser(t.app, t.database.db, { name: 'First Owner' });
      second = await chatUser(t.app, t.database.db, { name: 'Second Helper' });
      stranger = await chatUser(t.app, t.database.db, { name: 'Stranger Trial' });
    });
    afterAll(() => t?.close());

    const access = async (u: ChatUser) =>
      (await t.app.inject({ url: '/trading/access', cookies: u.cookies })).json().operator as boolean;
    const api = (u: ChatUser, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
      t.app.inject({ method, url, cookies: u.cookies, ...(payload ? { payload } : {}) });

    it('the first account is operator and the others are not; only operators see and change the list', async () => {
      expect(await access(first)).toBe(true);
      expect(await access(second)).toBe(false);
      expect((await api(second, 'GET', '/admin/operators')).statusCode).toBe(403);
      expect((await t.app.inject({ url: '/admin/operators' })).statusCode).toBe(401);
      const list = await api(first, 'GET', '/admin/operators');
      expect(list.json().operators.map((o: { email: string }) => o.email)).toEqual([first.email]);
      expect((await api(second, 'POST', '/admin/operators', { email: second.email })).statusCode).toBe(403);
    });

    it('the last operator can neither give up the role nor delete the account', async () => {
      const list = (await api(first, 'GET', '/admin/operators')).json().operators as { id: string }[];
      const revoke = await api(first, 'DELETE', `/admin/operators/${list[0]!.id}`);
      expect(revoke.statusCode).toBe(409);
      expect(revoke.json().reason).toBe('LAST_OPERATOR');
      const remove = await api(first, 'DELETE', '/account', { password: TEST_PASSWORD });
      expect(remove.statusCode).toBe(409);
      expect(remove.json().reason).toBe('LAST_OPERATOR');
    });

    it('an operator names another; then the first may go, and after a restart the role stays where it was given', async () => {
      const granted = await api(first, 'POST', '/admin/operators', { email: second.email });
      expect(granted.statusCode).toBe(201);
      expect(await access(second)).toBe(true);
      expect(
        (await api(first, 'POST', '/admin/operators', { email: 'nobody@example.com' })).json().field,
      ).toBe('email');
      expect((await api(first, 'DELETE', '/account', { password: TEST_PASSWORD })).statusCode).toBe(204);
      // A restart: a fresh process knows nothing but the database.
      const restarted = new Operators(t.database.db, []);
      const row = async (u: ChatUser) =>
        (await t.database.db.select().from(users).where(eq(users.id, u.id)))[0]!;
      expect(await restarted.isOperator(await row(second))).toBe(true);
      expect(await restarted.isOperator(await row(stranger))).toBe(false);
      expect(await access(stranger)).toBe(false);
      // A revoked role is gone at once, also for the first account this process named.
      expect((await api(second, 'POST', '/admin/operators', { email: stranger.email })).statusCode).toBe(201);
      expect(await access(stranger)).toBe(true);
      const strangerId = (await row(stranger)).id;
      expect((await api(second, 'DELETE', `/admin/operators/${strangerId}`)).statusCode).toBe(204);
      expect(await access(stranger)).toBe(false);
      // The second operator can revoke no one but itself is now the last.
      const id = (await row(second)).id;
      expect((await api(second, 'DELETE', `/admin/operators/${id}`)).json().reason).toBe('LAST_OPERATOR');
    });
  });
}

/**
 * A server reachable from outside gives the role away by no default: a stranger who signs up
 * before the owner must not become operator, nor one who signs up with the owner's address first.
 */
describe('operators on a server reachable from outside', () => {
  const PUBLIC = {
    HOST: '0.0.0.0',
    PUBLIC_URL: 'https://avatara.example',
    SECRETS_KEY: Buffer.alloc(32, 7).toString('base64'),
    PAYMENTS: 'sandbox',
    LOG_LEVEL: 'warn',
  };
  const register = (t: App, email: string) =>
    t.app.inject({
      method: 'POST',
      url: '/register',
      headers: { host: 'avatara.example' },
      payload: { name: 'Some One', email, password: TEST_PASSWORD },
    });
  /** Whether the session's account may act as operator (a session that has ended may not). */
  const isOperator = async (t: App, cookies: Record<string, string>) => {
    const res = await t.app.inject({ url: '/trading/access', headers: { host: 'avatara.example' }, cookies });
    return res.statusCode === 200 && res.json().operator === true;
  };

  it('does not make the first account operator, and says at start that there is none yet', async () => {
    const lines: string[] = [];
    const logStream = new PassThrough();
    logStream.on('data', (c: Buffer) => lines.push(...c.toString().split('\n').filter(Boolean)));
    const t = await testApp({ env: PUBLIC, logStream });
    try {
      await new Promise((r) => setImmediate(r)); // the log stream's last lines
      expect(
        lines.some((l) => l.includes(NO_OPERATOR_WARNING)),
        lines.join('\n'),
      ).toBe(true);
      const first = await register(t, 'early-stranger@example.com');
      expect(first.statusCode, first.body).toBe(201);
      expect(await isOperator(t, sessionCookieOf(first))).toBe(false);
    } finally {
      await t.close();
    }
  });

  it("counts OPERATOR_EMAILS only once the address is confirmed: a squatter's unconfirmed account is none", async () => {
    const t = await testApp({ env: { ...PUBLIC, OPERATOR_EMAILS: 'owner@example.com' } });
    try {
      const squatter = await register(t, 'owner@example.com');
      expect(squatter.statusCode, squatter.body).toBe(201);
      expect(await isOperator(t, sessionCookieOf(squatter))).toBe(false);
      const owner = await register(t, 'owner@example.com');
      expect(owner.statusCode, owner.body).toBe(201);
      // The owner opens the confirmation link mailed to the address (the newest mail is theirs).
      await t.app.services.mail.idle();
      const mail = await lastMailTo(outboxOf(t.config), 'owner@example.com', 'verify');
      const verified = await t.app.inject({
        method: 'POST',
        url: '/account/verify-email',
        headers: { host: 'avatara.example' },
        cookies: sessionCookieOf(owner),
        payload: { token: tokenOf(mail?.link) },
      });
      expect(verified.statusCode, verified.body).toBe(200);
      expect(await isOperator(t, sessionCookieOf(owner))).toBe(true);
      expect(await isOperator(t, sessionCookieOf(squatter))).toBe(false);
    } finally {
      await t.close();
    }
  });
});
