/**
 * Restores a backup (format.ts) into an empty database and `DATA_DIR`: migrates the database to
 * the backup's migration level, loads every row in one transaction, sets the sequences, puts the
 * files in place and then applies the later migrations. A database that holds rows, or is migrated
 * further than the backup, is refused unless `force` (which removes everything in it first).
 */
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { chmod, mkdir, rename, rm, rmdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { MIGRATIONS_DIR } from '../db/client';
import {
  appliedMigration,
  columnsOf,
  dropEverything,
  ident,
  nonEmptyTables,
  resetSequences,
  tableRef,
  tablesInOrder,
} from './catalog';
import { BACKED_UP_FOLDERS, keyFingerprint, safeDataPath, secretsKeyInUse } from './files';
import {
  END,
  FILES_PREFIX,
  FORMAT,
  FORMAT_VERSION,
  KEY_FILE_ENTRY,
  MANIFEST,
  PG_DUMP_PREFIX,
  tableOfPart,
  type BackupEnd,
  type BackupManifest,
} from './format';
import { knownMigrations, migrateUpTo, type MigrationLevel } from './migrations';
import { partsFile, pgRestore } from './pg-dump';
import type { Query, SqlDatabase } from './sql';
import { readTarGz, type TarEntry } from './tar';

export interface RestoreOptions {
  dataDir: string;
  /** The configured `SECRETS_KEY`; unset: the key file in `dataDir`. */
  secretsKey: string | undefined;
  /** Removes every table, row and backed-up file first, instead of refusing a database in use. */
  force?: boolean;
  /** The target's connection string: a backup made with `--pg-dump` is loaded by `pg_restore` through it. */
  postgresUrl?: string;
  /** Notes for the operator (a key that differs, what `force` moved aside). */
  note?: (line: string) => void;
}

export interface RestoreSummary {
  tables: number;
  rows: number;
  files: number;
  /** The backup's migration level, and the one the database has now. */
  from: string;
  to: string;
  totalMs: number;
}

/** A restore refused before anything changed (a database in use, a backup from a newer version). */
export class RestoreRefused extends Error {}

function readManifest(entry: TarEntry | undefined): BackupManifest {
  if (entry?.name !== MANIFEST)
    throw new Error('not an Avatara backup: it does not start with manifest.json');
  const m = JSON.parse(entry.data.toString('utf8')) as BackupManifest;
  if (m.format !== FORMAT) throw new Error('not an Avatara backup (manifest.json names another format)');
  if (m.version > FORMAT_VERSION)
    throw new RestoreRefused(
      `this backup was written in format ${m.version} by Avatara ${m.app}; this version reads up to format ${FORMAT_VERSION}: upgrade first`,
    );
  return m;
}

function levelFor(m: BackupManifest): MigrationLevel {
  const known = knownMigrations();
  const level = known.find((k) => k.when === m.migration.when);
  if (level) return level;
  const latest = known.at(-1);
  if (latest && m.migration.when > latest.when)
    throw new RestoreRefused(
      `this backup comes from a newer Avatara (${m.app}, migration ${m.migration.tag ?? m.migration.when}) than this one (migration ${latest.tag}): upgrade this installation, then restore`,
    );
  throw new RestoreRefused(
    `this backup's migration (${m.migration.tag ?? m.migration.when}) is unknown to this version`,
  );
}

/** Refuses a target that holds anything, unless forced: nothing has changed when this throws. */
async function checkTarget(
  db: SqlDatabase,
  level: MigrationLevel,
  m: BackupManifest,
  opts: RestoreOptions,
): Promise<void> {
  if (opts.force) return;
  const applied = await appliedMigration(db.query);
  const rows = await nonEmptyTables(db.query);
  const held = Object.entries(rows);
  if (held.length > 0) {
    const list = held.map(([t, n]) => `${t}: ${n}`).join(', ');
    const what = rows.users
      ? 'holds accounts'
      : 'holds only what a server writes at its first start (no accounts yet)';
    throw new RestoreRefused(
      `the database is not empty: it ${what} (${list}). Restore into a new, empty database ` +
        '(`createdb` a new one for PostgreSQL, a new DATA_DIR or PGLITE_DIR for PGlite), or add --force to delete everything in this one first',
    );
  }
  if (applied && applied.when > level.when)
    throw new RestoreRefused(
      `the database is already migrated beyond the backup (its last migration is newer than ${level.tag}): ` +
        "restore into a new, empty database (the backup's rows then go through the later migrations), or add --force to start this one over",
    );
  for (const folder of BACKED_UP_FOLDERS) {
    const dir = path.join(opts.dataDir, folder);
    if (existsSync(dir) && readdirSync(dir).length > 0)
      throw new RestoreRefused(
        `${dir} is not empty: restore with a new DATA_DIR, or add --force to replace its files`,
      );
  }
  if (m.secretsKey?.included) {
    const current = secretsKeyInUse(opts.secretsKey, opts.dataDir);
    if (current.source === 'file' && keyFingerprint(current.key!) !== m.secretsKey.fingerprint)
      throw new RestoreRefused(
        `${current.file} holds another key than the backup's: restore with a new DATA_DIR, or add --force to replace it (the old one is kept beside it)`,
      );
  }
}

/** Moves `file` aside as `<file>.replaced-<time>`; returns the new name. */
async function moveAside(file: string): Promise<string> {
  const aside = `${file}.replaced-${new Date().toISOString().replace(/[:.]/g, '-')}`;
  await rename(file, aside);
  return aside;
}

/** The rows of a part into `table` (columns checked against the backup's first). */
async function insertPart(q: Query, table: string, columns: string[], data: Buffer): Promise<number> {
  const lines = data
    .toString('utf8')
    .split('\n')
    .filter((l) => l !== '');
  if (lines.length === 0) return 0;
  const list = columns.map(ident).join(', ');
  await q(
    `insert into ${tableRef(table)} (${list}) overriding system value
     select ${list} from json_populate_recordset(null::${tableRef(table)}, $1::json)`,
    [`[${lines.join(',')}]`],
  );
  return lines.length;
}

/** What a restore collects from the archive besides the rows, and the files it staged. */
class Collected {
  keyFile: Buffer | null = null;
  end: BackupEnd | null = null;
  files = 0;
  constructor(readonly staging: string) {}

  /** Takes a file, the key or the end; false for other entries. */
  async take(entry: TarEntry): Promise<boolean> {
    if (entry.name.startsWith(FILES_PREFIX)) {
      const target = safeDataPath(this.staging, entry.name.slice(FILES_PREFIX.length));
      if (!target) throw new Error(`the archive holds a file outside the backed-up folders: ${entry.name}`);
      await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
      await writeFile(target, entry.data, { mode: 0o600, flag: 'wx' });
      this.files += 1;
    } else if (entry.name === KEY_FILE_ENTRY) this.keyFile = entry.data;
    else if (entry.name === END) this.end = JSON.parse(entry.data.toString('utf8')) as BackupEnd;
    else return false;
    return true;
  }

  /** The end entry, once every file it counts has been taken. */
  complete(): BackupEnd {
    if (!this.end) throw new Error('the archive ends early: the backup is incomplete');
    if (this.files !== this.end.files)
      throw new Error(`${this.files} files in the archive, ${this.end.files} written`);
    return this.end;
  }

  /** Moves the staged folders into `dataDir` (where they are missing or empty). */
  async place(dataDir: string): Promise<void> {
    for (const folder of BACKED_UP_FOLDERS) {
      const from = path.join(this.staging, folder);
      if (!existsSync(from)) continue;
      const to = path.join(dataDir, folder);
      if (existsSync(to)) await rmdir(to); // empty: checked before, or moved aside by --force
      await rename(from, to);
    }
  }
}

function checkCounts(tables: string[], rows: Record<string, number>, end: BackupEnd): void {
  for (const t of tables)
    if ((rows[t] ?? 0) !== (end.rows[t] ?? 0))
      throw new Error(`table ${t}: ${rows[t] ?? 0} rows restored, ${end.rows[t] ?? 0} in the backup`);
}

/** JSON lines: migrated to the backup's level, every row inserted in one transaction. */
async function loadRows(
  db: SqlDatabase,
  manifest: BackupManifest,
  level: MigrationLevel,
  entries: AsyncGenerator<TarEntry>,
  collected: Collected,
): Promise<Record<string, number>> {
  await migrateUpTo(db, level);
  const present = new Set(await tablesInOrder(db.query));
  for (const t of manifest.tables) {
    if (!present.has(t.name)) throw new Error(`table ${t.name} of the backup does not exist at ${level.tag}`);
    const have = await columnsOf(db.query, t.name);
    if (have.join(',') !== t.columns.join(','))
      throw new Error(
        `table ${t.name}: the backup has the columns (${t.columns.join(', ')}), this database at ${level.tag} has (${have.join(', ')})`,
      );
  }
  const columns = new Map(manifest.tables.map((t) => [t.name, t.columns]));
  const rows: Record<string, number> = {};
  await db.transaction(async (q) => {
    // The notification triggers stay quiet: no server listens to a database being restored.
    for (const t of manifest.tables) await q(`alter table ${tableRef(t.name)} disable trigger user`);
    for await (const entry of entries) {
      if (await collected.take(entry)) continue;
      const table = tableOfPart(entry.name);
      if (table === null) continue;
      const cols = columns.get(table);
      if (!cols) throw new Error(`the archive holds rows of ${table}, which its manifest does not name`);
      rows[table] = (rows[table] ?? 0) + (await insertPart(q, table, cols, entry.data));
    }
    checkCounts(
      manifest.tables.map((t) => t.name),
      rows,
      collected.complete(),
    );
    await resetSequences(q, manifest.sequences);
    for (const t of manifest.tables) await q(`alter table ${tableRef(t.name)} enable trigger user`);
  });
  return rows;
}

/** A pg_dump: its parts joined into a file, loaded by pg_restore into the emptied database. */
async function loadPgDump(
  db: SqlDatabase,
  url: string,
  manifest: BackupManifest,
  entries: AsyncGenerator<TarEntry>,
  collected: Collected,
): Promise<Record<string, number>> {
  const file = path.join(collected.staging, 'database.pgdump');
  await mkdir(collected.staging, { recursive: true, mode: 0o700 });
  const out = partsFile(file);
  try {
    for await (const entry of entries)
      if (!(await collected.take(entry)) && entry.name.startsWith(PG_DUMP_PREFIX))
        await out.append(entry.data);
  } finally {
    await out.close();
  }
  const end = collected.complete();
  // pg_restore makes every object itself: the database was empty (or --force) and is cleared of its tables.
  await db.transaction(dropEverything);
  await pgRestore(url, file);
  const rows: Record<string, number> = {};
  for (const t of manifest.tables) {
    const [row] = await db.query<{ n: number }>(`select count(*)::int as n from ${tableRef(t.name)}`);
    rows[t.name] = row?.n ?? 0;
  }
  checkCounts(
    manifest.tables.map((t) => t.name),
    rows,
    end,
  );
  return rows;
}

/** Restores the backup read from `input` into `db` and `opts.dataDir`. */
export async function restoreBackup(
  input: Readable,
  db: SqlDatabase,
  opts: RestoreOptions,
): Promise<RestoreSummary> {
  const started = performance.now();
  const note = opts.note ?? (() => undefined);
  const entries = readTarGz(input);
  try {
    const manifest = readManifest((await entries.next()).value || undefined);
    const level = levelFor(manifest);
    const pgDumped = manifest.dump === 'pg_dump';
    if (pgDumped && (db.kind !== 'postgres' || !opts.postgresUrl))
      throw new RestoreRefused(
        'this backup holds a pg_dump (it was made with --pg-dump): it restores into PostgreSQL only',
      );
    await checkTarget(db, level, manifest, opts);

    if (opts.force) {
      await db.transaction(dropEverything);
      for (const folder of BACKED_UP_FOLDERS) {
        const dir = path.join(opts.dataDir, folder);
        if (existsSync(dir))
          note(`--force: the files that were in ${dir} are now in ${await moveAside(dir)}`);
      }
    }
    const collected = new Collected(
      path.join(opts.dataDir, `.restore-${process.pid}-${randomBytes(4).toString('hex')}`),
    );
    let rows: Record<string, number>;
    try {
      rows = pgDumped
        ? await loadPgDump(db, opts.postgresUrl!, manifest, entries, collected)
        : await loadRows(db, manifest, level, entries, collected);
      await collected.place(opts.dataDir);
    } finally {
      await rm(collected.staging, { recursive: true, force: true });
    }

    await placeKey(collected.keyFile, manifest, opts, note);
    await db.migrate(MIGRATIONS_DIR);
    const now = await appliedMigration(db.query);
    return {
      tables: manifest.tables.length,
      rows: Object.values(rows).reduce((a, b) => a + b, 0),
      files: collected.files,
      from: level.tag,
      to: knownMigrations().find((k) => k.when === now?.when)?.tag ?? String(now?.when),
      totalMs: Math.round(performance.now() - started),
    };
  } finally {
    await entries.return(undefined);
  }
}

/** Writes the backup's key file, or says which key the stored API keys need. */
async function placeKey(
  keyFile: Buffer | null,
  m: BackupManifest,
  opts: RestoreOptions,
  note: (line: string) => void,
): Promise<void> {
  if (!m.secretsKey) return;
  const current = secretsKeyInUse(opts.secretsKey, opts.dataDir);
  const same = current.key !== null && keyFingerprint(current.key) === m.secretsKey.fingerprint;
  if (keyFile && current.source !== 'env' && !same) {
    if (current.source === 'file')
      note(`--force: the key file that was here is now ${await moveAside(current.file)}`);
    await mkdir(opts.dataDir, { recursive: true });
    await writeFile(current.file, keyFile, { mode: 0o600 });
    await chmod(current.file, 0o600);
    return;
  }
  if (!same)
    note(
      `the model connections' API keys were sealed with another key (fingerprint ${m.secretsKey.fingerprint}, ` +
        `${m.secretsKey.source === 'env' ? 'SECRETS_KEY' : 'the key file'} of the backed-up server): start the server with that key, ` +
        'or enter the API keys again on the Models page (docs/operations.md, "Rotating SECRETS_KEY")',
    );
}
