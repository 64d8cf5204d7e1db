import { afterEach, describe, expect, it } from 'vitest';
import { MarketData } from './market-data';
import { SimulatorSource } from './sim/source';
import { MarketStore } from './store';
import { barsAt, countingSource } from './testing';

const M = 60_000;
const NOW = Date.parse('2024-05-10T12:34:56Z');
const T = (iso: string) => Date.parse(iso);

let open: MarketData[] = [];
async function market(kind: 'sim' | 'exchange' = 'sim', now = () => NOW) {
  const sim = countingSource(new SimulatorSource(11, now));
  const source = kind === 'sim' ? sim : Object.assign(sim, { kind: 'exchange' as const });
  const data = new MarketData(await MarketStore.open(':memory:'), source, { now });
  open.push(data);
  return { data, source };
}
afterEach(async () => {
  await Promise.all(open.map((d) => d.close()));
  open = [];
});

describe('MarketData.candles', () => {
  it('serves [from, to] with both ends included, aligned to the interval', async () => {
    const { data } = await market();
    const s = await data.candles('BTCUSDC', '15m', T('2024-05-01T00:07:00Z'), T('2024-05-01T01:00:00Z'));
    expect(Array.from(s.tsMs)).toEqual([15, 30, 45, 60].map((m) => T('2024-05-01T00:00:00Z') + m * M));
  });

  it('serves only closed bars, never the one still forming', async () => {
    const { data } = await market();
    const s = await data.candles('BTCUSDC', '1m', NOW - 10 * M, NOW + 3_600_000);
    expect(s.tsMs[s.length - 1]).toBe(T('2024-05-10T12:33:00Z'));
    expect((await data.candles('BTCUSDC', '1h', NOW, NOW + 86_400_000)).length).toBe(0);
  });

  it('fills a missing stretch once and serves it from the store afterwards', async () => {
    const { data, source } = await market();
    const a = await data.candles('ETHUSDT', '1m', T('2024-05-01T00:00:00Z'), T('2024-05-03T00:00:00Z') - 1);
    expect(a.length).toBe(2880);
    const n = source.fetches.length;
    const b = await data.candles('ETHUSDT', '1m', T('2024-05-02T00:00:00Z'), T('2024-05-02T06:00:00Z') - 1);
    expect(source.fetches.length).toBe(n);
    expect(b.close[0]).toBe(a.close[1440]);
    await data.candles('ETHUSDT', '1m', T('2024-04-30T23:00:00Z'), T('2024-05-03T01:00:00Z') - 1);
    expect(source.fetches.slice(n).map((f) => [f.from, f.to])).toEqual([
      [T('2024-04-30T23:00:00Z'), T('2024-05-01T00:00:00Z')],
      [T('2024-05-03T00:00:00Z'), T('2024-05-03T01:00:00Z')],
    ]);
  });

  it('fills a long stretch in slices of 50,000 bars', async () => {
    const { data, source } = await market();
    const s = await data.candles('BTCUSDC', '1m', T('2024-01-01T00:00:00Z'), T('2024-03-01T00:00:00Z') - 1);
    expect(s.length).toBe(60 * 1440);
    expect(source.fetches.length).toBe(2);
  });

  it('keeps nothing and reports 503 when the source fails; the next call fills', async () => {
    const { data, source } = await market();
    source.fail = 1;
    await expect(
      data.candles('BTCUSDC', '1h', T('2024-01-01T00:00:00Z'), T('2024-01-02T00:00:00Z')),
    ).rejects.toMatchObject({ code: 'UNAVAILABLE', status: 503 });
    expect(
      (await data.candles('BTCUSDC', '1h', T('2024-01-01T00:00:00Z'), T('2024-01-02T00:00:00Z') - 1)).length,
    ).toBe(24);
  });

  it('serves imported real data before the simulator, and an exchange source refetches simulated bars', async () => {
    const { data, source } = await market();
    const t0 = T('2024-02-01T00:00:00Z');
    await data.store.upsertCandles(
      'BTCUSDC',
      '1m',
      barsAt(
        Array.from({ length: 60 }, (_, i) => t0 + i * M),
        5,
      ),
      'import',
      { from: t0, to: t0 + 60 * M },
    );
    const s = await data.candles('BTCUSDC', '1m', t0 - 30 * M, t0 + 90 * M - 1);
    expect(s.length).toBe(120);
    expect(s.close[30]).toBe(5);
    expect(source.fetches.map((f) => [f.from, f.to])).toEqual([
      [t0 - 30 * M, t0],
      [t0 + 60 * M, t0 + 90 * M],
    ]);
    const real = await market('exchange');
    await real.data.store.upsertCandles('BTCUSDC', '1m', barsAt([t0]), 'sim', { from: t0, to: t0 + M });
    await real.data.candles('BTCUSDC', '1m', t0, t0 + M - 1);
    expect(real.source.fetches).toHaveLength(1);
  });

  it('refuses a market nobody has with 400 naming the symbol', async () => {
    const { data } = await market();
    await expect(data.candles('DOGEUSDT', '1m', NOW - 3_600_000, NOW)).rejects.toMatchObject({
      code: 'VALIDATION',
      field: 'symbol',
    });
    expect(await data.knows('DOGEUSDT')).toBe(false);
  });
});

describe('MarketData.feed', () => {
  it('gives the live price and the last day of 1m candles', async () => {
    const { data } = await market();
    const feed = data.feed('BTCUSDC');
    const tick = await feed.latest();
    expect(tick.tsMs).toBe(T('2024-05-10T12:34:56Z'));
    const recent = await feed.recent();
    expect(recent.length).toBe(1440);
    expect(recent.tsMs[1439]).toBe(T('2024-05-10T12:33:00Z'));
    expect(tick.priceUsd / recent.close[1439]!).toBeGreaterThan(0.95);
    expect(tick.priceUsd / recent.close[1439]!).toBeLessThan(1.05);
    expect((await feed.recent(24, '1h')).length).toBe(24);
  });
});
