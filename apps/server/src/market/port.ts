/** What paper trading and the backtester need from the market-data service (docs/market-data.md). */
import type { TBacktestInterval } from '@avatara/contracts';
import type { TCandleSeries } from '@avatara/trading';
import type { PriceFeed } from './feed';

export interface MarketPort {
  /** The live price of a symbol (one reading per second is plenty). */
  feed(symbol: string): PriceFeed;
  /** Candles of [fromMs, toMs], oldest first, from the store (filled from the source when missing). */
  candles(symbol: string, interval: TBacktestInterval, fromMs: number, toMs: number): Promise<TCandleSeries>;
  close?(): Promise<void>;
}
