/**
 * An exchange through ccxt (Binance by default): candles paged forward with `fetchOHLCV`
 * (1,000 per request, within the exchange's rate limit: ccxt's `enableRateLimit`), and the live
 * price from the ticker. `baseUrl` points the REST calls elsewhere (a proxy, or the fake exchange
 * of the tests). ccxt is loaded only when this source is used.
 */
import { createSeries, sliceSeries, type TCandleSeries } from '@avatara/trading';
import type { Exchange } from 'ccxt';
import { INTERVAL_MS, type CandleSource, type PriceFeed, type TInterval } from './types';

export interface ExchangeOptions {
  /** A ccxt exchange id with Binance's REST shape: `binance` (default) or `binanceus`. */
  exchangeId?: 'binance' | 'binanceus';
  /** Replaces the scheme and host of every REST URL, e.g. `http://127.0.0.1:4010`. */
  baseUrl?: string;
  /** Candles per request (at most 1,000 on Binance). */
  pageLimit?: number;
  timeoutMs?: number;
  now?: () => number;
}

export class ExchangeSource implements CandleSource {
  readonly kind = 'exchange' as const;
  private ready: Promise<Exchange> | undefined;
  private readonly pageLimit: number;
  private readonly now: () => number;

  constructor(private readonly opts: ExchangeOptions = {}) {
    this.pageLimit = Math.min(1000, opts.pageLimit ?? 1000);
    this.now = opts.now ?? Date.now;
  }

  private exchange(): Promise<Exchange> {
    this.ready ??= (async () => {
      const ccxt = await import('ccxt');
      const Ctor = ccxt[this.opts.exchangeId ?? 'binance'];
      const ex: Exchange = new Ctor({
        enableRateLimit: true,
        timeout: this.opts.timeoutMs ?? 10_000,
        options: {
          fetchMarkets: { types: ['spot'] },
          fetchCurrencies: false,
          adjustForTimeDifference: false,
        },
      });
      const base = this.opts.baseUrl?.replace(/\/+$/, '');
      if (base) {
        const api = ex.urls['api'] as Record<string, string>;
        for (const k of Object.keys(api))
          if (typeof api[k] === 'string') api[k] = api[k].replace(/^https?:\/\/[^/]+/, base);
      }
      await ex.loadMarkets();
      return ex;
    })().catch((err: unknown) => {
      this.ready = undefined; // try again on the next call
      throw err;
    });
    return this.ready;
  }

  /** The ccxt symbol of a market id such as BTCUSDC (spot), or undefined. */
  private async unified(symbol: string): Promise<string | undefined> {
    const ex = await this.exchange();
    return Object.values(ex.markets ?? {}).find((m) => m?.id === symbol && m.spot)?.symbol;
  }

  async knows(symbol: string): Promise<boolean> {
    return (await this.unified(symbol)) !== undefined;
  }

  private async require(symbol: string): Promise<{ ex: Exchange; sym: string }> {
    const sym = await this.unified(symbol);
    if (!sym) throw new Error(`The exchange has no spot market ${symbol}.`);
    return { ex: await this.exchange(), sym };
  }

  async fetch(
    symbol: string,
    interval: TInterval,
    fromMs: number,
    toMs: number,
    onProgress?: (doneMs: number) => void,
  ): Promise<TCandleSeries> {
    const { ex, sym } = await this.require(symbol);
    const iv = INTERVAL_MS[interval];
    let since = Math.ceil(fromMs / iv) * iv;
    const out = createSeries(Math.max(0, Math.ceil((toMs - since) / iv)));
    let n = 0;
    while (since < toMs) {
      const rows = await ex.fetchOHLCV(sym, interval, since, this.pageLimit, { until: toMs - 1 });
      let last = -Infinity;
      for (const r of rows) {
        const t = Number(r[0]);
        if (!(t >= since && t < toMs) || t % iv !== 0 || n >= out.length) continue;
        out.tsMs[n] = t;
        out.open[n] = Number(r[1]);
        out.high[n] = Number(r[2]);
        out.low[n] = Number(r[3]);
        out.close[n] = Number(r[4]);
        out.volume[n] = Number(r[5] ?? 0);
        n++;
        last = t;
      }
      if (rows.length < this.pageLimit || last === -Infinity) break;
      since = last + iv;
      onProgress?.(since);
    }
    return sliceSeries(out, 0, n);
  }

  /** The last traded price from the ticker (read at most once a second). */
  feed(symbol: string): PriceFeed {
    let cached: { at: number; tick: { tsMs: number; priceUsd: number } } | undefined;
    return {
      latest: async () => {
        const now = this.now();
        if (cached && now - cached.at < 1000) return cached.tick;
        const { ex, sym } = await this.require(symbol);
        const t = await ex.fetchTicker(sym);
        const priceUsd = Number(t.last ?? t.close);
        if (!(priceUsd > 0)) throw new Error(`The exchange sent no price for ${symbol}.`);
        cached = { at: now, tick: { tsMs: t.timestamp ?? now, priceUsd } };
        return cached.tick;
      },
    };
  }

  async close(): Promise<void> {
    const ex = await this.ready?.catch(() => undefined);
    await ex?.close?.();
  }
}
