/**
 * Refunds of paid top-ups, asked for by an operator (docs/operator.md "Users"): the payment goes
 * back through its provider (Stripe's refund API, or the sandbox's own), then in one transaction
 * the checkout is marked `refunded`, the top-up's credit is taken back from the balance — as much
 * of it as is spendable, never below zero — with one `refund` ledger row (reference
 * `refund:<checkout id>`, so it is booked once), and a plan the account holds through no other
 * paid checkout is taken away. The provider's idempotency key is the same reference: a retry after
 * a failure between the two steps refunds once.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Change, TxHook } from '../audit/log';
import type { Database } from '../db/client';
import { checkoutSessions, users } from '../db/schema';
import { AppError } from '../errors';
import { microToCents, microToUsd } from '../money';
import type { CheckoutRow } from './checkout';
import { LedgerKind, postDebit } from './ledger';
import { SandboxPayments } from './sandbox';
import { RefundError, type PaymentProvider } from './types';

/** The account and checkout as a refund's audit entry shows them (no email, no name). */
export interface RefundSnapshot {
  checkoutStatus: string;
  balanceUsd: number;
  plans: string[];
}

export interface RefundDone {
  refundId: string;
  /** What went back to the buyer: the price paid, micro-USD. */
  refunded: number;
  /** Credit taken back from the balance, micro-USD. */
  takenBack: number;
}

/** A refund as its audit entry keeps it. */
export type RefundChange = Change<RefundSnapshot> & RefundDone;

const notPossible = (why: string) =>
  new AppError('CONFLICT', why, { reason: 'REFUND_NOT_POSSIBLE', field: 'checkoutId' });

export class Refunds {
  constructor(
    private readonly db: Database,
    private readonly provider: PaymentProvider,
    private readonly now: () => Date,
  ) {}

  /** The provider that refunds a checkout here, or null (a Stripe payment on a server without Stripe). */
  providerFor(row: Pick<CheckoutRow, 'provider'>): PaymentProvider | null {
    if (row.provider === this.provider.kind) return this.provider;
    // The sandbox moved no money: its payments can be given back whatever adapter runs now.
    return row.provider === 'sandbox' ? new SandboxPayments() : null;
  }

  /** Refunds checkout `checkoutId` of `userId` in full; `audit` runs in the transaction. */
  async refund(userId: string, checkoutId: string, audit?: TxHook<RefundChange>): Promise<RefundDone> {
    const [row] = await this.db
      .select()
      .from(checkoutSessions)
      .where(and(eq(checkoutSessions.id, checkoutId), eq(checkoutSessions.userId, userId)));
    if (!row)
      throw new AppError('NOT_FOUND', 'No such payment of this account', {
        reason: 'CHECKOUT_NOT_FOUND',
        field: 'checkoutId',
      });
    if (row.status !== 'paid') throw notPossible(`This payment is ${row.status}, not paid.`);
    const provider = this.providerFor(row);
    if (!provider)
      throw notPossible(`This payment was made through ${row.provider}, which is not configured.`);
    const reference = `refund:${row.id}`;
    let refundId: string;
    try {
      ({ refundId } = await provider.refund({
        checkoutId: row.id,
        amountMinor: microToCents(row.priceMicroUsd),
        idempotencyKey: reference,
      }));
    } catch (err) {
      if (!(err instanceof RefundError)) throw err;
      throw new AppError('PROVIDER_FAILED', err.message, { reason: 'REFUND_FAILED', cause: err });
    }
    return this.db.transaction(async (tx) => {
      const [u] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
      if (!u) throw new AppError('NOT_FOUND', 'User not found', { reason: 'USER_NOT_FOUND' });
      const marked = await tx
        .update(checkoutSessions)
        .set({ status: 'refunded', refundedAt: this.now(), refundId })
        .where(and(eq(checkoutSessions.id, row.id), eq(checkoutSessions.status, 'paid')))
        .returning({ id: checkoutSessions.id });
      if (marked.length === 0) throw notPossible('This payment was refunded meanwhile.');
      const debit = await postDebit(tx, {
        userId,
        upTo: row.creditMicroUsd,
        all: false,
        kind: LedgerKind.REFUND,
        reference,
        note: `${row.plan} (${row.audience}) via ${row.provider}`,
      });
      if (!debit) throw notPossible('This refund was booked already.');
      // The plan goes unless another paid checkout still gives it.
      const [after] = await tx
        .update(users)
        .set({ plans: sql`${users.plans} - ${row.plan}::text` })
        .where(
          and(
            eq(users.id, userId),
            sql`not exists (select 1 from ${checkoutSessions} c where c.user_id = ${userId}
                  and c.plan = ${row.plan} and c.status = 'paid' and c.id <> ${row.id})`,
          ),
        )
        .returning({ plans: users.plans });
      const done: RefundDone = { refundId, refunded: row.priceMicroUsd, takenBack: debit.taken };
      await audit?.(tx, {
        before: { checkoutStatus: 'paid', balanceUsd: microToUsd(u.balanceMicroUsd), plans: u.plans },
        after: {
          checkoutStatus: 'refunded',
          balanceUsd: microToUsd(debit.balance),
          plans: after?.plans ?? u.plans,
        },
        ...done,
      });
      return done;
    });
  }

  /** Paid checkouts of a user that could be refunded here (for the Users screen). */
  async refundable(userId: string): Promise<Set<string>> {
    const rows = await this.db
      .select({ id: checkoutSessions.id, provider: checkoutSessions.provider })
      .from(checkoutSessions)
      .where(and(eq(checkoutSessions.userId, userId), eq(checkoutSessions.status, 'paid')));
    return new Set(rows.filter((r) => this.providerFor(r) !== null).map((r) => r.id));
  }
}
