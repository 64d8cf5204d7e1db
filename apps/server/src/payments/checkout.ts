import type { TAudience, TCheckoutResponse, TPlanId } from '@avatara/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { checkoutSessions } from '../db/schema';
import { AppError } from '../errors';
import { microToCents, usdToMicro } from '../money';
import type { PaymentProvider } from './types';
import { addPlan } from './plan-grants';
import { LedgerKind, postLedgerEntry } from './ledger';
import type { Links } from '../http/links';
import { findPlan, planGrants } from './plans';
import { PlanGrant } from './plan-grants';
import type { UserRow } from '../sessions/service';

export type CheckoutRow = typeof checkoutSessions.$inferSelect;

/** The one currency plans are priced in. */
export const CHECKOUT_CURRENCY = 'usd';

/** What a provider reports a buyer paid, in its minor unit (cents). */
export interface PaidAmount {
  amountMinor: number | null | undefined;
  currency: string | null | undefined;
}

/** Query flags the app returns with: a paid top-up, or the free plan switched on. */
export const PAYMENT_SUCCESS_PATH = '/?paymentSuccess=true';
export const PLAN_ACTIVATED_PATH = '/?planActivated=true';

/** Starts checkouts and credits paid ones exactly once, whichever adapter took the payment. */
export class CheckoutService {
  constructor(
    private readonly db: Database,
    private readonly provider: PaymentProvider,
    private readonly now: () => Date,
    private readonly links: Links,
  ) {}

  /**
   * Paid plans: a checkout at the provider, recorded as `open`. The free plan needs no payment:
   * it grants the one-time welcome credit directly (refused when the account had it already) and
   * returns to the app with `planActivated`, not a payment. Every URL is built from PUBLIC_URL.
   * `sessionHash` binds a sandbox checkout to the session that started it.
   */
  async start(
    user: UserRow,
    planId: TPlanId,
    audience: TAudience,
    sessionHash: string | undefined,
  ): Promise<TCheckoutResponse> {
    const plan = findPlan(planId, audience);
    if (!plan)
      throw new AppError('VALIDATION', `Unknown plan ${planId}`, { reason: 'UNKNOWN_PLAN', field: 'plan' });
    if (!plan.active)
      throw new AppError('CONFLICT', 'This plan is not available yet.', {
        reason: 'PLAN_NOT_AVAILABLE',
        field: 'plan',
      });
    const baseUrl = this.links.base;
    if (plan.priceUsd === 0) return this.grantFree(user, plan.creditUsd);

    const priceMicroUsd = usdToMicro(plan.priceUsd);
    const created = await this.provider.createCheckout({
      userId: user.id,
      email: user.email,
      plan,
      priceMicroUsd,
      receipt: planGrants(plan.id, plan.audience).has(PlanGrant.RECEIPT),
      baseUrl,
      successUrl: this.links.to(PAYMENT_SUCCESS_PATH),
      cancelUrl: `${baseUrl}/?paymentCancelled=true`,
    });
    await this.db.insert(checkoutSessions).values({
      id: created.id,
      userId: user.id,
      plan: plan.id,
      audience: plan.audience,
      provider: this.provider.kind,
      sessionHash: this.provider.kind === 'sandbox' ? (sessionHash ?? null) : null,
      priceMicroUsd,
      creditMicroUsd: usdToMicro(plan.creditUsd),
      createdAt: this.now(),
    });
    return created;
  }

  private async grantFree(user: UserRow, creditUsd: number): Promise<TCheckoutResponse> {
    const applied = await this.db.transaction(async (tx) => {
      const ok = await postLedgerEntry(tx, {
        userId: user.id,
        amountMicroUsd: usdToMicro(creditUsd),
        kind: LedgerKind.WELCOME_CREDIT,
        reference: `welcome:${user.id}`,
        note: 'free plan',
      });
      if (ok) await addPlan(tx, user.id, 'free');
      return ok;
    });
    if (!applied)
      throw new AppError(
        'CONFLICT',
        'The free starting credit has already been used. Please choose a paid plan.',
        { reason: 'FREE_CREDIT_USED', field: 'plan' },
      );
    return { id: `free_${user.id}`, url: this.links.to(PLAN_ACTIVATED_PATH) };
  }

  async get(id: string): Promise<CheckoutRow | undefined> {
    const [row] = await this.db.select().from(checkoutSessions).where(eq(checkoutSessions.id, id)).limit(1);
    return row;
  }

  /**
   * A payment the provider reports: credited only when the amount and currency paid are exactly
   * the plan's price (anything else is recorded as `mismatch` and credits nothing).
   */
  async completePaid(
    id: string,
    paid: PaidAmount,
  ): Promise<'credited' | 'replayed' | 'mismatch' | 'unknown'> {
    const row = await this.get(id);
    if (!row) return 'unknown';
    const expected = microToCents(row.priceMicroUsd);
    if (paid.amountMinor !== expected || (paid.currency ?? '').toLowerCase() !== CHECKOUT_CURRENCY) {
      await this.db.update(checkoutSessions).set({ status: 'mismatch' }).where(eq(checkoutSessions.id, id));
      return 'mismatch';
    }
    return (await this.complete(id)) ? 'credited' : 'replayed';
  }

  /**
   * Credits a paid checkout: ledger row (reference `checkout:<id>`), the plan on the account and
   * status `paid`, in one transaction. Returns false when it was credited before (replays).
   */
  async complete(id: string): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(checkoutSessions)
        .where(eq(checkoutSessions.id, id))
        .for('update')
        .limit(1);
      if (!row?.userId)
        throw new AppError('NOT_FOUND', `Unknown checkout session ${id}`, { reason: 'CHECKOUT_NOT_FOUND' });
      const applied = await postLedgerEntry(tx, {
        userId: row.userId,
        amountMicroUsd: row.creditMicroUsd,
        kind: LedgerKind.TOPUP,
        reference: `checkout:${row.id}`,
        note: `${row.plan} (${row.audience}) via ${row.provider}`,
      });
      if (!applied) return false;
      await addPlan(tx, row.userId, row.plan);
      await tx
        .update(checkoutSessions)
        .set({ status: 'paid', paidAt: this.now() })
        .where(eq(checkoutSessions.id, row.id));
      return true;
    });
  }
}
