/**
 * A stand-in for the Binance spot REST API on loopback, answering what ccxt calls for market
 * data: `GET /api/v3/exchangeInfo` (markets), `/api/v3/klines` (Binance's paging rules: from
 * `startTime`, up to `endTime`, at most `limit` ≤ 1,000 bars, default 500), `/api/v3/ticker/24hr`,
 * `/api/v3/time` and `/api/v3/ping`. Candles come from the series the test gives (1m, other
 * intervals aggregated from it, or given per interval); gaps stay gaps. Records every request.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { BACKTEST_INTERVAL_MS } from '@avatara/contracts';
import { lowerBound, resampleSeries, type TCandleSeries } from '@avatara/trading';

type Interval = keyof typeof BACKTEST_INTERVAL_MS;

export interface FakeMarket {
  base: string;
  quote: string;
  /** 1m candles; other intervals are aggregated from them unless given in `byInterval`. */
  candles1m?: TCandleSeries;
  byInterval?: Partial<Record<Interval, TCandleSeries>>;
}

export interface FakeExchange {
  /** Base URL to give ccxt (`ExchangeSource({ baseUrl })`). */
  url: string;
  /** Every request: path and query. */
  requests: { path: string; query: Record<string, string> }[];
  /** The next `n` klines requests answer 503. */
  failKlines(n: number): void;
  /** Fixes the ticker's last price of a market (else: the last 1m close before now). */
  setPrice(symbol: string, priceUsd: number): void;
  close(): Promise<void>;
}

const spotMarket = (symbol: string, m: FakeMarket) => ({
  symbol,
  status: 'TRADING',
  baseAsset: m.base,
  baseAssetPrecision: 8,
  quoteAsset: m.quote,
  quotePrecision: 8,
  quoteAssetPrecision: 8,
  orderTypes: ['LIMIT', 'MARKET'],
  icebergAllowed: true,
  ocoAllowed: true,
  isSpotTradingAllowed: true,
  isMarginTradingAllowed: false,
  filters: [
    { filterType: 'PRICE_FILTER', minPrice: '0.01', maxPrice: '1000000.00', tickSize: '0.01' },
    { filterType: 'LOT_SIZE', minQty: '0.00001', maxQty: '9000.00', stepSize: '0.00001' },
    {
      filterType: 'NOTIONAL',
      minNotional: '5.00',
      applyMinToMarket: true,
      maxNotional: '9000000.00',
      applyMaxToMarket: false,
      avgPriceMins: 5,
    },
  ],
  permissions: ['SPOT'],
  permissionSets: [['SPOT']],
  defaultSelfTradePreventionMode: 'EXPIRE_MAKER',
  allowedSelfTradePreventionModes: ['EXPIRE_TAKER', 'EXPIRE_MAKER', 'EXPIRE_BOTH'],
});

export async function startFakeExchange(
  markets: Record<string, FakeMarket>,
  opts: { now?: () => number } = {},
): Promise<FakeExchange> {
  const now = opts.now ?? Date.now;
  const requests: FakeExchange['requests'] = [];
  const prices = new Map<string, number>();
  const aggregated = new Map<string, TCandleSeries>();
  let failing = 0;

  const seriesOf = (symbol: string, interval: Interval): TCandleSeries | undefined => {
    const m = markets[symbol]!;
    const given = m.byInterval?.[interval];
    if (given) return given;
    if (!m.candles1m) return undefined;
    const key = `${symbol}:${interval}`;
    if (!aggregated.has(key))
      aggregated.set(key, resampleSeries(m.candles1m, BACKTEST_INTERVAL_MS[interval]));
    return aggregated.get(key);
  };

  const server: Server = createServer((req, res) => {
    const u = new URL(req.url ?? '/', 'http://fake');
    const q = Object.fromEntries(u.searchParams);
    requests.push({ path: u.pathname, query: q });
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    const market = q['symbol'] ? markets[q['symbol']] : undefined;
    if (q['symbol'] && !market) return send(400, { code: -1121, msg: 'Invalid symbol.' });
    switch (u.pathname) {
      case '/api/v3/ping':
        return send(200, {});
      case '/api/v3/time':
        return send(200, { serverTime: now() });
      case '/api/v3/exchangeInfo':
        return send(200, {
          timezone: 'UTC',
          serverTime: now(),
          rateLimits: [{ rateLimitType: 'REQUEST_WEIGHT', interval: 'MINUTE', intervalNum: 1, limit: 6000 }],
          exchangeFilters: [],
          symbols: Object.entries(markets).map(([s, m]) => spotMarket(s, m)),
        });
      case '/api/v3/klines': {
        if (failing > 0) {
          failing--;
          return send(503, {
            code: -1001,
            msg: 'Internal error; unable to process your request. Please try again.',
          });
        }
        const interval = q['interval'] as Interval;
        if (!market || !(interval in BACKTEST_INTERVAL_MS))
          return send(400, { code: -1120, msg: 'Invalid interval.' });
        const limit = q['limit'] ? Number(q['limit']) : 500;
        if (!(limit >= 1 && limit <= 1000))
          return send(400, { code: -1130, msg: 'Invalid data sent for a parameter.' });
        const s = seriesOf(q['symbol']!, interval);
        if (!s) return send(200, []);
        const iv = BACKTEST_INTERVAL_MS[interval];
        const end = q['endTime'] ? Number(q['endTime']) : Infinity;
        const stop = Math.min(s.length, lowerBound(s, end + 1));
        const start = q['startTime'] ? lowerBound(s, Number(q['startTime'])) : Math.max(0, stop - limit);
        const rows: unknown[] = [];
        for (let i = start; i < Math.min(stop, start + limit); i++) {
          const t = s.tsMs[i]!;
          const close = s.close[i]!;
          const v = s.volume[i]!;
          rows.push([
            t,
            String(s.open[i]),
            String(s.high[i]),
            String(s.low[i]),
            String(close),
            String(v),
            t + iv - 1,
            String(v * close),
            1,
            '0',
            '0',
            '0',
          ]);
        }
        return send(200, rows);
      }
      case '/api/v3/ticker/24hr': {
        if (!market) return send(400, { code: -1102, msg: "Mandatory parameter 'symbol' was not sent." });
        const t = now();
        const s = seriesOf(q['symbol']!, '1m');
        const i = s ? lowerBound(s, t) - 1 : -1;
        const last = prices.get(q['symbol']!) ?? (s && i >= 0 ? s.close[i]! : 0);
        return send(200, {
          symbol: q['symbol'],
          priceChange: '0',
          priceChangePercent: '0',
          weightedAvgPrice: String(last),
          lastPrice: String(last),
          lastQty: '0.001',
          bidPrice: String(last),
          askPrice: String(last),
          openPrice: String(last),
          highPrice: String(last),
          lowPrice: String(last),
          volume: '0',
          quoteVolume: '0',
          openTime: t - 86_400_000,
          closeTime: t,
          firstId: 1,
          lastId: 1,
          count: 1,
        });
      }
      default:
        return send(404, { code: -1, msg: `No fake for ${u.pathname}` });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    failKlines: (n) => void (failing = n),
    setPrice: (symbol, priceUsd) => void prices.set(symbol, priceUsd),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
