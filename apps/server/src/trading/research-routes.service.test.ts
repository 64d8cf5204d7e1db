import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseCases } from '../db/testing';
import { testApp } from '../testing/app';
import { until } from '../testing/backtest';
import { chatUser, type ChatUser } from '../testing/chat';

type App = Awaited<ReturnType<typeof testApp>>;

/** Three days of the test market's minutes (a walk-forward job of a few seconds). */
const START = {
  strategy: 'MEAN_REVERSION_LONG',
  symbol: 'BTCUSDT',
  interval: '1m',
  from: '2024-01-01',
  to: '2024-01-03',
  windows: 2,
  inSampleRatio: 2,
  trials: 2,
  seed: 7,
};

/** The research workbench over HTTP (docs/research.md): an operator's job, its result and "apply". */
for (const c of databaseCases) {
  const available = await c.available();
  describe.skipIf(!available)(`walk-forward routes [${c.name}]`, () => {
    let t: App;
    let operator: ChatUser;
    let user: ChatUser;
    beforeAll(async () => {
      t = await testApp({ database: await c.open() });
      operator = await chatUser(t.app, t.database.db); // the first account: the operator
      user = await chatUser(t.app, t.database.db);
    });
    afterAll(() => t?.close());

    const call = (method: 'GET' | 'POST', url: string, who: ChatUser, payload?: object) =>
      t.app.inject({ method, url, cookies: who.cookies, ...(payload ? { payload } : {}) });

    it('runs a job to its result and applies the last window as the account config layer', async () => {
      const started = await call('POST', '/admin/research/walk-forward', operator, START);
      expect(started.statusCode, started.body).toBe(200);
      const { jobId, seed } = started.json<{ jobId: string; seed: number }>();
      expect(seed).toBe(7);
      const done = await until(
        async () =>
          (await call('GET', `/admin/research/walk-forward/${jobId}/progress`, operator)).json<{
            status: string;
          }>(),
        (p) => p.status !== 'QUEUED' && p.status !== 'RUNNING',
      );
      expect(done.status).toBe('DONE');
      const result = await call('GET', `/admin/research/walk-forward/${jobId}/result`, operator);
      expect(result.statusCode).toBe(200);
      const r = result.json<{ windows: unknown[]; lastParams: Record<string, number> }>();
      expect(r.windows).toHaveLength(2);

      expect((await call('POST', `/admin/research/walk-forward/${jobId}/apply`, user, {})).statusCode).toBe(
        403,
      );
      const applied = await call('POST', `/admin/research/walk-forward/${jobId}/apply`, operator, {
        userId: 'defaultUser',
      });
      expect(applied.statusCode, applied.body).toBe(200);
      expect(applied.json<{ params: Record<string, number> }>().params).toEqual(r.lastParams);
      const config = await call('GET', '/config/trading/defaultUser', operator);
      expect(config.statusCode, config.body).toBe(200);
      expect(config.json<Record<string, unknown>>()).toMatchObject(r.lastParams);
      // The audit log tells a research result from a hand-made change, and names the job.
      const audit = await call('GET', '/admin/audit?action=trading.research_apply', operator);
      expect(audit.statusCode, audit.body).toBe(200);
      const [entry] = audit.json<{ entries: Record<string, unknown>[] }>().entries;
      expect(entry).toMatchObject({
        action: 'trading.research_apply',
        target: { type: 'trading_config', id: 'defaultUser' },
        reason: `walk-forward ${jobId}`,
        after: r.lastParams,
      });
    });

    it('answers 400 naming the field of an invalid request, and 403 to a user', async () => {
      const bad = await call('POST', '/admin/research/walk-forward', operator, { ...START, trials: 0 });
      expect(bad.statusCode).toBe(400);
      expect(bad.json<{ field?: string }>().field).toBe('trials');
      expect((await call('POST', '/admin/research/walk-forward', user, START)).statusCode).toBe(403);
    });

    it('cancels a job and answers 404 to an unknown one', async () => {
      const started = await call('POST', '/admin/research/walk-forward', operator, { ...START, trials: 100 });
      const { jobId } = started.json<{ jobId: string }>();
      expect((await call('POST', `/admin/research/walk-forward/${jobId}/cancel`, operator)).statusCode).toBe(
        200,
      );
      const end = await until(
        async () =>
          (await call('GET', `/admin/research/walk-forward/${jobId}/progress`, operator)).json<{
            status: string;
          }>(),
        (p) => p.status !== 'QUEUED' && p.status !== 'RUNNING',
      );
      expect(end.status).toBe('CANCELLED');
      expect(
        (await call('GET', '/admin/research/walk-forward/wf_nothing/progress', operator)).statusCode,
      ).toBe(404);
    });
  });
}
