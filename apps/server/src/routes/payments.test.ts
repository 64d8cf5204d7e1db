import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseCases } from '../db/testing';
import { StripePayments } from '../payments/stripe';
import { ledgerBalance } from '../services/ledger';
import { sessionCookieOf, testApp } from '../testing/app';

async function signUp(t: Awaited<ReturnType<typeof testApp>>, email: string) {
  const res = await t.app.inject({ method: 'POST', url: '/register', payload: { name: 'Pay Er', email, password: 'pw-123456' } });
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
      const { plans } = (await t.app.inject('/plans')).json() as { plans: { id: string; audience: string }[] };
      for (const audience of ['personal', 'business']) {
        expect(plans.filter((p) => p.audience === audience).map((p) => p.id)).toEqual(['free', 'early', 'plus', 'pro']);
      }
    });

    it('answers the plan texts in the requested language', async () => {
      type Plans = { plans: { id: string; audience: string; name: string; features: string[]; description: string }[] };
      const de = (await t.app.inject('/plans?lang=de-DE')).json() as Plans;
      const plus = de.plans.find((p) => p.id === 'plus' && p.audience === 'personal')!;
      // Amounts as German writes them (decimal comma, no-break space before the sign), names translated.
      expect(plus.features[0]).toBe('27,50\u00a0$ Guthaben für 25\u00a0$');
      expect(de.plans.find((p) => p.id === 'free')!.name).toBe('Gratis');
      const ja = (await t.app.inject('/plans?lang=ja-JP')).json() as Plans;
      expect(ja.plans.find((p) => p.id === 'plus' && p.audience === 'personal')!.features[0]).toBe('$25 で残高 $27.50');
      expect(ja.plans.find((p) => p.id === 'free')!.name).toBe('無料');
      expect(plus.description).toMatch(/Guthaben/);
      expect((await t.app.inject('/plans?lang=xx')).statusCode).toBe(400);
    });

    it('pays on the sandbox page and credits the balance once through the ledger', async () => {
      const cookies = await signUp(t, 'buyer@example.com');
      const start = await t.app.inject({ method: 'POST', url: '/create-checkout-session', payload: { plan: 'early', email: 'buyer@example.com' }, cookies });
      expect(start.statusCode).toBe(200);
      const { id, url } = start.json() as { id: string; url: string };
      // The page lives on the origin the buyer came from (here inject's localhost:80).
      expect(url).toBe(`http://localhost:80/sandbox/checkout/${id}`);
      const page = await t.app.inject(new URL(url).pathname);
      expect(page.body).toContain('10.00 $');
      // As a browser sends the form: same-origin Origin header and an url-encoded (empty) body.
      const pay = await t.app.inject({
        method: 'POST',
        url: `/sandbox/checkout/${id}/pay`,
        cookies,
        headers: { origin: 'http://localhost:80', 'content-type': 'application/x-www-form-urlencoded' },
        payload: '',
      });
      expect(pay.statusCode).toBe(303);
      expect(pay.headers.location).toMatch(/\?paymentSuccess=true$/);
      // A second press (reload, double click) changes nothing.
      await t.app.inject({ method: 'POST', url: `/sandbox/checkout/${id}/pay`, cookies });
      const me = (await t.app.inject({ url: '/get-user?email=buyer@example.com', cookies })).json();
      expect(me.balance).toBe(10);
      expect(me.plans).toEqual(['early']);
    });

    it("refuses to pay another user's checkout", async () => {
      const owner = await signUp(t, 'owner@example.com');
      const { id } = (await t.app.inject({ method: 'POST', url: '/create-checkout-session', payload: { plan: 'plus', email: 'owner@example.com' }, cookies: owner })).json();
      const thief = await signUp(t, 'thief@example.com');
      expect((await t.app.inject({ method: 'POST', url: `/sandbox/checkout/${id}/pay`, cookies: thief })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'POST', url: '/create-checkout-session', payload: { plan: 'plus', email: 'owner@example.com' }, cookies: thief })).statusCode).toBe(403);
    });

    it('grants the free plan credit once', async () => {
      const cookies = await signUp(t, 'free@example.com');
      const first = await t.app.inject({ method: 'POST', url: '/create-checkout-session', payload: { plan: 'free', email: 'free@example.com' }, cookies });
      expect(first.statusCode).toBe(200);
      const second = await t.app.inject({ method: 'POST', url: '/create-checkout-session', payload: { plan: 'free', email: 'free@example.com' }, cookies });
      expect(second.statusCode).toBe(409);
      const me = (await t.app.inject({ url: '/get-user?email=free@example.com', cookies })).json();
      expect(me).toMatchObject({ plans: ['free'], balance: 2 });
    });

    it('rejects an unknown plan with 400 naming the field', async () => {
      const cookies = await signUp(t, 'bad@example.com');
      const res = await t.app.inject({ method: 'POST', url: '/create-checkout-session', payload: { plan: 'gold', email: 'bad@example.com' }, cookies });
      expect(res.statusCode).toBe(400);
      expect(res.json().field).toBe('plan');
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
        res.end(JSON.stringify({ id, object: 'checkout.session', url: `https://checkout.stripe.test/${id}` }));
      });
    });
    await new Promise<void>((r) => fake.listen(0, '127.0.0.1', r));
    const port = (fake.address() as AddressInfo).port;
    t = await testApp({
      env: { STRIPE_WEBHOOK_SECRET: secret },
      overrides: { payments: new StripePayments('sk_test_fake', { host: '127.0.0.1', port, protocol: 'http' }) },
    });
  });
  afterAll(async () => {
    await t?.close();
    fake?.close();
  });

  const webhook = (payload: string, signature: string) =>
    t.app.inject({ method: 'POST', url: '/stripe/webhook', payload, headers: { 'content-type': 'application/json', 'stripe-signature': signature } });

  it('starts a Stripe Checkout and credits a replayed webhook exactly once', async () => {
    const cookies = await signUp(t, 'stripe@example.com');
    const start = await t.app.inject({ method: 'POST', url: '/create-checkout-session', payload: { plan: 'pro', email: 'stripe@example.com' }, cookies });
    expect(start.json()).toEqual({ id: 'cs_test_1', url: 'https://checkout.stripe.test/cs_test_1' });
    expect(created[0]?.get('line_items[0][price_data][unit_amount]')).toBe('5000');
    expect(created[0]?.get('mode')).toBe('payment');

    const event = { id: 'evt_1', object: 'event', type: 'checkout.session.completed', data: { object: { id: 'cs_test_1', object: 'checkout.session', payment_status: 'paid' } } };
    const payload = JSON.stringify(event);
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
    expect((await webhook(payload, signature)).statusCode).toBe(200);
    expect((await webhook(payload, signature)).statusCode).toBe(200);
    const me = (await t.app.inject({ url: '/get-user?email=stripe@example.com', cookies })).json();
    expect(me.balance).toBe(57.5);
    expect(me.plans).toEqual(['pro']);
    const [user] = await t.database.db.query.users.findMany({ where: (u, { eq }) => eq(u.email, 'stripe@example.com') });
    expect(await ledgerBalance(t.database.db, user!.id)).toBe(57_500_000);
  });

  it('refuses a webhook with a bad signature', async () => {
    const payload = JSON.stringify({ id: 'evt_2', type: 'checkout.session.completed', data: { object: { id: 'cs_test_1', payment_status: 'paid' } } });
    const forged = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_wrong' });
    const res = await webhook(payload, forged);
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('stripe-signature');
  });
});
