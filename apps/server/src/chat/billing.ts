import { eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { chatHolds, users } from '../db/schema';
import { microUsd, type MicroUsd } from '../money';
import { beginTurn } from './turn-sql';

export { HOLD_TTL_MS } from './turn-sql';

/** Money held for one reply while it is generated. */
export interface Hold {
  readonly id: string;
  readonly userId: string;
  readonly amount: MicroUsd;
}

/**
 * Reserve-and-settle for chat replies (docs/chat.md, Billing). Before a model call the reply's
 * worst-case cost is held (`users.reserved_micro_usd`; taken in the turn's begin statement,
 * `turn-sql.ts`); after it, the real cost is charged in the statement that stores the reply and
 * the rest is released; on failure everything is released. SQL refuses an overdraft twice over:
 * the hold is taken only while `balance − reserved` covers it (under the row lock), and check
 * constraints keep `0 ≤ reserved ≤ balance` and `balance ≥ 0`. The ledger gets one row per charge,
 * so the balance stays the ledger's sum.
 */
export class ChatBilling {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date,
  ) {}

  /** Holds up to `wanted` (at least `minimum`) of the spendable balance; null when less than `minimum` is spendable. */
  async hold(userId: string, wanted: MicroUsd, minimum: MicroUsd): Promise<Hold | null> {
    const { hold } = await beginTurn(this.db, { userId, avatarId: '', now: this.now(), wanted, minimum });
    return hold ? { ...hold, userId } : null;
  }

  /** Gives a hold back in full (the model failed), in one statement. Idempotent. */
  async release(hold: Hold): Promise<void> {
    await this.db.execute(
      sql`with d as (delete from ${chatHolds} where ${chatHolds.id} = ${hold.id} returning amount_micro_usd as held)
          update ${users} set reserved_micro_usd = reserved_micro_usd - (select held from d)
          where ${users.id} = ${hold.userId} and exists (select 1 from d)`,
    );
  }

  /** Releases every hold past its expiry (left by a crash); returns how many. */
  async sweepExpired(): Promise<number> {
    return this.db.transaction(async (tx) => {
      const expired = await tx
        .delete(chatHolds)
        .where(lt(chatHolds.expiresAt, this.now()))
        .returning({ userId: chatHolds.userId, amount: chatHolds.amountMicroUsd });
      for (const h of expired) {
        await tx
          .update(users)
          .set({ reservedMicroUsd: sql`greatest(0, ${users.reservedMicroUsd} - ${h.amount})` })
          .where(eq(users.id, h.userId));
      }
      return expired.length;
    });
  }

  /** Balance, spendable part and token total of a user. */
  async account(userId: string): Promise<{ balance: MicroUsd; spendable: MicroUsd; tokensTotal: number }> {
    const [row] = await this.db
      .select({ balance: users.balanceMicroUsd, reserved: users.reservedMicroUsd, tokens: users.tokensUsed })
      .from(users)
      .where(eq(users.id, userId));
    return {
      balance: microUsd(row?.balance ?? 0),
      spendable: microUsd((row?.balance ?? 0) - (row?.reserved ?? 0)),
      tokensTotal: row?.tokens ?? 0,
    };
  }
}
