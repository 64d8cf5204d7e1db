/**
 * Service-test helpers: run the same storage tests against PGlite (always) and against the
 * PostgreSQL server on 127.0.0.1 (when reachable; required when CI=true). Each PostgreSQL test
 * suite gets a fresh database that is dropped afterwards, so runs never see each other's rows.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from './client';

/** The admin connection used to create throw-away databases (trust auth, database `test`). */
export const TEST_POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

let reachable: Promise<boolean> | undefined;

/** Whether the test PostgreSQL answers; in CI its absence is an error, never a skip. */
export function postgresAvailable(): Promise<boolean> {
  reachable ??= (async () => {
    const client = new pg.Client({ connectionString: TEST_POSTGRES_URL, connectionTimeoutMillis: 2000 });
    try {
      await client.connect();
      await client.query('select 1');
      return true;
    } catch (err) {
      if (process.env.CI === 'true')
        throw new Error(
          `PostgreSQL is required in CI but not reachable at ${TEST_POSTGRES_URL}: ${String(err)}`,
        );
      console.warn(
        `[skip] PostgreSQL not reachable at ${TEST_POSTGRES_URL}: PostgreSQL service tests skipped`,
      );
      return false;
    } finally {
      await client.end().catch(() => undefined);
    }
  })();
  return reachable;
}

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** Creates an empty PostgreSQL database (no migrations): its URL, and `drop` to remove it. */
export async function createEmptyPostgres(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `avatara_t_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: TEST_POSTGRES_URL });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  return {
    url: withDatabase(TEST_POSTGRES_URL, name),
    async drop() {
      const dropper = new pg.Client({ connectionString: TEST_POSTGRES_URL });
      await dropper.connect();
      await dropper.query(`drop database if exists "${name}" with (force)`);
      await dropper.end();
    },
  };
}

/** Creates a fresh PostgreSQL database, migrates it, and drops it again on close. */
export async function openFreshPostgres(): Promise<DatabaseHandle> {
  const empty = await createEmptyPostgres();
  const handle = await openDatabase({ kind: 'postgres', url: empty.url });
  return {
    ...handle,
    async close() {
      await handle.close();
      await empty.drop();
    },
  };
}

export interface DatabaseCase {
  name: 'pglite' | 'postgres';
  /** Resolves false when this adapter is unavailable here (outside CI) and the suite should skip. */
  available: () => Promise<boolean>;
  open: () => Promise<DatabaseHandle>;
}

/** Both adapters, for `describe.each`-style service tests. */
export const databaseCases: DatabaseCase[] = [
  { name: 'pglite', available: async () => true, open: () => openDatabase({ kind: 'pglite' }) },
  { name: 'postgres', available: postgresAvailable, open: openFreshPostgres },
];
