import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { checkoutSessions, ledger, users } from '../db/schema';
import { databaseCases } from '../db/testing';
import { ledgerBalance, LedgerKind, postLedgerEntry } from './ledger';
import { addPlan } from './plan-grants';
import { Refunds } from './refunds';
import { SandboxPayments } from './sandbox';
import { StripePayments } from './stripe';
import { RefundError, type PaymentProvider } from './types';

/** A stand-in for Stripe's API on loopback: a checkout session with its PaymentIntent, and refunds. */
async function fakeStripe(): Promise<{
  port: number;
  refunds: { body: URLSearchParams; headers: IncomingHttpHeaders }[];
  refuse: boolean;
  close: () => void;
}> {
  const state = { refunds: [] as { body: URLSearchParams; headers: IncomingHttpHeaders }[], refuse: false };
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      res.setHeader('content-type', 'application/json');
      const session = /^\/v1\/checkout\/sessions\/([^/?]+)/.exec(req.url ?? '');
      if (req.method === 'GET' && session)
        return res.end(
          JSON.stringify({ id: session[1], object: 'checkout.session', payment_intent: 'pi_fake_1' }),
        );
      if (req.method === 'POST' && req.url === '/v1/refunds') {
        state.refunds.push({ body: new URLSearchParams(body), headers: req.headers });
        if (state.refuse) {
          res.statusCode = 400;
          return res.end(
            JSON.stringify({ error: { type: 'invalid_request_error', message: 'Charge already refunded.' } }),
          );
        }
        return res.end(
          JSON.stringify({ id: `re_fake_${state.refunds.length}`, object: 'refund', status: 'succeeded' }),
        );
      }
      res.statusCode = 404;
      res.end(JSON.stringify({ error: { type: 'invalid_request_error', message: 'unknown' } }));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return Object.assign(state, {
    port: (server.address() as AddressInfo).port,
    close: () => void server.close(),
  });
}

describe('StripePayments.refund', () => {
  let stripe: Awaited<ReturnType<typeof fakeStripe>>;
  let payments: StripePayments;
  beforeAll(async () => {
    stripe = await fakeStripe();
    payments = new StripePayments('sk_test_fake', 'whsec_test', {
      host: '127.0.0.1',
      port: stripe.port,
      protocol: 'http',
      maxNetworkRetries: 0,
    });
  });
  afterAll(() => stripe?.close());

  it("refunds the session's PaymentIntent in full, with the idempotency key", async () => {
    const done = await payments.refund({
      checkoutId: 'cs_test_1',
      amountMinor: 2500,
      idempotencyKey: 'refund:cs_test_1',
    });
    expect(done).toEqual({ refundId: 're_fake_1' });
    const [sent] = stripe.refunds;
    expect(sent!.body.get('payment_intent')).toBe('pi_fake_1');
    expect(sent!.body.get('amount')).toBe('2500');
    expect(sent!.headers['idempotency-key']).toBe('refund:cs_test_1');
  });

  it('turns a refusal into a RefundError that names no provider text', async () => {
    stripe.refuse = true;
    const err = await payments
      .refund({ checkoutId: 'cs_test_2', amountMinor: 2500, idempotencyKey: 'refund:cs_test_2' })
      .catch((e: unknown) => e);
    stripe.refuse = false;
    expect(err).toBeInstanceOf(RefundError);
    expect((err as Error).message).toBe('Stripe refused the refund');
  });

  it('gives the sandbox its own refund id, the same for the same key', async () => {
    const sandbox = new SandboxPayments();
    const a = await sandbox.refund({
      checkoutId: 'cs_sandbox_x',
      amountMinor: 1000,
      idempotencyKey: 'refund:x',
    });
    expect(a.refundId).toMatch(/^re_sandbox_[0-9a-f]{24}$/);
    expect(
      await sandbox.refund({ checkoutId: 'cs_sandbox_x', amountMinor: 1000, idempotencyKey: 'refund:x' }),
    ).toEqual(a);
  });
});

