/**
 * Binance kline files (../shared/data/README.md): the official monthly/daily files (no header,
 * 12 columns, ms until 2024 and µs from 2025, zipped or not) and CSV exports with a header and
 * datetime strings. Parsing is `parseKlineCsv` of @avatara/trading; this reads files and zips
 * (fflate), and tells market and interval from the file name or the spacing of the bars.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseKlineCsv, type TCandleSeries } from '@avatara/trading';
import { unzipSync } from 'fflate';
import { INTERVAL_MS, INTERVALS, type TInterval } from './types';

const QUOTES = ['USDC', 'USDT', 'BUSD', 'FDUSD', 'TUSD', 'USD', 'EUR', 'BTC'];

/** Symbol and interval a file name tells, e.g. `BTCUSDT-1m-2025-01.zip`, `binanceus-btcusdc-1m-2023-03.csv`. */
export function marketFromName(file: string): { symbol?: string; interval?: TInterval } {
  const tokens = path
    .basename(file)
    .replace(/\.(csv|zip)$/i, '')
    .split(/[-_.\s]+/);
  const out: { symbol?: string; interval?: TInterval } = {};
  for (const t of tokens) {
    if (!out.interval && (INTERVALS as string[]).includes(t)) out.interval = t as TInterval;
    const up = t.toUpperCase();
    if (
      !out.symbol &&
      /^[A-Z0-9]{5,15}$/.test(up) &&
      /[A-Z]/.test(up) &&
      QUOTES.some((q) => up.endsWith(q) && up.length > q.length + 1)
    )
      out.symbol = up;
  }
  return out;
}

/** The most common spacing between bars, when it is one of the intervals. */
export function inferInterval(s: TCandleSeries): TInterval | undefined {
  const counts = new Map<number, number>();
  for (let i = 1; i < Math.min(s.length, 2001); i++) {
    const d = (s.tsMs[i] as number) - (s.tsMs[i - 1] as number);
    counts.set(d, (counts.get(d) ?? 0) + 1);
  }
  let best = 0;
  let bestCount = 0;
  for (const [d, c] of counts) if (c > bestCount) [best, bestCount] = [d, c];
  return INTERVALS.find((i) => INTERVAL_MS[i] === best);
}

/** Every CSV in a file (a .zip may hold several), parsed; entries in name order. */
export function readKlineFile(file: string): { name: string; series: TCandleSeries }[] {
  const bytes = readFileSync(file);
  if (/\.zip$/i.test(file)) {
    const entries = unzipSync(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength), {
      filter: (f) => /\.csv$/i.test(f.name),
    });
    const decoder = new TextDecoder();
    return Object.keys(entries)
      .sort()
      .map((name) => ({ name, series: parseKlineCsv(decoder.decode(entries[name])) }));
  }
  return [{ name: path.basename(file), series: parseKlineCsv(bytes.toString('utf8')) }];
}

/** Joins series of one market (months in a row): sorted by time, later duplicates dropped. */
export function concatSeries(parts: readonly TCandleSeries[]): TCandleSeries {
  if (parts.length === 1) return parts[0]!;
  const rows: number[] = [];
  parts.forEach((p, k) => {
    for (let i = 0; i < p.length; i++) rows.push(k, i);
  });
  const order = Array.from({ length: rows.length / 2 }, (_, j) => j).sort(
    (a, b) => parts[rows[2 * a]!]!.tsMs[rows[2 * a + 1]!]! - parts[rows[2 * b]!]!.tsMs[rows[2 * b + 1]!]!,
  );
  const cols = ['tsMs', 'open', 'high', 'low', 'close', 'volume'] as const;
  const out = Object.fromEntries(
    cols.map((c) => [c, new Float64Array(order.length)]),
  ) as unknown as TCandleSeries;
  let n = 0;
  for (const j of order) {
    const p = parts[rows[2 * j]!]!;
    const i = rows[2 * j + 1]!;
    if (n > 0 && out.tsMs[n - 1] === p.tsMs[i]) continue;
    for (const c of cols) out[c][n] = p[c][i]!;
    n++;
  }
  for (const c of cols) out[c] = out[c].subarray(0, n);
  out.length = n;
  return out;
}
