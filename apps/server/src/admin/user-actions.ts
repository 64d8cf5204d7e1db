/**
 * What an operator does to an account on the Users screen (docs/operator.md "Users"): credit or
 * debit the balance, suspend and reinstate, end its sessions, refund a payment, delete it. Each
 * takes a reason and writes its audit entry in the transaction of the change, so neither is ever
 * there without the other.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { AccountDataService } from '../accounts/account-data';
import type { AuditActor, AuditLog } from '../audit/log';
import type { Database } from '../db/client';
import { ledger, sessions as sessionRows, users } from '../db/schema';
import { AppError } from '../errors';
import { microToUsd, usdToMicro } from '../money';
import { LedgerKind } from '../payments/ledger';
import type { RefundChange, Refunds } from '../payments/refunds';
import type { SessionService, UserRow } from '../sessions/service';
import { notFound } from './user-view';

export interface UserActionsDeps {
  db: Database;
  now: () => Date;
  audit: AuditLog;
  sessions: SessionService;
  refunds: Refunds;
  accountData: AccountDataService;
  /** Whether an account is an operator (the stored role, or OPERATOR_EMAILS): those are not suspended. */
  isOperator: (user: UserRow) => Promise<boolean>;
}

const conflict = (
  reason: 'ALREADY_SUSPENDED' | 'NOT_SUSPENDED' | 'OPERATOR_NOT_SUSPENDABLE',
  message: string,
) => new AppError('CONFLICT', message, { reason: reason });

export class UserActions {
  constructor(private readonly d: UserActionsDeps) {}

