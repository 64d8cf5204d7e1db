import { tradingAccessEndpoints } from '@avatara/contracts/http/trading-access';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseCases } from '../db/testing';
import type { PriceFeed, PriceTick } from '../market/feed';
import { testApp } from '../testing/app';
import { chatUser, type ChatUser } from '../testing/chat';
import { WalkMarket } from '../testing/market';
import { BUYER_PASSWORD, buyPlan, type Buyer } from '../testing/plans';
import { SoleLeader } from './leader';
import { TradingLoop } from './loop';
import { OWN_ACCOUNT_DEPOSIT_USD, ownAccountId } from './own-accounts';

type App = Awaited<ReturnType<typeof testApp>>;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Caller = Buyer | ChatUser | null;

class StepFeed implements PriceFeed {
  constructor(public tick: PriceTick) {}
  async latest() {
    return this.tick;
  }
}

/** Every write the panel and the settings make to account `id` (trading-dashboard.md §7). */
function writesTo(id: string): [Method, string, unknown][] {
  return [
    ['POST', '/allocations/deposit', { userId: id, amountUsd: 10_000, mid: 1 }],
    [
      'POST',
      '/allocations/write',
      { userId: id, quota: 0.9, strategies: [{ strategy: 'GRID_VOL_ADAPTIVE', quota: 0.5 }] },
    ],
    ['PUT', `/trading/${id}/toggles`, { tradingOn: 1, enabled: { TREND_FOLLOW_SHORT: false } }],
    ['PUT', `/config/trading/${id}`, { feeRate: 0.001 }],
    ['POST', `/deals/${id}/GRID_VOL_ADAPTIVE/liquidate`, { percent: 100 }],
    ['DELETE', `/portfolio/${id}`, undefined],
    ['GET', `/portfolio/delete/${id}`, undefined],
  ];
}

/** Every read of account `id`. */
function readsOf(id: string): string[] {
  return [
    `/wallet/summary?ts=1&userId=${id}`,
    `/market/decision?ts=1&userId=${id}`,
    `/allocations?mid=108000&ts=1&userId=${id}`,
    `/trading/${id}/trades?limit=5`,
    `/config/trading/${id}`,
  ];
}

