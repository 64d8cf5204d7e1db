import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { chatHolds, ledger, users } from '../db/schema';
import { microUsd, type MicroUsd } from '../money';
import { LedgerKind } from '../services/ledger';

/** Money held for one reply while it is generated. */
export interface Hold {
  readonly id: string;
  readonly userId: string;
  readonly amount: MicroUsd;
}

/** What a settled reply leaves. */
export interface Settlement {
  /** What was charged (never more than the hold). */
  readonly charged: MicroUsd;
  /** Balance after the charge. */
  readonly balance: MicroUsd;
  /** Balance minus what other replies still hold. */
  readonly spendable: MicroUsd;
  /** All chat tokens of the user so far. */
  readonly tokensTotal: number;
}

/** How long a hold lives before the sweeper gives it back (a crash mid-reply), ms. */
export const HOLD_TTL_MS = 15 * 60_000;

/**
 * Reserve-and-settle for chat replies. Before a model call the reply's worst-case cost is held
 * (`users.reserved_micro_usd`); after it, the real cost is charged in the same transaction that
 * stores the message and the rest is released; on failure everything is released. SQL refuses an
 * overdraft twice over: the hold is a conditional update on the row-locked balance, and check
 * constraints keep `0 ≤ reserved ≤ balance` and `balance ≥ 0`. The ledger gets one row per charge,
 * so the balance stays the ledger's sum (docs/chat.md, Billing).
 */
export class ChatBilling {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date,
  ) {}

  /**
   * Holds up to `wanted` (at least `minimum`) of the user's spendable balance. Returns null, holding
   * nothing, when less than `minimum` is spendable. Concurrent holds queue on the user's row lock,
   * so two replies can never hold the same cents.
   */
  async hold(userId: string, wanted: MicroUsd, minimum: MicroUsd, tx?: Database): Promise<Hold | null> {
    const run = async (t: Database): Promise<Hold | null> => {
      const [row] = await t
        .select({ balance: users.balanceMicroUsd, reserved: users.reservedMicroUsd })
        .from(users)
        .where(eq(users.id, userId))
        .for('update');
      if (!row) return null;
      const spendable = row.balance - row.reserved;
      const amount = Math.min(wanted, spendable);
      if (amount < minimum || amount <= 0) return null;
      const updated = await t
        .update(users)
        .set({ reservedMicroUsd: sql`${users.reservedMicroUsd} + ${amount}` })
        .where(and(eq(users.id, userId), sql`${users.balanceMicroUsd} - ${users.reservedMicroUsd} >= ${amount}`))
        .returning({ id: users.id });
      if (updated.length === 0) return null;
      const [h] = await t
        .insert(chatHolds)
        .values({ userId, amountMicroUsd: amount, createdAt: this.now(), expiresAt: new Date(this.now().getTime() + HOLD_TTL_MS) })
        .returning({ id: chatHolds.id });
      return { id: h!.id, userId, amount: microUsd(amount) };
    };
    return tx ? run(tx) : this.db.transaction(run);
  }

  /**
   * Charges `cost` (capped at the hold) and releases the hold, inside the caller's transaction
   * (the one that stores the reply). `reference` makes the charge unique in the ledger.
   */
  async settle(tx: Database, hold: Hold, cost: MicroUsd, tokens: number, reference: string): Promise<Settlement> {
    const deleted = await tx.delete(chatHolds).where(eq(chatHolds.id, hold.id)).returning({ amount: chatHolds.amountMicroUsd });
    // The sweeper may have released an expired hold already: then only what is spendable is charged.
    const held = deleted[0]?.amount ?? 0;
    let charge = Math.min(cost, hold.amount);
    if (held === 0 && charge > 0) {
      const [row] = await tx
        .select({ balance: users.balanceMicroUsd, reserved: users.reservedMicroUsd })
        .from(users)
        .where(eq(users.id, hold.userId))
        .for('update');
      charge = Math.max(0, Math.min(charge, (row?.balance ?? 0) - (row?.reserved ?? 0)));
    }
    if (charge > 0) {
      await tx.insert(ledger).values({ userId: hold.userId, amountMicroUsd: -charge, kind: LedgerKind.CHAT_CHARGE, reference, note: `${tokens} tokens` });
    }
    const [after] = await tx
      .update(users)
      .set({
        balanceMicroUsd: sql`${users.balanceMicroUsd} - ${charge}`,
        reservedMicroUsd: sql`${users.reservedMicroUsd} - ${held}`,
        tokensUsed: sql`${users.tokensUsed} + ${tokens}`,
      })
      .where(eq(users.id, hold.userId))
      .returning({ balance: users.balanceMicroUsd, reserved: users.reservedMicroUsd, tokens: users.tokensUsed });
    return {
      charged: microUsd(charge),
      balance: microUsd(after!.balance),
      spendable: microUsd(after!.balance - after!.reserved),
      tokensTotal: after!.tokens,
    };
  }

  /** Gives a hold back in full (the model failed). Idempotent. */
  async release(hold: Hold): Promise<void> {
    await this.db.transaction(async (tx) => {
      const deleted = await tx.delete(chatHolds).where(eq(chatHolds.id, hold.id)).returning({ amount: chatHolds.amountMicroUsd });
      const held = deleted[0]?.amount ?? 0;
      if (held > 0) await tx.update(users).set({ reservedMicroUsd: sql`${users.reservedMicroUsd} - ${held}` }).where(eq(users.id, hold.userId));
    });
  }

  /** Releases every hold past its expiry (left by a crash); returns how many. */
  async sweepExpired(): Promise<number> {
    return this.db.transaction(async (tx) => {
      const expired = await tx.delete(chatHolds).where(lt(chatHolds.expiresAt, this.now())).returning({ userId: chatHolds.userId, amount: chatHolds.amountMicroUsd });
      for (const h of expired) {
        await tx.update(users).set({ reservedMicroUsd: sql`greatest(0, ${users.reservedMicroUsd} - ${h.amount})` }).where(eq(users.id, h.userId));
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
    return { balance: microUsd(row?.balance ?? 0), spendable: microUsd((row?.balance ?? 0) - (row?.reserved ?? 0)), tokensTotal: row?.tokens ?? 0 };
  }
}
