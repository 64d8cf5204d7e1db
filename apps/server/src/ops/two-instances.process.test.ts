/**
 * Two server processes on one PostgreSQL database and one Redis, as behind a load balancer
 * (issue 29 §3, docs/operations.md "Several instances"). The two processes are shared by the
 * tests; a test that stops one (SIGKILL, SIGTERM) leaves its slot empty and the next test starts a
 * new process there, so the tests hold in any order. Every test makes its own users.
 *
 * Waits are polls against deadlines: the limits the issue names (2 s for a model connection, 5 s
 * for the trading leader) and, where it names none, a deadline no healthy instance comes near.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TChatMeta, TModelConnection } from '@avatara/contracts';
import { postgresAvailable, TEST_POSTGRES_URL } from '../db/testing';
import { parseSse, streamReader, type SseEvent } from '../testing/chat';
import { hrNow, startFakeOpenAi, type FakeOpenAi, type FakeRequest } from '../testing/fake-openai';
import { TEST_PASSWORD } from '../testing/passwords';
import { startServerProcess, type ServerProcess } from '../testing/process';
import { redisAvailable, TEST_REDIS_URL } from '../testing/redis';

const available = (await postgresAvailable()) && (await redisAvailable('the two-instance suite'));

const OPERATOR = 'two-instances-operator@example.com';
/**
 * What the offline engine costs here, USD per million tokens: the most a price may be (1,000), so
 * that a reply costs about half a dollar and a $10 top-up runs out after a few waves of chats.
 */
const OFFLINE_PRICES = 'OFFLINE_PERSONA=1000/1000';
const AVATARS = [
  'Emma Walker',
  'Lukas Hoffmann',
  'Claire Dubois',
  'Marco Bianchi',
  'Li Wei',
  'Yuki Tanaka',
  'Omar Haddad',
  'Sofía Romero',
];

/** A test's limit: it may first start a process in place of one an earlier test stopped. */
const TEST_MS = 90_000;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Polls `check` (every 25 ms) until it answers a value; throws naming `what` once `limitMs` have
 * passed since `since` (a `performance.now()`, default: now). Resolves with the value and the time.
 */
async function within<T>(
  limitMs: number,
  what: string,
  check: () => Promise<T | undefined | null | false>,
  since = performance.now(),
  explain: () => string = () => '',
): Promise<{ value: T; ms: number }> {
  const start = since;
  for (;;) {
    const value = await check();
    const ms = performance.now() - start;
    if (value !== undefined && value !== null && value !== false) return { value, ms };
    if (ms > limitMs) throw new Error(`${what}: not within ${limitMs} ms\n${explain()}`);
    await sleep(25);
  }
}

interface Answer {
  status: number;
  text: string;
  headers: Headers;
}

