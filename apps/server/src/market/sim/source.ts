/**
 * The embedded market (DESIGN.md: "seeded market simulator with regimes"): BTC, ETH and
 * gold-like markets at any time from 2012 on, the same for a seed whichever range is asked,
 * every interval aggregated from the same minutes, and a live feed of one price per second that
 * rebuilds those minutes.
 */
import { createSeries, sliceSeries, type TCandleSeries } from '@avatara/trading';
import type { CandleSource, PriceFeed, PriceTick, TInterval } from '../types';
import { INTERVAL_MS } from '../types';
import { DailyPath } from './daily';
import { createDayBars, dayMinutes, minuteSeconds, MINUTES_PER_DAY, type DayBars } from './intraday';
import { DAY_MS, PROFILES, SIM_MARKETS, type AssetProfile, type SimMarket } from './profiles';
import { hashText } from './random';

const MINUTE_MS = 60_000;

export class SimulatorSource implements CandleSource {
  readonly kind = 'sim' as const;
  private readonly paths = new Map<string, DailyPath>();
  /** The last few generated days (the live feed asks for the same day every second). */
  private readonly dayCache = new Map<string, DayBars>();

  constructor(
    readonly seed: number,
    private readonly now: () => number = Date.now,
  ) {}

  async knows(symbol: string): Promise<boolean> {
    return symbol in SIM_MARKETS;
  }

  private market(symbol: string): SimMarket {
    const m = SIM_MARKETS[symbol];
    if (!m) throw new Error(`The simulator has no market ${symbol}.`);
    return m;
  }

  private path(p: AssetProfile): DailyPath {
    let d = this.paths.get(p.name);
    if (!d) {
      d = new DailyPath(p, this.seed, p.name === 'BTC' ? undefined : this.path(PROFILES.BTC));
      this.paths.set(p.name, d);
    }
    return d;
  }

  /** The 1440 minute bars of a day, or undefined before the market's listing. */
  private minutes(symbol: string, day: number, scratch?: DayBars): DayBars | undefined {
    const key = `${symbol}:${day}`;
    const cached = this.dayCache.get(key);
    if (cached) return cached;
    const m = this.market(symbol);
    const info = this.path(m.asset).day(day);
    if (!info) return undefined;
    const bars = dayMinutes(
      scratch ?? createDayBars(),
      info,
      m,
      this.seed,
      hashText(m.asset.name),
      hashText(symbol),
      day,
    );
    if (!scratch) {
      this.dayCache.set(key, bars);
      if (this.dayCache.size > 8) this.dayCache.delete(this.dayCache.keys().next().value!);
    }
    return bars;
  }

  async fetch(
    symbol: string,
    interval: TInterval,
    fromMs: number,
    toMs: number,
    onProgress?: (doneMs: number) => void,
  ): Promise<TCandleSeries> {
    this.market(symbol);
    const iv = INTERVAL_MS[interval];
    const per = iv / MINUTE_MS;
    const from = Math.ceil(fromMs / iv) * iv;
    const to = Math.max(from, Math.ceil(toMs / iv) * iv);
    const out = createSeries((to - from) / iv);
    const scratch = createDayBars();
    let n = 0;
    for (let day = Math.floor(from / DAY_MS); day * DAY_MS < to; day++) {
      const bars = this.minutes(symbol, day, scratch);
      if (!bars) continue;
      const dayStart = day * DAY_MS;
      const first = Math.max(0, (from - dayStart) / MINUTE_MS);
      const last = Math.min(MINUTES_PER_DAY, (to - dayStart) / MINUTE_MS);
      for (let i = first; i < last; i += per) {
        let h = bars.high[i]!;
        let l = bars.low[i]!;
        let v = bars.volume[i]!;
        for (let j = i + 1; j < i + per; j++) {
          if (bars.high[j]! > h) h = bars.high[j]!;
          if (bars.low[j]! < l) l = bars.low[j]!;
          v += bars.volume[j]!;
        }
        out.tsMs[n] = dayStart + i * MINUTE_MS;
        out.open[n] = bars.open[i]!;
        out.high[n] = h;
        out.low[n] = l;
        out.close[n] = bars.close[i + per - 1]!;
        out.volume[n] = v;
        n++;
      }
      if (onProgress && day % 30 === 0) onProgress(Math.min(to, dayStart + DAY_MS));
    }
    return sliceSeries(out, 0, n);
  }

  /** The price at a time: the second's price within its minute bar (and that second's share of volume). */
  priceAt(symbol: string, tsMs: number): PriceTick | undefined {
    const minute = Math.floor(tsMs / MINUTE_MS);
    const day = Math.floor(tsMs / DAY_MS);
    const bars = this.minutes(symbol, day);
    if (!bars) return undefined;
    const i = minute - day * MINUTES_PER_DAY;
    const secs = minuteSeconds(
      this.seed,
      hashText(symbol),
      minute,
      bars.open[i]!,
      bars.high[i]!,
      bars.low[i]!,
      bars.close[i]!,
    );
    const s = Math.floor((tsMs - minute * MINUTE_MS) / 1000);
    return { tsMs: minute * MINUTE_MS + s * 1000, priceUsd: secs[s]!, volume: bars.volume[i]! / 60 };
  }

  /** One price per second, consistent with the 1m candles. */
  feed(symbol: string): PriceFeed {
    this.market(symbol);
    return {
      latest: async () => {
        const tick = this.priceAt(symbol, this.now());
        if (!tick) throw new Error(`The simulated market ${symbol} has not opened yet.`);
        return tick;
      },
    };
  }
}
