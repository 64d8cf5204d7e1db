import { BACKTEST_TEXTS } from '@avatara/contracts';
import { backtestEndpoints } from '@avatara/contracts/http/backtest';
import { tradingEndpoints } from '@avatara/contracts/http/trading';
import { tradingAccessEndpoints } from '@avatara/contracts/http/trading-access';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { until } from '../testing/backtest';
import { openFreshPostgres, postgresAvailable } from '../db/testing';
import { testApp } from '../testing/app';
import { chatUser, type ChatUser } from '../testing/chat';
import { WalkMarket } from '../testing/market';

type App = Awaited<ReturnType<typeof testApp>>;

/**
 * The answer is exactly what its declaration's schema describes: the dashboard's tolerant readers
 * (§5) leave an answer in its canonical form as it is, so a field the server leaves out, names
 * differently or sends in another type shows here.
 */
const declared = (endpoint: { response: { schema: { parse(v: unknown): unknown } } }, body: unknown) =>
  expect(endpoint.response.schema.parse(body)).toEqual(body);

describe('trading dashboard endpoints', () => {
  let t: App;
  let operator: ChatUser;
  let reader: ChatUser;
  beforeAll(async () => {
    t = await testApp({ env: { TRADING_LOOP: 'off' }, overrides: { market: new WalkMarket() } });
    operator = await chatUser(t.app, t.database.db); // the first account: an operator
    reader = await chatUser(t.app, t.database.db);
  });
  afterAll(() => t?.close());
  // Each test trades its own account (only one reads `defaultUser`, the default), so the tests
  // hold in any order.
  let accounts = 0;
  const account = () => `trader-${++accounts}`;

  const call = (
    u: ChatUser | null,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ) =>
    t.app.inject({
      method,
      url,
      headers,
      ...(u ? { cookies: u.cookies } : {}),
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });

  it('lets signed-in users read and only operators write (401, 403)', async () => {
    expect((await call(null, 'GET', '/wallet/summary?ts=1')).statusCode).toBe(401);
    expect((await call(reader, 'GET', '/wallet/summary?ts=1')).statusCode).toBe(200);
    expect((await call(reader, 'GET', '/trading/access')).json()).toEqual({ operator: false, account: null });
    declared(tradingAccessEndpoints.access, (await call(reader, 'GET', '/trading/access')).json());
    expect((await call(operator, 'GET', '/trading/access')).json()).toEqual({
      operator: true,
      account: null,
    });
    const writes: [string, string, unknown][] = [
      ['POST', '/allocations/deposit', { userId: 'defaultUser', amountUsd: 10_000, mid: 1 }],
      ['POST', '/allocations/write', { userId: 'defaultUser', quota: 1, strategies: [] }],
      ['PUT', '/trading/defaultUser/toggles', { tradingOn: 1, enabled: {} }],
      ['DELETE', '/portfolio/defaultUser', undefined],
      ['POST', '/deals/defaultUser/GRID_VOL_ADAPTIVE/liquidate', { percent: 100 }],
      ['PUT', '/config/trading/system', {}],
      ['POST', '/backtest/start', { from: '2024-01-01', to: '2024-01-02' }],
    ];
    for (const [m, url, body] of writes)
      expect((await call(reader, m as 'POST', url, body)).statusCode, `${m} ${url}`).toBe(403);
  });

  it('deposits at the server price and serves the summary, decision (204 before a bar) and allocations', async () => {
    expect((await call(operator, 'GET', '/market/decision?ts=1')).statusCode).toBe(204);
    const dep = await call(operator, 'POST', '/allocations/deposit', {
      userId: 'defaultUser',
      amountUsd: 10_000,
      mid: 1,
    });
    expect(dep.statusCode).toBe(200);
    declared(tradingEndpoints.deposit, dep.json());
    const s = (await call(reader, 'GET', '/wallet/summary?ts=2')).json();
    declared(tradingEndpoints.summary, s);
    expect(s.userId).toBe('defaultUser');
    expect(s.total).toBeGreaterThan(9_000);
    expect(s.mid).toBeGreaterThan(30_000); // the server's price, not the browser's mid of 1
    expect(s.decisionStrategies).toHaveLength(7);
    const a = (await call(reader, 'GET', '/allocations?mid=108000&ts=3')).json();
    declared(tradingEndpoints.allocations, a);
    expect(a.strategies).toHaveLength(7);
    expect(a.portfolioQuotaPct100).toBe(a.quota * 100);
    // One bar through the engine: a snapshot, and the account's trades.
    const { priceUsd, tsMs } = await t.app.services.market.feed('BTCUSDC').latest();
    await t.app.services.trading.tick('defaultUser', {
      tsMs: tsMs + 60_000,
      high: priceUsd,
      low: priceUsd,
      close: priceUsd,
    });
    const d = await call(reader, 'GET', '/market/decision?ts=4');
    expect(d.statusCode).toBe(200);
    declared(tradingEndpoints.decision, d.json());
    declared(
      tradingEndpoints.trades,
      (await call(reader, 'GET', '/trading/defaultUser/trades?limit=5')).json(),
    );
  });

  it('validates every body and path (400 naming the field) and answers 404 for unknown users and strategies', async () => {
    const id = account();
    expect(
      (await call(operator, 'POST', '/allocations/deposit', { userId: id, amountUsd: 10_000 })).statusCode,
    ).toBe(200);
    const bad = await call(operator, 'POST', '/allocations/write', {
      userId: 'defaultUser',
      quota: 2,
      strategies: [],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('quota');
    expect((await call(operator, 'PUT', '/trading/defaultUser/toggles', { tradingOn: 2 })).json().field).toBe(
      'tradingOn',
    );
    expect(
      (await call(operator, 'POST', '/allocations/deposit', { userId: 'defaultUser', amountUsd: -5 })).json()
        .field,
    ).toBe('amountUsd');
    expect((await call(operator, 'PUT', '/trading/bad%20id/toggles', { tradingOn: 1 })).json().field).toBe(
      'userId',
    );
    const cfg = await call(operator, 'PUT', '/config/trading/system', { Grid_steps: 'x' });
    expect([cfg.statusCode, cfg.json().field]).toEqual([400, 'Grid_steps']);
    expect(
      (await call(operator, 'POST', `/deals/${id}/NO_SUCH/liquidate`, { percent: 100 })).statusCode,
    ).toBe(404);
    expect(
      (await call(operator, 'POST', `/deals/${account()}/GRID_VOL_ADAPTIVE/liquidate`, { percent: 100 }))
        .statusCode,
    ).toBe(404);
    expect(
      (await call(operator, 'POST', `/deals/${id}/GRID_VOL_ADAPTIVE/liquidate`, { percent: 100 })).statusCode,
    ).toBe(404); // no open deal
    expect((await call(reader, 'GET', `/config/trading/${account()}`)).statusCode).toBe(404);
  });

  it('saves configs as fractions and returns them; toggles and allocations round-trip', async () => {
    const id = account();
    const put = await call(operator, 'PUT', `/config/trading/${id}`, {
      feeRate: 0.001,
      takeProfitPct: 0.02,
      Grid_steps: 10,
      cooldownMs: null,
    });
    expect(put.statusCode).toBe(200);
    declared(tradingEndpoints.saveConfig, put.json());
    declared(tradingEndpoints.config, (await call(reader, 'GET', `/config/trading/${id}`)).json());
    expect((await call(reader, 'GET', `/config/trading/${id}`)).json()).toMatchObject({
      feeRate: 0.001,
      takeProfitPct: 0.02,
      Grid_steps: 10,
      cooldownMs: null,
    });
    const tog = await call(operator, 'PUT', `/trading/${id}/toggles`, {
      tradingOn: 0,
      enabled: { TREND_FOLLOW_SHORT: false },
    });
    expect(tog.statusCode).toBe(200);
    declared(tradingEndpoints.toggles, tog.json());
    const s = (await call(reader, 'GET', `/wallet/summary?userId=${id}`)).json();
    expect(s.tradingOn).toBe(0);
    expect(
      s.decisionStrategies.find((d: { strategyName: string }) => d.strategyName === 'TREND_FOLLOW_SHORT')
        .enabled,
    ).toBe(false);
    const w = await call(operator, 'POST', '/allocations/write', {
      userId: id,
      quota: 0.8,
      strategies: [{ strategy: 'GRID_VOL_ADAPTIVE', quota: 0.4 }],
    });
    expect(w.json()).toMatchObject({ quota: 0.8, portfolioQuotaPct100: 80 });
    declared(tradingEndpoints.writeAllocations, w.json());
  });

  it('clears the portfolio by DELETE, or by the GET fallback from the panel but never from a link', async () => {
    const id = account();
    const deposit = () => call(operator, 'POST', '/allocations/deposit', { userId: id, amountUsd: 10_000 });
    expect((await deposit()).statusCode).toBe(200);
    const cleared = await call(operator, 'DELETE', `/portfolio/${id}`);
    expect(cleared.statusCode).toBe(200);
    declared(tradingEndpoints.clear, cleared.json());
    expect((await call(reader, 'GET', `/wallet/summary?userId=${id}`)).json()).toMatchObject({
      usdc: 0,
      btc: 0,
    });
    expect((await deposit()).statusCode).toBe(200);
    const link = await call(operator, 'GET', `/portfolio/delete/${id}`, undefined, {
      'sec-fetch-mode': 'navigate',
      'sec-fetch-site': 'cross-site',
    });
    expect(link.statusCode).toBe(403);
    expect((await call(reader, 'GET', `/wallet/summary?userId=${id}`)).json().total).toBeGreaterThan(9_000);
    // Without Fetch Metadata, a foreign Referer or Origin is refused too (issue 27 §9).
    const foreign: Record<string, string>[] = [
      { referer: 'https://evil.example/page' },
      { origin: 'https://evil.example' },
    ];
    for (const header of foreign)
      expect((await call(operator, 'GET', `/portfolio/delete/${id}`, undefined, header)).statusCode).toBe(
        403,
      );
    expect((await call(reader, 'GET', `/wallet/summary?userId=${id}`)).json().total).toBeGreaterThan(9_000);
    const panel = await call(operator, 'GET', `/portfolio/delete/${id}`, undefined, {
      'sec-fetch-mode': 'cors',
      'sec-fetch-site': 'same-origin',
    });
    expect(panel.statusCode).toBe(200);
    expect((await call(reader, 'GET', `/wallet/summary?userId=${id}`)).json()).toMatchObject({
      usdc: 0,
      btc: 0,
    });
  });

  it('runs a backtest as a job: start, progress to DONE, result; cancel; spec texts; 404 for an unknown run', async () => {
    const missing = await call(operator, 'POST', '/backtest/start', {
      symbol: 'BTCUSDT',
      interval: '1h',
      from: '2024-01-01',
    });
    expect([missing.statusCode, missing.json().message]).toEqual([400, BACKTEST_TEXTS.bothDates]);
    const reversed = await call(operator, 'POST', '/backtest/start', {
      symbol: 'BTCUSDT',
      interval: '1h',
      from: '2024-02-01',
      to: '2024-01-01',
    });
    expect([reversed.statusCode, reversed.json().message]).toEqual([400, BACKTEST_TEXTS.fromAfterTo]);
    const start = await call(operator, 'POST', '/backtest/start', {
      symbol: 'BTCUSDT',
      interval: '1m',
      from: '2024-01-01',
      to: '2024-01-10',
      enabledStrategies: ['GRID_VOL_ADAPTIVE', 'MEAN_REVERSION_LONG'],
      totalQuotaPct: 80,
    });
    expect(start.statusCode).toBe(200);
    declared(backtestEndpoints.start, start.json());
    const { runId } = start.json();
    expect(runId).toMatch(/^bt_/);
    const p = await until(
      async () => (await call(reader, 'GET', `/backtest/progress/${runId}`)).json(),
      (x) => ['DONE', 'ERROR', 'CANCELLED'].includes(x.status),
    );
    expect(p.status).toBe('DONE');
    declared(backtestEndpoints.progress, p);
    for (const f of [
      'status',
      'percent',
      'elapsedText',
      'currentSimTime',
      'etaText',
      'usd',
      'btcValue',
      'etaMsRemaining',
      'etaFinishAt',
      'message',
    ])
      expect(p, f).toHaveProperty(f);
    const r = (await call(reader, 'GET', `/backtest/result/${runId}`)).json();
    declared(backtestEndpoints.result, r);
    expect(
      r.perStrategy
        .filter((s: { enabled: boolean }) => s.enabled)
        .map((s: { strategy: string }) => s.strategy),
    ).toEqual(['GRID_VOL_ADAPTIVE', 'MEAN_REVERSION_LONG']);
    expect((await call(reader, 'GET', '/backtest/progress/bt_unknown_run')).statusCode).toBe(404);
    expect((await call(operator, 'POST', '/backtest/cancel/bt_unknown_run')).statusCode).toBe(404);
    const chart = (
      await call(reader, 'POST', '/backtest/chart', {
        symbol: 'BTCUSDT',
        interval: '1m',
        from: '2024-01-01',
        to: '2024-01-03',
      })
    ).json();
    declared(backtestEndpoints.chart, chart);
    expect(chart.points.length).toBeLessThanOrEqual(500);
    expect(chart.points[0]).toHaveProperty('t');
  });

  it('runs the crossover benchmark with the averages asked for (default SMA 50/200) and answers 400 to a fast period that is not below the slow one', async () => {
    const range = { symbol: 'BTCUSDT', interval: '1m', from: '2024-01-01', to: '2024-01-03' };
    const crossEntries = async (crossover?: object): Promise<number> => {
      const start = await call(operator, 'POST', '/backtest/start', {
        ...range,
        enabledStrategies: ['MA_CROSSOVER'],
        ...(crossover ? { crossover } : {}),
      });
      expect(start.statusCode, start.body).toBe(200);
      const { runId } = start.json();
      const p = await until(
        async () => (await call(reader, 'GET', `/backtest/progress/${runId}`)).json(),
        (x) => ['DONE', 'ERROR', 'CANCELLED'].includes(x.status),
      );
      expect(p.status).toBe('DONE');
      const r = (await call(reader, 'GET', `/backtest/result/${runId}`)).json();
      const cross = r.perStrategy.find((s: { strategy: string }) => s.strategy === 'MA_CROSSOVER');
      return cross.entries as number;
    };
    const slow = await crossEntries();
    const fast = await crossEntries({ kind: 'EMA', fastPeriod: 5, slowPeriod: 20 });
    expect(slow).toBeGreaterThan(0);
    expect(fast).toBeGreaterThan(3 * slow); // 2 days of minutes: EMA 5/20 crosses far more often
    expect(await crossEntries({ kind: 'SMA', fastPeriod: 50, slowPeriod: 200 })).toBe(slow);
    const bad = await call(operator, 'POST', '/backtest/start', {
      ...range,
      crossover: { kind: 'EMA', fastPeriod: 20, slowPeriod: 20 },
    });
    expect([bad.statusCode, bad.json().field]).toEqual([400, 'crossover.fastPeriod']);
  });
});

describe('trading writes across instances (PostgreSQL)', () => {
  let t: App | undefined;
  let operator: ChatUser;
  let url = '';
  beforeAll(async () => {
    if (!(await postgresAvailable())) return;
    const database = await openFreshPostgres();
    t = await testApp({ database, env: { TRADING_LOOP: 'off' }, overrides: { market: new WalkMarket() } });
    operator = await chatUser(t.app, t.database.db);
    // The same database, seen from "another instance".
    url = (t.database.db as unknown as { $client: { options: { connectionString: string } } }).$client.options
      .connectionString;
  });
  afterAll(() => t?.close());

  it('answers 423 to a toggle while another instance writes the same account, and 200 once it is done', async (ctx) => {
    if (!t) return ctx.skip();
    const other = new pg.Client({ connectionString: url });
    await other.connect();
    try {
      await other.query('begin');
      await other.query("select pg_advisory_xact_lock(hashtext('trading-write:defaultUser'))");
      const locked = await t.app.inject({
        method: 'PUT',
        url: '/trading/defaultUser/toggles',
        cookies: operator.cookies,
        payload: { tradingOn: 1, enabled: {} },
      });
      expect(locked.statusCode).toBe(423);
      const free = await t.app.inject({
        method: 'PUT',
        url: '/trading/someoneElse/toggles',
        cookies: operator.cookies,
        payload: { tradingOn: 1, enabled: {} },
      });
      expect(free.statusCode).toBe(200);
      await other.query('commit');
      const after = await t.app.inject({
        method: 'PUT',
        url: '/trading/defaultUser/toggles',
        cookies: operator.cookies,
        payload: { tradingOn: 1, enabled: {} },
      });
      expect(after.statusCode).toBe(200);
    } finally {
      await other.end();
    }
  });
});
