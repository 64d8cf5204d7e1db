/**
 * Trading service benchmarks (issue 11), printed, never asserted:
 * - `GET /wallet/summary` latency (median, p99) at 200 requests per second with a year of trades
 *   stored (real HTTP; the load generator runs in its own thread);
 * - a year of 1m candles through the job path: POST /backtest/start → DONE → result.
 */
import { Worker } from 'node:worker_threads';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../src/app';
import { openDatabase } from '../src/db/client';
import { tradingTrades } from '../src/db/schema';
import { testConfig } from '../src/testing/app';
import { chatUser } from '../src/testing/chat';

const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(p * xs.length))]!;
/** A busy year of live paper trading: about 140 orders a day. */
const TRADES_PER_YEAR = 50_000;

function load(
  url: string,
  cookie: string,
  rate: number,
  seconds: number,
): Promise<{ latencies: number[]; failures: number; seconds: number }> {
  const entry = new URL('./load-peer.ts', import.meta.url).href;
  const boot = `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(entry)}); })`;
  const worker = new Worker(boot, { eval: true, workerData: { url, cookie, rate, seconds } });
  return new Promise((resolve, reject) => {
    worker.once('message', (m) => {
      void worker.terminate();
      resolve(m as { latencies: number[]; failures: number; seconds: number });
    });
    worker.once('error', reject);
  });
}

export async function runTradingBench(): Promise<void> {
  const database = await openDatabase({ kind: 'pglite' });
  const app = await buildApp({ config: testConfig({ TRADING_LOOP: 'off' }), database });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  try {
    const op = await chatUser(app, database.db);
    const cookie = `avatara_sid=${op.cookies.avatara_sid}`;
    await fetch(`${base}/allocations/deposit`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ userId: 'defaultUser', amountUsd: 10_000 }),
    });
    const t0 = Date.UTC(2025, 0, 1);
    const rows = Array.from({ length: TRADES_PER_YEAR }, (_, i) => ({
      userId: 'defaultUser',
      tsMs: t0 + Math.floor((i * 365 * 86_400_000) / TRADES_PER_YEAR),
      strategy: 'GRID_VOL_ADAPTIVE',
      action: i % 2 ? 'SELL' : 'BUY',
      side: 'LONG',
      kind: i % 2 ? 'REDUCE' : 'ADD',
      qtyBtc: 0.001,
      priceUsd: 60_000 + (i % 1000),
      valueUsd: 60,
      feeUsd: 0.06,
      pnlUsd: i % 2 ? 0.3 : 0,
      accountVersion: 1,
    }));
    for (let i = 0; i < rows.length; i += 2_000)
      await database.db.insert(tradingTrades).values(rows.slice(i, i + 2_000));
    await load(`${base}/wallet/summary?ts=warm`, cookie, 50, 2);
    const r0 = await load(`${base}/wallet/summary?ts=x`, cookie, 20, 3);
    console.log(`at 20 req/s: median ${pct(r0.latencies, 0.5).toFixed(2)} ms`);
    const r = await load(`${base}/wallet/summary?ts=x`, cookie, 200, 10);
    console.log(
      `trading: GET /wallet/summary at 200 req/s with ${TRADES_PER_YEAR.toLocaleString('en-US')} stored trades (PGlite): median ${pct(r.latencies, 0.5).toFixed(2)} ms, p99 ${pct(r.latencies, 0.99).toFixed(2)} ms over ${r.latencies.length} requests, ${r.failures} failed (target: median < 10 ms)`,
    );

    const started = performance.now();
    const start = (await (
      await fetch(`${base}/backtest/start`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ symbol: 'BTCUSDC', interval: '1m', from: '2025-01-01', to: '2025-12-31' }),
      })
    ).json()) as { runId: string };
    let status = '';
    while (status !== 'DONE' && status !== 'ERROR') {
      await new Promise((res) => setTimeout(res, 50));
      status = (
        (await (await fetch(`${base}/backtest/progress/${start.runId}`, { headers: { cookie } })).json()) as {
          status: string;
        }
      ).status;
    }
    const result = (await (
      await fetch(`${base}/backtest/result/${start.runId}`, { headers: { cookie } })
    ).json()) as { bars: number };
    console.log(
      `trading: a year of 1m candles (${result.bars.toLocaleString('en-US')} bars) through the job path (worker thread), start → result: ${((performance.now() - started) / 1000).toFixed(2)} s (${status})`,
    );
  } finally {
    await app.close();
    await database.close();
  }
}
