import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createMarket, createSource } from './index';
import { MarketStore } from './store';

describe('createSource', () => {
  it('chooses the simulator by default and ccxt for an exchange', () => {
    expect(createSource({ source: 'sim' }).kind).toBe('sim');
    expect(createSource({ source: 'binance', exchangeUrl: 'http://127.0.0.1:9' }).kind).toBe('exchange');
  });
});

describe('createMarket', () => {
  it('imports the configured folder at start, and close() waits for it and the jobs', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'avatara-market-start-'));
    const t0 = Date.parse('2023-03-01T00:00:00Z');
    const rows = Array.from(
      { length: 120 },
      (_, i) => `${t0 + i * 60_000},1,2,0.5,${100 + i},3,${t0 + i * 60_000 + 59_999},0,0,0,0,0`,
    );
    writeFileSync(path.join(dir, 'BTCUSDC-1m-2023-03.csv'), rows.join('\n'));
    const file = path.join(dir, 'db', 'market.duckdb');
    const market = createMarket({
      duckdbPath: file,
      source: 'sim',
      importDir: dir,
      now: () => Date.parse('2024-01-01T00:00:00Z'),
    });
    await market.start();
    const job = await market.jobs.bootstrap({
      symbol: 'BTCUSDC',
      interval: '1h',
      from: t0,
      to: t0 + 86_400_000,
      signals: ['BTCUSDC'],
    });
    await market.close();
    expect(market.jobs.get(job.jobId).status).toMatch(/DONE|CANCELLED/);
    const store = await MarketStore.open(file);
    const s = await store.readCandles('BTCUSDC', '1m', t0, t0 + 120 * 60_000);
    expect(s.length).toBe(120);
    expect(s.close[119]).toBe(219);
    await store.close();
  });

  it('fails start when the store cannot be opened', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'avatara-market-bad-'));
    writeFileSync(path.join(dir, 'file'), 'x');
    const market = createMarket({ duckdbPath: path.join(dir, 'file', 'market.duckdb'), source: 'sim' });
    await expect(market.start()).rejects.toThrow();
    await market.close();
  });
});

describe('createMarketFromConfig', () => {
  it('puts the DuckDB file in the data folder unless MARKET_DUCKDB says otherwise, and serves as a MarketPort', async () => {
    const { createMarketFromConfig, marketDuckdbPath } = await import('./from-config');
    const base = { MARKET_SOURCE: 'sim' as const, MARKET_SIM_SEED: 42, paths: { dataDir: '/srv/data' } };
    expect(marketDuckdbPath(base)).toBe(path.resolve('/srv/data/market.duckdb'));
    expect(marketDuckdbPath({ ...base, MARKET_DUCKDB: ':memory:' })).toBe(':memory:');
    const now = Date.parse('2024-01-01T00:00:30Z');
    const market = createMarketFromConfig({ ...base, MARKET_DUCKDB: ':memory:' }, undefined, () => now);
    expect((await market.candles('BTCUSDC', '1m', now - 3_600_000, now)).length).toBe(59); // 23:01 … 23:59: closed bars from the first whole minute
    expect((await market.feed('BTCUSDC').latest()).tsMs).toBe(now);
    await market.close();
  });
});
