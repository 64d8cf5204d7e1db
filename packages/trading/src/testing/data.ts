/**
 * Test and bench helpers that read the shared real market data (`<repo root>/../shared/data`).
 * Only tests, the CLI and the bench import this folder (it uses node:fs).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TCandleSeries } from '../candles';
import { parseKlineCsv } from '../csv';

/** The repository root. */
export const REPO_ROOT = path.resolve(fileURLToPath(new URL('.', import.meta.url)), '../../../..');
/** The shared data folder, beside the repository. */
/** `SHARED_DATA_DIR` moves it (CI hides it once to prove a fresh clone skips these tests). */
export const SHARED_DATA_DIR = process.env.SHARED_DATA_DIR ?? path.resolve(REPO_ROOT, '../shared/data');
export const BTC_1H_FILE = 'binance-btcusdt-1h-2018-2025.csv';
export const BTC_1M_FILE = 'binanceus-btcusdt-1m-2023-03.csv';

/**
 * Whether the shared data is there. When it is not: prints a one-line notice and returns false,
 * except under CI=true, where missing data is an error.
 */
export function sharedDataAvailable(file = BTC_1H_FILE): boolean {
  const ok = existsSync(path.join(SHARED_DATA_DIR, file));
  if (!ok) {
    if (process.env.CI === 'true')
      throw new Error(`shared data missing: ${path.join(SHARED_DATA_DIR, file)} (required when CI=true)`);
    console.log(`[skip] shared data not found at ${SHARED_DATA_DIR}; real-data tests skipped`);
  }
  return ok;
}

const cache = new Map<string, TCandleSeries>();
/** Loads one shared CSV as a candle series (cached per process). */
export function loadShared(file: string): TCandleSeries {
  let s = cache.get(file);
  if (!s) {
    s = parseKlineCsv(readFileSync(path.join(SHARED_DATA_DIR, file), 'utf8'));
    cache.set(file, s);
  }
  return s;
}