  /**
   * Credits (positive) or debits (negative) `amountUsd` with one ledger line (`operator_credit` /
   * `operator_debit`, reference `audit:<entry id>`) and the audit entry, in one transaction. A debit
   * is one conditional UPDATE that takes it only while the spendable balance (balance − holds)
   * covers it: 409 DEBIT_EXCEEDS_BALANCE otherwise, and nothing changes.
   */
  async adjustBalance(actor: AuditActor, userId: string, amountUsd: number, reason: string): Promise<number> {
    const amount = usdToMicro(amountUsd);
    const credit = amount > 0;
    return this.d.db.transaction(async (tx) => {
      const [after] = await tx
        .update(users)
        .set({ balanceMicroUsd: sql`${users.balanceMicroUsd} + ${amount}::bigint` })
        .where(
          and(
            eq(users.id, userId),
            credit
              ? undefined
              : sql`${users.balanceMicroUsd} - ${users.reservedMicroUsd} >= ${-amount}::bigint`,
          ),
        )
        .returning({ balance: users.balanceMicroUsd });
      if (!after) {
        const [exists] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId));
        if (!exists) throw notFound();
        throw new AppError('CONFLICT', 'The debit is larger than the spendable balance.', {
          reason: 'DEBIT_EXCEEDS_BALANCE',
          field: 'amountUsd',
        });
      }
      const auditId = await this.d.audit.record(tx, {
        actor,
        action: credit ? 'balance.credit' : 'balance.debit',
        target: { type: 'user', userId },
        reason,
        before: { balanceUsd: microToUsd(after.balance - amount) },
        after: { balanceUsd: microToUsd(after.balance), amountUsd: microToUsd(amount) },
      });
      await tx.insert(ledger).values({
        userId,
        amountMicroUsd: amount,
        kind: credit ? LedgerKind.OPERATOR_CREDIT : LedgerKind.OPERATOR_DEBIT,
        reference: `audit:${auditId}`,
        note: credit ? 'credit by an operator' : 'debit by an operator',
      });
      return auditId;
    });
  }

  /**
   * Suspends an account: no sign-in, every signed-in call 403 ACCOUNT_SUSPENDED, and its sessions
   * end — one transaction with the audit entry. Operators are not suspended (revoke the role first).
   */
  async suspend(actor: AuditActor, userId: string, reason: string): Promise<number> {
    const [user] = await this.d.db.select().from(users).where(eq(users.id, userId));
    if (!user) throw notFound();
    if (await this.d.isOperator(user))
      throw conflict('OPERATOR_NOT_SUSPENDABLE', 'An operator cannot be suspended: revoke the role first.');
    const id = await this.d.db.transaction(async (tx) => {
      const [u] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
      if (!u) throw notFound();
      if (u.suspendedAt) throw conflict('ALREADY_SUSPENDED', 'This account is suspended already.');
      if (u.operator)
        throw conflict('OPERATOR_NOT_SUSPENDABLE', 'An operator cannot be suspended: revoke the role first.');
      await tx
        .update(users)
        .set({ suspendedAt: this.d.now(), suspensionReason: reason })
        .where(eq(users.id, userId));
      const ended = await tx
        .delete(sessionRows)
        .where(eq(sessionRows.userId, userId))
        .returning({ at: sessionRows.createdAt });
      return this.d.audit.record(tx, {
        actor,
        action: 'user.suspend',
        target: { type: 'user', userId },
        reason,
        before: { suspended: false, sessions: ended.length },
        after: { suspended: true, sessions: 0 },
      });
    });
    this.d.sessions.userChanged(userId);
    return id;
  }

  /** Lifts a suspension (409 NOT_SUSPENDED when there is none); the account signs in again. */
  async reinstate(actor: AuditActor, userId: string, reason: string): Promise<number> {
    const id = await this.d.db.transaction(async (tx) => {
      const [u] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
      if (!u) throw notFound();
      if (!u.suspendedAt) throw conflict('NOT_SUSPENDED', 'This account is not suspended.');
      await tx.update(users).set({ suspendedAt: null, suspensionReason: null }).where(eq(users.id, userId));
      return this.d.audit.record(tx, {
        actor,
        action: 'user.reinstate',
        target: { type: 'user', userId },
        reason,
        before: { suspended: true, since: u.suspendedAt.toISOString() },
        after: { suspended: false },
      });
    });
    this.d.sessions.userChanged(userId);
    return id;
  }

  /** Ends every session of an account (it signs in again); how many ended. */
  async endSessions(
    actor: AuditActor,
    userId: string,
    reason: string,
  ): Promise<{ auditId: number; ended: number }> {
    const done = await this.d.db.transaction(async (tx) => {
      const [u] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
      if (!u) throw notFound();
      const ended = await tx
        .delete(sessionRows)
        .where(eq(sessionRows.userId, userId))
        .returning({ at: sessionRows.createdAt });
      const auditId = await this.d.audit.record(tx, {
        actor,
        action: 'user.sessions_end',
        target: { type: 'user', userId },
        reason,
        before: { sessions: ended.length },
        after: { sessions: 0 },
      });
      return { auditId, ended: ended.length };
    });
    this.d.sessions.userChanged(userId);
    return done;
  }

  /** Refunds a paid checkout of the account in full (payments/refunds.ts). */
  async refund(
    actor: AuditActor,
    userId: string,
    checkoutId: string,
    reason: string,
  ): Promise<{ auditId: number; refundId: string; refundedUsd: number; takenBackUsd: number }> {
    const [u] = await this.d.db.select({ id: users.id }).from(users).where(eq(users.id, userId));
    if (!u) throw notFound();
    const entry = this.d.audit.pending<RefundChange>((c) => ({
      actor,
      action: 'payment.refund',
      target: { type: 'payment', id: checkoutId, userId },
      reason,
      before: c.before,
      after: {
        ...c.after,
        refundId: c.refundId,
        refundedUsd: microToUsd(c.refunded),
        takenBackUsd: microToUsd(c.takenBack),
      },
    }));
    const done = await this.d.refunds.refund(userId, checkoutId, entry.hook);
    return {
      auditId: entry.id()!,
      refundId: done.refundId,
      refundedUsd: microToUsd(done.refunded),
      takenBackUsd: microToUsd(done.takenBack),
    };
  }

  /**
   * Deletes the account as its owner could (accounts/account-data.ts), without the owner's proof.
   * The audit entry stays; it loses the account with everything else.
   */
  async remove(actor: AuditActor, userId: string, reason: string): Promise<number> {
    const entry = this.d.audit.pending<{ before: unknown; after: unknown }>((c) => ({
      actor,
      action: 'user.delete',
      target: { type: 'user', userId },
      reason,
      before: c.before,
      after: c.after,
    }));
    await this.d.accountData.deleteByOperator(userId, entry.hook);
    this.d.sessions.userChanged(userId);
    return entry.id()!;
  }
}
