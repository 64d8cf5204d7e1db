/**
 * `npm run bench:load` (issue 29 §5): many people at once against a running server, on PGlite and
 * on PostgreSQL (when 127.0.0.1:5432 answers). Prints figures; asserts nothing.
 *
 * Per database it starts the production server (the bundle of `npm run build`, else the sources
 * through tsx) in its own process, with the offline persona engine, then:
 * 1. **Users** (LOAD_USERS, 200) were registered, consented and given the free plan's credit
 *    before the clock starts. For LOAD_SECONDS (120) each signs in (`POST /login`), reads the
 *    avatars, and then loops: a streamed chat message, a pause of 1–4 s, a `/get-user` poll,
 *    now and then the avatars again.
 * 2. **Idle streams** (LOAD_IDLE_STREAMS, 1,000): an operator connects a model on loopback (a
 *    stand-in for a provider, src/testing/fake-openai.ts) that sends its first words and then
 *    holds the stream open. The users open that many chat streams at once, all stay open and
 *    idle, then the model finishes them.
 * Memory is the server's resident set (`process_resident_memory_bytes` of `/metrics`, read over
 * loopback) before, after, and LOAD_SETTLE_SECONDS (60) later.
 *
 * Targets: 0 errors; first token p99 < 250 ms on PostgreSQL; memory back within 10 % of where it
 * started. `LOAD_ON=postgres` (or `pglite`) runs one database only. `LOAD_URL=http://…` drives a server that already runs instead (start it with raised
 * AUTH_RATE_LIMIT_PER_MINUTE, SIGNUPS_PER_HOUR and CHAT_RATE_LIMIT_PER_MINUTE, and a first
 * account made by this bench, so that it may connect the model).
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { TEST_POSTGRES_URL } from '../src/db/testing';
import { SERVER_DIR } from '../src/paths';
import { startFakeOpenAi, type FakeOpenAi } from '../src/testing/fake-openai';
import { startServerProcess, type ServerProcess } from '../src/testing/process';

const USERS = Number(process.env.LOAD_USERS ?? 200);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 120);
const IDLE_STREAMS = Number(process.env.LOAD_IDLE_STREAMS ?? 1000);
const SETTLE_SECONDS = Number(process.env.LOAD_SETTLE_SECONDS ?? 60);
const PASSWORD = 'violet lantern harbor 42';
const TARGET = { firstTokenP99Ms: 250, memoryWithinPct: 10 };

/** A seeded generator (mulberry32): the same pauses and choices on every run. */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const pct = (xs: number[], p: number) =>
  xs.length === 0 ? NaN : [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(p * xs.length))]!;
const ms = (x: number) => (Number.isNaN(x) ? '–' : `${x.toFixed(1)} ms`);
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

interface RouteTally {
  ms: number[];
  errors: number;
  /** How the failures answered: status or error text → count. */
  statuses: Map<string, number>;
}

/** Latencies and errors per route, and the chat's first-token times. */
class Tally {
  readonly routes = new Map<string, RouteTally>();
  readonly firstTokenMs: number[] = [];
  /** When each first token arrived (performance.now()), beside `firstTokenMs`. */
  readonly firstTokenAt: number[] = [];
  readonly wholeReplyMs: number[] = [];
  /** Request sent → the stream's status line and headers. */
  readonly openMs: number[] = [];

  add(route: string, took: number, ok: boolean, status: string): void {
    const r: RouteTally = this.routes.get(route) ?? {
      ms: [],
      errors: 0,
      statuses: new Map<string, number>(),
    };
    r.ms.push(took);
    if (!ok) {
      r.errors++;
      r.statuses.set(status, (r.statuses.get(status) ?? 0) + 1);
    }
    this.routes.set(route, r);
  }

  get requests(): number {
    return [...this.routes.values()].reduce((n, r) => n + r.ms.length, 0);
  }
  get errors(): number {
    return [...this.routes.values()].reduce((n, r) => n + r.errors, 0);
  }
}

interface User {
  email: string;
  cookie: string;
}

class Client {
  constructor(
    readonly base: string,
    readonly record: Tally,
  ) {}

