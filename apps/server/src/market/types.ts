/**
 * What the market-data service is made of (docs/market-data.md): sources of candles behind one
 * interface, and the live price feed the trading loop reads.
 */
import { BACKTEST_INTERVAL_MS, type TBacktestInterval } from '@avatara/contracts';
import type { TCandleSeries } from '@avatara/trading';
import type { PriceFeed, PriceTick } from './feed';

export type { PriceFeed, PriceTick };
export type TInterval = TBacktestInterval;
/** Length of each interval in ms (1m, 3m, 5m, 15m, 1h, 1d). */
export const INTERVAL_MS: Readonly<Record<TInterval, number>> = BACKTEST_INTERVAL_MS;
export const INTERVALS = Object.keys(INTERVAL_MS) as TInterval[];

/**
 * Where candles come from. `sim`: the seeded simulator; `exchange`: an exchange through ccxt;
 * `import`: kline files. Real data (exchange, import) outranks simulated data in the store.
 */
export type SourceKind = 'sim' | 'exchange' | 'import';
export const SOURCE_RANK: Readonly<Record<SourceKind, number>> = { sim: 0, exchange: 1, import: 1 };

export interface CandleSource {
  readonly kind: SourceKind;
  /** Whether the source has this market at all. */
  knows(symbol: string): Promise<boolean>;
  /**
   * Candles whose open time is in [fromMs, toMs), oldest first, aligned to the interval.
   * Stretches the source has no data for are left out (gaps), never filled.
   * `onProgress` gets the time up to which the fetch has got.
   */
  fetch(
    symbol: string,
    interval: TInterval,
    fromMs: number,
    toMs: number,
    onProgress?: (doneMs: number) => void,
  ): Promise<TCandleSeries>;
  /** The live price of a market (sources that have one). */
  feed?(symbol: string): PriceFeed;
  close?(): Promise<void>;
}

/** A live feed plus the market's recent candles. */
export interface MarketFeed extends PriceFeed {
  readonly symbol: string;
  /** The last `bars` closed candles of `interval` (default: 24 h of 1m). */
  recent(bars?: number, interval?: TInterval): Promise<TCandleSeries>;
}
