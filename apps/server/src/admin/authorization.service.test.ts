import { listEndpoints } from '@avatara/contracts/http/contract';
import type { Endpoint } from '@avatara/contracts/http/endpoint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseCases } from '../db/testing';
import { addPlan } from '../payments/plan-grants';
import { testApp } from '../testing/app';
import { chatUser, type ChatUser } from '../testing/chat';

type App = Awaited<ReturnType<typeof testApp>>;

/** Every operator endpoint: those whose path starts with `/admin`, read from the one contract. */
const adminEndpoints = listEndpoints().filter(({ endpoint }) => endpoint.path.startsWith('/admin'));

/** A value for each path parameter (well-formed, so only the role can refuse). */
const PARAMS: Record<string, string> = {
  id: '00000000-0000-4000-8000-000000000000',
  checkoutId: 'cs_sandbox_0123456789abcdef01234567',
  jobId: 'job_123456',
};

/** A valid query and body for the endpoints that need one (a new endpoint with a body must add its own). */
const QUERIES: Record<string, string> = {
  'signals.adminMeta': '?symbol=BTCUSDC&epoch=1m',
  'signals.read': '?symbol=BTCUSDC&epoch=1m&fromIso=2024-06-01',
};
const BODIES: Record<string, object> = {
  'signals.bootstrap': { from: '2024-06-01' },
  'signals.ingest': {},
  'models.create': { name: 'x', baseUrl: 'http://127.0.0.1:9' },
  'models.update': {},
  'operators.grant': { email: 'someone@example.com' },
  'adminUsers.adjustBalance': { amountUsd: 5, reason: 'goodwill' },
  'adminUsers.suspend': { reason: 'abuse' },
  'adminUsers.reinstate': { reason: 'appeal' },
  'adminUsers.endSessions': { reason: 'lost phone' },
  'adminUsers.refund': { reason: 'asked' },
  'adminUsers.remove': { reason: 'asked' },
  'usage.setCosts': { imageUsd: 0.04, reason: 'price list' },
  'research.start': {
    strategy: 'TREND_FOLLOW_LONG',
    symbol: 'BTCUSDC',
    interval: '1d',
    from: '2024-01-01',
    to: '2024-02-01',
    windows: 1,
    trials: 1,
  },
  'research.apply': {},
};

const urlOf = (name: string, e: Endpoint) =>
  e.path.replace(/:([A-Za-z0-9_]+)/g, (_m, p: string) => PARAMS[p] ?? 'x') + (QUERIES[name] ?? '');

/**
 * The operator area is for operators (issue 30; docs/operator.md): every `/admin` endpoint of the
 * contract answers 401 to nobody signed in and 403 to everyone else — a user, and a Pro holder
 * (whose plan gives an own trading account, no admin tools). New endpoints are covered by being
 * declared; one with a body must add a valid sample above.
 */
for (const c of databaseCases) {
  const available = await c.available();
  describe.skipIf(!available)(`/admin is for operators only [${c.name}]`, () => {
    let t: App;
    let operator: ChatUser;
    let user: ChatUser;
    let pro: ChatUser;
    beforeAll(async () => {
      t = await testApp({ database: await c.open() });
      operator = await chatUser(t.app, t.database.db); // the first account: the operator
      user = await chatUser(t.app, t.database.db);
      pro = await chatUser(t.app, t.database.db);
      await addPlan(t.database.db, pro.id, 'pro');
      expect((await t.app.inject({ url: '/admin/operators', cookies: operator.cookies })).statusCode).toBe(
        200,
      );
    });
    afterAll(() => t?.close());

    const send = (name: string, e: Endpoint, who: ChatUser | null, body = BODIES[name]) =>
      t.app.inject({
        method: e.method,
        url: urlOf(name, e),
        ...(who ? { cookies: who.cookies } : {}),
        ...(body ? { payload: body } : {}),
      });

    it('has a sample request for every /admin endpoint that takes a body', () => {
      expect(adminEndpoints.length).toBeGreaterThanOrEqual(25);
      const missing = adminEndpoints
        .filter(({ name, endpoint }) => endpoint.body?.kind === 'json' && !(name in BODIES))
        .map(({ name }) => name);
      expect(missing).toEqual([]);
    });

    it('answers 401 to nobody signed in and 403 to a user and a Pro holder, on every /admin endpoint', async () => {
      for (const { name, endpoint } of adminEndpoints) {
        expect((await send(name, endpoint, null)).statusCode, `${name} signed out`).toBe(401);
        for (const who of [user, pro]) {
          const res = await send(name, endpoint, who);
          expect(res.statusCode, `${name}: ${res.body}`).toBe(403);
        }
      }
    });

    it('decides the Users screen, usage and audit log by role before reading the request', async () => {
      const early = adminEndpoints.filter(({ name }) => /^(adminUsers|usage|audit)\./.test(name));
      expect(early.length).toBe(13);
      for (const { name, endpoint } of early) {
        const res = await t.app.inject({
          method: endpoint.method,
          url: endpoint.path.replace(/:([A-Za-z0-9_]+)/g, 'not-valid') + '?limit=-1&from=never',
          cookies: user.cookies,
          ...(endpoint.method === 'GET' ? {} : { payload: { reason: '' } }),
        });
        expect(res.statusCode, name).toBe(403);
      }
    });

    it('lets the operator through (the same requests are not refused by role)', async () => {
      // The signals jobs read months of candles: their own suite runs them.
      for (const { name, endpoint } of adminEndpoints.filter((a) => !a.name.startsWith('signals.'))) {
        const res = await send(
          name,
          endpoint,
          operator,
          name === 'adminUsers.remove' ? undefined : BODIES[name],
        );
        expect([401, 403], `${name}: ${res.body}`).not.toContain(res.statusCode);
      }
    });
  });
}