  /** A JSON request, timed under `route`; resolves with the response (body read) or null on a network error. */
  async call(
    route: string,
    method: 'GET' | 'POST',
    url: string,
    opts: { cookie?: string; body?: object } = {},
  ): Promise<{ status: number; headers: Headers; text: string } | null> {
    const t0 = performance.now();
    try {
      const res = await fetch(`${this.base}${url}`, {
        method,
        headers: {
          ...(opts.body ? { 'content-type': 'application/json' } : {}),
          ...(opts.cookie ? { cookie: opts.cookie } : {}),
          origin: this.base,
        },
        ...(opts.body ? { body: JSON.stringify(opts.body) } : {}),
        redirect: 'manual',
      });
      const text = await res.text();
      this.record.add(route, performance.now() - t0, res.status < 400, String(res.status));
      return { status: res.status, headers: res.headers, text };
    } catch (err) {
      this.record.add(route, performance.now() - t0, false, (err as Error).message);
      return null;
    }
  }

  /**
   * One chat message, streamed: times the first words (`event: delta`) and the whole reply
   * (`event: done`). `onFirst` runs when the first words arrived.
   */
  async chat(
    user: User,
    avatarName: string,
    message: string,
    opts: { currentModel?: string; onOpen?: () => void; record?: boolean } = {},
  ): Promise<boolean> {
    const t0 = performance.now();
    let first: number | null = null;
    let ok = false;
    let status = 'network';
    try {
      const res = await fetch(`${this.base}/kichat`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'text/event-stream', cookie: user.cookie },
        body: JSON.stringify({
          avatarName,
          email: user.email,
          message,
          userLanguage: 'en-US',
          ...(opts.currentModel ? { currentModel: opts.currentModel } : {}),
        }),
      });
      status = String(res.status);
      if (res.ok) {
        this.record.openMs.push(performance.now() - t0);
        opts.onOpen?.();
      }
      if (res.ok && res.body) {
        const decoder = new TextDecoder();
        let text = '';
        for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
          text += decoder.decode(chunk, { stream: true });
          if (first === null && text.includes('event: delta')) first = performance.now() - t0;
        }
        ok = text.includes('event: done') && !text.includes('event: error');
        if (!ok) status = /event: error\ndata: (.*)/.exec(text)?.[1]?.slice(0, 80) ?? 'no done event';
      } else await res.text();
    } catch (err) {
      status = (err as Error).message;
    }
    const whole = performance.now() - t0;
    if (opts.record !== false) {
      this.record.add('POST /kichat', whole, ok, status);
      if (first !== null) {
        this.record.firstTokenMs.push(first);
        this.record.firstTokenAt.push(t0 + first);
      }
      if (ok) this.record.wholeReplyMs.push(whole);
    }
    return ok;
  }

  /** The server's own first-token histogram (`avatara_chat_first_token_seconds`), all models: `le` → count. */
  async firstTokenBuckets(): Promise<Map<string, number>> {
    const text = await (await fetch(`${this.base}/metrics`)).text();
    const buckets = new Map<string, number>();
    for (const m of text.matchAll(
      /^avatara_chat_first_token_seconds_bucket\{[^}]*le="([^"]+)"[^}]*\} (\S+)$/gm,
    ))
      buckets.set(m[1]!, (buckets.get(m[1]!) ?? 0) + Number(m[2]));
    return buckets;
  }

  /** The server's resident memory from `/metrics` (loopback may read it), bytes. */
  async memory(): Promise<number> {
    const text = await (await fetch(`${this.base}/metrics`)).text();
    const m = /^process_resident_memory_bytes (\d+(?:\.\d+)?(?:e\+\d+)?)$/m.exec(text);
    if (!m) throw new Error('no process_resident_memory_bytes in /metrics');
    return Number(m[1]);
  }
}

