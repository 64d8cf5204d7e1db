/**
 * Market-data benchmarks (docs/market-data.md): the simulator, the DuckDB store (one year of 1m
 * candles into a TCandleSeries: target < 300 ms), signals, a bootstrap job, Parquet, the importer
 * and ccxt paging against the fake exchange. Prints figures; asserts nothing.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ZSignalSeriesQuery } from '@avatara/contracts';
import { createMarket } from '../src/market';
import { ExchangeSource } from '../src/market/exchange';
import { importKlineFile } from '../src/market/importer';
import { SimulatorSource } from '../src/market/sim/source';
import { exportParquet, importParquet, MarketStore } from '../src/market/store';
import { sharedDataFile } from '../src/market/testing';
import { startFakeExchange } from '../src/testing/fake-exchange';

const YEAR_FROM = Date.parse('2024-01-01T00:00:00Z');
const YEAR_TO = Date.parse('2025-01-01T00:00:00Z'); // 2024 is a leap year: 527,040 bars
const NOW = Date.parse('2025-06-01T12:00:00Z');

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
async function time<T>(f: () => Promise<T>): Promise<[T, number]> {
  const t0 = performance.now();
  const out = await f();
  return [out, performance.now() - t0];
}
const ms = (x: number) => `${x.toFixed(0)} ms`;

export async function runMarketBench(): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'avatara-market-bench-'));
  try {
    const sim = new SimulatorSource(42);
    const [year, gen] = await time(() => sim.fetch('BTCUSDC', '1m', YEAR_FROM, YEAR_TO));
    const [, gen1d] = await time(() =>
      new SimulatorSource(42).fetch(
        'BTCUSDC',
        '1d',
        Date.parse('2020-06-01T00:00:00Z'),
        Date.parse('2025-06-01T00:00:00Z'),
      ),
    );
    console.log(
      `simulator: 1 year of 1m (${year.length.toLocaleString('en')} bars) ${ms(gen)}; 5 years of 1d (from 2.6 M minutes) ${ms(gen1d)}`,
    );

    const store = await MarketStore.open(path.join(dir, 'market.duckdb'));
    const [, up] = await time(() =>
      store.upsertCandles('BTCUSDC', '1m', year, 'sim', { from: YEAR_FROM, to: YEAR_TO }),
    );
    const [, again] = await time(() =>
      store.upsertCandles('BTCUSDC', '1m', year, 'sim', { from: YEAR_FROM, to: YEAR_TO }),
    );
    console.log(`store: upsert 1 year of 1m ${ms(up)} (repeated, idempotent: ${ms(again)})`);
    const reads: number[] = [];
    for (let i = 0; i < 7; i++)
      reads.push((await time(() => store.readCandles('BTCUSDC', '1m', YEAR_FROM, YEAR_TO)))[1]);
    console.log(
      `store: load 1 year of 1m into a TCandleSeries: median ${ms(median(reads))}, best ${ms(Math.min(...reads))} over ${reads.length} (target < 300 ms)`,
    );
    const file = path.join(dir, 'btc.parquet');
    const [, exp] = await time(() => exportParquet(store, file, { symbol: 'BTCUSDC', interval: '1m' }));
    const other = await MarketStore.open(':memory:');
    const [, imp] = await time(() => importParquet(other, file));
    console.log(`parquet: export 1 year of 1m ${ms(exp)}, import ${ms(imp)}`);
    await other.close();
    await store.close();

    const market = createMarket({
      duckdbPath: path.join(dir, 'signals.duckdb'),
      source: 'sim',
      seed: 42,
      now: () => NOW,
    });
    await market.start();
    const [cold, coldMs] = await time(() => market.data.candles('BTCUSDC', '1m', YEAR_FROM, YEAR_TO - 1));
    const warm: number[] = [];
    for (let i = 0; i < 5; i++)
      warm.push((await time(() => market.data.candles('BTCUSDC', '1m', YEAR_FROM, YEAR_TO - 1)))[1]);
    console.log(
      `MarketData.candles 1 year of 1m: first call (simulate + store) ${ms(coldMs)} for ${cold.length.toLocaleString('en')} bars; from the store median ${ms(median(warm))}`,
    );
    const q = ZSignalSeriesQuery.parse({
      signal: 'BTC_RSI',
      from: '2025-03-01',
      to: '2025-05-31',
      interval: '1m',
    });
    await market.signals.series(q);
    const series: number[] = [];
    for (let i = 0; i < 3; i++) series.push((await time(() => market.signals.series(q)))[1]);
    console.log(
      `signals: BTC_RSI over 3 months of 1m (131,040 bars, 500 points) computed from stored candles: median ${ms(median(series))}`,
    );
    const [accepted, bootMs] = await time(async () => {
      const a = await market.jobs.bootstrap({
        symbol: 'BTCUSDC',
        interval: '1m',
        from: Date.parse('2025-03-01T00:00:00Z'),
        to: Date.parse('2025-03-31T23:59:59Z'),
        signals: undefined,
      });
      return market.jobs.settled(a.jobId);
    });
    console.log(
      `signals: bootstrap of all 13 signals over 31 days of 1m: ${ms(bootMs)} (${accepted.pointsWritten.toLocaleString('en')} points)`,
    );
    const persisted: number[] = [];
    const pq = ZSignalSeriesQuery.parse({
      signal: 'BTC_RSI',
      from: '2025-03-01',
      to: '2025-03-31',
      interval: '1m',
    });
    for (let i = 0; i < 3; i++) persisted.push((await time(() => market.signals.series(pq)))[1]);
    console.log(`signals: BTC_RSI over the persisted month read back: median ${ms(median(persisted))}`);
    await market.close();

    const hourly = sharedDataFile('binance-btcusdt-1h-2018-2025.csv');
    if (hourly) {
      const s = await MarketStore.open(':memory:');
      const [r, t] = await time(() => importKlineFile(s, hourly));
      console.log(
        `importer: ${path.basename(hourly)} (${r.bars.toLocaleString('en')} bars + 1d aggregates) ${ms(t)}`,
      );
      await s.close();
    }

    const fake = await startFakeExchange({ BTCUSDC: { base: 'BTC', quote: 'USDC', candles1m: year } });
    const ex = new ExchangeSource({ baseUrl: fake.url });
    await ex.knows('BTCUSDC');
    const [got, exMs] = await time(() => ex.fetch('BTCUSDC', '1m', YEAR_FROM, YEAR_FROM + 20_000 * 60_000));
    console.log(
      `ccxt: ${got.length.toLocaleString('en')} 1m bars in ${fake.requests.length - 1} pages from the loopback fake exchange (rate-limited) ${ms(exMs)}`,
    );
    await ex.close();
    await fake.close();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await runMarketBench();
