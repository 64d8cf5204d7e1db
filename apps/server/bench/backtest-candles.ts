/**
 * How long a backtest waits on "Lade Kerzen…" (issue 28 §6, docs/market-data.md): the candles of a
 * one-week 1m backtest and its warm-up history, loaded as a run loads them (`loadWithWarmUp` over
 * `MarketData.candles`): from the DuckDB store (target < 300 ms), and on the first run, when the
 * store fills them from the simulator or through ccxt from the loopback fake exchange. For
 * comparison, the warm-up as it was before issue 28: all 200 days in 1m bars. Prints figures;
 * asserts nothing.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createMarket, type Market } from '../src/market';
import { SimulatorSource } from '../src/market/sim/source';
import { startFakeExchange } from '../src/testing/fake-exchange';
import { loadWithWarmUp, WARM_UP_MS } from '../src/trading/backtest/runner';
import type { BacktestRange } from '../src/trading/backtest/range';

const NOW = Date.parse('2025-06-01T12:00:00Z');
/** The week before NOW's day, as the "1 Woche" quick range picks it, with 1m chosen by hand. */
const WEEK: BacktestRange = {
  symbol: 'BTCUSDC',
  interval: '1m',
  fromMs: Date.parse('2025-05-25T00:00:00Z'),
  toMs: Date.parse('2025-05-31T23:59:59.999Z'),
};

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const ms = (x: number) => `${x.toFixed(0)} ms`;
const n = (x: number) => x.toLocaleString('en');

const loader = (market: Market) => (r: BacktestRange) =>
  market.data.candles(r.symbol, r.interval, r.fromMs, r.toMs);

async function timed<T>(f: () => Promise<T>): Promise<[T, number]> {
  const t0 = performance.now();
  const out = await f();
  return [out, performance.now() - t0];
}

/** The warm-up before issue 28: 200 days of the run's own 1m bars. */
const allMinutes = (market: Market) =>
  loader(market)({ ...WEEK, fromMs: WEEK.fromMs - WARM_UP_MS, toMs: WEEK.fromMs - 1 });

export async function runBacktestCandlesBench(): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'avatara-candles-bench-'));
  try {
    const sim = createMarket({
      duckdbPath: path.join(dir, 'sim.duckdb'),
      source: 'sim',
      seed: 42,
      now: () => NOW,
    });
    await sim.start();
    const [first, firstMs] = await timed(() => loadWithWarmUp(loader(sim), WEEK));
    console.log(
      `backtest candles, 1 week of 1m (${n(first.series.length)} bars + ${n(first.warmUp.length)} warm-up bars): first run, simulated and stored ${ms(firstMs)}`,
    );
    const again: number[] = [];
    for (let i = 0; i < 7; i++) again.push((await timed(() => loadWithWarmUp(loader(sim), WEEK)))[1]);
    console.log(
      `backtest candles, 1 week of 1m from the store: median ${ms(median(again))}, best ${ms(Math.min(...again))} over ${again.length} (target < 300 ms)`,
    );
    const [old, oldFirst] = await timed(() => allMinutes(sim));
    const oldAgain: number[] = [];
    for (let i = 0; i < 5; i++) oldAgain.push((await timed(() => allMinutes(sim)))[1]);
    console.log(
      `  before issue 28 (warm-up of ${n(old.length)} 1m bars): first ${ms(oldFirst)}, from the store median ${ms(median(oldAgain))}`,
    );
    await sim.close();

    // Through ccxt (MARKET_SOURCE=binance) from the loopback fake exchange: 1,000 bars a page.
    const minutes = await new SimulatorSource(42).fetch(
      'BTCUSDC',
      '1m',
      WEEK.fromMs - WARM_UP_MS - 86_400_000,
      WEEK.toMs + 1,
    );
    const fake = await startFakeExchange({ BTCUSDC: { base: 'BTC', quote: 'USDC', candles1m: minutes } });
    try {
      const ex = (file: string) =>
        createMarket({
          duckdbPath: path.join(dir, file),
          source: 'binance',
          exchangeUrl: fake.url,
          now: () => NOW,
        });
      const now = ex('ex.duckdb');
      await now.start();
      const before = fake.requests.length;
      const [, exMs] = await timed(() => loadWithWarmUp(loader(now), WEEK));
      console.log(
        `backtest candles, 1 week of 1m, first run through ccxt (fake exchange, ${fake.requests.length - before} requests): ${ms(exMs)}`,
      );
      await now.close();
      const was = ex('ex-old.duckdb');
      await was.start();
      const wasBefore = fake.requests.length;
      const [, wasMs] = await timed(async () => {
        await loader(was)(WEEK);
        await allMinutes(was);
      });
      console.log(
        `  before issue 28 (200 days of 1m, ${fake.requests.length - wasBefore} requests): ${ms(wasMs)}`,
      );
      await was.close();
    } finally {
      await fake.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await runBacktestCandlesBench();
