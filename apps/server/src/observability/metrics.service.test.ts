import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OFFLINE_MODEL_NAME } from '../chat/models/registry';
import { databaseCases } from '../db/testing';
import type { SpeechSynthesizer } from '../media/speech/types';
import { sessionCookieOf, testApp } from '../testing/app';
import { chatUser } from '../testing/chat';
import { chatWith } from '../testing/models';
import { redisAvailable, TEST_REDIS_URL } from '../testing/redis';
import { testRange } from '../testing/backtest';
import { BullJobs } from '../jobs/bullmq';
import { BACKTEST_JOBS } from '../trading/backtest/jobs';
import { Metrics } from './metrics';

type App = Awaited<ReturnType<typeof testApp>>;

const TOKEN = 'metrics-token-for-the-tests-0123456789';
const REMOTE = '203.0.113.5';

/** Every family /metrics must carry (docs/operations.md "Metrics"). */
const FAMILIES = [
  'avatara_build_info',
  'avatara_http_requests_total',
  'avatara_http_request_duration_seconds',
  'avatara_chat_first_token_seconds',
  'avatara_chat_reply_seconds',
  'avatara_chat_tokens_total',
  'avatara_chat_charged_micro_usd_total',
  'avatara_chat_errors_total',
  'avatara_chat_active_streams',
  'avatara_media_requests_total',
  'avatara_media_duration_seconds',
  'avatara_db_pool_connections',
  'avatara_jobs',
  'avatara_news_fetches_total',
  'avatara_news_fetch_duration_seconds',
  'avatara_trading_leader',
  'avatara_trading_last_bar_timestamp_seconds',
  // The process's own.
  'nodejs_eventloop_lag_seconds',
  'nodejs_eventloop_lag_p99_seconds',
  'nodejs_heap_size_used_bytes',
  'process_resident_memory_bytes',
];

/** A quick stand-in for eSpeak (the synthesis itself is not what is measured here). */
const fakeSpeech: SpeechSynthesizer = {
  kind: 'espeak',
  synthesize: async () => ({
    audio: Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WAVE'), Buffer.alloc(32)]),
    mime: 'audio/wav',
  }),
  close: async () => undefined,
};

