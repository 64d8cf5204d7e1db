import { PassThrough, Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { END, FORMAT, MANIFEST, partName, type BackupManifest } from './format';
import { knownMigrations } from './migrations';
import { restoreBackup, RestoreRefused } from './restore';
import type { SqlDatabase } from './sql';
import { TarGzWriter } from './tar';
import { verifyBackup } from './verify';

const latest = knownMigrations().at(-1)!;

function manifest(over: Partial<BackupManifest> = {}): BackupManifest {
  return {
    format: FORMAT,
    version: 1,
    createdAt: '2026-11-27T03:00:00.000Z',
    app: '9.9.9',
    source: 'pglite',
    dump: 'json-lines',
    serverVersion: 'PostgreSQL 17',
    migration: { tag: latest.tag, when: latest.when, hash: latest.hash },
    tables: [{ name: 'users', columns: ['id', 'email'] }],
    sequences: [],
    secretsKey: null,
    ...over,
  };
}

async function archive(entries: [string, string][]): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  const tar = new TarGzWriter(out);
  for (const [name, text] of entries) await tar.add(name, Buffer.from(text));
  await tar.finish();
  return Buffer.concat(chunks);
}

/** Refusals come before the database is touched: a database that fails every call proves it. */
const untouchable = new Proxy({ kind: 'postgres' } as SqlDatabase, {
  get: (target, key) => (key === 'kind' ? target.kind : () => Promise.reject(new Error('touched'))),
});

const restore = async (bytes: Buffer) =>
  restoreBackup(Readable.from([bytes]), untouchable, { dataDir: '/nonexistent', secretsKey: undefined });

describe('restoreBackup refusals', () => {
  it('refuses a backup made by a newer version, naming its migration', async () => {
    const newer = manifest({ migration: { tag: '9999_future', when: latest.when + 1, hash: 'x' } });
    const err = await restore(await archive([[MANIFEST, JSON.stringify(newer)]])).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(RestoreRefused);
    expect((err as Error).message).toMatch(/comes from a newer Avatara \(9\.9\.9, migration 9999_future\)/);
  });

  it('refuses a newer format and anything that is not a backup', async () => {
    await expect(
      restore(await archive([[MANIFEST, JSON.stringify(manifest({ version: 2 }))]])),
    ).rejects.toThrow(/format 2 .* upgrade first/);
    await expect(restore(await archive([['notes.txt', 'hello']]))).rejects.toThrow(/not an Avatara backup/);
  });
});

describe('verifyBackup', () => {
  const rows = '{"id":"a","email":"a@example.com"}\n{"id":"b","email":"b@example.com"}\n';

  it('counts the rows and files of a whole archive', async () => {
    const bytes = await archive([
      [MANIFEST, JSON.stringify(manifest())],
      [partName('users', 1), rows],
      [END, JSON.stringify({ rows: { users: 2 }, files: 0, fileBytes: 0 })],
    ]);
    expect(await verifyBackup(Readable.from([bytes]))).toMatchObject({ rows: 2, files: 0, keyFile: false });
  });

  it('refuses an archive without its end, or whose rows differ from the count written', async () => {
    const cut = await archive([
      [MANIFEST, JSON.stringify(manifest())],
      [partName('users', 1), rows],
    ]);
    await expect(verifyBackup(Readable.from([cut]))).rejects.toThrow(/ends early/);
    const short = await archive([
      [MANIFEST, JSON.stringify(manifest())],
      [partName('users', 1), rows],
      [END, JSON.stringify({ rows: { users: 3 }, files: 0, fileBytes: 0 })],
    ]);
    await expect(verifyBackup(Readable.from([short]))).rejects.toThrow(
      /table users: 2 rows in the archive, 3 written/,
    );
  });
});
