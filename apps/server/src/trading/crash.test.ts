import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from '../testing/process';
import { TEST_PASSWORD } from '../testing/passwords';

/**
 * kill -9 while the live loop trades, then restart on the same data: no trade lost, none doubled.
 * The stored trades must explain the stored USDC balance to the cent, before and after.
 */
const dataDir = mkdtempSync(path.join(tmpdir(), 'avatara-crash-'));
const start = () =>
  startServerProcess({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    TRADING_BAR_SECONDS: '1',
  });

interface Trade {
  seq: number;
  action: string;
  valueUsd: number;
  feeUsd: number;
}

async function json<T>(s: ServerProcess, url: string, cookie: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`${s.baseURL}${url}`, {
    ...init,
    headers: { 'content-type': 'application/json', cookie, ...(init.headers ?? {}) },
  });
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

async function allTrades(s: ServerProcess, cookie: string): Promise<Trade[]> {
  const out: Trade[] = [];
  let before: number | null = null;
  for (;;) {
    const page: { trades: Trade[]; next: number | null } = await json(
      s,
      `/trading/defaultUser/trades?limit=1000${before ? `&before=${before}` : ''}`,
      cookie,
    );
    out.push(...page.trades);
    if (page.next === null) return out;
    before = page.next;
  }
}

async function reconcile(s: ServerProcess, cookie: string) {
  const trades = await allTrades(s, cookie);
  const summary = await json<{ usdc: number }>(s, '/wallet/summary', cookie);
  let usdc = 5_000;
  for (const t of trades) usdc += t.action === 'SELL' ? t.valueUsd - t.feeUsd : -(t.valueUsd + t.feeUsd);
  expect(new Set(trades.map((t) => t.seq)).size).toBe(trades.length);
  expect(summary.usdc).toBeCloseTo(usdc, 6);
  return trades.length;
}

describe('paper trading survives kill -9', () => {
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('loses no trade and doubles none across a SIGKILL and a restart', async () => {
    let s = await start();
    const reg = await fetch(`${s.baseURL}/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Op', email: 'op@example.com', password: TEST_PASSWORD }),
    });
    expect(reg.status).toBe(201);
    const cookie = reg.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    // A frictionless market and a DCA that buys every tiny dip and sells every tiny gain:
    // it trades every few one-second bars.
    const busy = {
      trendFilterMs: 0,
      maxFeesPctPerYear: 0,
      feeRate: 0,
      fillSpreadPct: 0,
      fillSlippageAtrShare: 0,
      fillMaxVolumeSharePct: 0,
      cooldownMs: 0,
      // A quota of its own: the defaults leave the DCA long at 0 (off), docs/strategies.md "Default sizes".
      dca_Long_quota: 0.03,
      dca_Long_entryRsi: 100,
      dca_dropPct: 0.00001,
      dca_takeProfitPct: 0.00002,
      dca_trailingPct: 0,
      dca_cooldownMs: 0,
      dca_reentryCooldownMs: 0,
    };
    await json(s, '/config/trading/system', cookie, { method: 'PUT', body: JSON.stringify(busy) });
    await json(s, '/allocations/deposit', cookie, {
      method: 'POST',
      body: JSON.stringify({ userId: 'defaultUser', amountUsd: 10_000, mid: 1 }),
    });
    const deadline = Date.now() + 40_000;
    while ((await allTrades(s, cookie)).length < 3 && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 500));
    const before = await reconcile(s, cookie);
    expect(before).toBeGreaterThanOrEqual(3);
    await new Promise((r) => setTimeout(r, 1_300)); // land the kill somewhere inside the next bar's write
    await s.kill();

    s = await start();
    try {
      const afterRestart = await reconcile(s, cookie);
      expect(afterRestart).toBeGreaterThanOrEqual(before);
      // And it trades on from the stored state.
      const until = Date.now() + 30_000;
      while ((await allTrades(s, cookie)).length <= afterRestart && Date.now() < until)
        await new Promise((r) => setTimeout(r, 500));
      expect(await reconcile(s, cookie)).toBeGreaterThan(afterRestart);
    } finally {
      expect(await s.stop()).toBe(0);
    }
  }, 150_000);
});
