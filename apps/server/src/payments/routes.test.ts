import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseCases } from '../db/testing';
import { StripePayments } from './stripe';
import { ledgerBalance } from './ledger';
import { sessionCookieOf, testApp } from '../testing/app';
import { problemOf } from '../testing/problem';
import { TEST_PASSWORD } from '../testing/passwords';

async function signUp(t: Awaited<ReturnType<typeof testApp>>, email: string, languages?: string[]) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/register',
    payload: { name: 'Pay Er', email, password: TEST_PASSWORD, ...(languages ? { languages } : {}) },
  });
  return sessionCookieOf(res);
}

for (const c of databaseCases) {
  const available = await c.available();
  describe.skipIf(!available)(`sandbox checkout [${c.name}]`, () => {
    let t: Awaited<ReturnType<typeof testApp>>;
    beforeAll(async () => {
      t = await testApp({ database: await c.open() });
    });
    afterAll(() => t?.close());

    it('lists four plans for personal and for business', async () => {
      const { plans } = (await t.app.inject('/plans')).json() as {
        plans: { id: string; audience: string }[];
      };
      for (const audience of ['personal', 'business']) {
        expect(plans.filter((p) => p.audience === audience).map((p) => p.id)).toEqual([
          'free',
          'early',
          'plus',
          'pro',
        ]);
      }
    });

    it('answers the plan texts in the requested language', async () => {
      type Plans = {
        plans: { id: string; audience: string; name: string; features: string[]; description: string }[];
      };
      const de = (await t.app.inject('/plans?lang=de-DE')).json() as Plans;
      const plus = de.plans.find((p) => p.id === 'plus' && p.audience === 'personal')!;
      // Amounts as German writes them (decimal comma, no-break space before the sign), names translated.
      expect(plus.features[0]).toBe('27,50\u00a0$ Guthaben für 25\u00a0$');
      expect(de.plans.find((p) => p.id === 'free')!.name).toBe('Gratis');
      const ja = (await t.app.inject('/plans?lang=ja-JP')).json() as Plans;
      expect(ja.plans.find((p) => p.id === 'plus' && p.audience === 'personal')!.features[0]).toBe(
        '$25 で残高 $27.50',
      );
      expect(ja.plans.find((p) => p.id === 'free')!.name).toBe('無料');
      expect(plus.description).toMatch(/Guthaben/);
      expect((await t.app.inject('/plans?lang=xx')).statusCode).toBe(400);
    });

    it('pays on the sandbox page and credits the balance once through the ledger', async () => {
      const cookies = await signUp(t, 'buyer@example.com');
      const checkout = (headers: Record<string, string> = {}) =>
        t.app.inject({
          method: 'POST',
          url: '/create-checkout-session',
          payload: { plan: 'early', email: 'buyer@example.com' },
          cookies,
          headers,
        });
      // A forged Host header is refused (issue 27 §9); links are built from PUBLIC_URL only.
      expect((await checkout({ host: 'evil.example' })).statusCode).toBe(403);
      const start = await checkout();
      expect(start.statusCode).toBe(200);
      const { id, url } = start.json() as { id: string; url: string };
      expect(url).toBe(`${t.config.publicUrl}/sandbox/checkout/${id}`);
      const page = await t.app.inject({ url: new URL(url).pathname, cookies });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('10.00 $');
      expect(page.body).toContain('Test mode: no money moves');
      expect(page.body).toContain('<link rel="icon" type="image/svg+xml" href="/favicon.svg">');
      // As a browser sends the form: same-origin Origin header and an url-encoded (empty) body.
      const pay = await t.app.inject({
        method: 'POST',
        url: `/sandbox/checkout/${id}/pay`,
        cookies,
        headers: {
          origin: t.config.publicUrl,
          'content-type': 'application/x-www-form-urlencoded',
        },
        payload: '',
      });
      expect(pay.statusCode).toBe(303);
      expect(pay.headers.location).toBe(`${t.config.publicUrl}/?paymentSuccess=true`);
      // A second press (reload, double click) changes nothing.
      await t.app.inject({ method: 'POST', url: `/sandbox/checkout/${id}/pay`, cookies });
      const me = (await t.app.inject({ url: '/get-user?email=buyer@example.com', cookies })).json();
      expect(me.balance).toBe(10);
      expect(me.plans).toEqual(['early']);
    });

    it('opens the sandbox page only for the session that started the checkout', async () => {
      const owner = await signUp(t, 'session-owner@example.com');
      const { id } = (
        await t.app.inject({
          method: 'POST',
          url: '/create-checkout-session',
          payload: { plan: 'plus', email: 'session-owner@example.com' },
          cookies: owner,
        })
      ).json();
      const path = `/sandbox/checkout/${id}`;
      expect((await t.app.inject({ url: path, cookies: owner })).statusCode).toBe(200);
      // Nobody signed in, another user, and the same user signed in elsewhere: no page, no payment.
      const sameUserElsewhere = sessionCookieOf(
        await t.app.inject({
          method: 'POST',
          url: '/login',
          payload: { email: 'session-owner@example.com', password: TEST_PASSWORD },
        }),
      );
      const thief = await signUp(t, 'thief@example.com');
      for (const cookies of [undefined, thief, sameUserElsewhere]) {
        expect((await t.app.inject({ url: path, ...(cookies ? { cookies } : {}) })).statusCode).toBe(404);
        expect(
          (await t.app.inject({ method: 'POST', url: `${path}/pay`, ...(cookies ? { cookies } : {}) }))
            .statusCode,
        ).toBe(404);
      }
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url: '/create-checkout-session',
            payload: { plan: 'plus', email: 'session-owner@example.com' },
            cookies: thief,
          })
        ).statusCode,
      ).toBe(403);
      expect(
        (await t.app.inject({ url: '/get-user?email=session-owner@example.com', cookies: owner })).json()
          .balance,
      ).toBe(0);
    });

    it('shows the sandbox page in the buyer’s language, right to left in Arabic', async () => {
      const cookies = await signUp(t, 'sprache@example.com', ['de-DE']);
      const { id } = (
        await t.app.inject({
          method: 'POST',
          url: '/create-checkout-session',
          payload: { plan: 'early', email: 'sprache@example.com' },
          cookies,
        })
      ).json();
      const de = await t.app.inject({ url: `/sandbox/checkout/${id}`, cookies });
      expect(de.body).toContain('<html lang="de-DE" dir="ltr">');
      expect(de.body).toContain('Testmodus: Es fließt kein Geld');
      expect(de.body).toContain('Einstieg (Privat)');
      // The UI language the browser chose wins over the account's.
      const ar = await t.app.inject({
        url: `/sandbox/checkout/${id}`,
        cookies: { ...cookies, language: 'ar-SA' },
      });
      expect(ar.body).toContain('<html lang="ar-SA" dir="rtl">');
      expect(ar.body).toContain('وضع الاختبار: لا تنتقل أي أموال');
    });

    it('activates the free plan once, and says so instead of a payment', async () => {
      const cookies = await signUp(t, 'free@example.com');
      const first = await t.app.inject({
        method: 'POST',
        url: '/create-checkout-session',
        payload: { plan: 'free', email: 'free@example.com' },
        cookies,
      });
      expect(first.statusCode).toBe(200);
      expect(first.json().url).toBe(`${t.config.publicUrl}/?planActivated=true`);
      const second = await t.app.inject({
        method: 'POST',
        url: '/create-checkout-session',
        payload: { plan: 'free', email: 'free@example.com' },
        cookies,
      });
      expect(second.json()).toMatchObject({
        error: 'CONFLICT',
        reason: 'FREE_CREDIT_USED',
        params: {},
        field: 'plan',
      });
      expect(problemOf(second)).toEqual({ status: 409, reason: 'FREE_CREDIT_USED', params: {} });
      const me = (await t.app.inject({ url: '/get-user?email=free@example.com', cookies })).json();
      expect(me).toMatchObject({ plans: ['free'], balance: 2 });
    });

    it('rejects an unknown plan with 400 naming the field', async () => {
      const cookies = await signUp(t, 'bad@example.com');
      const res = await t.app.inject({
        method: 'POST',
        url: '/create-checkout-session',
        payload: { plan: 'gold', email: 'bad@example.com' },
        cookies,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ reason: 'INVALID_INPUT', field: 'plan' });
    });
  });
}

