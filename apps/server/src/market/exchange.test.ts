import { readFileSync } from 'node:fs';
import { parseKlineCsv, type TCandleSeries } from '@avatara/trading';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeExchange, type FakeExchange } from '../testing/fake-exchange';
import { ExchangeSource } from './exchange';
import { MarketData } from './market-data';
import { gapsOf } from './ranges';
import { SimulatorSource } from './sim/source';
import { MarketStore } from './store';
import { sharedDataFile } from './testing';

const M = 60_000;
const T0 = Date.parse('2024-01-01T00:00:00Z');
const NOW = Date.parse('2024-01-04T00:00:30Z');

/** Three days of simulated 1m candles with a 90-minute outage on day 2. */
async function withOutage(): Promise<TCandleSeries> {
  const s = await new SimulatorSource(3).fetch('BTCUSDC', '1m', T0, T0 + 3 * 1440 * M);
  const cut = { from: T0 + 1440 * M + 600 * M, to: T0 + 1440 * M + 690 * M };
  const keep = Array.from(s.tsMs)
    .map((t, i) => [t, i] as const)
    .filter(([t]) => t < cut.from || t >= cut.to)
    .map(([, i]) => i);
  const pick = (a: Float64Array) => Float64Array.from(keep, (i) => a[i]!);
  return {
    length: keep.length,
    tsMs: pick(s.tsMs),
    open: pick(s.open),
    high: pick(s.high),
    low: pick(s.low),
    close: pick(s.close),
    volume: pick(s.volume),
  };
}

describe('ExchangeSource against the fake Binance', () => {
  let fake: FakeExchange;
  let btc: TCandleSeries;
  let ex: ExchangeSource;
  beforeAll(async () => {
    btc = await withOutage();
    const gold = await new SimulatorSource(3).fetch('PAXGUSDT', '1m', T0, T0 + 3 * 1440 * M);
    fake = await startFakeExchange(
      {
        BTCUSDC: { base: 'BTC', quote: 'USDC', candles1m: btc },
        PAXGUSDT: { base: 'PAXG', quote: 'USDT', candles1m: gold },
      },
      { now: () => NOW },
    );
    ex = new ExchangeSource({ baseUrl: fake.url, now: () => NOW });
  });
  afterAll(async () => {
    await ex.close();
    await fake.close();
  });

  it('knows the exchange’s spot markets', async () => {
    expect(await ex.knows('BTCUSDC')).toBe(true);
    expect(await ex.knows('PAXGUSDT')).toBe(true);
    expect(await ex.knows('ETHUSDT')).toBe(false);
  });

  it('pages fetchOHLCV forward 1,000 bars at a time and leaves the outage as a gap', async () => {
    const before = fake.requests.filter((r) => r.path === '/api/v3/klines').length;
    const s = await ex.fetch('BTCUSDC', '1m', T0, T0 + 3 * 1440 * M);
    const calls = fake.requests.filter((r) => r.path === '/api/v3/klines').slice(before);
    expect(calls.length).toBe(5); // 4,230 bars
    expect(calls.every((c) => c.query['limit'] === '1000' && c.query['symbol'] === 'BTCUSDC')).toBe(true);
    expect(s.length).toBe(btc.length);
    expect(Array.from(s.close)).toEqual(Array.from(btc.close));
    expect(gapsOf(s.tsMs, M, T0, T0 + 3 * 1440 * M)).toEqual([
      { from: T0 + 2040 * M, to: T0 + 2130 * M, bars: 90 },
    ]);
  });

  it('fetches other intervals natively', async () => {
    const h = await ex.fetch('PAXGUSDT', '1h', T0, T0 + 86_400_000);
    expect(h.length).toBe(24);
    expect(fake.requests.at(-1)?.query['interval']).toBe('1h');
  });

  it('reads the live price from the ticker', async () => {
    fake.setPrice('BTCUSDC', 43_210.5);
    const tick = await ex.feed('BTCUSDC').latest();
    expect(tick.priceUsd).toBe(43_210.5);
    expect(tick.tsMs).toBe(NOW);
  });

  it('fills MarketData from the exchange once, then serves the store', async () => {
    const data = new MarketData(await MarketStore.open(':memory:'), ex, { now: () => NOW });
    const n0 = fake.requests.length;
    const a = await data.candles('BTCUSDC', '1m', T0, T0 + 1440 * M - 1);
    const n1 = fake.requests.length;
    const b = await data.candles('BTCUSDC', '1m', T0 + 60 * M, T0 + 120 * M - 1);
    expect(a.length).toBe(1440);
    expect(b.length).toBe(60);
    expect(n1).toBeGreaterThan(n0);
    expect(fake.requests.length).toBe(n1);
    fake.failKlines(1);
    await expect(data.candles('BTCUSDC', '1m', T0 + 1440 * M, T0 + 1500 * M)).rejects.toMatchObject({
      code: 'UNAVAILABLE',
    });
    const c = await data.candles('BTCUSDC', '1m', T0 + 1440 * M, T0 + 1500 * M - 1);
    expect(c.length).toBe(60);
    await expect(data.candles('ETHUSDT', '1m', T0, T0 + 10 * M)).rejects.toMatchObject({
      code: 'VALIDATION',
      field: 'symbol',
    });
    await data.close();
  });
});

const real = sharedDataFile('binanceus-btcusdc-1m-2023-03.csv');
describe.skipIf(!real)('ExchangeSource on the real BTCUSDC month through the fake', () => {
  it('returns the file’s bars unchanged over several pages', async () => {
    const series = parseKlineCsv(readFileSync(real!, 'utf8'));
    const fake = await startFakeExchange({ BTCUSDC: { base: 'BTC', quote: 'USDC', candles1m: series } });
    const ex = new ExchangeSource({ baseUrl: fake.url });
    const from = Date.parse('2023-03-05T00:00:00Z');
    const s = await ex.fetch('BTCUSDC', '1m', from, from + 2 * 1440 * M);
    expect(s.length).toBe(2880);
    const i = Array.from(series.tsMs).indexOf(from);
    expect(s.close[2879]).toBe(series.close[i + 2879]);
    const d = await ex.fetch(
      'BTCUSDC',
      '1d',
      Date.parse('2023-03-01T00:00:00Z'),
      Date.parse('2023-03-22T00:00:00Z'),
    );
    expect(d.length).toBe(21);
    await ex.close();
    await fake.close();
  });
});
