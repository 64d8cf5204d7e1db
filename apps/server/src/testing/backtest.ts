/** Test helpers for the backtest jobs: candles of the test market walk, a range, polling. */
import type { TCandleSeries } from '@avatara/trading';
import { WalkMarket } from './market';
import type { BacktestRange } from '../trading/backtest/range';

const market = new WalkMarket();

/** One-minute candles of the test walk over a range. */
export function walkCandles(range: BacktestRange): Promise<TCandleSeries> {
  return market.candles(range.symbol, range.interval, range.fromMs, range.toMs);
}

/** `days` whole days of one-minute bars from 2024-01-01. */
export const testRange = (days: number): BacktestRange => ({
  symbol: 'BTCUSDT',
  interval: '1m',
  fromMs: Date.UTC(2024, 0, 1),
  toMs: Date.UTC(2024, 0, 1) + days * 86_400_000 - 1,
});

export async function until<T>(f: () => Promise<T>, ok: (v: T) => boolean, ms = 60_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await f();
    if (ok(v) || Date.now() > end) return v;
    await new Promise((r) => setTimeout(r, 50));
  }
}
