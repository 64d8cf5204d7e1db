/**
 * Test helpers for market data: the shared real data files (../shared/data: tests skip with a
 * one-line notice when absent, and fail when CI=true), a source that counts its calls, and a
 * series from rows.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { seriesFromCandles, type TCandleSeries } from '@avatara/trading';
import type { CandleSource, TInterval } from './types';

/** `SHARED_DATA_DIR` moves it (CI hides it once to prove a fresh clone skips these tests). */
const SHARED_DATA =
  process.env.SHARED_DATA_DIR ?? path.resolve(import.meta.dirname, '../../../../../shared/data');

/** The path of a shared data file, or undefined (with a notice) when it is not there. */
export function sharedDataFile(name: string): string | undefined {
  const file = path.join(SHARED_DATA, name);
  if (existsSync(file)) return file;
  if (process.env.CI === 'true') throw new Error(`Shared market data is required in CI: ${file} is missing`);
  console.warn(`[skip] ${file} not found: tests on real market data skipped`);
  return undefined;
}

/** Wraps a source and records each fetch. */
export function countingSource(inner: CandleSource): CandleSource & {
  fetches: { symbol: string; interval: TInterval; from: number; to: number }[];
  fail: number;
} {
  const wrapper = {
    kind: inner.kind,
    fetches: [] as { symbol: string; interval: TInterval; from: number; to: number }[],
    fail: 0,
    knows: (s: string) => inner.knows(s),
    async fetch(symbol: string, interval: TInterval, from: number, to: number) {
      wrapper.fetches.push({ symbol, interval, from, to });
      if (wrapper.fail > 0) {
        wrapper.fail--;
        throw new Error('source down');
      }
      return inner.fetch(symbol, interval, from, to);
    },
    ...(inner.feed ? { feed: (s: string) => inner.feed!(s) } : {}),
  };
  return wrapper;
}

/** Candles at the given times (ms) with close = 100 + i. */
export function barsAt(times: readonly number[], base = 100): TCandleSeries {
  return seriesFromCandles(
    times.map((t, i) => ({
      tsMs: t,
      open: base + i,
      high: base + i + 1,
      low: base + i - 1,
      close: base + i,
      volume: 1,
    })),
  );
}
