import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'avatara-main-'));

/** Starts `src/main.ts` as production does and resolves with its URL once it prints it. */
function start(): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: { ...process.env, PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'warn', WEB_DIST_DIR: path.join(dataDir, 'no-web') },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  return new Promise((resolve, reject) => {
    const onData = (b: Buffer) => {
      out += b.toString();
      const m = /running at (http:\/\/\S+)/.exec(out);
      if (m?.[1]) resolve({ child, url: m[1] });
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => reject(new Error(`exited ${code}: ${out}`)));
  });
}

const stop = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    child.removeAllListeners('exit');
    child.on('exit', (code) => resolve(code));
    child.kill('SIGTERM');
  });

describe('main', () => {
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('prints its URL, shuts down cleanly on SIGTERM and keeps its data for the next start', async () => {
    const first = await start();
    const reg = await fetch(`${first.url}/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Kept', email: 'kept@example.com', password: 'pw-123456' }),
    });
    expect(reg.status).toBe(201);
    expect(await stop(first.child)).toBe(0);

    const second = await start();
    try {
      const login = await fetch(`${second.url}/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'kept@example.com', password: 'pw-123456' }),
      });
      expect(login.status).toBe(200);
    } finally {
      expect(await stop(second.child)).toBe(0);
    }
  }, 90_000);

  it('finishes an in-flight request before exiting', async () => {
    const s = await start();
    // argon2 hashing keeps a /register request busy for a moment; SIGTERM arrives meanwhile.
    const pending = fetch(`${s.url}/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Late', email: 'late@example.com', password: 'pw-123456' }),
    });
    await new Promise((r) => setTimeout(r, 20));
    const exited = stop(s.child);
    const res = await pending;
    expect(res.status).toBe(201);
    expect(await exited).toBe(0);
  }, 90_000);
});
