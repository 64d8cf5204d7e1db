import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServerProcess } from './testing/process';

const dataDir = mkdtempSync(path.join(tmpdir(), 'avatara-main-'));
const start = () => startServerProcess({ DATA_DIR: dataDir, LOG_LEVEL: 'warn', WEB_DIST_DIR: path.join(dataDir, 'no-web') });

describe('main', () => {
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('prints its URL, shuts down cleanly on SIGTERM and keeps its data for the next start', async () => {
    const first = await start();
    const reg = await fetch(`${first.baseURL}/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Kept', email: 'kept@example.com', password: 'pw-123456' }),
    });
    expect(reg.status).toBe(201);
    expect(await first.stop()).toBe(0);

    const second = await start();
    try {
      const login = await fetch(`${second.baseURL}/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'kept@example.com', password: 'pw-123456' }),
      });
      expect(login.status).toBe(200);
    } finally {
      expect(await second.stop()).toBe(0);
    }
  }, 90_000);

  it('finishes an in-flight request before exiting', async () => {
    const s = await start();
    // argon2 hashing keeps a /register request busy for a moment; SIGTERM arrives meanwhile.
    const pending = fetch(`${s.baseURL}/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Late', email: 'late@example.com', password: 'pw-123456' }),
    });
    await new Promise((r) => setTimeout(r, 20));
    const exited = s.stop();
    const res = await pending;
    expect(res.status).toBe(201);
    expect(await exited).toBe(0);
  }, 90_000);
});
