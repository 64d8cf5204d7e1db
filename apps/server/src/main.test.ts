import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServerProcess } from './testing/process';
import { TEST_PASSWORD } from './testing/passwords';

const dataDir = mkdtempSync(path.join(tmpdir(), 'avatara-main-'));
const start = () =>
  startServerProcess({ DATA_DIR: dataDir, LOG_LEVEL: 'warn', WEB_DIST_DIR: path.join(dataDir, 'no-web') });

describe('main', () => {
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('prints its URL, shuts down cleanly on SIGTERM and keeps its data for the next start', async () => {
    const first = await start();
    const reg = await fetch(`${first.baseURL}/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Kept', email: 'kept@example.com', password: TEST_PASSWORD }),
    });
    expect(reg.status).toBe(201);
    expect(await first.stop()).toBe(0);

    const second = await start();
    try {
      const login = await fetch(`${second.baseURL}/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'kept@example.com', password: TEST_PASSWORD }),
      });
      expect(login.status).toBe(200);
    } finally {
      expect(await second.stop()).toBe(0);
    }
  }, 90_000);

  it('refuses to start reachable from outside with the sandbox payments, naming PAYMENTS', async () => {
    const refused = startServerProcess({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: path.join(dataDir, 'no-web'),
      HOST: '0.0.0.0',
      PUBLIC_URL: 'https://avatara.example',
    });
    await expect(refused).rejects.toThrow(/exited with 1[\s\S]*PAYMENTS/);
  }, 90_000);

  it('finishes an in-flight request before exiting', async () => {
    const s = await start();
    // The request's head goes first with `Expect: 100-continue`; the server's "100 Continue" says
    // it has the request in hand. Only then is it told to stop, and only then does the body follow:
    // the request is in flight for certain, however slow the machine (a fixed pause was not).
    const body = JSON.stringify({ name: 'Late', email: 'late@example.com', password: TEST_PASSWORD });
    const req = request(`${s.baseURL}/register`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body),
        expect: '100-continue',
      },
    });
    const answered = new Promise<{ status: number; text: string }>((resolve, reject) => {
      req.on('response', (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      });
      req.on('error', reject);
    });
    await new Promise<void>((resolve) => req.once('continue', () => resolve()));
    const exited = s.stop();
    req.end(body);
    const res = await answered;
    expect(res.status, res.text).toBe(201);
    expect(await exited).toBe(0);
  }, 90_000);

  it('lets a streaming chat reply finish and settle on SIGTERM, then exits cleanly', async () => {
    const s = await startServerProcess({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: path.join(dataDir, 'no-web'),
      OFFLINE_WORD_DELAY_MS: '120',
    });
    const json = { 'content-type': 'application/json' };
    const trial = await fetch(`${s.baseURL}/trial`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ name: 'Dora', email: 'dora@example.com' }),
    });
    expect(trial.status).toBe(201);
    const cookie = trial.headers.get('set-cookie')!.split(';')[0]!;
    await fetch(`${s.baseURL}/setConsent`, {
      method: 'POST',
      headers: { ...json, cookie },
      body: JSON.stringify({ email: 'dora@example.com', consent: true, birthDate: '1990-05-17' }),
    });
    const res = await fetch(`${s.baseURL}/kichat`, {
      method: 'POST',
      headers: { ...json, cookie, accept: 'text/event-stream' },
      body: JSON.stringify({
        avatarName: 'Lukas Hoffmann',
        email: 'dora@example.com',
        message: 'Tell me about your bike rides along the river, please.',
        userLanguage: 'en-US',
      }),
    });
    const reader = res.body!.getReader();
    let body = new TextDecoder().decode((await reader.read()).value);
    // The first words are out: now the server is told to stop.
    const exited = s.stop();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      body += new TextDecoder().decode(value);
    }
    expect(body).toContain('event: meta');
    expect(body).toContain('event: done');
    expect(await exited).toBe(0);

    const again = await start();
    try {
      const history = (await (
        await fetch(`${again.baseURL}/kichat/history?avatar=lukas-hoffmann`, { headers: { cookie } })
      ).json()) as { messages: { sender: string; status: string }[]; balance: number };
      // The conversation; the session's AI disclosure is stored beside it (docs/safety.md).
      expect(history.messages.filter((m) => m.sender !== 'system').map((m) => [m.sender, m.status])).toEqual([
        ['user', 'ok'],
        ['avatar', 'ok'],
      ]);
      expect(history.balance).toBeLessThan(2);
    } finally {
      expect(await again.stop()).toBe(0);
    }
  }, 90_000);
});