/** One request to a server; `cookie` is the session's `avatara_sid=…`. */
async function call(
  s: ServerProcess,
  method: string,
  url: string,
  opts: { cookie?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const res = await fetch(`${s.baseURL}${url}`, {
    method,
    redirect: 'manual',
    headers: {
      ...(opts.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(opts.cookie ? { cookie: opts.cookie } : {}),
      ...opts.headers,
    },
    ...(opts.body !== undefined ? { body: JSON.stringify(opts.body) } : {}),
  });
  return { status: res.status, text: await res.text(), headers: res.headers };
}

async function ok<T>(s: ServerProcess, method: string, url: string, opts: Parameters<typeof call>[3] = {}) {
  const a = await call(s, method, url, opts);
  if (a.status >= 400)
    throw new Error(`${method} ${url}: ${a.status} ${a.text}${a.status >= 500 ? `\n${s.output()}` : ''}`);
  return (a.text ? JSON.parse(a.text) : undefined) as T;
}

interface User {
  email: string;
  cookie: string;
}

let counter = 0;

/** Registers a new user on `s`; the session cookie it answers. */
async function signUp(s: ServerProcess, email = `two-${Date.now().toString(36)}-${++counter}@example.com`) {
  const res = await call(s, 'POST', '/register', {
    body: { name: 'Ada Lovelace', email, password: TEST_PASSWORD },
  });
  if (res.status !== 201) throw new Error(`register: ${res.status} ${res.text}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .find((c) => c.startsWith('avatara_sid='))!;
  return { email, cookie } satisfies User;
}

async function consent(s: ServerProcess, u: User) {
  await ok(s, 'POST', '/setConsent', {
    cookie: u.cookie,
    body: { email: u.email, consent: true, birthDate: '1990-05-17' },
  });
}

/** Buys the `early` plan ($10 of balance) on the sandbox checkout of `s`, as the browser does. */
async function topUp(s: ServerProcess, u: User) {
  const { id } = await ok<{ id: string }>(s, 'POST', '/create-checkout-session', {
    cookie: u.cookie,
    body: { plan: 'early', email: u.email },
  });
  const pay = await call(s, 'POST', `/sandbox/checkout/${id}/pay`, {
    cookie: u.cookie,
    headers: { origin: s.baseURL, 'content-type': 'application/x-www-form-urlencoded' },
  });
  expect(pay.status, pay.text).toBe(303);
}

/** A user with the `early` plan, $10 and consent, made on `s`. */
async function paidUser(s: ServerProcess): Promise<User> {
  const u = await signUp(s);
  await consent(s, u);
  await topUp(s, u);
  return u;
}

interface Chat {
  status: number;
  events: SseEvent[];
  text: string;
}

async function chat(
  s: ServerProcess,
  u: User,
  message: string,
  opts: { avatar?: string; model: string },
): Promise<Chat> {
  const res = await call(s, 'POST', '/kichat', {
    cookie: u.cookie,
    headers: { accept: 'text/event-stream' },
    body: {
      avatarName: opts.avatar ?? 'Emma Walker',
      email: u.email,
      message,
      userLanguage: 'en-US',
      currentModel: opts.model,
    },
  });
  return { status: res.status, text: res.text, events: res.status === 200 ? parseSse(res.text) : [] };
}

const metaOf = (c: Chat) => c.events.find((e) => e.event === 'meta')?.data as TChatMeta | undefined;
const errorOf = (c: Chat) => c.events.find((e) => e.event === 'error')?.data as { code: string } | undefined;

/** A gauge of `GET /metrics` (loopback callers may read it); null when the server does not answer. */
async function gauge(s: ServerProcess, name: string): Promise<number | null> {
  try {
    const text = (await call(s, 'GET', '/metrics')).text;
    const m = new RegExp(`^${name} (\\S+)$`, 'm').exec(text);
    return m ? Number(m[1]) : null;
  } catch {
    return null;
  }
}

const systemPromptOf = (r: FakeRequest) => r.body.messages.find((m) => m.role === 'system')?.content ?? '';
const lastUserText = (r: FakeRequest) =>
  r.body.messages.filter((m) => m.role === 'user').at(-1)?.content ?? '';

describe.skipIf(!available)('two server processes on one PostgreSQL and one Redis', () => {
  const dbName = `avatara_t_two_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const dbUrl = (() => {
    const u = new URL(TEST_POSTGRES_URL);
    u.pathname = `/${dbName}`;
    return u.toString();
  })();
  const prefix = `two${randomBytes(4).toString('hex')}`;
  // Both instances seal and open the model connections' API keys with one key (docs/operations.md).
  const secretsKey = randomBytes(32).toString('base64');
  const servers: (ServerProcess | null)[] = [null, null];
  /** Every process started, to stop what a failed test left running. */
  const started: ServerProcess[] = [];
  let fake: FakeOpenAi;
  let operator: User;
  /** The list name of the model on the fake every instance has (the connection "Shared"). */
  let sharedModel: string;
  let db: pg.Client;

  const start = async () => {
    const s = await startServerProcess({
      DATABASE_URL: dbUrl,
      REDIS_URL: TEST_REDIS_URL,
      REDIS_PREFIX: prefix,
      SECRETS_KEY: secretsKey,
      // Each instance has its own data folder (market store, outbox), as on separate machines.
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'avatara-two-')),
      WEB_DIST_DIR: path.join(tmpdir(), 'no-web'),
      MARKET_DUCKDB: ':memory:',
      LOG_LEVEL: 'warn',
      OPERATOR_EMAILS: OPERATOR,
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      SIGNUPS_PER_HOUR: '1000',
      CHAT_RATE_LIMIT_PER_MINUTE: '100000',
      MODEL_DISCOVERY: 'off',
      MODEL_DOWN_AFTER_FAILURES: '0',
      OFFLINE_WORD_DELAY_MS: '0',
      CHAT_PRICES: OFFLINE_PRICES,
      LOCAL_MODEL_PRICES: '1000/1000',
      CHAT_MAX_TOKENS: '100',
      CHAT_STRUCTURED_OUTPUT: 'false',
      // Longer than any test keeps a reply open while the server stops.
      CHAT_DRAIN_MS: '60000',
      TRADING_BAR_SECONDS: '1',
    });
    started.push(s);
    return s;
  };

  /** Both instances, starting a new process in a slot that a test emptied. */
  async function both(): Promise<[ServerProcess, ServerProcess]> {
    await Promise.all(
      servers.map(async (s, i) => {
        if (!s) servers[i] = await start();
      }),
    );
    return [servers[0]!, servers[1]!];
  }

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: TEST_POSTGRES_URL });
    await admin.connect();
    await admin.query(`create database "${dbName}"`);
    await admin.end();
    fake = await startFakeOpenAi();
    // One process migrates the new database, then the second starts (as docs/operations.md says).
    servers[0] = await start();
    servers[1] = await start();
    const [a] = await both();
    db = new pg.Client({ connectionString: dbUrl });
    await db.connect();
    operator = await signUp(a, OPERATOR);
    const shared = await ok<TModelConnection>(a, 'POST', '/admin/models/connections', {
      cookie: operator.cookie,
      body: { name: 'Shared', baseUrl: fake.baseURL },
    });
    sharedModel = shared.models[0]!.name;
    // The live loop trades the default account every few one-second bars (as trading/crash.test.ts).
    await ok(a, 'PUT', '/config/trading/system', {
      cookie: operator.cookie,
      body: {
        trendFilterMs: 0,
        maxFeesPctPerYear: 0,
        feeRate: 0,
        fillSpreadPct: 0,
        fillSlippageAtrShare: 0,
        fillMaxVolumeSharePct: 0,
        cooldownMs: 0,
        // A quota of its own: the defaults leave the DCA long at 0 (off), docs/strategies.md "Default sizes".
        dca_Long_quota: 0.03,
        dca_Long_entryRsi: 100,
        dca_dropPct: 0.00001,
        dca_takeProfitPct: 0.00002,
        dca_trailingPct: 0,
        dca_cooldownMs: 0,
        dca_reentryCooldownMs: 0,
      },
    });
    await ok(a, 'POST', '/allocations/deposit', {
      cookie: operator.cookie,
      body: { userId: 'defaultUser', amountUsd: 10_000, mid: 1 },
    });
  }, 180_000);

  afterAll(async () => {
    // A stopped process answers at once; one a failed test left draining is killed.
    await Promise.all(started.map((s) => Promise.race([s.stop(), sleep(5_000).then(() => s.kill())])));
    await fake?.close();
    await db?.end().catch(() => undefined);
    const admin = new pg.Client({ connectionString: TEST_POSTGRES_URL });
    await admin.connect();
    await admin.query(`drop database if exists "${dbName}" with (force)`);
    await admin.end();
    // The rate-limit counters and queues of this run's prefix.
    const redis = new Redis(TEST_REDIS_URL);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
  });

  it(
    'accepts a session made on A on B, and a sign-out on B ends it on A',
    async () => {
      const [a, b] = await both();
      const u = await signUp(a);
      const me = (s: ServerProcess) => call(s, 'GET', `/get-user?email=${encodeURIComponent(u.email)}`, u);
      expect((await me(a)).status).toBe(200);
      const onB = await me(b);
      expect(onB.status).toBe(200);
      expect((JSON.parse(onB.text) as { email: string }).email).toBe(u.email);
      // A has the session in its cache now; B ends it.
      expect((await me(a)).status).toBe(200);
      expect((await call(b, 'POST', '/logout', { cookie: u.cookie })).status).toBe(204);
      expect((await me(b)).status).toBe(401);
      // A learns of it from the database's notification, well before its cache would expire (10 s).
      const { ms } = await within(5_000, 'the sign-out reaches A', async () => (await me(a)).status === 401);
      console.log(`[two instances] a sign-out on B ended the session on A after ${ms.toFixed(0)} ms`);
    },
    TEST_MS,
  );

  it(
    "leaves a memory deleted on B out of A's next prompt",
    async () => {
      const [a, b] = await both();
      const u = await paidUser(a);
      fake.script((r) =>
        r.body.stream ? { chunks: ['That sounds ', 'lovely.'] } : { chunks: ['{"facts":[]}'] },
      );
      const said = await chat(a, u, 'I love origami.', { model: sharedModel });
      expect(metaOf(said), said.text).toBeDefined();
      const list = await ok<{ id: string; kind: string; value: string }[]>(
        b,
        'GET',
        '/memories?avatar=emma-walker&lang=en-US',
        { cookie: u.cookie },
      );
      const origami = list.find((m) => m.value === 'origami');
      expect(origami, JSON.stringify(list)).toBeDefined();

      const promptOf = (text: string) => {
        const r = fake.requests.filter((x) => x.body.stream && lastUserText(x).includes(text)).at(-1);
        expect(r, `no model request for "${text}"`).toBeDefined();
        return systemPromptOf(r!);
      };
      await chat(a, u, 'What could we do this weekend?', { model: sharedModel });
      expect(promptOf('this weekend')).toContain('- like: origami');

      expect((await call(b, 'DELETE', `/memories/${origami!.id}`, { cookie: u.cookie })).status).toBe(204);
      const next = await chat(a, u, 'Any other ideas for Sunday?', { model: sharedModel });
      expect(metaOf(next), next.text).toBeDefined();
      expect(promptOf('for Sunday')).not.toContain('origami');
    },
    TEST_MS,
  );

  it(
    'makes a top-up paid through A spendable on B at once, and parallel chats on both never overdraw',
    async () => {
      const [a, b] = await both();
      const u = await signUp(a);
      await consent(a, u);
      const offline = { model: 'OFFLINE_PERSONA' };
      // B reads (and caches) the user without a plan or balance.
      expect((await chat(b, u, 'Hello there!', offline)).status).toBe(402);
      await topUp(a, u);
      const first = await chat(b, u, 'Hello again, how are you?', offline);
      expect(first.status, first.text).toBe(200);
      expect(metaOf(first)?.costUsd, first.text).toBeGreaterThan(0);

      // Waves of chats on both instances at once, each with its own avatar, until the balance is used up.
      const charged: number[] = [metaOf(first)!.costUsd];
      let refusedOnly = false;
      for (let wave = 0; wave < 15 && !refusedOnly; wave++) {
        const results = await Promise.all(
          AVATARS.map((avatar, i) =>
            chat(i % 2 === 0 ? a : b, u, `Tell me about your day, wave ${wave}.`, { ...offline, avatar }),
          ),
        );
        let busy = 0;
        for (const r of results) {
          const meta = metaOf(r);
          if (meta && meta.costUsd > 0) charged.push(meta.costUsd);
          else if (r.status === 409 || errorOf(r)?.code === 'STILL_ANSWERING') busy++;
          else if (r.status !== 402 && r.status !== 200)
            throw new Error(`chat: ${r.status} ${r.text}\n${a.output()}\n${b.output()}`);
        }
        refusedOnly = results.every((r) => !(metaOf(r)?.costUsd ?? 0)) && busy === 0;
      }
      expect(refusedOnly).toBe(true);
      expect(charged.length).toBeGreaterThan(3);

      const { rows } = await db.query<{ balance: string; reserved: string; ledger: string; holds: string }>(
        `select u.balance_micro_usd as balance, u.reserved_micro_usd as reserved,
              (select coalesce(sum(amount_micro_usd), 0) from ledger l where l.user_id = u.id) as ledger,
              (select count(*) from chat_holds h where h.user_id = u.id) as holds
         from users u where u.email = $1`,
        [u.email],
      );
      const row = rows[0]!;
      const balance = Number(row.balance);
      expect(balance).toBeGreaterThanOrEqual(0);
      expect(Number(row.reserved)).toBe(0);
      expect(Number(row.holds)).toBe(0);
      expect(Number(row.ledger)).toBe(balance);
      // Every reply told its price, and together they are what left the $10.
      const spent = charged.reduce((sum, c) => sum + Math.round(c * 1e6), 0);
      expect(spent).toBe(10_000_000 - balance);
      console.log(
        `[two instances] ${charged.length} replies charged on both instances, $${(balance / 1e6).toFixed(4)} left`,
      );
    },
    TEST_MS,
  );

  it(
    'uses a model connection changed on A on B within 2 s',
    async () => {
      const [a, b] = await both();
      const u = await paidUser(b);
      const other = await startFakeOpenAi({ chunks: ['From the ', 'second server.'] });
      try {
        fake.script((r) =>
          r.body.stream ? { chunks: ['From the ', 'first server.'] } : { chunks: ['{"facts":[]}'] },
        );
        let asked = 0;
        /**
         * Chats on B with the connection's model until one is answered by `f`; how long after
         * `changedAt` (`hrNow`, when A answered the change) `f` received that call from B. Its
         * deadline is a loaded machine's; the limit of 2 s is on what the model server saw.
         */
        const firstCallTo = async (f: FakeOpenAi, changedAt: number) => {
          const { value } = await within(10_000, 'B calls the changed connection', async () => {
            const question = `Which server answers question ${++asked}?`;
            const c = await chat(b, u, question, { model: name });
            const call = f.requests.find((r) => r.body.stream && lastUserText(r).includes(question));
            return c.status === 200 && metaOf(c) !== undefined && call;
          });
          return value.receivedAt - changedAt;
        };
        const made = await ok<TModelConnection>(a, 'POST', '/admin/models/connections', {
          cookie: operator.cookie,
          body: { name: `Switch ${counter}`, baseUrl: fake.baseURL },
        });
        const name = made.models[0]!.name;
        const added = await firstCallTo(fake, hrNow());
        const changed = await ok<TModelConnection>(a, 'PUT', `/admin/models/connections/${made.id}`, {
          cookie: operator.cookie,
          body: { baseUrl: other.baseURL },
        });
        const moved = await firstCallTo(other, hrNow());
        expect(changed.baseUrl).toBe(other.baseURL);
        console.log(
          `[two instances] B called a connection made on A ${added.toFixed(0)} ms after it was made, its new address ${moved.toFixed(0)} ms after the change`,
        );
        expect(added).toBeLessThan(2_000);
        expect(moved).toBeLessThan(2_000);
      } finally {
        await other.close();
      }
    },
    TEST_MS,
  );

  it(
    'makes the other instance the trading leader within 5 s when the leader is killed, trading no bar twice',
    async () => {
      const [a, b] = await both();
      const leaders = await within(5_000, 'one trading leader', async () => {
        const onA = await gauge(a, 'avatara_trading_leader');
        const onB = await gauge(b, 'avatara_trading_leader');
        return onA !== null && onB !== null && onA + onB === 1 ? { aLeads: onA === 1 } : undefined;
      });
      const [leader, follower] = leaders.value.aLeads ? [a, b] : [b, a];
      // The leader feeds the default account bar after bar (each bar one write: version + 1).
      const first = await engineOf('defaultUser');
      const running = await within(15_000, 'the leader feeds bars', async () => {
        const now = await engineOf('defaultUser');
        return now.lastTickMs > first.lastTickMs ? now : undefined;
      });
      const before = running.value;
      const killedAt = Date.now();
      const killed = performance.now();
      await leader.kill();
      servers[servers.indexOf(leader)] = null;
      const took = await within(
        5_000,
        'the follower takes the lead',
        async () => (await gauge(follower, 'avatara_trading_leader')) === 1,
        killed,
      );
      expect(took.ms).toBeLessThan(5_000);
      // The new leader goes on from the stored state with bars of its own, after the kill.
      const after = await within(
        10_000,
        'the new leader feeds the account',
        async () => {
          const fed = await gauge(follower, 'avatara_trading_last_bar_timestamp_seconds');
          const now = await engineOf('defaultUser');
          return fed !== null && fed * 1000 > killedAt && now.lastTickMs > killedAt ? now : undefined;
        },
        undefined,
        follower.output,
      );
      // No bar twice: every write of the engine's state moved it to a later bar (a bar fed again, by
      // either instance, would be a write without a new bar), and bars close on the second.
      const bars = (after.value.lastTickMs - before.lastTickMs) / 1000;
      expect(after.value.version - before.version).toBeGreaterThan(0);
      expect(after.value.version - before.version).toBeLessThanOrEqual(bars);
      expect(after.value.lastTickMs % 1000).toBe(999);
      const trades = await settledTrades(follower);
      // No bar twice: the engine's state only moves forward, so trades follow their bars in order,
      // none repeats, and together they explain the wallet to the cent.
      const seqs = trades.map((t) => t.seq);
      expect(new Set(seqs).size).toBe(trades.length);
      const bySeq = [...trades].sort((x, y) => x.seq - y.seq);
      for (let i = 1; i < bySeq.length; i++)
        expect(bySeq[i]!.tsMs).toBeGreaterThanOrEqual(bySeq[i - 1]!.tsMs);
      const keys = trades.map((t) => `${t.tsMs}|${t.strategy}|${t.action}|${t.qtyBtc}|${t.priceUsd}`);
      expect(new Set(keys).size).toBe(trades.length);
      console.log(
        `[two instances] the follower led ${took.ms.toFixed(0)} ms after the SIGKILL; ${after.value.version - before.version} writes for ${bars} bars across it; ${trades.length} trades, none twice`,
      );
    },
    TEST_MS,
  );

  it(
    'drains the open chat streams of A on SIGTERM while B serves new ones',
    async () => {
      const [a, b] = await both();
      const u = await paidUser(a);
      let release!: () => void;
      const gate = new Promise<void>((r) => (release = r));
      fake.script((r) =>
        !r.body.stream
          ? { chunks: ['{"facts":[]}'] }
          : lastUserText(r).includes('harbour')
            ? { chunks: ['The harbour is quiet tonight. ', 'Boats sway ', 'in the dark.'], gate }
            : { chunks: ['Hello from ', 'the other one.'] },
      );
      const res = await fetch(`${a.baseURL}/kichat`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: u.cookie, accept: 'text/event-stream' },
        body: JSON.stringify({
          avatarName: 'Lukas Hoffmann',
          email: u.email,
          message: 'Tell me about the harbour, please.',
          userLanguage: 'en-US',
          currentModel: sharedModel,
        }),
      });
      expect(res.status).toBe(200);
      const stream = streamReader(res);
      await stream.until('event: delta');
      // The first words are out and the rest is held by the model: now A is told to stop.
      const exited = a.stop();
      servers[servers.indexOf(a)] = null;
      // A takes no new work (503 while it drains, then no connection at all)...
      await within(10_000, 'A refuses new requests', async () => {
        try {
          return (await call(a, 'GET', '/health')).status === 503;
        } catch {
          return true;
        }
      });
      // ...while B answers a new chat in full.
      const onB = await chat(b, u, 'Are you there?', { avatar: 'Emma Walker', model: sharedModel });
      expect(onB.status, onB.text).toBe(200);
      expect(onB.events.at(-1)?.event).toBe('done');
      // A's reply is still open; the model finishes it, and A sends it to the end before it exits.
      release();
      const body = await stream.toEnd();
      const events = parseSse(body);
      expect(events.at(-1)?.event, body).toBe('done');
      const meta = events.find((e) => e.event === 'meta')?.data as TChatMeta;
      expect(meta.costUsd).toBeGreaterThan(0);
      expect(await exited).toBe(0);
      // Settled and stored: B reads the whole reply from the database.
      const history = await ok<{ messages: { sender: string; status: string; text: string }[] }>(
        b,
        'GET',
        '/kichat/history?avatar=lukas-hoffmann',
        { cookie: u.cookie },
      );
      const replies = history.messages.filter((m) => m.sender === 'avatar');
      expect(replies.map((m) => [m.status, m.text])).toEqual([
        ['ok', 'The harbour is quiet tonight. Boats sway in the dark.'],
      ]);
    },
    TEST_MS,
  );

  interface Trade {
    seq: number;
    tsMs: number;
    strategy: string;
    action: string;
    qtyBtc: number;
    priceUsd: number;
    valueUsd: number;
    feeUsd: number;
  }

  /** The stored engine state of a trading account: its write counter and the last bar it traded (ms). */
  async function engineOf(userId: string): Promise<{ version: number; lastTickMs: number }> {
    const { rows } = await db.query<{ version: string; last_tick_ms: string }>(
      'select version, last_tick_ms from trading_accounts where user_id = $1',
      [userId],
    );
    return { version: Number(rows[0]?.version ?? 0), lastTickMs: Number(rows[0]?.last_tick_ms ?? 0) };
  }

  async function allTrades(s: ServerProcess): Promise<Trade[]> {
    const out: Trade[] = [];
    let before: number | null = null;
    for (;;) {
      const page: { trades: Trade[]; next: number | null } = await ok(
        s,
        'GET',
        `/trading/defaultUser/trades?limit=1000${before ? `&before=${before}` : ''}`,
        { cookie: operator.cookie },
      );
      out.push(...page.trades);
      if (page.next === null) return out;
      before = page.next;
    }
  }

  /** The trades, read again until no bar came in between, and checked against the wallet. */
  async function settledTrades(s: ServerProcess): Promise<Trade[]> {
    const { value } = await within(10_000, 'a quiet moment between two bars', async () => {
      const trades = await allTrades(s);
      const summary = await ok<{ usdc: number }>(s, 'GET', '/wallet/summary', { cookie: operator.cookie });
      const again = await allTrades(s);
      return again.length === trades.length ? { trades, summary } : undefined;
    });
    let usdc = 5_000;
    for (const t of value.trades)
      usdc += t.action === 'SELL' ? t.valueUsd - t.feeUsd : -(t.valueUsd + t.feeUsd);
    expect(value.summary.usdc).toBeCloseTo(usdc, 6);
    return value.trades;
  }
});
