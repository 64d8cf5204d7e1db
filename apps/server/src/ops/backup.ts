/**
 * Writes a backup (format.ts) of a database and of the user files in `DATA_DIR`. The rows are read
 * in one read-only REPEATABLE READ transaction, so they are one consistent moment of the database
 * even while the server works on; the files are listed after it. Works the same on PGlite and
 * PostgreSQL, and either restores into either.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Writable } from 'node:stream';
import { APP_VERSION } from '../version';
import { appliedMigration, columnsOf, sequences, tableRef, tablesInOrder } from './catalog';
import { dataFiles, keyFingerprint, secretsKeyInUse } from './files';
import {
  END,
  FILES_PREFIX,
  FORMAT,
  FORMAT_VERSION,
  KEY_FILE_ENTRY,
  MANIFEST,
  partName,
  pgDumpPartName,
  type BackupEnd,
  type BackupManifest,
} from './format';
import { levelOf } from './migrations';
import { forEachPart, pgDump } from './pg-dump';
import type { Query, SqlDatabase } from './sql';
import { TarGzWriter } from './tar';

/** A part of a table is written once it holds this many bytes or rows. */
const PART_BYTES = 4 * 1024 * 1024;
const PART_ROWS = 20_000;
const FETCH_ROWS = 5_000;

export interface BackupOptions {
  dataDir: string;
  /** The configured `SECRETS_KEY`; unset: the key file in `dataDir` is the key in use. */
  secretsKey: string | undefined;
  /** Puts the key file into the archive when it is the key in use (default: yes). */
  withKeyFile?: boolean;
  /**
   * PostgreSQL only: the rows as a `pg_dump --format=custom` of the database at `url`, taken from
   * this backup's snapshot, instead of JSON lines (restores into PostgreSQL only).
   */
  pgDump?: { url: string };
  now?: () => Date;
}

export interface BackupSummary {
  tables: number;
  rows: number;
  files: number;
  fileBytes: number;
  keyFile: boolean;
  /** How long the database transaction was open (on PGlite the server's queries waited this long). */
  snapshotMs: number;
  totalMs: number;
}

/** Each table with its columns (one statement at a time: a transaction has one connection). */
async function tableColumns(q: Query, tables: string[]): Promise<BackupManifest['tables']> {
  const out: BackupManifest['tables'] = [];
  for (const name of tables) out.push({ name, columns: await columnsOf(q, name) });
  return out;
}

const json = (value: unknown) => Buffer.from(`${JSON.stringify(value, null, 2)}\n`);

/** Rows of `table` as JSON lines, in parts; resolves with the number of rows. */
async function dumpTable(q: Query, tar: TarGzWriter, table: string): Promise<number> {
  await q(
    `declare avatara_backup no scroll cursor for select row_to_json(t)::text as j from ${tableRef(table)} t`,
  );
  let part: string[] = [];
  let bytes = 0;
  let parts = 0;
  let count = 0;
  const flush = async () => {
    if (part.length === 0) return;
    parts += 1;
    await tar.add(partName(table, parts), Buffer.from(`${part.join('\n')}\n`));
    part = [];
    bytes = 0;
  };
  for (;;) {
    const batch = await q<{ j: string }>(`fetch ${FETCH_ROWS} from avatara_backup`);
    if (batch.length === 0) break;
    for (const r of batch) {
      part.push(r.j);
      bytes += r.j.length;
    }
    count += batch.length;
    if (bytes >= PART_BYTES || part.length >= PART_ROWS) await flush();
  }
  await flush();
  await q('close avatara_backup');
  return count;
}

/**
 * The database by pg_dump, from the snapshot of the transaction `q` runs in (exported to it), in
 * parts; resolves with the rows per table in that snapshot, for the restore to check.
 */
async function withPgDump(
  q: Query,
  tar: TarGzWriter,
  url: string,
  tables: string[],
): Promise<Record<string, number>> {
  const [snapshot] = await q<{ id: string }>('select pg_export_snapshot() as id');
  const dir = await mkdtemp(path.join(tmpdir(), 'avatara-pgdump-'));
  try {
    const file = path.join(dir, 'database.pgdump');
    await pgDump(url, snapshot!.id, file);
    await forEachPart(file, (part, n) => tar.add(pgDumpPartName(n), part));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  const rows: Record<string, number> = {};
  for (const t of tables) {
    const [row] = await q<{ n: number }>(`select count(*)::int as n from ${tableRef(t)}`);
    rows[t] = row?.n ?? 0;
  }
  return rows;
}

/** Writes the backup to `out` (ended when done; destroyed on a failure, so no short archive looks whole). */
export async function writeBackup(
  db: SqlDatabase,
  out: Writable,
  opts: BackupOptions,
): Promise<BackupSummary> {
  const started = performance.now();
  const createdAt = (opts.now ?? (() => new Date()))();
  const tar = new TarGzWriter(out, createdAt);
  try {
    const key = secretsKeyInUse(opts.secretsKey, opts.dataDir);
    const withKeyFile = opts.withKeyFile !== false && key.source === 'file';
    const rows: Record<string, number> = {};
    const snapshotStarted = performance.now();
    await db.transaction(
      async (q) => {
        // Text that reads back the same anywhere: UTC times, exact floats, hex bytes.
        await q(`set local timezone = 'UTC'`);
        await q('set local extra_float_digits = 3');
        await q(`set local bytea_output = 'hex'`);
        if (opts.pgDump && db.kind !== 'postgres') throw new Error('--pg-dump backs up PostgreSQL only');
        const applied = await appliedMigration(q);
        if (!applied)
          throw new Error('this database was never migrated by Avatara: there is nothing to back up');
        const tables = await tablesInOrder(q);
        const [server] = await q<{ v: string }>('select version() as v');
        const manifest: BackupManifest = {
          format: FORMAT,
          version: FORMAT_VERSION,
          createdAt: createdAt.toISOString(),
          app: APP_VERSION,
          source: db.kind,
          dump: opts.pgDump ? 'pg_dump' : 'json-lines',
          serverVersion: server?.v ?? '',
          migration: { tag: levelOf(applied)?.tag ?? null, ...applied },
          tables: await tableColumns(q, tables),
          sequences: await sequences(q),
          secretsKey:
            key.key && key.source !== 'none'
              ? { source: key.source, fingerprint: keyFingerprint(key.key), included: withKeyFile }
              : null,
        };
        await tar.add(MANIFEST, json(manifest));
        if (opts.pgDump)
          for (const [table, n] of Object.entries(await withPgDump(q, tar, opts.pgDump.url, tables)))
            rows[table] = n;
        else for (const table of tables) rows[table] = await dumpTable(q, tar, table);
      },
      { snapshot: true },
    );
    const snapshotMs = performance.now() - snapshotStarted;
    let files = 0;
    let fileBytes = 0;
    for (const f of await dataFiles(opts.dataDir))
      if (await tar.addFile(`${FILES_PREFIX}${f.name}`, f.file)) {
        files += 1;
        fileBytes += f.size;
      }
    if (withKeyFile) await tar.add(KEY_FILE_ENTRY, await readFile(key.file));
    const end: BackupEnd = { rows, files, fileBytes };
    await tar.add(END, json(end));
    await tar.finish();
    return {
      tables: Object.keys(rows).length,
      rows: Object.values(rows).reduce((a, b) => a + b, 0),
      files,
      fileBytes,
      keyFile: withKeyFile,
      snapshotMs: Math.round(snapshotMs),
      totalMs: Math.round(performance.now() - started),
    };
  } catch (err) {
    tar.abort(err instanceof Error ? err : new Error(String(err)));
    throw err;
  }
}
