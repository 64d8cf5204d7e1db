import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { ledger, users } from '../db/schema';

export const LedgerKind = {
  TOPUP: 'topup',
  TRIAL_CREDIT: 'trial_credit',
  WELCOME_CREDIT: 'welcome_credit',
  CHAT_CHARGE: 'chat_charge',
  /** A reply read aloud (docs/plans.md "Speech"). */
  SPEECH_CHARGE: 'speech_charge',
  /** An operator's credit or debit on the Users screen (docs/operator.md); reference `audit:<entry id>`. */
  OPERATOR_CREDIT: 'operator_credit',
  OPERATOR_DEBIT: 'operator_debit',
  /** The credit of a refunded top-up taken back (reference `refund:<checkout id>`). */
  REFUND: 'refund',
} as const;
export type TLedgerKind = (typeof LedgerKind)[keyof typeof LedgerKind];

export interface LedgerEntry {
  userId: string;
  /** Positive: credit; negative: debit. */
  amountMicroUsd: number;
  kind: TLedgerKind;
  /** Unique per external event; a second entry with the same reference is ignored. */
  reference?: string;
  note?: string;
}

/**
 * Posts one balance movement and updates the user's cached balance in the same statement
 * sequence. Call inside a transaction. Returns false (and changes nothing) when an entry with
 * the same reference exists already — this is what makes webhooks apply exactly once.
 */
export async function postLedgerEntry(tx: Database, entry: LedgerEntry): Promise<boolean> {
  const inserted = await tx
    .insert(ledger)
    .values({
      userId: entry.userId,
      amountMicroUsd: entry.amountMicroUsd,
      kind: entry.kind,
      reference: entry.reference ?? null,
      note: entry.note ?? null,
    })
    .onConflictDoNothing({ target: ledger.reference })
    .returning({ id: ledger.id });
  if (inserted.length === 0) return false;
  await tx
    .update(users)
    .set({ balanceMicroUsd: sql`${users.balanceMicroUsd} + ${entry.amountMicroUsd}` })
    .where(eq(users.id, entry.userId));
  return true;
}

/** The balance recomputed from the ledger (for audits and tests; the cached column must equal it). */
export async function ledgerBalance(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ sum: sql<string>`coalesce(sum(${ledger.amountMicroUsd}), 0)` })
    .from(ledger)
    .where(eq(ledger.userId, userId));
  return Number(row?.sum ?? 0);
}

/** What a user has spent on one kind of charge, micro-USD (positive), e.g. speech for the readout. */
export async function spentOn(db: Database, userId: string, kind: TLedgerKind): Promise<number> {
  const [row] = await db
    .select({ sum: sql<string>`coalesce(-sum(${ledger.amountMicroUsd}), 0)` })
    .from(ledger)
    .where(and(eq(ledger.userId, userId), eq(ledger.kind, kind)));
  return Number(row?.sum ?? 0);
}

/**
 * Takes up to `upTo` micro-USD off a user's balance — never more than is spendable (balance minus
 * holds), so it never goes below zero — and books the ledger row of what it took, in one
 * conditional statement (call inside a transaction). `all: true` takes `upTo` or nothing. Returns
 * what was taken and the balance after it; null when the user does not exist or (`all`) cannot pay.
 * A second call with the same `reference` takes nothing more.
 */
export async function postDebit(
  tx: Database,
  entry: { userId: string; upTo: number; all: boolean; kind: TLedgerKind; reference: string; note?: string },
): Promise<{ taken: number; balance: number; ledgerId: number } | null> {
  const amount = sql`least(${entry.upTo}::bigint, u.balance_micro_usd - u.reserved_micro_usd)`;
  const result = (await tx.execute(
    sql`with cur as (
          select id, ${amount} as take from ${users} u
          where u.id = ${entry.userId}
            and not exists (select 1 from ${ledger} l where l.reference = ${entry.reference})
            ${entry.all ? sql`and u.balance_micro_usd - u.reserved_micro_usd >= ${entry.upTo}::bigint` : sql``}
          for update of u
        ), upd as (
          update ${users} set balance_micro_usd = balance_micro_usd - (select take from cur)
          where id = (select id from cur) returning balance_micro_usd
        ), l as (
          insert into ${ledger} (user_id, amount_micro_usd, kind, reference, note)
          select id, -take, ${entry.kind}, ${entry.reference}, ${entry.note ?? null} from cur returning id
        )
        select (select take from cur) as take, (select balance_micro_usd from upd) as balance, (select id from l) as ledger_id`,
  )) as unknown as { rows: { take: unknown; balance: unknown; ledger_id: unknown }[] };
  const row = result.rows[0];
  if (!row || row.take === null || row.take === undefined) return null;
  return { taken: Number(row.take), balance: Number(row.balance), ledgerId: Number(row.ledger_id) };
}
