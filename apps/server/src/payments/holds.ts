/**
 * Reserve-and-settle on the balance (docs/chat.md "Billing", docs/plans.md "Speech"): before an
 * uncertain cost (a model call, a speech synthesis) its worst case is held
 * (`users.reserved_micro_usd` and one `chat_holds` row); after it the real cost is charged with one
 * ledger row and the rest released; on failure everything is released. SQL refuses an overdraft
 * twice over: a hold is taken only while `balance − reserved` covers it (under the row lock), and
 * check constraints keep `0 ≤ reserved ≤ balance` and `balance ≥ 0`.
 *
 * The chat embeds the same statements in its turn (`holdCtes`, `chargeCtes` in chat/turn-sql.ts, so
 * the user message and the reply are written with them); speech uses `BalanceHolds` as it is.
 * `chat_holds` is the table of every hold, whatever it pays for.
 */
import { eq, lt, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { chatHolds, ledger, users } from '../db/schema';
import { microUsd, type MicroUsd } from '../money';
import { spentOn, type TLedgerKind } from './ledger';

/** How long a hold lives before the sweeper gives it back (a crash mid-reply), ms. */
export const HOLD_TTL_MS = 15 * 60_000;

/** Money held for one uncertain cost. */
export interface Hold {
  readonly id: string;
  readonly userId: string;
  readonly amount: MicroUsd;
}

/** What a settled hold charged, and the account after it. */
export interface Charged {
  /** What was charged (never more than the hold). */
  charged: MicroUsd;
  balance: MicroUsd;
  /** Balance minus what other holds still keep. */
  spendable: MicroUsd;
}

/** The ledger row of a charge. */
export interface ChargeEntry {
  kind: TLedgerKind;
  /** Unique per charge (a second settle of the same reference books nothing twice). */
  reference: string;
  note: string;
}

async function rows<T>(db: Database, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

const toNumber = (v: unknown): number => (typeof v === 'number' ? v : Number(v));

/**
 * The common table expressions `cur, amt, upd, h` (without `with`) that hold up to `wanted` (at
 * least `minimum`) of the spendable balance: `h` returns `id, amount_micro_usd`, empty when less
 * than `minimum` is spendable. A hold is at least 1 µUSD (the table allows no empty hold): a free
 * model's turn holds that and settles at 0. The user's row is locked (`for update`, re-read after a wait), so
 * two holds never take the same cents.
 *
 * The `least(…, balance)` in `upd` changes nothing that is written (the amount fits the locked row's
 * spendable part), but it must stay: when another transaction changed the row after this statement
 * began (a reply settled on another connection or instance), PostgreSQL computes the new row from
 * the version this statement's snapshot sees and checks the constraints on it *before* it re-reads
 * the newest version and computes it again. With the settle's charge below its hold, the old
 * version plus the new amount can exceed the old balance, and `users_reserved_within_balance`
 * refused a valid hold (HTTP 500; found by the two-instance test, ops/two-instances.process.test.ts).
 */
export function holdCtes(p: { userId: string; wanted: MicroUsd; minimum: MicroUsd; now: Date }): SQL {
  const expires = new Date(p.now.getTime() + HOLD_TTL_MS);
  return sql`cur as (
          select balance_micro_usd - reserved_micro_usd as spendable from ${users} where id = ${p.userId} for update
        ), amt as (
          select least(${Math.max(1, p.wanted)}::bigint, spendable) as amount from cur where spendable >= ${Math.max(1, p.minimum)}::bigint
        ), upd as (
          update ${users} set reserved_micro_usd = least(reserved_micro_usd + (select amount from amt), balance_micro_usd)
          where id = ${p.userId} and exists (select 1 from amt) returning 1
        ), h as (
          insert into ${chatHolds} (user_id, amount_micro_usd, created_at, expires_at)
          select ${p.userId}::uuid, amount, ${p.now.toISOString()}::timestamptz, ${expires.toISOString()}::timestamptz from amt where exists (select 1 from upd)
          returning id, amount_micro_usd
        )`;
}

/**
 * The common table expressions `d, ch, l` (without `with`) that settle a hold: `d` deletes it,
 * `ch` is `held` and `charge = min(cost, held)` (0 for a hold the sweeper gave back already), `l`
 * books the ledger row when something is charged. The statement must then update the user with
 * `SETTLE_USER`.
 */
export function chargeCtes(p: { holdId: string; userId: string; cost: MicroUsd; entry: ChargeEntry }): SQL {
  return sql`d as (
          delete from ${chatHolds} where id = ${p.holdId} returning amount_micro_usd as held
        ), ch as (
          select coalesce((select held from d), 0) as held, least(${p.cost}::bigint, coalesce((select held from d), 0)) as charge
        ), l as (
          insert into ${ledger} (user_id, amount_micro_usd, kind, reference, note)
          select ${p.userId}::uuid, -charge, ${p.entry.kind}, ${p.entry.reference}, ${p.entry.note} from ch where charge > 0 returning 1
        )`;
}

/** The `set` list of the user's update after `chargeCtes`: the charge off the balance, the hold off the reserve. */
export const SETTLE_USER = sql`balance_micro_usd = balance_micro_usd - (select charge from ch),
            reserved_micro_usd = reserved_micro_usd - (select held from ch)`;

/** Holds, charges and releases on users' balances (see the file's comment). */
export class BalanceHolds {
  constructor(
    protected readonly db: Database,
    protected readonly now: () => Date,
  ) {}

  /** Holds up to `wanted` (at least `minimum`) of the spendable balance; null when less than `minimum` is spendable. */
  async hold(userId: string, wanted: MicroUsd, minimum: MicroUsd): Promise<Hold | null> {
    const [row] = await rows<{ id: string | null; amount: string | number | null }>(
      this.db,
      sql`with ${holdCtes({ userId, wanted, minimum, now: this.now() })}
          select (select id from h) as id, (select amount_micro_usd from h) as amount`,
    );
    return row?.id ? { id: row.id, userId, amount: microUsd(toNumber(row.amount)) } : null;
  }

  /**
   * Charges `cost` (capped at the hold), releases the rest and books the ledger row — one
   * statement, so a crash leaves either nothing done (the sweeper gives the hold back) or all of it.
   */
  async settle(hold: Hold, cost: MicroUsd, entry: ChargeEntry): Promise<Charged> {
    const [row] = await rows<{
      charge: string | number;
      balance: string | number;
      reserved: string | number;
    }>(
      this.db,
      sql`with ${chargeCtes({ holdId: hold.id, userId: hold.userId, cost, entry })}, u as (
            update ${users} set ${SETTLE_USER} where id = ${hold.userId}
            returning balance_micro_usd, reserved_micro_usd
          )
          select (select charge from ch) as charge, balance_micro_usd as balance, reserved_micro_usd as reserved from u`,
    );
    const balance = toNumber(row?.balance ?? 0);
    return {
      charged: microUsd(toNumber(row?.charge ?? 0)),
      balance: microUsd(balance),
      spendable: microUsd(balance - toNumber(row?.reserved ?? 0)),
    };
  }

  /** Gives a hold back in full (the model or the synthesis failed), in one statement. Idempotent. */
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

  /** What a user has spent on one kind of charge so far (e.g. speech, for the readout). */
  async spent(userId: string, kind: TLedgerKind): Promise<MicroUsd> {
    return microUsd(await spentOn(this.db, userId, kind));
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