/** The avatar whose afternoon it is now (awake, not tired), by its time zone. */
function awakeAvatar(avatars: { name: string; timeZone: string }[]): string {
  const hour = (tz: string) =>
    Number(
      new Intl.DateTimeFormat('en-US', { timeZone: tz, hour: 'numeric', hourCycle: 'h23' }).format(
        new Date(),
      ),
    );
  return [...avatars].sort((a, b) => Math.abs(hour(a.timeZone) - 14) - Math.abs(hour(b.timeZone) - 14))[0]!
    .name;
}

const MESSAGES = [
  'Hi! How has your day been so far?',
  'I went for a long walk by the river this morning.',
  'What do you like to cook when you have time?',
  'Tell me something that made you laugh recently.',
  'I am thinking about learning to play the guitar.',
  'Do you prefer mornings or evenings?',
];

async function runOn(label: string, base: string, stop?: () => Promise<void>): Promise<void> {
  const setup = new Client(base, new Tally());
  const setupCall = async (route: string, url: string, body: object, cookie?: string) => {
    const res = await setup.call(route, 'POST', url, { body, ...(cookie ? { cookie } : {}) });
    if (!res || res.status >= 400) throw new Error(`setup ${url}: ${res?.status} ${res?.text.slice(0, 200)}`);
    return res;
  };
  const stamp = Date.now().toString(36);
  // The first account of a fresh server is an operator: it connects the model of phase 2.
  const operatorEmail = `load-operator-${stamp}@example.com`;
  const op = await setupCall('register', '/register', {
    name: 'Load Operator',
    email: operatorEmail,
    password: PASSWORD,
  });
  const operator: User = { email: operatorEmail, cookie: op.headers.get('set-cookie')!.split(';')[0]! };

  const users: User[] = [];
  const makeUser = async (i: number) => {
    const email = `load-${stamp}-${i}@example.com`;
    const reg = await setupCall('register', '/register', {
      name: `Load User ${i}`,
      email,
      password: PASSWORD,
    });
    const cookie = reg.headers.get('set-cookie')!.split(';')[0]!;
    await setupCall('consent', '/setConsent', { email, consent: true, birthDate: '1990-05-17' }, cookie);
    await setupCall(
      'plan',
      '/create-checkout-session',
      { plan: 'free', email, audience: 'personal' },
      cookie,
    );
    users.push({ email, cookie });
  };
  for (let i = 0; i < USERS; i += 10)
    await Promise.all(Array.from({ length: Math.min(10, USERS - i) }, (_, k) => makeUser(i + k)));
  const avatars = JSON.parse((await setup.call('avatars', 'GET', '/getAvatars'))!.text) as {
    name: string;
    timeZone: string;
  }[];
  const avatarName = awakeAvatar(
    Array.isArray(avatars) ? avatars : (avatars as { avatars: typeof avatars }).avatars,
  );

  const memBefore = await setup.memory();
  const loadBefore = loadavg()[0]!;
  const serverFirstBefore = await setup.firstTokenBuckets();

  // --- phase 1: USERS people for SECONDS
  const busy = new Tally();
  const client = new Client(base, busy);
  const deadline = performance.now() + SECONDS * 1000;
  let lastSignIn = performance.now();
  await Promise.all(
    users.map(async (u, i) => {
      const random = rng(i + 1);
      await sleep(random() * 3000); // not all in the same millisecond
      const login = await client.call('POST /login', 'POST', '/login', {
        body: { email: u.email, password: PASSWORD },
      });
      lastSignIn = Math.max(lastSignIn, performance.now());
      const session = login?.headers.get('set-cookie')?.split(';')[0];
      const me: User = { email: u.email, cookie: session ?? u.cookie };
      await client.call('GET /getAvatars', 'GET', '/getAvatars', { cookie: me.cookie });
      let n = 0;
      while (performance.now() < deadline) {
        await client.chat(me, avatarName, MESSAGES[(i + n) % MESSAGES.length]!);
        n++;
        await sleep(1000 + random() * 3000);
        await client.call('GET /get-user', 'GET', `/get-user?email=${encodeURIComponent(me.email)}`, {
          cookie: me.cookie,
        });
        if (random() < 0.2) await client.call('GET /getAvatars', 'GET', '/getAvatars', { cookie: me.cookie });
      }
    }),
  );
  const memAfterBusy = await setup.memory();
  const serverFirstAfter = await setup.firstTokenBuckets();

  // --- phase 2: IDLE_STREAMS open, idle chat streams
  let release: () => void = () => {};
  const gate = new Promise<void>((r) => (release = r));
  const fake: FakeOpenAi = await startFakeOpenAi({
    chunks: ['Hello there, it is so nice to see you again today. ', 'How ', 'are ', 'you?'],
    gate,
  });
  const conn = await setupCall(
    'connect',
    '/admin/models/connections',
    { name: 'Load model', baseUrl: fake.baseURL },
    operator.cookie,
  );
  const currentModel = (JSON.parse(conn.text) as { models: { name: string }[] }).models[0]!.name;
  const idle = new Tally();
  const idleClient = new Client(base, idle);
  let opened = 0;
  const allOpen = new Promise<void>((resolve) => {
    if (IDLE_STREAMS === 0) resolve();
    const streams = Array.from({ length: IDLE_STREAMS }, (_, k) =>
      idleClient.chat(users[k % users.length]!, avatarName, `Stream ${k}: how are you?`, {
        currentModel,
        onOpen: () => {
          opened++;
          if (opened === IDLE_STREAMS) resolve();
        },
      }),
    );
    void Promise.all(streams).then(() => resolve());
  });
  const openStarted = performance.now();
  await Promise.race([allOpen, sleep(120_000)]);
  const openSeconds = (performance.now() - openStarted) / 1000;
  const memWithIdle = await setup.memory();
  // Released at once: the server ends a model stream that stays silent too long (MODEL_TIMEOUT).
  release();
  while (idle.routes.get('POST /kichat')?.ms.length !== IDLE_STREAMS) await sleep(200);
  await fake.close();

  const memAfter = await setup.memory();
  await sleep(SETTLE_SECONDS * 1000);
  const memLater = await setup.memory();

  // --- figures
  const rps = busy.requests / SECONDS;
  console.log(
    `\nload, ${label}: ${USERS} users for ${SECONDS} s — ${busy.requests} requests (${rps.toFixed(1)}/s), ` +
      `${busy.errors} errors (${((100 * busy.errors) / Math.max(1, busy.requests)).toFixed(2)} %); load average ${loadBefore.toFixed(1)} → ${loadavg()[0]!.toFixed(1)}`,
  );
  for (const [route, r] of [...busy.routes].sort()) {
    const errs = r.errors
      ? `, ${r.errors} errors (${[...r.statuses].map(([s, n]) => `${s}×${n}`).join(', ')})`
      : '';
    console.log(
      `  ${route.padEnd(18)} n=${String(r.ms.length).padStart(6)}  p50 ${ms(pct(r.ms, 0.5))}  p99 ${ms(pct(r.ms, 0.99))}${errs}`,
    );
  }
  const ftP99 = pct(busy.firstTokenMs, 0.99);
  console.log(
    `  chat first token  p50 ${ms(pct(busy.firstTokenMs, 0.5))}  p99 ${ms(ftP99)}${ftP99 >= TARGET.firstTokenP99Ms ? ` (target < ${TARGET.firstTokenP99Ms} ms: MISSED)` : ` (target < ${TARGET.firstTokenP99Ms} ms)`}; whole reply p50 ${ms(pct(busy.wholeReplyMs, 0.5))} p99 ${ms(pct(busy.wholeReplyMs, 0.99))}`,
  );
  // The tail by when it happened: while the 200 sign-ins ran argon2, and after the last of them.
  const during = busy.firstTokenMs.filter((_, k) => busy.firstTokenAt[k]! <= lastSignIn);
  const after = busy.firstTokenMs.filter((_, k) => busy.firstTokenAt[k]! > lastSignIn);
  console.log(
    `    while signing in (${((lastSignIn - (deadline - SECONDS * 1000)) / 1000).toFixed(1)} s): n=${during.length} p99 ${ms(pct(during, 0.99))}; after: n=${after.length} p99 ${ms(pct(after, 0.99))}`,
  );
  // The server's own view (turn start → first words written), from its histogram: the share
  // under the target tells whether its p99 is under it, without the generator's own delays.
  const bucket = (m: Map<string, number>, le: string) => m.get(le) ?? 0;
  const served = bucket(serverFirstAfter, '+Inf') - bucket(serverFirstBefore, '+Inf');
  const under = bucket(serverFirstAfter, '0.25') - bucket(serverFirstBefore, '0.25');
  const under100 = bucket(serverFirstAfter, '0.1') - bucket(serverFirstBefore, '0.1');
  console.log(
    `    server's own histogram: ${served} first tokens, ${((100 * under100) / Math.max(1, served)).toFixed(2)} % within 100 ms, ${((100 * under) / Math.max(1, served)).toFixed(2)} % within 250 ms (p99 ${under / Math.max(1, served) >= 0.99 ? '≤' : '>'} 250 ms)`,
  );
  const idleRoute = idle.routes.get('POST /kichat');
  console.log(
    `  idle streams: ${opened} of ${IDLE_STREAMS} open at once after ${openSeconds.toFixed(1)} s (opening p50 ${ms(pct(idle.openMs, 0.5))}, p99 ${ms(pct(idle.openMs, 0.99))}); ` +
      `${idleRoute?.errors ?? 0} errors${idleRoute?.errors ? ` (${[...idleRoute.statuses].map(([s, n]) => `${s}×${n}`).join(', ')})` : ''}`,
  );
  const within = (100 * (memLater - memBefore)) / memBefore;
  console.log(
    `  memory (resident): before ${mb(memBefore)}, after the users ${mb(memAfterBusy)}, with ${opened} idle streams ${mb(memWithIdle)}, ` +
      `after ${mb(memAfter)}, ${SETTLE_SECONDS} s later ${mb(memLater)} (${within >= 0 ? '+' : ''}${within.toFixed(1)} %; target: at most ${TARGET.memoryWithinPct} % above${within > TARGET.memoryWithinPct ? ': MISSED' : ''})`,
  );
  await stop?.();
}