describe('Stripe adapter', () => {
  const secret = 'whsec_test_secret';
  let fake: Server;
  const created: URLSearchParams[] = [];
  let t: Awaited<ReturnType<typeof testApp>>;

  beforeAll(async () => {
    // A stand-in for Stripe's API on loopback: the SDK talks HTTP to it as it would to Stripe.
    fake = createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        created.push(new URLSearchParams(body));
        const id = `cs_test_${created.length}`;
        res.setHeader('content-type', 'application/json');
        res.end(
          JSON.stringify({ id, object: 'checkout.session', url: `https://checkout.stripe.test/${id}` }),
        );
      });
    });
    await new Promise<void>((r) => fake.listen(0, '127.0.0.1', r));
    const port = (fake.address() as AddressInfo).port;
    t = await testApp({
      env: { STRIPE_WEBHOOK_SECRET: secret },
      overrides: {
        payments: new StripePayments('sk_test_fake', secret, { host: '127.0.0.1', port, protocol: 'http' }),
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    fake?.close();
  });

  const webhook = (payload: string, signature: string) =>
    t.app.inject({
      method: 'POST',
      url: '/stripe/webhook',
      payload,
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    });

  it('starts a Stripe Checkout and credits a replayed webhook exactly once', async () => {
    const cookies = await signUp(t, 'stripe@example.com');
    const start = await t.app.inject({
      method: 'POST',
      url: '/create-checkout-session',
      payload: { plan: 'pro', email: 'stripe@example.com' },
      cookies,
    });
    // The other tests start checkouts too: this one is whichever the fake created last.
    const id = `cs_test_${created.length}`;
    expect(start.json()).toEqual({ id, url: `https://checkout.stripe.test/${id}` });
    expect(created.at(-1)?.get('line_items[0][price_data][unit_amount]')).toBe('5000');
    expect(created.at(-1)?.get('mode')).toBe('payment');

    const event = {
      id: `evt_${id}`,
      object: 'event',
      type: 'checkout.session.completed',
      data: {
        object: {
          id,
          object: 'checkout.session',
          payment_status: 'paid',
          amount_total: 5000,
          currency: 'usd',
        },
      },
    };
    const payload = JSON.stringify(event);
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
    expect((await webhook(payload, signature)).statusCode).toBe(200);
    expect((await webhook(payload, signature)).statusCode).toBe(200);
    const me = (await t.app.inject({ url: '/get-user?email=stripe@example.com', cookies })).json();
    expect(me.balance).toBe(57.5);
    expect(me.plans).toEqual(['pro']);
    const [user] = await t.database.db.query.users.findMany({
      where: (u, { eq }) => eq(u.email, 'stripe@example.com'),
    });
    expect(await ledgerBalance(t.database.db, user!.id)).toBe(57_500_000);
  });

  it('credits nothing when the amount or the currency paid differs from the plan', async () => {
    const cookies = await signUp(t, 'cheap@example.com');
    const sessions: string[] = [];
    for (let i = 0; i < 2; i++) {
      sessions.push(
        (
          await t.app.inject({
            method: 'POST',
            url: '/create-checkout-session',
            payload: { plan: 'plus', email: 'cheap@example.com' },
            cookies,
          })
        ).json().id,
      );
    }
    const paid = (id: string, amount_total: number, currency: string) => {
      const payload = JSON.stringify({
        id: `evt_${id}`,
        object: 'event',
        type: 'checkout.session.completed',
        data: { object: { id, object: 'checkout.session', payment_status: 'paid', amount_total, currency } },
      });
      return webhook(payload, Stripe.webhooks.generateTestHeaderString({ payload, secret }));
    };
    expect((await paid(sessions[0]!, 100, 'usd')).statusCode).toBe(200);
    expect((await paid(sessions[1]!, 2500, 'eur')).statusCode).toBe(200);
    const me = (await t.app.inject({ url: '/get-user?email=cheap@example.com', cookies })).json();
    expect(me).toMatchObject({ balance: 0, plans: [] });
    const rows = await t.database.db.query.checkoutSessions.findMany({
      where: (c, { inArray }) => inArray(c.id, sessions),
    });
    expect(rows.map((r) => r.status)).toEqual(['mismatch', 'mismatch']);
  });

  it('refuses a webhook with a bad signature', async () => {
    const payload = JSON.stringify({
      id: 'evt_2',
      type: 'checkout.session.completed',
      data: { object: { id: 'cs_test_1', payment_status: 'paid' } },
    });
    const forged = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_wrong' });
    const res = await webhook(payload, forged);
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('stripe-signature');
  });
});
