import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inferInterval, marketFromName, readKlineFile } from './files';
import { importDir, importKlineFile, KlineFileSource } from './importer';
import { gapsOf } from './ranges';
import { MarketStore } from './store';
import { sharedDataFile } from './testing';

const dir = mkdtempSync(path.join(tmpdir(), 'avatara-klines-'));
const H = 3_600_000;
const line12 = (t: number, close: number) =>
  `${t},${close - 1},${close + 5},${close - 5},${close},1.5,${t + 59_999},100,10,0.5,50,0`;

describe('marketFromName', () => {
  it('reads market and interval from official and shared file names', () => {
    expect(marketFromName('BTCUSDT-1m-2025-01.zip')).toEqual({ symbol: 'BTCUSDT', interval: '1m' });
    expect(marketFromName('/x/binanceus-btcusdc-1m-2023-03.csv')).toEqual({
      symbol: 'BTCUSDC',
      interval: '1m',
    });
    expect(marketFromName('binance-btcusdt-1h-2018-2025.csv')).toEqual({ symbol: 'BTCUSDT', interval: '1h' });
    expect(marketFromName('xauusd-1d-2007-2026.csv')).toEqual({ symbol: 'XAUUSD', interval: '1d' });
    expect(marketFromName('prices.csv')).toEqual({});
  });
});

describe('readKlineFile', () => {
  it('reads every Binance shape: no header with 12 columns in ms and µs, a header with datetimes, and zips', () => {
    const ms = path.join(dir, 'BTCUSDT-1m-2024-12.csv');
    writeFileSync(ms, [line12(1735689480000, 100), line12(1735689540000, 101)].join('\n') + '\n');
    const us = path.join(dir, 'BTCUSDT-1m-2025-01.csv');
    writeFileSync(us, [line12(1735689600000000, 102), line12(1735689660000000, 103)].join('\r\n'));
    const hdr = path.join(dir, 'shared-btcusdt-1m.csv');
    writeFileSync(
      hdr,
      'open_time,open,high,low,close,volume\n2025-01-01 00:02:00+00:00,1,2,0.5,104,3\n2025-01-01 00:03:00,1,2,0.5,105,3\n',
    );
    const a = readKlineFile(ms)[0]!.series;
    const b = readKlineFile(us)[0]!.series;
    const c = readKlineFile(hdr)[0]!.series;
    expect(Array.from(a.tsMs)).toEqual([1735689480000, 1735689540000]);
    expect(Array.from(b.tsMs)).toEqual([1735689600000, 1735689660000]);
    expect(Array.from(c.tsMs)).toEqual([1735689720000, 1735689780000]);
    expect([a.close[0], a.volume[0], c.close[1]]).toEqual([100, 1.5, 105]);
    const zip = path.join(dir, 'BTCUSDT-1m-2025-01.zip');
    writeFileSync(
      zip,
      zipSync({
        'BTCUSDT-1m-2025-01.csv': new TextEncoder().encode([line12(1735689600000000, 102)].join('\n')),
        'README.txt': new Uint8Array(1),
      }),
    );
    const z = readKlineFile(zip);
    expect(z.map((e) => e.name)).toEqual(['BTCUSDT-1m-2025-01.csv']);
    expect(z[0]!.series.close[0]).toBe(102);
  });

  it('infers the interval from the spacing of the bars', () => {
    const f = path.join(dir, 'noname.csv');
    writeFileSync(f, [0, 1, 2, 4, 5].map((k) => line12(1704067200000 + k * H, 10)).join('\n'));
    expect(inferInterval(readKlineFile(f)[0]!.series)).toBe('1h');
  });
});

