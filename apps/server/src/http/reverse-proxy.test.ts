/**
 * compose.yaml's reverse proxy, for real: Debian's Caddy runs the repository's own
 * `deploy/Caddyfile` in front of a server on loopback, with compose's TRUST_PROXY=1. It checks what
 * an owner relies on behind it: chat replies stream through as they come (not when they end), and
 * the per-address limits count each client, not the proxy, and cannot be dodged with a forged
 * X-Forwarded-For. Without Caddy it skips with a notice; with CI=true it fails instead (.ci/run
 * installs `caddy`).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import { createServer, type AddressInfo } from 'node:net';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../testing/app';
import { chatUser, parseSse, streamReader, type ChatUser } from '../testing/chat';
import { startFakeOpenAi, type FakeOpenAi } from '../testing/fake-openai';
import { connect } from '../testing/models';
import { freePort } from '../testing/ports';
import { UNTRUSTED_PROXY_WARNING } from './client-ip';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');

/** Whether this machine can run the test: Caddy installed, and more than one loopback address (Linux has 127/8; macOS only 127.0.0.1). */
async function proxyTestPossible(): Promise<boolean> {
  const missing =
    spawnSync('caddy', ['version'], { stdio: 'ignore' }).status !== 0
      ? 'caddy is not installed (apt-get install caddy)'
      : !(await canBind('127.0.0.2'))
        ? 'this machine has no loopback address 127.0.0.2'
        : null;
  if (missing === null) return true;
  if (process.env.CI === 'true') throw new Error(`the reverse-proxy tests are required in CI: ${missing}`);
  console.warn(`[skip] ${missing}: the reverse-proxy tests skipped`);
  return false;
}

function canBind(host: string): Promise<boolean> {
  return new Promise((resolve) => {
    const s = createServer();
    s.once('error', () => resolve(false));
    s.listen(0, host, () => s.close(() => resolve(true)));
  });
}