async function postgresDatabase(): Promise<{ url: string; drop: () => Promise<void> } | null> {
  const admin = new pg.Client({ connectionString: TEST_POSTGRES_URL, connectionTimeoutMillis: 2000 });
  try {
    await admin.connect();
  } catch {
    return null;
  }
  const name = `avatara_load_${Date.now().toString(36)}`;
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(TEST_POSTGRES_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: TEST_POSTGRES_URL });
      await c.connect();
      await c.query(`drop database if exists "${name}" with (force)`);
      await c.end();
    },
  };
}

async function startServer(env: {
  [k: string]: string;
}): Promise<{ server: ServerProcess; dataDir: string }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'avatara-load-'));
  const server = await startServerProcess(
    {
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      TRADING_LOOP: 'off',
      AUTH_RATE_LIMIT_PER_MINUTE: '1000000',
      SIGNUPS_PER_HOUR: '1000000',
      CHAT_RATE_LIMIT_PER_MINUTE: '1000000',
      ...env,
    },
    { built: existsSync(path.join(SERVER_DIR, 'dist/main.mjs')) },
  );
  return { server, dataDir };
}

async function main(): Promise<void> {
  if (process.env.LOAD_URL) {
    await runOn(process.env.LOAD_URL, process.env.LOAD_URL.replace(/\/+$/, ''));
    return;
  }
  // LOAD_ON=postgres (or pglite) runs one database only.
  const on = (process.env.LOAD_ON ?? 'pglite,postgres').split(',');
  if (on.includes('pglite')) {
    const { server, dataDir } = await startServer({});
    await runOn('PGlite', server.baseURL, async () => {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    });
  }
  if (!on.includes('postgres')) return;
  const db = await postgresDatabase();
  if (!db) {
    console.log('load, PostgreSQL: skipped (no PostgreSQL at 127.0.0.1:5432)');
    return;
  }
  const { server, dataDir } = await startServer({ DATABASE_URL: db.url });
  await runOn('PostgreSQL', server.baseURL, async () => {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
    await db.drop();
  });
}

await main();