for (const c of databaseCases) {
  const available = await c.available();
  describe.skipIf(!available)(`own trading accounts of Pro holders [${c.name}]`, () => {
    let t: App;
    let operator: ChatUser;
    let pro: Buyer;
    let otherPro: Buyer;
    let plus: Buyer;
    beforeAll(async () => {
      t = await testApp({
        database: await c.open(),
        env: { TRADING_LOOP: 'off' },
        overrides: { market: new WalkMarket() },
      });
      operator = await chatUser(t.app, t.database.db); // the first account: an operator
      pro = await buyPlan(t.app, t.database.db, 'pro', 'business');
      otherPro = await buyPlan(t.app, t.database.db, 'pro', 'personal');
      plus = await buyPlan(t.app, t.database.db, 'plus', 'business');
    });
    afterAll(() => t?.close());

    const call = (u: Caller, method: Method, url: string, payload?: unknown) =>
      t.app.inject({
        method,
        url,
        // The panel's own fetch: what the GET fallback of clearing needs (routes.test.ts).
        headers: { 'sec-fetch-mode': 'cors', 'sec-fetch-site': 'same-origin' },
        ...(u ? { cookies: u.cookies } : {}),
        ...(payload !== undefined ? { payload: payload as object } : {}),
      });
    const access = async (u: Caller) => {
      const res = await call(u, 'GET', '/trading/access');
      expect(res.statusCode).toBe(200);
      const body = res.json() as unknown;
      expect(tradingAccessEndpoints.access.response.schema.parse(body)).toEqual(body);
      return body;
    };
    const summary = async (u: Caller, id: string) =>
      (await call(u, 'GET', `/wallet/summary?ts=1&userId=${id}`)).json() as {
        userId: string;
        total: number;
        tradingOn: number;
      };

    it('opens the Pro buyer’s own account on first access, seeded once with the paper deposit', async () => {
      const id = ownAccountId(pro.id);
      // Two first visits at once (two tabs): one account, one deposit.
      const [a, b] = await Promise.all([access(pro), access(pro)]);
      expect(a).toEqual({ operator: false, account: id });
      expect(b).toEqual({ operator: false, account: id });
      expect(await access(pro)).toEqual({ operator: false, account: id });
      const s = await summary(pro, id);
      expect(s.userId).toBe(id);
      expect(s.total).toBeGreaterThan(OWN_ACCOUNT_DEPOSIT_USD * 0.95);
      expect(s.total).toBeLessThan(OWN_ACCOUNT_DEPOSIT_USD * 1.05);
      expect(await t.app.services.trading.accountIds()).toContain(id);
    });

    it('lets the Pro buyer change their own account, and nothing else (403)', async () => {
      const own = ownAccountId(pro.id);
      await access(otherPro);
      for (const [m, url, body] of writesTo(own)) {
        const res = await call(pro, m, url, body);
        // Liquidating with no open deal is a 404: allowed, but nothing to sell.
        expect(res.statusCode, `${m} ${url}`).toBe(url.includes('/liquidate') ? 404 : 200);
      }
      for (const target of ['defaultUser', 'system', ownAccountId(otherPro.id), 'trader-9'])
        for (const [m, url, body] of writesTo(target)) {
          if (target === 'system' && m !== 'PUT') continue;
          expect((await call(pro, m, url, body)).statusCode, `${m} ${url}`).toBe(403);
        }
      // The house settings, admin tools and the backtester stay with operators.
      const operatorOnly: [Method, string, unknown][] = [
        ['POST', '/backtest/start', { from: '2024-01-01', to: '2024-01-02' }],
        ['POST', '/backtest/cancel/bt_unknown_run', undefined],
        ['GET', '/admin/signals/jobs/job_123456', undefined],
        ['GET', '/admin/operators', undefined],
        ['GET', '/admin/models/connections', undefined],
      ];
      for (const [m, url, body] of operatorOnly)
        expect((await call(pro, m, url, body)).statusCode, `${m} ${url}`).toBe(403);
      // The own account kept its writes: deposited again after the clear, switch saved.
      expect(
        (await call(pro, 'POST', '/allocations/deposit', { userId: own, amountUsd: 10_000 })).statusCode,
      ).toBe(200);
      expect((await call(pro, 'GET', `/config/trading/${own}`)).json()).toMatchObject({ feeRate: 0.001 });
      expect((await summary(pro, own)).total).toBeGreaterThan(9_000);
    });

    it('lets nobody but the owner and operators read an own account; the house stays readable', async () => {
      const own = ownAccountId(pro.id);
      for (const url of readsOf(own)) {
        expect((await call(pro, 'GET', url)).statusCode, url).not.toBe(403);
        expect((await call(operator, 'GET', url)).statusCode, url).not.toBe(403);
        expect((await call(otherPro, 'GET', url)).statusCode, url).toBe(403);
        expect((await call(plus, 'GET', url)).statusCode, url).toBe(403);
        expect((await call(null, 'GET', url)).statusCode, url).toBe(401);
      }
      for (const url of readsOf('defaultUser')) {
        expect((await call(pro, 'GET', url)).statusCode, url).not.toBe(403);
        expect((await call(plus, 'GET', url)).statusCode, url).not.toBe(403);
      }
      expect((await call(plus, 'GET', '/config/trading/system')).statusCode).not.toBe(403);
    });

    it('answers 401 to every write and to the access question when nobody is signed in', async () => {
      expect((await call(null, 'GET', '/trading/access')).statusCode).toBe(401);
      for (const [m, url, body] of writesTo(ownAccountId(pro.id)))
        expect((await call(null, m, url, body)).statusCode, `${m} ${url}`).toBe(401);
    });

    it('gives a Plus buyer no account and no writes', async () => {
      expect(await access(plus)).toEqual({ operator: false, account: null });
      for (const target of [ownAccountId(plus.id), 'defaultUser'])
        for (const [m, url, body] of writesTo(target))
          expect((await call(plus, m, url, body)).statusCode, `${m} ${url}`).toBe(403);
      expect(await t.app.services.trading.accountIds()).not.toContain(ownAccountId(plus.id));
    });

    it('lets operators still do everything, on the house and on own accounts', async () => {
      expect(await access(operator)).toEqual({ operator: true, account: null });
      const other = ownAccountId(otherPro.id);
      for (const target of ['defaultUser', other])
        for (const [m, url, body] of writesTo(target))
          expect((await call(operator, m, url, body)).statusCode, `${m} ${url}`).toBe(
            url.includes('/liquidate') ? 404 : 200,
          );
      expect((await call(operator, 'PUT', '/config/trading/system', {})).statusCode).toBe(200);
    });

    it('trades own accounts in the live loop', async () => {
      const own = ownAccountId(pro.id);
      const { trading, ownTrading } = t.app.services;
      const before = (await trading.decision(own))?.tsMs ?? 0;
      const t0 = (Math.floor(Date.now() / 1000) + 5) * 1000;
      const feed = new StepFeed({ tsMs: t0, priceUsd: 40_000 });
      const loop = new TradingLoop(trading, feed, new SoleLeader(), {
        barMs: 1000,
        log: { warn: () => undefined },
        beforeBar: () => ownTrading.lapse(),
      });
      await loop.tick();
      feed.tick = { tsMs: t0 + 1000, priceUsd: 40_100 };
      await loop.tick();
      expect(loop.barsFed).toBe(1);
      const after = await trading.decision(own);
      expect(after!.tsMs).toBe(t0 + 999);
      expect(after!.tsMs).toBeGreaterThan(before);
    });

    it('keeps the account readable when the plan ends, refuses writes and switches its trading off', async () => {
      const holder = await buyPlan(t.app, t.database.db, 'pro', 'personal');
      const own = ownAccountId(holder.id);
      expect(await access(holder)).toEqual({ operator: false, account: own });
      expect((await summary(holder, own)).tradingOn).toBe(1);
      // Nothing ends a plan today (top-ups never expire); a refund would take it back like this.
      await t.database.db.execute(sql`update users set plans = '["early"]'::jsonb where id = ${holder.id}`);
      t.app.services.sessions.userChanged(holder.id);
      expect(await access(holder)).toEqual({ operator: false, account: own });
      expect((await call(holder, 'GET', `/wallet/summary?ts=2&userId=${own}`)).statusCode).toBe(200);
      for (const [m, url, body] of writesTo(own))
        expect((await call(holder, m, url, body)).statusCode, `${m} ${url}`).toBe(403);
      expect(await t.app.services.ownTrading.lapse()).toEqual([own]);
      expect((await summary(holder, own)).tradingOn).toBe(0);
      expect(await t.app.services.ownTrading.lapse()).toEqual([]);
      // Bought again: the owner may change it again (and switch trading back on).
      await t.database.db.execute(
        sql`update users set plans = '["early","pro"]'::jsonb where id = ${holder.id}`,
      );
      t.app.services.sessions.userChanged(holder.id);
      expect(
        (await call(holder, 'PUT', `/trading/${own}/toggles`, { tradingOn: 1, enabled: {} })).statusCode,
      ).toBe(200);
      expect((await summary(holder, own)).tradingOn).toBe(1);
    });

    it('exports the own account with the user’s data and deletes it with the user', async () => {
      const leaver = await buyPlan(t.app, t.database.db, 'pro', 'business');
      const own = ownAccountId(leaver.id);
      await access(leaver);
      await call(leaver, 'PUT', `/config/trading/${own}`, { feeRate: 0.002 });
      const exported = (await call(leaver, 'GET', '/account/export')).json() as {
        tradingAccount: { id: string; config: unknown; wallet: { total: number } } | null;
      };
      expect(exported.tradingAccount).toMatchObject({ id: own, config: { feeRate: 0.002 } });
      expect(exported.tradingAccount!.wallet.total).toBeGreaterThan(9_000);
      const plusExport = (await call(plus, 'GET', '/account/export')).json() as { tradingAccount: unknown };
      expect(plusExport.tradingAccount).toBeNull();
      const deleted = await call(leaver, 'DELETE', '/account', { password: BUYER_PASSWORD });
      expect(deleted.statusCode).toBe(204);
      expect(await t.app.services.trading.hasAccount(own)).toBe(false);
      expect(await t.app.services.trading.config(own)).toBeNull();
      expect(await t.app.services.trading.accountIds()).not.toContain(own);
    });
  });
}
