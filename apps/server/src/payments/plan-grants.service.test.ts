import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseChatReply, type TPlan } from '@avatara/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseCases } from '../db/testing';
import { users } from '../db/schema';
import { testApp, testClock } from '../testing/app';
import { chatUser } from '../testing/chat';
import { WalkMarket } from '../testing/market';
import { buyPlan, type Buyer } from '../testing/plans';
import { CheckoutService } from './checkout';
import { FEATURE_GRANTS, PlanGrant, type TPlanGrant } from './plan-grants';
import { PLAN_TEXTS } from './plan-texts';
import { formatUsdIn, listPlans, planFeatures, planGrants } from './plans';
import { StripePayments } from './stripe';

type App = Awaited<ReturnType<typeof testApp>>;

/** Emma Walker lives in New York (awake at noon) and likes jazz: the headline below is hers. */
const NOON_IN_NEW_YORK = new Date('2026-11-21T17:00:00Z');
const AVATAR = { id: 'emma-walker', name: 'Emma Walker' };
const JAZZ = 'New York jazz clubs are booming again';

/** What an exercise has: the app, a fresh buyer of `plan`, and the checkouts a stand-in Stripe saw. */
interface Context {
  t: App;
  buyer: Buyer;
  plan: TPlan;
  stripe: StripeStandIn;
}

/**
 * How the test checks a grant: `granted` uses it as the plan's buyer; `withheld`, where only some
 * plans give the grant, checks that a buyer of another plan does not get it.
 */
interface Exercise {
  granted: (c: Context) => Promise<void>;
  withheld?: (c: Context) => Promise<void>;
}

const say = (c: Context, message: string) =>
  c.t.app.inject({
    method: 'POST',
    url: '/kichat',
    cookies: c.buyer.cookies,
    payload: { avatarName: AVATAR.name, email: c.buyer.email, message, userLanguage: 'en-US' },
  });

async function reply(c: Context, message: string) {
  const res = await say(c, message);
  expect(res.statusCode, res.body).toBe(200);
  return parseChatReply(res.body);
}

