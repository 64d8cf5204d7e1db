/**
 * Market data and signals (issue 11; docs/market-data.md): the one place where the candle
 * source is chosen — the seeded simulator by default, Binance through ccxt when configured —
 * and the DuckDB store, the signals and the admin jobs are put together.
 */
import { ExchangeSource } from './exchange';
import { importDir } from './importer';
import { MarketData } from './market-data';
import { SignalStore } from './signal-store';
import { SignalJobs } from './signals/jobs';
import { SignalsService } from './signals/service';
import { SimulatorSource } from './sim/source';
import { MarketStore } from './store';
import type { MarketPort } from './port';
import type { CandleSource } from './types';

export { MarketData } from './market-data';
export { SignalsService } from './signals/service';
export { SignalJobs } from './signals/jobs';
export type { CandleSource, MarketFeed, SourceKind, TInterval } from './types';

export interface MarketOptions {
  /** DuckDB file (`$DATA_DIR/market.duckdb`), or ':memory:'. */
  duckdbPath: string;
  /** `sim` (embedded default) or an exchange through ccxt. */
  source: 'sim' | 'binance' | 'binanceus';
  /** Replaces the exchange's REST host (a proxy; the tests' fake exchange). */
  exchangeUrl?: string | undefined;
  /** Seed of the simulator. */
  seed?: number;
  /** A folder of kline files (.csv, .zip, .parquet) imported at start. */
  importDir?: string | undefined;
  now?: () => number;
  log?: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };
}

/** The market-data service: usable directly as the trading loop's and backtester's `MarketPort`. */
export interface Market extends MarketPort {
  data: MarketData;
  signals: SignalsService;
  jobs: SignalJobs;
  /** Opens the store (failing fast when it cannot) and starts the import of `importDir` in the background. */
  start(): Promise<void>;
  /** Ends the jobs at their next chunk, then closes the source and the store. */
  close(): Promise<void>;
}

export function createSource(
  o: Pick<MarketOptions, 'source' | 'exchangeUrl' | 'seed' | 'now'>,
): CandleSource {
  if (o.source === 'sim') return new SimulatorSource(o.seed ?? 42, o.now);
  return new ExchangeSource({
    exchangeId: o.source,
    ...(o.exchangeUrl ? { baseUrl: o.exchangeUrl } : {}),
    ...(o.now ? { now: o.now } : {}),
  });
}

/** Builds the market-data service without waiting (the store opens in the background). */
export function createMarket(o: MarketOptions): Market {
  const now = o.now ?? Date.now;
  const store = new MarketStore(o.duckdbPath);
  const data = new MarketData(store, createSource({ ...o, now }), { now });
  const signals = new SignalsService(data, new SignalStore(store.db), { now });
  const jobs = new SignalJobs(signals, o.log ? { log: o.log } : {});
  let importing: Promise<unknown> = Promise.resolve();
  return {
    data,
    signals,
    jobs,
    feed: (symbol) => data.feed(symbol),
    candles: (symbol, interval, fromMs, toMs) => data.candles(symbol, interval, fromMs, toMs),
    async start() {
      await store.db.opened();
      if (o.importDir) {
        const dir = o.importDir;
        importing = importDir(store, dir, o.log)
          .then((r) =>
            o.log?.info({ dir, files: r.filter((x) => !x.skipped).length }, 'market data imported'),
          )
          .catch((err: unknown) => o.log?.warn({ err, dir }, 'market data import failed'));
      }
    },
    async close() {
      await jobs.close();
      await importing;
      await data.close();
    },
  };
}
