import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { knownMigrations } from '../ops/migrations';
import { openDatabase } from './client';
import { createEmptyPostgres, postgresAvailable } from './testing';

const available = await postgresAvailable();

/**
 * Replicas start together (compose.yaml's two app containers and the worker, or a rolling
 * upgrade): each applies the pending migrations at start. They must take turns, or two of them
 * create the same tables and one fails to start.
 */
describe.skipIf(!available)('migrations when several processes start at once [postgres]', () => {
  it('four processes opening one empty database at once all start, and every migration is applied once', async () => {
    const empty = await createEmptyPostgres();
    try {
      const opened = await Promise.allSettled(
        Array.from({ length: 4 }, () => openDatabase({ kind: 'postgres', url: empty.url })),
      );
      for (const o of opened) if (o.status === 'fulfilled') await o.value.close();
      expect(opened.map((o) => (o.status === 'rejected' ? String(o.reason) : 'ok'))).toEqual([
        'ok',
        'ok',
        'ok',
        'ok',
      ]);
      const client = new pg.Client({ connectionString: empty.url });
      await client.connect();
      try {
        const { rows } = await client.query<{ hash: string; created_at: string }>(
          'select hash, created_at from drizzle.__drizzle_migrations order by created_at',
        );
        expect(rows.map((r) => Number(r.created_at))).toEqual(knownMigrations().map((m) => m.when));
        // The lock is released: nobody holds it once everyone has started.
        const held = await client.query(
          `select count(*)::int as n from pg_locks where locktype = 'advisory' and database = (select oid from pg_database where datname = current_database())`,
        );
        expect(held.rows[0].n).toBe(0);
      } finally {
        await client.end();
      }
    } finally {
      await empty.drop();
    }
  });
});