/** Tries `attempt` until it holds (background work: a feed poll, learning after the reply). */
async function eventually(attempt: () => Promise<boolean>): Promise<boolean> {
  for (let i = 0; i < 50; i++) {
    if (await attempt()) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return false;
}

const tradingAccess = async (c: Context) =>
  (await c.t.app.inject({ url: '/trading/access', cookies: c.buyer.cookies })).json() as {
    account: string | null;
  };

/** What the stand-in Stripe was asked for a checkout of `plan` by the buyer. */
async function stripeCheckout(c: Context): Promise<URLSearchParams> {
  const [user] = await c.t.database.db.select().from(users).where(eq(users.id, c.buyer.id));
  const checkout = new CheckoutService(
    c.t.database.db,
    c.stripe.payments,
    () => new Date(),
    c.t.app.services.links,
  );
  await checkout.start(user!, c.plan.id, c.plan.audience, undefined);
  return c.stripe.created.at(-1)!;
}

/** One exercise per grant: a new grant without one fails 'maps every feature…' below. */
const EXERCISES: Record<TPlanGrant, Exercise> = {
  [PlanGrant.CREDIT]: {
    granted: async (c) => {
      const me = (
        await c.t.app.inject({ url: `/get-user?email=${c.buyer.email}`, cookies: c.buyer.cookies })
      ).json();
      expect(me.plans).toContain(c.plan.id);
      // Checked first (PlanGrant's order), before any other exercise spends from it.
      expect(me.balance).toBe(c.plan.creditUsd);
    },
  },
  [PlanGrant.AVATARS]: {
    granted: async (c) => {
      const avatars = (await c.t.app.inject({ url: '/getAvatars', cookies: c.buyer.cookies })).json() as {
        id: string;
      }[];
      expect(avatars).toHaveLength(12);
      for (const a of avatars)
        expect(
          (await c.t.app.inject({ url: `/kichat/history?avatar=${a.id}`, cookies: c.buyer.cookies }))
            .statusCode,
          a.id,
        ).toBe(200);
    },
  },
  [PlanGrant.CHAT]: {
    granted: async (c) => {
      expect((await reply(c, 'Hi Emma, how are you today?')).visible.length).toBeGreaterThan(2);
      const voice = await c.t.app.inject({
        method: 'POST',
        url: '/azureSpeech',
        cookies: c.buyer.cookies,
        payload: { text: 'Hello there', voice: 'en-US-JennyNeural', language: 'en-US', gender: 'female' },
      });
      expect(voice.statusCode).toBe(200);
    },
  },
  [PlanGrant.NEWS]: {
    granted: async (c) => {
      const told = await eventually(async () =>
        (await reply(c, "What's new? Any news?")).visible.includes(JAZZ),
      );
      expect(told).toBe(true);
    },
  },
  [PlanGrant.SPEECH]: {
    granted: async (c) => {
      const caps = (await c.t.app.inject({ url: '/speech/capabilities', cookies: c.buyer.cookies })).json();
      expect(caps.synthesis).toBeTruthy();
      const res = await c.t.app.inject({
        method: 'POST',
        url: '/azureSpeech',
        cookies: c.buyer.cookies,
        payload: { text: 'Guten Morgen', voice: 'de-DE-KatjaNeural', language: 'de-DE', gender: 'female' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^audio\//);
      expect(res.rawPayload.length).toBeGreaterThan(1000);
    },
  },
  [PlanGrant.LEARNING]: {
    granted: async (c) => {
      await reply(c, 'I love football!');
      const learnt = await eventually(async () => {
        const list = (
          await c.t.app.inject({ url: `/memories?avatar=${AVATAR.id}`, cookies: c.buyer.cookies })
        ).json() as { value: string }[];
        return list.some((m) => /football/i.test(m.value));
      });
      expect(learnt).toBe(true);
    },
  },
  [PlanGrant.IMAGES]: {
    granted: async (c) => {
      const r = await reply(c, '#gi: a red cat on a beach at sunset');
      expect(r.meta?.image).toMatch(/^[0-9a-f-]{36}\.png$/);
      const img = await c.t.app.inject({
        url: `/loadGeneratedImage?chatEmail=${encodeURIComponent(`${AVATAR.name}_${c.buyer.email}`)}&filename=${r.meta!.image!}`,
        cookies: c.buyer.cookies,
      });
      expect(img.statusCode).toBe(200);
    },
  },
  [PlanGrant.TRADING]: {
    granted: async (c) => {
      const { account } = await tradingAccess(c);
      expect(account).toBe(`user-${c.buyer.id}`);
      const deposit = await c.t.app.inject({
        method: 'POST',
        url: '/allocations/deposit',
        cookies: c.buyer.cookies,
        payload: { userId: account, amountUsd: 10_000 },
      });
      expect(deposit.statusCode).toBe(200);
      expect(deposit.json().userId).toBe(account);
    },
    withheld: async (c) => {
      expect((await tradingAccess(c)).account).toBeNull();
      const deposit = await c.t.app.inject({
        method: 'POST',
        url: '/allocations/deposit',
        cookies: c.buyer.cookies,
        payload: { userId: `user-${c.buyer.id}`, amountUsd: 10_000 },
      });
      expect(deposit.statusCode).toBe(403);
    },
  },
  [PlanGrant.RECEIPT]: {
    granted: async (c) => {
      expect((await stripeCheckout(c)).get('payment_intent_data[receipt_email]')).toBe(c.buyer.email);
    },
    withheld: async (c) => {
      if (c.plan.priceUsd === 0) return; // the free plan has no checkout at all
      expect((await stripeCheckout(c)).get('payment_intent_data[receipt_email]')).toBeNull();
    },
  },
};

/** A stand-in for Stripe's API on loopback: the SDK talks HTTP to it as it would to Stripe. */
interface StripeStandIn {
  payments: StripePayments;
  created: URLSearchParams[];
  server: Server;
}

async function startStripe(): Promise<StripeStandIn> {
  const created: URLSearchParams[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      created.push(new URLSearchParams(body));
      const id = `cs_test_grants_${created.length}`;
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ id, object: 'checkout.session', url: `https://checkout.stripe.test/${id}` }));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as AddressInfo).port;
  const payments = new StripePayments('sk_test_fake', 'whsec_test', {
    host: '127.0.0.1',
    port,
    protocol: 'http',
  });
  return { payments, created, server };
}

const CATALOGUE = listPlans();
const label = (p: TPlan) => `${p.id} (${p.audience})`;

describe('plan features and grants', () => {
  it('maps every feature a plan lists to a grant, and every grant to an exercise', () => {
    for (const plan of CATALOGUE)
      for (const feature of planFeatures(plan.id, plan.audience)) {
        const grant = FEATURE_GRANTS[feature];
        expect(grant, `${label(plan)}: ${feature}`).toBeDefined();
        expect(EXERCISES[grant], `${label(plan)}: ${feature} → ${grant}`).toBeDefined();
      }
    for (const grant of Object.values(PlanGrant)) expect(EXERCISES[grant], grant).toBeDefined();
  });
});

for (const c of databaseCases) {
  const available = await c.available();
  describe.skipIf(!available)(`every plan gives what it lists [${c.name}]`, () => {
    let t: App;
    let feed: Server;
    let stripe: StripeStandIn;
    beforeAll(async () => {
      feed = createServer((_req, res) => {
        res.writeHead(200, { 'content-type': 'application/rss+xml' });
        res.end(
          `<?xml version="1.0"?><rss version="2.0"><channel><title>City Wire</title>` +
            `<item><guid>j</guid><title>${JAZZ}</title><link>http://wire/j</link><pubDate>Sat, 21 Nov 2026 15:00:00 GMT</pubDate></item>` +
            `</channel></rss>`,
        );
      });
      await new Promise<void>((r) => feed.listen(0, '127.0.0.1', r));
      stripe = await startStripe();
      t = await testApp({
        database: await c.open(),
        env: {
          TRADING_LOOP: 'off',
          OFFLINE_WORD_DELAY_MS: '0',
          NEWS_FEEDS: `http://127.0.0.1:${(feed.address() as AddressInfo).port}/feed.xml`,
        },
        overrides: { now: testClock(NOON_IN_NEW_YORK).now, market: new WalkMarket() },
      });
      await chatUser(t.app, t.database.db); // the first account (an operator) is nobody's buyer
    });
    afterAll(async () => {
      await t?.close();
      feed?.close();
      stripe?.server.close();
    });

    it('serves, for each plan, the texts of exactly the features it is checked for', async () => {
      for (const lang of ['en-US', 'de-DE'] as const) {
        const { plans } = (await t.app.inject(`/plans?lang=${lang}`)).json() as { plans: TPlan[] };
        expect(plans.map(label)).toEqual(CATALOGUE.map(label));
        for (const plan of plans) {
          const fill = (s: string) =>
            s
              .replace('{c}', formatUsdIn(lang, plan.creditUsd))
              .replace('{p}', formatUsdIn(lang, plan.priceUsd));
          expect(plan.features, label(plan)).toEqual(
            planFeatures(plan.id, plan.audience).map((f) => fill(PLAN_TEXTS[lang].feature[f])),
          );
        }
      }
    });

    for (const plan of CATALOGUE) {
      it(`${label(plan)}: its buyer gets every grant its features name, and no other gated one`, async () => {
        const buyer = await buyPlan(t.app, t.database.db, plan.id, plan.audience);
        const context: Context = { t, buyer, plan, stripe };
        const grants = planGrants(plan.id, plan.audience);
        for (const grant of Object.values(PlanGrant)) {
          const exercise = EXERCISES[grant];
          if (grants.has(grant)) await exercise.granted(context);
          else await exercise.withheld?.(context);
        }
      });
    }
  });
}
