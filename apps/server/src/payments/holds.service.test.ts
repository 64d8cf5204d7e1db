import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { users } from '../db/schema';
import { openFreshPostgres, postgresAvailable } from '../db/testing';
import { microUsd } from '../money';
import { BalanceHolds } from './holds';
import { LedgerKind, postLedgerEntry } from './ledger';

/**
 * PostgreSQL only: PGlite is one connection, so no statement ever waits for another's row lock.
 * Two instances (or two requests) settle and hold on one user's row at the same moment.
 */
describe.skipIf(!(await postgresAvailable()))(
  'balance holds while another connection settles [postgres]',
  () => {
    let h: DatabaseHandle;
    beforeAll(async () => {
      h = await openFreshPostgres();
    });
    afterAll(() => h?.close());

    it('holds what a settle on another connection freed, rather than failing a check constraint', async () => {
      const [u] = await h.db.insert(users).values({ email: 'holder@example.com' }).returning();
      const userId = u!.id;
      await h.db.transaction((tx) =>
        postLedgerEntry(tx, {
          userId,
          amountMicroUsd: microUsd(1_000),
          kind: LedgerKind.TOPUP,
          reference: 'r1',
        }),
      );
      const holds = new BalanceHolds(h.db, () => new Date());
      const first = await holds.hold(userId, microUsd(400), microUsd(1));
      expect(first?.amount).toBe(400);

      // Another connection settles that reply (100 of the 400 charged) and has not committed yet.
      const other = await h.connect!();
      try {
        await other.query('begin');
        await other.query('delete from chat_holds where id = $1', [first!.id]);
        await other.query(
          'update users set balance_micro_usd = balance_micro_usd - 100, reserved_micro_usd = reserved_micro_usd - 400 where id = $1',
          [userId],
        );
        // The next hold starts now (its snapshot: 1,000 with 400 held) and waits for the row lock.
        const pending = holds.hold(userId, microUsd(10_000), microUsd(1));
        for (let i = 0; i < 400; i++) {
          const { rows } = await other.query<{ n: number }>(
            `select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
          );
          if (rows[0]!.n > 0) break;
          await new Promise((r) => setTimeout(r, 10));
        }
        await other.query('commit');
        // It sees the settled row (900, nothing held) and holds all of it. Computed on the version its
        // snapshot saw, 400 + 900 would exceed 1,000: PostgreSQL checks that version's constraints first.
        const second = await pending;
        expect(second?.amount).toBe(900);
      } finally {
        await other.end();
      }
      const [row] = await h.db
        .select({ balance: users.balanceMicroUsd, reserved: users.reservedMicroUsd })
        .from(users)
        .where(eq(users.id, userId));
      expect(row).toEqual({ balance: 900, reserved: 900 });
    });
  },
);
