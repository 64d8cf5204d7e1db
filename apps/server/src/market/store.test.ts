import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportParquet, importParquet, MarketStore } from './store';
import { barsAt } from './testing';

const M = 60_000;
const T0 = Date.parse('2024-01-01T00:00:00Z');
const times = (n: number, start = T0, step = M) => Array.from({ length: n }, (_, i) => start + i * step);

describe('MarketStore candles', () => {
  let store: MarketStore;
  beforeAll(async () => (store = await MarketStore.open(':memory:')));
  afterAll(() => store.close());

  it('upserts idempotently and reads a range in time order', async () => {
    const s = barsAt(times(100).reverse());
    await store.upsertCandles('BTCUSDC', '1m', s, 'sim', { from: T0, to: T0 + 100 * M });
    await store.upsertCandles('BTCUSDC', '1m', s, 'sim', { from: T0, to: T0 + 100 * M });
    const all = await store.readCandles('BTCUSDC', '1m', T0, T0 + 100 * M);
    expect(all.length).toBe(100);
    expect(Array.from(all.tsMs)).toEqual(times(100));
    const part = await store.readCandles('BTCUSDC', '1m', T0 + 10 * M, T0 + 20 * M);
    expect(part.length).toBe(10);
    expect(part.tsMs[0]).toBe(T0 + 10 * M);
    expect(part.close[0]).toBe(s.close[89]);
    expect((await store.readCandles('BTCUSDC', '5m', T0, T0 + 100 * M)).length).toBe(0);
  });

  it('lets real data replace simulated bars, never the reverse', async () => {
    await store.upsertCandles('ETHUSDT', '1m', barsAt(times(10), 100), 'sim');
    await store.upsertCandles('ETHUSDT', '1m', barsAt(times(5, T0 + 5 * M), 500), 'import');
    await store.upsertCandles('ETHUSDT', '1m', barsAt(times(10), 900), 'sim');
    const s = await store.readCandles('ETHUSDT', '1m', T0, T0 + 10 * M);
    expect(Array.from(s.close)).toEqual([900, 901, 902, 903, 904, 500, 501, 502, 503, 504]);
    await store.upsertCandles('ETHUSDT', '1m', barsAt(times(2, T0 + 5 * M), 700), 'exchange');
    expect((await store.readCandles('ETHUSDT', '1m', T0 + 5 * M, T0 + 7 * M)).close[0]).toBe(700);
  });

  it('merges coverage per source and reports it', async () => {
    await store.upsertCandles('PAXGUSDT', '1h', barsAt([]), 'sim', { from: T0, to: T0 + 3_600_000 });
    await store.upsertCandles('PAXGUSDT', '1h', barsAt([]), 'sim', {
      from: T0 + 3_600_000,
      to: T0 + 7_200_000,
    });
    await store.upsertCandles('PAXGUSDT', '1h', barsAt([]), 'import', {
      from: T0 + 9 * 3_600_000,
      to: T0 + 10 * 3_600_000,
    });
    expect(await store.coverage('candles', 'PAXGUSDT', '1h', ['sim'])).toEqual([
      { from: T0, to: T0 + 7_200_000 },
    ]);
    expect(await store.coverage('candles', 'PAXGUSDT', '1h', ['sim', 'import'])).toHaveLength(2);
    const summary = await store.candleSummary('PAXGUSDT', '1h');
    expect(summary.map((s) => s.source)).toEqual(['import', 'sim']);
  });
});

describe('MarketStore file and Parquet', () => {
  // Each test uses its own names in this directory, so the tests hold in any order.
  const dir = mkdtempSync(path.join(tmpdir(), 'avatara-market-'));

  it('keeps candles in the DuckDB file across a reopen', async () => {
    const file = path.join(dir, 'sub', 'market.duckdb');
    const a = await MarketStore.open(file);
    await a.upsertCandles('BTCUSDC', '1h', barsAt(times(24, T0, 3_600_000)), 'exchange', {
      from: T0,
      to: T0 + 86_400_000,
    });
    await a.close();
    const b = await MarketStore.open(file);
    expect((await b.readCandles('BTCUSDC', '1h', T0, T0 + 86_400_000)).length).toBe(24);
    expect(await b.coverage('candles', 'BTCUSDC', '1h', ['exchange'])).toEqual([
      { from: T0, to: T0 + 86_400_000 },
    ]);
    await b.close();
  });

  it('exports to Parquet and imports it again with the rows’ sources', async () => {
    const a = await MarketStore.open(':memory:');
    await a.upsertCandles('BTCUSDC', '1m', barsAt(times(50)), 'sim');
    await a.upsertCandles('BTCUSDT', '1m', barsAt(times(30)), 'exchange');
    const file = path.join(dir, 'candles.parquet');
    expect(await exportParquet(a, file)).toBe(80);
    const b = await MarketStore.open(':memory:');
    const groups = await importParquet(b, file);
    expect(groups).toEqual([
      { symbol: 'BTCUSDC', interval: '1m', source: 'sim', bars: 50 },
      { symbol: 'BTCUSDT', interval: '1m', source: 'exchange', bars: 30 },
    ]);
    const s = await b.readCandles('BTCUSDC', '1m', T0, T0 + 50 * M);
    expect(Array.from(s.close)).toEqual(
      Array.from((await a.readCandles('BTCUSDC', '1m', T0, T0 + 50 * M)).close),
    );
    expect(await b.coverage('candles', 'BTCUSDT', '1m', ['exchange'])).toEqual([
      { from: T0, to: T0 + 30 * M },
    ]);
    await a.close();
    await b.close();
  });

  it('fails every call with the reason when the file cannot be opened', async () => {
    // A path below a plain file can be neither created nor opened.
    const plain = path.join(dir, 'plain-file');
    writeFileSync(plain, '');
    const bad = new MarketStore(path.join(plain, 'x.duckdb'));
    await expect(bad.readCandles('BTCUSDC', '1m', 0, 1)).rejects.toThrow();
    await bad.close();
  });
});
