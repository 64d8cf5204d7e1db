import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './client';
import { ledger, users } from './schema';
import { databaseCases } from './testing';

for (const c of databaseCases) {
  const available = await c.available();
  describe.skipIf(!available)(`openDatabase [${c.name}]`, () => {
    let h: DatabaseHandle;
    beforeAll(async () => {
      h = await c.open();
    });
    afterAll(() => h?.close());

    it('applies the committed migrations', async () => {
      const result = (await h.db.execute(
        sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
      )) as unknown as { rows: { table_name: string }[] };
      const names = result.rows.map((r) => r.table_name);
      expect(names).toEqual(expect.arrayContaining(['consents', 'ledger', 'sessions', 'trials', 'users']));
    });

    it('starts each run on an empty database', async () => {
      // A database of its own: the shared one may already hold another test's rows (tests run shuffled).
      const fresh = await c.open();
      try {
        const [row] = await fresh.db.select({ n: sql<number>`count(*)::int` }).from(users);
        expect(row?.n).toBe(0);
      } finally {
        await fresh.close();
      }
    });

    it('rolls back a failed transaction so no balance moves', async () => {
      const [u] = await h.db
        .insert(users)
        .values({ email: `tx-${c.name}@example.com` })
        .returning();
      await expect(
        h.db.transaction(async (tx) => {
          await tx
            .insert(ledger)
            .values({ userId: u!.id, amountMicroUsd: 10_000_000, kind: 'topup', reference: 'evt_1' });
          await tx.update(users).set({ balanceMicroUsd: 10_000_000 }).where(eq(users.id, u!.id));
          await tx
            .insert(ledger)
            .values({ userId: u!.id, amountMicroUsd: 1, kind: 'topup', reference: 'evt_1' });
        }),
      ).rejects.toThrow();
      const [after] = await h.db.select().from(users).where(eq(users.id, u!.id));
      expect(after?.balanceMicroUsd).toBe(0);
      const entries = await h.db.select().from(ledger).where(eq(ledger.userId, u!.id));
      expect(entries).toHaveLength(0);
    });
  });
}