describe('importKlineFile', () => {
  let store: MarketStore;
  beforeAll(async () => (store = await MarketStore.open(':memory:')));
  afterAll(() => store.close());

  it('imports monthly files, aggregates whole coarser buckets, keeps gaps and skips a file seen before', async () => {
    const sub = mkdtempSync(path.join(dir, 'months-'));
    const start = Date.parse('2024-01-31T22:00:00Z');
    const ks = Array.from({ length: 240 }, (_, k) => k).filter((k) => k < 100 || k >= 110);
    const rows = (f: (k: number) => boolean) =>
      ks
        .filter(f)
        .map((k) => line12(start + k * 60_000, 1000 + k))
        .join('\n');
    writeFileSync(
      path.join(sub, 'BTCUSDC-1m-2024-01.csv'),
      rows((k) => k < 120),
    );
    writeFileSync(
      path.join(sub, 'BTCUSDC-1m-2024-02.zip'),
      zipSync({ 'BTCUSDC-1m-2024-02.csv': new TextEncoder().encode(rows((k) => k >= 120)) }),
    );
    writeFileSync(path.join(sub, 'broken.csv'), 'nothing here');
    const results = await importDir(store, sub);
    expect(results.map((r) => [path.basename(r.file), r.bars, r.gapBars])).toEqual([
      ['BTCUSDC-1m-2024-01.csv', 110, 10],
      ['BTCUSDC-1m-2024-02.zip', 120, 0],
    ]);
    const m1 = await store.readCandles('BTCUSDC', '1m', start, start + 240 * 60_000);
    expect(m1.length).toBe(230);
    expect(gapsOf(m1.tsMs, 60_000, start, start + 240 * 60_000)).toEqual([
      { from: start + 100 * 60_000, to: start + 110 * 60_000, bars: 10 },
    ]);
    const h1 = await store.readCandles('BTCUSDC', '1h', start, start + 4 * H);
    expect(h1.length).toBe(4);
    expect(h1.close[0]).toBe(1059);
    const again = await importDir(store, sub);
    expect(again.every((r) => r.skipped)).toBe(true);
  });

  const hourly = sharedDataFile('binance-btcusdt-1h-2018-2025.csv');
  it.skipIf(!hourly)('imports the shared 1h BTCUSDT file with its 25 gaps reported, not filled', async () => {
    const r = await importKlineFile(store, hourly!);
    expect([r.symbol, r.interval, r.bars]).toEqual(['BTCUSDT', '1h', 62_482]);
    const s = await store.readCandles('BTCUSDT', '1h', r.from, r.to);
    expect(s.length).toBe(62_482);
    const gaps = gapsOf(s.tsMs, H, r.from, r.to);
    expect(gaps).toHaveLength(25);
    expect(gaps.reduce((a, g) => a + g.bars, 0)).toBe(r.gapBars);
    expect(gaps.find((g) => g.from === Date.parse('2018-06-26T02:00:00Z'))?.to).toBe(
      Date.parse('2018-06-26T12:00:00Z'),
    );
    expect(
      (
        await store.readCandles(
          'BTCUSDT',
          '1d',
          Date.parse('2020-01-01T00:00:00Z'),
          Date.parse('2020-01-02T00:00:00Z'),
        )
      ).length,
    ).toBe(1);
  });

  const minutes = sharedDataFile('binanceus-btcusdc-1m-2023-03.csv');
  const gold = sharedDataFile('xauusd-1d-2007-2026.csv');
  it.skipIf(!minutes || !gold)('imports the shared 1m BTCUSDC month and the daily gold file', async () => {
    const m = await importKlineFile(store, minutes!);
    expect([m.symbol, m.interval, m.bars, m.gapBars]).toEqual(['BTCUSDC', '1m', 30_240, 0]);
    expect((await store.readCandles('BTCUSDC', '1d', m.from, m.to)).length).toBe(21);
    const g = await importKlineFile(store, gold!, { symbol: 'XAUUSD' });
    expect([g.interval, g.bars]).toEqual(['1d', 4_995]);
    const src = new KlineFileSource([gold!]);
    expect(await src.knows('XAUUSD')).toBe(true);
    const last = await src.fetch(
      'XAUUSD',
      '1d',
      Date.parse('2026-05-15T00:00:00Z'),
      Date.parse('2026-05-16T00:00:00Z'),
    );
    expect(last.close[0]).toBe(4649.94);
  });
});
