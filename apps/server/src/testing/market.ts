/**
 * Market data for service tests that are not about market data: a seeded walk of one-minute
 * candles and a feed that reads the same walk at the test's clock. (The market-data service has
 * its own tests against the real files and a fake exchange.)
 */
import type { TBacktestInterval } from '@avatara/contracts';
import { createSeries, type TCandleSeries } from '@avatara/trading';
import type { PriceFeed, PriceTick } from '../market/feed';
import type { MarketPort } from '../market/port';

const MIN = 60_000;

/** Price of the walk at minute `m` (deterministic, smooth enough to trade). */
export function walkPrice(m: number): number {
  return 40_000 * (1 + 0.1 * Math.sin(m / 700) + 0.03 * Math.sin(m / 53) + 0.01 * Math.sin(m / 7.3));
}

export class WalkMarket implements MarketPort {
  constructor(private readonly now: () => Date = () => new Date()) {}

  feed(): PriceFeed {
    return {
      latest: async (): Promise<PriceTick> => {
        const t = this.now().getTime();
        return { tsMs: t, priceUsd: walkPrice(t / MIN), volume: 0.1 };
      },
    };
  }

  async candles(
    _symbol: string,
    _interval: TBacktestInterval,
    fromMs: number,
    toMs: number,
  ): Promise<TCandleSeries> {
    const first = Math.ceil(fromMs / MIN);
    const n = Math.max(0, Math.floor(toMs / MIN) - first + 1);
    const s = createSeries(n);
    for (let i = 0; i < n; i++) {
      const m = first + i;
      const o = walkPrice(m);
      const c = walkPrice(m + 1);
      s.tsMs[i] = m * MIN;
      s.open[i] = o;
      s.close[i] = c;
      s.high[i] = Math.max(o, c) * 1.0004;
      s.low[i] = Math.min(o, c) * 0.9996;
      s.volume[i] = 3;
    }
    return s;
  }
}