/** The value of the sample `name{labels}` (labels in any order), or 0 when it is not there. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  for (const line of text.split('\n')) {
    const m = /^([a-z_:][a-z0-9_:]*)(?:\{(.*)\})? (\S+)$/i.exec(line);
    if (!m || m[1] !== name) continue;
    const have = labelsOf(m[2] ?? '');
    if (Object.entries(labels).every(([k, v]) => have[k] === v)) return Number(m[3]);
  }
  return 0;
}

function labelsOf(inside: string): Record<string, string> {
  return Object.fromEntries([...inside.matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1]!, m[2]!]));
}

describe.skipIf(!(await redisAvailable()))('the backtest queue on BullMQ (Redis)', () => {
  it("reports the queue's waiting, active and failed jobs from Redis", async () => {
    const jobs = new BullJobs(BACKTEST_JOBS, {
      url: TEST_REDIS_URL,
      prefix: `t${randomBytes(4).toString('hex')}`,
    });
    try {
      const metrics = new Metrics();
      metrics.watchQueue('backtests', () => jobs.counts());
      await jobs.start({ range: testRange(3), options: {} }); // no worker: it waits
      const text = await metrics.registry.metrics();
      expect(sample(text, 'avatara_jobs', { queue: 'backtests', state: 'waiting' })).toBe(1);
      expect(text).toContain('avatara_jobs{queue="backtests",state="active"} 0');
      expect(text).toContain('avatara_jobs{queue="backtests",state="failed"} 0');
    } finally {
      await jobs.close();
    }
  });
});

for (const c of databaseCases) {
  const available = await c.available();

  describe.skipIf(!available)(`GET /metrics [${c.name}]`, () => {
    let t: App;
    const scrape = async () => {
      const res = await t.app.inject({ url: '/metrics' });
      expect(res.statusCode).toBe(200);
      return res.body;
    };

    beforeAll(async () => {
      t = await testApp({
        database: await c.open(),
        env: { OFFLINE_WORD_DELAY_MS: '0', METRICS_TOKEN: TOKEN, OPERATOR_EMAILS: 'ops@example.com' },
        overrides: { speech: fakeSpeech },
      });
    });
    afterAll(async () => {
      await t?.close();
    });

    it('answers in the Prometheus text format with every family', async () => {
      const res = await t.app.inject({ url: '/metrics' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
      const missing = FAMILIES.filter((f) => !res.body.includes(`\n# TYPE ${f} `));
      expect(missing).toEqual([]);
      // The gauges read their sources at scrape time.
      const kind = t.database.kind;
      expect(
        sample(res.body, 'avatara_db_pool_connections', { database: kind, state: 'total' }),
      ).toBeGreaterThan(0);
      for (const queue of ['backtests', 'research', 'memory-learning', 'mail'])
        expect(res.body).toContain(`avatara_jobs{queue="${queue}",state="waiting"}`);
      expect([0, 1]).toContain(sample(res.body, 'avatara_trading_leader'));
    });

    it('counts requests by route pattern and status, never by URL', async () => {
      const u = await chatUser(t.app, t.database.db);
      const before = await scrape();
      const labels = { method: 'DELETE', route: '/memories/:id', status: '404' };
      const id = '00000000-0000-4000-8000-000000000000';
      expect(
        (await t.app.inject({ method: 'DELETE', url: `/memories/${id}`, cookies: u.cookies })).statusCode,
      ).toBe(404);
      await t.app.inject({ url: `/get-user?email=${encodeURIComponent(u.email)}`, cookies: u.cookies });
      await t.app.inject({ url: '/no/such/path' });
      const after = await scrape();
      expect(sample(after, 'avatara_http_requests_total', labels)).toBe(
        sample(before, 'avatara_http_requests_total', labels) + 1,
      );
      expect(sample(after, 'avatara_http_request_duration_seconds_count', labels)).toBeGreaterThan(0);
      expect(
        sample(after, 'avatara_http_requests_total', { route: '/get-user', status: '200' }),
      ).toBeGreaterThan(0);
      expect(
        sample(after, 'avatara_http_requests_total', { route: 'unmatched', status: '404' }),
      ).toBeGreaterThan(0);
      expect(after).not.toContain(id);
      expect(after).not.toContain('/no/such/path');
    });

    it('moves the first-token and reply histograms, the tokens and the charge with a chat', async () => {
      const u = await chatUser(t.app, t.database.db);
      const model = { model: OFFLINE_MODEL_NAME };
      const before = await scrape();
      const events = await chatWith(t.app, u, OFFLINE_MODEL_NAME);
      expect(events.some((e) => e.event === 'meta')).toBe(true);
      const after = await scrape();
      const moved = (name: string, labels: Record<string, string>) =>
        sample(after, name, labels) - sample(before, name, labels);
      expect(moved('avatara_chat_first_token_seconds_count', model)).toBe(1);
      expect(moved('avatara_chat_reply_seconds_count', model)).toBe(1);
      expect(moved('avatara_chat_tokens_total', { ...model, direction: 'in' })).toBeGreaterThan(0);
      expect(moved('avatara_chat_tokens_total', { ...model, direction: 'out' })).toBeGreaterThan(0);
      expect(moved('avatara_chat_charged_micro_usd_total', model)).toBeGreaterThan(0);
      expect(sample(after, 'avatara_chat_active_streams')).toBe(0);
    });

    it('counts and times speech syntheses', async () => {
      const u = await chatUser(t.app, t.database.db);
      const labels = { kind: 'speech', adapter: 'espeak', outcome: 'ok' };
      const before = await scrape();
      const res = await t.app.inject({
        method: 'POST',
        url: '/azureSpeech',
        cookies: u.cookies,
        payload: {
          text: `Hello there, number ${Date.now()}.`,
          voice: 'en-US-JennyNeural',
          language: 'en-US',
          gender: 'female',
        },
      });
      expect(res.statusCode).toBe(200);
      const after = await scrape();
      expect(sample(after, 'avatara_media_requests_total', labels)).toBe(
        sample(before, 'avatara_media_requests_total', labels) + 1,
      );
      expect(sample(after, 'avatara_media_duration_seconds_count', labels)).toBeGreaterThan(0);
    });

    it('is for operators, callers on this machine and the METRICS_TOKEN bearer only', async () => {
      // The configured operator's email (the oldest account naming it counts while none confirmed it).
      const operator = sessionCookieOf(
        await t.app.inject({
          method: 'POST',
          url: '/register',
          payload: { name: 'Op Erator', email: 'ops@example.com', password: 'quiet-harbour-lantern-42' },
        }),
      );
      const someone = await chatUser(t.app, t.database.db);
      const status = async (opts: {
        remoteAddress?: string;
        headers?: Record<string, string>;
        cookies?: Record<string, string>;
      }) => (await t.app.inject({ url: '/metrics', ...opts })).statusCode;

      expect(await status({ remoteAddress: REMOTE })).toBe(401);
      expect(await status({ remoteAddress: REMOTE, cookies: someone.cookies })).toBe(403);
      expect(
        await status({ remoteAddress: REMOTE, headers: { authorization: 'Bearer wrong-token-0123456789' } }),
      ).toBe(401);
      // A proxy on this machine forwards others' requests: they are not local.
      expect(await status({ headers: { 'x-forwarded-for': REMOTE } })).toBe(401);

      expect(await status({ remoteAddress: REMOTE, headers: { authorization: `Bearer ${TOKEN}` } })).toBe(
        200,
      );
      expect(await status({})).toBe(200);
      expect(await status({ remoteAddress: REMOTE, cookies: operator })).toBe(200);
    });

    it('never carries an email or a user id in a label', async () => {
      const u = await chatUser(t.app, t.database.db);
      await chatWith(t.app, u, OFFLINE_MODEL_NAME);
      await t.app.inject({ url: `/get-user?email=${encodeURIComponent(u.email)}`, cookies: u.cookies });
      const text = await scrape();
      const values = [...text.matchAll(/\{([^}]*)\}/g)].flatMap((m) => Object.values(labelsOf(m[1]!)));
      expect(values.length).toBeGreaterThan(0);
      expect(values.filter((v) => v.includes('@') || v.includes(u.id))).toEqual([]);
      expect(text).not.toContain(u.email);
      expect(text).not.toContain(u.id);
    });
  });
}
