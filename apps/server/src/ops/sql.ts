/**
 * Plain SQL on either database, for the operations tools (backup, restore, key rotation): they
 * read the catalog and move rows as JSON text, and must not migrate a database by opening it, as
 * `openDatabase` does for the server.
 */
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { DatabaseHandle, DatabaseTarget } from '../db/client';

/** One statement; resolves with its rows. */
export type Query = <R = Record<string, unknown>>(text: string, params?: unknown[]) => Promise<R[]>;

export interface SqlDatabase {
  readonly kind: 'pglite' | 'postgres';
  query: Query;
  /**
   * Runs `fn` in one transaction, committed when it resolves. `snapshot`: read only, REPEATABLE
   * READ — every statement sees the database as it was when the first one ran. On PGlite, which has
   * one session, every other statement of the process waits until the transaction ends.
   */
  transaction<T>(fn: (query: Query) => Promise<T>, options?: { snapshot?: boolean }): Promise<T>;
  /** Applies the migrations of `folder` that this database has not had (drizzle's migrator). */
  migrate(folder: string): Promise<void>;
  /** Closes the connection when this object opened it; a borrowed one stays open. */
  close(): Promise<void>;
}

const SNAPSHOT = 'isolation level repeatable read, read only';

/** SQL on a PGlite instance; `owned`: `close()` closes it. */
export function pgliteSql(client: PGlite, owned: boolean): SqlDatabase {
  const query: Query = async (text, params) => (await client.query(text, params)).rows as never;
  return {
    kind: 'pglite',
    query,
    transaction: (fn, options) =>
      client.transaction(async (tx) => {
        if (options?.snapshot) await tx.query(`set transaction ${SNAPSHOT}`);
        return fn(async (text, params) => (await tx.query(text, params)).rows as never);
      }),
    migrate: (folder) => migratePglite(drizzlePglite({ client }), { migrationsFolder: folder }),
    close: async () => {
      if (owned && !client.closed) await client.close();
    },
  };
}

/** SQL on a PostgreSQL pool; `owned`: `close()` ends it. */
export function postgresSql(pool: pg.Pool, owned: boolean): SqlDatabase {
  const query: Query = async (text, params) => (await pool.query(text, params)).rows as never;
  return {
    kind: 'postgres',
    query,
    async transaction(fn, options) {
      const client = await pool.connect();
      try {
        await client.query(options?.snapshot ? `begin ${SNAPSHOT}` : 'begin');
        const result = await fn(async (text, params) => (await client.query(text, params)).rows as never);
        await client.query('commit');
        return result;
      } catch (err) {
        await client.query('rollback').catch(() => undefined);
        throw err;
      } finally {
        client.release();
      }
    },
    migrate: (folder) => migratePg(drizzlePg({ client: pool }), { migrationsFolder: folder }),
    close: async () => {
      if (owned) await pool.end();
    },
  };
}

/** The SQL of a database the server opened (borrowed: closing it is the server's business). */
export function sqlOf(handle: DatabaseHandle): SqlDatabase {
  const client = (handle.db as unknown as { $client: PGlite | pg.Pool }).$client;
  return handle.kind === 'pglite'
    ? pgliteSql(client as PGlite, false)
    : postgresSql(client as pg.Pool, false);
}

/** Opens a database for the operations tools, without migrating it. */
export async function openSql(target: DatabaseTarget): Promise<SqlDatabase> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: 2 });
    pool.on('error', () => undefined);
    await pool.query('select 1');
    return postgresSql(pool, true);
  }
  const client = target.dir ? new PGlite(target.dir) : new PGlite();
  await client.waitReady;
  return pgliteSql(client, true);
}
