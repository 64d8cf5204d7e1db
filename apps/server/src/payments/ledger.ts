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