for (const c of databaseCases) {
  const available = await c.available();
  describe.skipIf(!available)(`Refunds [${c.name}]`, () => {
    let h: DatabaseHandle;
    let stripe: Awaited<ReturnType<typeof fakeStripe>>;
    const now = () => new Date();
    beforeAll(async () => {
      h = await c.open();
      stripe = await fakeStripe();
    });
    afterAll(async () => {
      stripe?.close();
      await h?.close();
    });

    /** An account that paid `plan` through `provider` (credited as CheckoutService.complete does). */
    async function paid(provider: 'stripe' | 'sandbox', id: string) {
      const [u] = await h.db
        .insert(users)
        .values({ email: `${id}@example.com` })
        .returning();
      await h.db.insert(checkoutSessions).values({
        id,
        userId: u!.id,
        plan: 'pro',
        audience: 'personal',
        provider,
        priceMicroUsd: 50_000_000,
        creditMicroUsd: 57_500_000,
        status: 'paid',
        paidAt: now(),
      });
      await h.db.transaction(async (tx) => {
        await postLedgerEntry(tx, {
          userId: u!.id,
          amountMicroUsd: 57_500_000,
          kind: LedgerKind.TOPUP,
          reference: `checkout:${id}`,
        });
        await addPlan(tx, u!.id, 'pro');
      });
      return u!.id;
    }
    const state = async (userId: string, id: string) => {
      const [u] = await h.db.select().from(users).where(eq(users.id, userId));
      const [row] = await h.db.select().from(checkoutSessions).where(eq(checkoutSessions.id, id));
      return {
        balance: u!.balanceMicroUsd,
        plans: u!.plans,
        status: row!.status,
        ledger: await ledgerBalance(h.db, userId),
      };
    };

    it('refunds through Stripe, takes the credit back and the plan away, in one transaction with the audit hook', async () => {
      const payments = new StripePayments('sk_test_fake', 'whsec', {
        host: '127.0.0.1',
        port: stripe.port,
        protocol: 'http',
      });
      const userId = await paid('stripe', 'cs_test_ok');
      let seen: unknown;
      const done = await new Refunds(h.db, payments, now).refund(
        userId,
        'cs_test_ok',
        async (_tx, change) => {
          seen = change;
        },
      );
      expect(done).toMatchObject({ refunded: 50_000_000, takenBack: 57_500_000 });
      expect(done.refundId).toMatch(/^re_fake_/);
      expect(await state(userId, 'cs_test_ok')).toEqual({
        balance: 0,
        plans: [],
        status: 'refunded',
        ledger: 0,
      });
      expect(seen).toMatchObject({
        before: { checkoutStatus: 'paid', balanceUsd: 57.5, plans: ['pro'] },
        after: { checkoutStatus: 'refunded', balanceUsd: 0, plans: [] },
      });
    });

    it('changes nothing when the provider refuses (502 REFUND_FAILED) or the audit hook fails', async () => {
      const refusing: PaymentProvider = {
        kind: 'stripe',
        createCheckout: () => Promise.reject(new Error('unused')),
        refund: () => Promise.reject(new RefundError('Stripe refused the refund')),
      };
      const userId = await paid('stripe', 'cs_test_refused');
      const before = await state(userId, 'cs_test_refused');
      await expect(new Refunds(h.db, refusing, now).refund(userId, 'cs_test_refused')).rejects.toMatchObject({
        status: 502,
        reason: 'REFUND_FAILED',
      });
      expect(await state(userId, 'cs_test_refused')).toEqual(before);
      const payments = new StripePayments('sk_test_fake', 'whsec', {
        host: '127.0.0.1',
        port: stripe.port,
        protocol: 'http',
      });
      await expect(
        new Refunds(h.db, payments, now).refund(userId, 'cs_test_refused', () =>
          Promise.reject(new Error('audit down')),
        ),
      ).rejects.toThrow('audit down');
      expect(await state(userId, 'cs_test_refused')).toEqual(before);
      expect(await h.db.select().from(ledger).where(eq(ledger.reference, 'refund:cs_test_refused'))).toEqual(
        [],
      );
    });

    it('refuses a Stripe payment on a server without Stripe, and keeps a plan another payment gives', async () => {
      const userId = await paid('stripe', 'cs_test_elsewhere');
      await expect(
        new Refunds(h.db, new SandboxPayments(), now).refund(userId, 'cs_test_elsewhere'),
      ).rejects.toMatchObject({ status: 409, reason: 'REFUND_NOT_POSSIBLE' });
      // A second paid Pro top-up: refunding the first leaves the plan.
      await h.db.insert(checkoutSessions).values({
        id: 'cs_sandbox_second',
        userId,
        plan: 'pro',
        audience: 'personal',
        provider: 'sandbox',
        priceMicroUsd: 50_000_000,
        creditMicroUsd: 57_500_000,
        status: 'paid',
      });
      await new Refunds(h.db, new SandboxPayments(), now).refund(userId, 'cs_sandbox_second');
      expect((await state(userId, 'cs_test_elsewhere')).plans).toEqual(['pro']);
    });
  });
}
