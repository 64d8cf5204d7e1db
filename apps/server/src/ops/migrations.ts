/**
 * Migration levels for backups. A backup records the last migration its database had; a restore
 * migrates the new database to exactly that level, loads the rows, and then applies the later
 * migrations — so the old rows go through the same upgrade a running installation's rows would.
 */
import { createHash } from 'node:crypto';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MIGRATIONS_DIR } from '../db/client';
import type { SqlDatabase } from './sql';

interface JournalEntry {
  idx: number;
  when: number;
  tag: string;
}

interface Journal {
  entries: JournalEntry[];
  [other: string]: unknown;
}

export interface MigrationLevel {
  /** The migration's file name without `.sql`, e.g. `0014_operator_flag`. */
  tag: string;
  /** The journal's `when` (drizzle's `created_at`). */
  when: number;
  /** SHA-256 of the migration's SQL, as drizzle records it. */
  hash: string;
}

function readJournal(folder: string): Journal {
  return JSON.parse(readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as Journal;
}

/** The migrations this code knows, oldest first. */
export function knownMigrations(folder = MIGRATIONS_DIR): MigrationLevel[] {
  return readJournal(folder).entries.map((e) => ({
    tag: e.tag,
    when: e.when,
    hash: createHash('sha256')
      .update(readFileSync(path.join(folder, `${e.tag}.sql`)))
      .digest('hex'),
  }));
}

/** The known migration drizzle recorded as `{hash, when}`, or null when this code does not know it. */
export function levelOf(
  applied: { hash: string; when: number },
  folder = MIGRATIONS_DIR,
): MigrationLevel | null {
  return knownMigrations(folder).find((m) => m.when === applied.when) ?? null;
}

/** Applies this code's migrations up to and including `level`, none after it. */
export async function migrateUpTo(
  db: SqlDatabase,
  level: MigrationLevel,
  folder = MIGRATIONS_DIR,
): Promise<void> {
  const journal = readJournal(folder);
  const entries = journal.entries.filter((e) => e.when <= level.when);
  const partial = mkdtempSync(path.join(tmpdir(), 'avatara-migrations-'));
  try {
    mkdirSync(path.join(partial, 'meta'));
    writeFileSync(path.join(partial, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
    for (const e of entries)
      copyFileSync(path.join(folder, `${e.tag}.sql`), path.join(partial, `${e.tag}.sql`));
    await db.migrate(partial);
  } finally {
    rmSync(partial, { recursive: true, force: true });
  }
}