/** One HTTP request to the proxy from the loopback address `from` (127.0.0.2, …). */
function send(
  port: number,
  from: string,
  method: string,
  url: string,
  body?: object,
  headers: Record<string, string> = {},
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const data = body ? JSON.stringify(body) : undefined;
    const req = request(
      {
        host: '127.0.0.1',
        port,
        localAddress: from,
        method,
        path: url,
        headers: { ...(data ? { 'content-type': 'application/json' } : {}), ...headers },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      },
    );
    req.on('error', reject);
    req.end(data);
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.skipIf(!(await proxyTestPossible()))(
  'deploy/Caddyfile in front of the server (TRUST_PROXY=1)',
  () => {
    let t: Awaited<ReturnType<typeof testApp>>;
    let caddy: ChildProcess | undefined;
    let caddyOutput = '';
    let proxyPort = 0;
    let fake: FakeOpenAi;
    let operator: ChatUser;
    let user: ChatUser;

    beforeAll(async () => {
      fake = await startFakeOpenAi();
      t = await testApp({ env: { TRUST_PROXY: '1', AUTH_RATE_LIMIT_PER_MINUTE: '3' } });
      operator = await chatUser(t.app, t.database.db); // the first account: the operator
      user = await chatUser(t.app, t.database.db);
      await connect(t.app, operator, { name: 'Proxy', baseUrl: fake.baseURL });
      await t.app.listen({ host: '127.0.0.1', port: 0 });
      const appPort = (t.app.server.address() as AddressInfo).port;
      proxyPort = await freePort();
      const home = mkdtempSync(path.join(tmpdir(), 'avatara-caddy-'));
      caddy = spawn('caddy', ['run', '--adapter', 'caddyfile', '--config', 'deploy/Caddyfile'], {
        cwd: repoRoot,
        env: {
          ...process.env,
          HOME: home,
          XDG_DATA_HOME: home,
          XDG_CONFIG_HOME: home,
          PROXY_LISTEN: `:${proxyPort}`,
          APP_HOST: '127.0.0.1',
          APP_PORT: String(appPort),
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      caddy.stdout!.on('data', (c: Buffer) => (caddyOutput += c.toString()));
      caddy.stderr!.on('data', (c: Buffer) => (caddyOutput += c.toString()));
      for (const deadline = Date.now() + 30_000; ;) {
        const up = await send(proxyPort, '127.0.0.1', 'GET', '/health').catch(() => null);
        if (up?.status === 200) break;
        if (caddy.exitCode !== null || Date.now() > deadline)
          throw new Error(`Caddy did not answer /health:\n${caddyOutput}`);
        await sleep(100);
      }
    });
    afterAll(async () => {
      caddy?.kill('SIGTERM');
      await t?.close();
      await fake?.close();
    });

    it('streams a chat reply through as it comes: the first words arrive while the model still holds the rest', async () => {
      let release!: () => void;
      const gate = new Promise<void>((r) => (release = r));
      // The first chunk is a whole sentence: the server sends a reply on in sentences (each checked first).
      fake.script((r) =>
        r.body.stream
          ? { chunks: ['Through the proxy the words come. ', 'And they ', 'keep coming.'], gate }
          : { chunks: ['{"facts":[]}'] },
      );
      const cookie = Object.entries(user.cookies)
        .map(([k, v]) => `${k}=${v}`)
        .join('; ');
      const res = await fetch(`http://127.0.0.1:${proxyPort}/kichat`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'text/event-stream', cookie },
        body: JSON.stringify({
          avatarName: 'Emma Walker',
          email: user.email,
          message: 'Tell me something, please.',
          userLanguage: 'en-US',
          currentModel: 'PROXY_FAKE_CHAT_1',
        }),
      });
      expect(res.status).toBe(200);
      const stream = streamReader(res);
      // Buffered by the proxy, nothing would come until the model is released: this read would hang.
      const first = await stream.until('event: delta');
      expect(first).toContain('Through the proxy the words come.');
      expect(first).not.toContain('keep coming.');
      release();
      const body = await stream.toEnd();
      const events = parseSse(body);
      expect(events.at(-1)?.event, body).toBe('done');
    });

    it("counts sign-in attempts per client behind the proxy, and a client's own X-Forwarded-For does not dodge the limit", async () => {
      const wrong = { email: 'nobody@example.com', password: 'not-the-password-1' };
      const spoof = (k: number) => ({ 'x-forwarded-for': `10.9.9.${k}` });
      // Client A (127.0.0.2) uses up its 3 attempts, each with another forged address.
      for (let k = 1; k <= 3; k++)
        expect((await send(proxyPort, '127.0.0.2', 'POST', '/login', wrong, spoof(k))).status).toBe(401);
      const limited = await send(proxyPort, '127.0.0.2', 'POST', '/login', wrong, spoof(4));
      expect(limited.status, limited.text).toBe(429);
      // Client B (127.0.0.3) is another address: its attempts are its own.
      expect((await send(proxyPort, '127.0.0.3', 'POST', '/login', wrong)).status).toBe(401);
    });
  },
);

describe('a reverse proxy the configuration does not name', () => {
  it('is logged once: X-Forwarded-For arrives while TRUST_PROXY is off', async () => {
    const lines: string[] = [];
    const stream = new PassThrough();
    stream.on('data', (c: Buffer) => lines.push(...c.toString().split('\n').filter(Boolean)));
    const t = await testApp({ env: { LOG_LEVEL: 'warn' }, logStream: stream });
    try {
      await t.app.inject({ url: '/health' });
      expect(lines.filter((l) => l.includes('TRUST_PROXY is off'))).toHaveLength(0);
      for (let i = 0; i < 3; i++)
        await t.app.inject({ url: '/health', headers: { 'x-forwarded-for': `203.0.113.${i}` } });
      const warned = lines.filter((l) => l.includes('TRUST_PROXY is off'));
      expect(warned).toHaveLength(1);
      expect(JSON.parse(warned[0]!).msg).toBe(UNTRUSTED_PROXY_WARNING);
    } finally {
      await t.close();
    }
  });
});
