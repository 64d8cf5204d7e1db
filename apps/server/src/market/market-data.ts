/**
 * The market-data service the backtester, the live loop and the signals use: candles served from
 * the store, missing stretches filled from the configured source first (in slices, so a long
 * fill keeps what it got), and the live feed of a market. Only closed bars are served.
 */
import { createSeries, type TCandleSeries } from '@avatara/trading';
import { AppError } from '../errors';
import type { MarketPort } from './port';
import { Mutex } from './mutex';
import { missingRanges, type TRange } from './ranges';
import type { MarketStore } from './store';
import {
  INTERVAL_MS,
  SOURCE_RANK,
  type CandleSource,
  type MarketFeed,
  type SourceKind,
  type TInterval,
} from './types';

/** Bars fetched and stored per step of a fill. */
const SLICE_BARS = 50_000;

export interface MarketDataOptions {
  now?: () => number;
}

export class MarketData implements MarketPort {
  private readonly now: () => number;
  private readonly fills = new Map<string, Mutex>();

  constructor(
    readonly store: MarketStore,
    readonly source: CandleSource,
    opts: MarketDataOptions = {},
  ) {
    this.now = opts.now ?? Date.now;
  }

  /** Sources whose coverage counts: with a real source configured, simulated bars are fetched again. */
  private accepted(): SourceKind[] {
    const rank = SOURCE_RANK[this.source.kind];
    return (Object.keys(SOURCE_RANK) as SourceKind[]).filter((k) => SOURCE_RANK[k] >= rank);
  }

  /** Whether candles of this market can be served (from the source or the store). */
  async knows(symbol: string, interval: TInterval = '1m'): Promise<boolean> {
    if (await this.sourceKnows(symbol)) return true;
    return (await this.store.coverage('candles', symbol, interval, this.accepted())).length > 0;
  }

  private async sourceKnows(symbol: string): Promise<boolean> {
    try {
      return await this.source.knows(symbol);
    } catch (err) {
      throw new AppError('UNAVAILABLE', `Market data source unavailable: ${(err as Error).message}`, {
        cause: err,
      });
    }
  }

  /**
   * Closed candles with open time in [fromMs, toMs] (both included), oldest first. Stretches not
   * in the store are fetched from the source and stored; gaps in the source stay gaps.
   * `onProgress` gets the time up to which the fill has got.
   */
  async candles(
    symbol: string,
    interval: TInterval,
    fromMs: number,
    toMs: number,
    onProgress?: (doneMs: number) => void,
  ): Promise<TCandleSeries> {
    const iv = INTERVAL_MS[interval];
    const from = Math.ceil(fromMs / iv) * iv;
    const end = Math.min(Math.floor(toMs) + 1, Math.floor(this.now() / iv) * iv);
    if (!(end > from)) return createSeries(0);
    await this.fill(symbol, interval, { from, to: end }, onProgress);
    return this.store.readCandles(symbol, interval, from, end);
  }

  private fill(
    symbol: string,
    interval: TInterval,
    want: TRange,
    onProgress?: (doneMs: number) => void,
  ): Promise<void> {
    const key = `${symbol}:${interval}`;
    let lock = this.fills.get(key);
    if (!lock) this.fills.set(key, (lock = new Mutex()));
    return lock.run(async () => {
      const covered = await this.store.coverage('candles', symbol, interval, this.accepted());
      const missing = missingRanges(want, covered);
      if (missing.length === 0) return;
      if (!(await this.sourceKnows(symbol))) {
        if (covered.length > 0) return; // imported data only: serve what is stored
        throw new AppError('VALIDATION', `No market data for ${symbol}.`, { field: 'symbol' });
      }
      const step = SLICE_BARS * INTERVAL_MS[interval];
      for (const m of missing) {
        for (let a = m.from; a < m.to; a += step) {
          const b = Math.min(m.to, a + step);
          let series: TCandleSeries;
          try {
            series = await this.source.fetch(symbol, interval, a, b, onProgress);
          } catch (err) {
            throw new AppError(
              'UNAVAILABLE',
              `Market data source failed for ${symbol} ${interval}: ${(err as Error).message}`,
              { cause: err },
            );
          }
          await this.store.upsertCandles(symbol, interval, series, this.source.kind, { from: a, to: b });
          onProgress?.(b);
        }
      }
    });
  }

  /** The live price of a market plus its recent candles. */
  feed(symbol: string): MarketFeed {
    const live = this.source.feed?.(symbol);
    return {
      symbol,
      latest: () =>
        live
          ? live.latest()
          : Promise.reject(new Error(`The ${this.source.kind} source has no live prices.`)),
      recent: (bars = 1440, interval: TInterval = '1m') => {
        const iv = INTERVAL_MS[interval];
        const end = Math.floor(this.now() / iv) * iv;
        return this.candles(symbol, interval, end - bars * iv, end - 1);
      },
    };
  }

  /** Closes the source and the store. */
  async close(): Promise<void> {
    await this.source.close?.();
    await this.store.close();
  }
}
