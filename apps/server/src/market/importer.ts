/**
 * Imports kline files into the store as real data (source `import`): the file's own interval,
 * plus every coarser interval aggregated from it (whole buckets only), so a backtest at 15m uses
 * an imported 1m month. Gaps in a file stay gaps. A file already imported with the same size and
 * modification time is skipped; `.parquet` files go through DuckDB (store.ts).
 */
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { createSeries, lowerBound, resampleSeries, sliceSeries, type TCandleSeries } from '@avatara/trading';
import { concatSeries, inferInterval, marketFromName, readKlineFile } from './files';
import { gapsOf } from './ranges';
import { importParquet, type MarketStore } from './store';
import { INTERVAL_MS, INTERVALS, type CandleSource, type TInterval } from './types';

export interface ImportResult {
  file: string;
  symbol: string;
  interval: TInterval;
  bars: number;
  from: number;
  to: number;
  /** Missing bars inside the file's span. */
  gapBars: number;
  /** Coarser intervals written from it. */
  aggregated: TInterval[];
  skipped: boolean;
}

/** Bars that sit on the interval's grid (a file of another interval would not). */
function onGrid(s: TCandleSeries, iv: number): TCandleSeries {
  const out = createSeries(s.length);
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    if ((s.tsMs[i] as number) % iv !== 0) continue;
    for (const c of ['tsMs', 'open', 'high', 'low', 'close', 'volume'] as const)
      out[c][n] = s[c][i] as number;
    n++;
  }
  return sliceSeries(out, 0, n);
}

export async function importKlineFile(
  store: MarketStore,
  file: string,
  opts: { symbol?: string; interval?: TInterval } = {},
): Promise<ImportResult> {
  const abs = path.resolve(file);
  const st = statSync(abs);
  const named = marketFromName(abs);
  const symbol = opts.symbol ?? named.symbol;
  if (!symbol) throw new Error(`${path.basename(abs)}: no market in the file name; give the symbol.`);
  if (await store.importedBefore(abs, st.size, st.mtimeMs)) {
    return {
      file: abs,
      symbol,
      interval: opts.interval ?? named.interval ?? '1m',
      bars: 0,
      from: NaN,
      to: NaN,
      gapBars: 0,
      aggregated: [],
      skipped: true,
    };
  }
  const raw = concatSeries(readKlineFile(abs).map((e) => e.series));
  const interval = opts.interval ?? named.interval ?? inferInterval(raw);
  if (!interval) throw new Error(`${path.basename(abs)}: cannot tell the interval; give it.`);
  const iv = INTERVAL_MS[interval];
  const series = onGrid(raw, iv);
  if (series.length === 0) throw new Error(`${path.basename(abs)}: no ${interval} candles in the file.`);
  const from = series.tsMs[0]!;
  const to = series.tsMs[series.length - 1]! + iv;
  await store.upsertCandles(symbol, interval, series, 'import', { from, to });
  const aggregated: TInterval[] = [];
  for (const coarse of INTERVALS) {
    const civ = INTERVAL_MS[coarse];
    if (civ <= iv || civ % iv !== 0) continue;
    const lo = Math.ceil(from / civ) * civ;
    const hi = Math.floor(to / civ) * civ;
    if (hi <= lo) continue;
    const part = sliceSeries(series, lowerBound(series, lo), lowerBound(series, hi));
    await store.upsertCandles(symbol, coarse, resampleSeries(part, civ), 'import', { from: lo, to: hi });
    aggregated.push(coarse);
  }
  await store.markImported(abs, st.size, st.mtimeMs, series.length);
  const gapBars = gapsOf(series.tsMs, iv, from, to).reduce((a, g) => a + g.bars, 0);
  return { file: abs, symbol, interval, bars: series.length, from, to, gapBars, aggregated, skipped: false };
}

/** Imports every .csv, .zip and .parquet file of a folder (name order); a bad file is reported and skipped. */
export async function importDir(
  store: MarketStore,
  dir: string,
  log?: { warn(obj: object, msg: string): void },
): Promise<ImportResult[]> {
  const out: ImportResult[] = [];
  const files = readdirSync(dir)
    .filter((f) => /\.(csv|zip|parquet)$/i.test(f))
    .sort();
  for (const f of files) {
    const file = path.join(dir, f);
    try {
      if (/\.parquet$/i.test(f)) {
        const st = statSync(file);
        if (await store.importedBefore(file, st.size, st.mtimeMs)) continue;
        const groups = await importParquet(store, file);
        await store.markImported(
          file,
          st.size,
          st.mtimeMs,
          groups.reduce((a, g) => a + g.bars, 0),
        );
      } else out.push(await importKlineFile(store, file));
    } catch (err) {
      log?.warn({ err, file }, 'market data import failed');
    }
  }
  return out;
}

/** Kline files read as a candle source (no store): for one-off runs over a folder of files. */
export class KlineFileSource implements CandleSource {
  readonly kind = 'import' as const;
  private readonly cache = new Map<string, TCandleSeries>();

  constructor(private readonly files: readonly string[]) {}

  private series(symbol: string, interval: TInterval): TCandleSeries | undefined {
    const key = `${symbol}:${interval}`;
    if (!this.cache.has(key)) {
      const parts = this.files
        .filter((f) => marketFromName(f).symbol === symbol)
        .map((f) => concatSeries(readKlineFile(f).map((e) => e.series)));
      const fine = parts.length > 0 ? concatSeries(parts) : undefined;
      const own = fine ? inferInterval(fine) : undefined;
      if (fine && own && INTERVAL_MS[own] <= INTERVAL_MS[interval])
        this.cache.set(key, own === interval ? fine : resampleSeries(fine, INTERVAL_MS[interval]));
    }
    return this.cache.get(key);
  }

  async knows(symbol: string): Promise<boolean> {
    return this.files.some((f) => marketFromName(f).symbol === symbol);
  }

  async fetch(symbol: string, interval: TInterval, fromMs: number, toMs: number): Promise<TCandleSeries> {
    const s = this.series(symbol, interval);
    return s ? sliceSeries(s, lowerBound(s, fromMs), lowerBound(s, toMs)) : createSeries(0);
  }
}
