import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { users } from '../db/schema';
import { TEST_PASSWORD } from '../testing/passwords';
import { startServerProcess } from '../testing/process';
import { claimPgliteFolder } from './control';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');

/** Runs `npm run <command> -- args` as the root package.json does (tsx), with `env` added. */
function cli(args: string[], env: Record<string, string>): Promise<{ code: number | null; out: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/ops/cli.ts', ...args], {
    cwd: repoRoot,
    env: { ...process.env, DATABASE_URL: '', SECRETS_KEY: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (c: Buffer) => (out += c.toString()));
  child.stderr.on('data', (c: Buffer) => (out += c.toString()));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, out })));
}

const post = (base: string, url: string, body: unknown) =>
  fetch(`${base}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('npm run backup and restore beside a server on PGlite', () => {
  it('backs up the running server through its socket, keeps a second server and a restore off its folder, and restores into a new DATA_DIR', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'avatara-live-'));
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'avatara-backups-')), 'live.tar.gz');
    const email = `live-${Date.now().toString(36)}@example.com`;
    const server = await startServerProcess({ DATA_DIR: dataDir, DATABASE_URL: '' });
    try {
      const registered = await post(server.baseURL, '/register', {
        name: 'Ada Lovelace',
        email,
        password: TEST_PASSWORD,
      });
      expect(registered.status).toBe(201);

      // What a second server on this folder meets first (main.ts holds the folder before opening it).
      await expect(claimPgliteFolder(path.join(dataDir, 'pglite'), 'server')).rejects.toThrow(
        /an Avatara server \(pid \d+\) is running on/,
      );

      const backup = await cli(['backup', file], { DATA_DIR: dataDir });
      expect(backup.out).toMatch(/through the running server/);
      expect(backup.out).toMatch(/the key file secrets\.key/);
      expect(backup.code).toBe(0);

      const refused = await cli(['restore', file], { DATA_DIR: dataDir });
      expect(refused.out).toMatch(/is running on .*: stop it first, then restore/);
      expect(refused.code).toBe(2);
      const again = await cli(['backup', file], { DATA_DIR: dataDir });
      expect(again.out).toMatch(/exists already/);
      expect(again.code).toBe(2);
    } finally {
      await server.stop();
    }

    const newDir = mkdtempSync(path.join(tmpdir(), 'avatara-restored-'));
    const restored = await cli(['restore', file], { DATA_DIR: newDir });
    expect(restored.out).toMatch(/\d+ tables, \d+ rows, 0 files/);
    expect(restored.code).toBe(0);
    expect(readFileSync(path.join(newDir, 'secrets.key'), 'utf8')).toBe(
      readFileSync(path.join(dataDir, 'secrets.key'), 'utf8'),
    );

    const rotated = await cli(['rotate-secrets'], { DATA_DIR: newDir });
    expect(rotated.out).toMatch(/0 API keys sealed with the new key/);
    expect(rotated.code).toBe(0);
    expect(readFileSync(path.join(newDir, 'secrets.key'), 'utf8')).not.toBe(
      readFileSync(path.join(dataDir, 'secrets.key'), 'utf8'),
    );
    expect(existsSync(path.join(newDir, 'secrets.key.new'))).toBe(false);

    // The restored folder opens as the server opens it, and holds the account.
    const database = await openDatabase({ kind: 'pglite', dir: path.join(newDir, 'pglite') });
    try {
      const [row] = await database.db
        .select({ email: users.email })
        .from(users)
        .where(eq(users.email, email));
      expect(row?.email).toBe(email);
    } finally {
      await database.close();
    }
  }, 300_000);
});
