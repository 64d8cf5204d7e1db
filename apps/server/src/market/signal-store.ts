/**
 * Persisted signal values (table signal_values), keyed by symbol, interval, signal and time, and
 * the ranges persisted per signal (coverage rows of kind 'signal'). Writing a range replaces
 * whatever was there, so a bootstrap repeated over the same range changes nothing.
 */
import type { Duck } from './duck';
import { type TGap, type TRange } from './ranges';
import { addCoverage, readCoverage } from './store';
import { INTERVAL_MS, type TInterval } from './types';

export interface TValues {
  tsMs: Float64Array;
  values: Float64Array;
}

export class SignalStore {
  constructor(private readonly db: Duck) {}

  /** Replaces the values of each signal in `range` and marks the range persisted; returns the points written. */
  write(
    symbol: string,
    interval: TInterval,
    range: TRange,
    entries: readonly { signal: string; data: TValues }[],
  ): Promise<number> {
    return this.db.tx(async (s) => {
      let n = 0;
      for (const { signal, data } of entries) {
        await s.run(
          `DELETE FROM signal_values WHERE symbol = $1 AND interval = $2 AND signal = $3 AND ts >= $4::BIGINT AND ts < $5::BIGINT`,
          [symbol, interval, signal, range.from, range.to],
        );
        const a = lowerIndex(data.tsMs, range.from);
        const b = lowerIndex(data.tsMs, range.to);
        if (b > a) {
          await s.run('DELETE FROM stage_values');
          await s.append('stage_values', [data.tsMs.subarray(a, b), data.values.subarray(a, b)], b - a);
          await s.run(
            `INSERT INTO signal_values SELECT $1, $2, $3, ts::BIGINT, value FROM stage_values WHERE isfinite(value)`,
            [symbol, interval, signal],
          );
          n += b - a;
        }
        await addCoverage(s, 'signal', symbol, interval, signal, range);
      }
      return n;
    });
  }

  /** Values with time in [fromMs, toMs), oldest first. */
  read(symbol: string, interval: TInterval, signal: string, fromMs: number, toMs: number): Promise<TValues> {
    return this.db.use(async (s) => {
      const { columns } = await s.doubles(
        `SELECT ts::DOUBLE, value FROM signal_values WHERE symbol = $1 AND interval = $2 AND signal = $3 AND ts >= $4::BIGINT AND ts < $5::BIGINT ORDER BY ts`,
        [symbol, interval, signal, Math.ceil(fromMs), Math.ceil(toMs)],
        2,
      );
      return { tsMs: columns[0]!, values: columns[1]! };
    });
  }

  /** The persisted ranges of one signal. */
  coverage(symbol: string, interval: TInterval, signal: string): Promise<TRange[]> {
    return this.db.use((s) => readCoverage(s, 'signal', symbol, interval, [signal]));
  }

  /** Points, first and last time of every persisted signal of a symbol and interval. */
  summary(
    symbol: string,
    interval: TInterval,
  ): Promise<{ signal: string; points: number; first: number; last: number }[]> {
    return this.db.use((s) =>
      s.rows(
        `SELECT signal, count(*)::DOUBLE AS points, min(ts)::DOUBLE AS first, max(ts)::DOUBLE AS last FROM signal_values
         WHERE symbol = $1 AND interval = $2 GROUP BY signal`,
        [symbol, interval],
      ),
    );
  }

  /** Stretches without values inside the given (persisted) ranges, at most `limit`. */
  gaps(
    symbol: string,
    interval: TInterval,
    signal: string,
    ranges: readonly TRange[],
    limit = 100,
  ): Promise<TGap[]> {
    const iv = INTERVAL_MS[interval];
    return this.db.use(async (s) => {
      const out: TGap[] = [];
      for (const r of ranges) {
        const rows = await s.rows<{ a: number; b: number }>(
          `WITH v AS (SELECT ts FROM signal_values WHERE symbol = $1 AND interval = $2 AND signal = $3 AND ts >= $4::BIGINT AND ts < $5::BIGINT),
                e AS (SELECT $4::BIGINT - $6::BIGINT AS ts UNION ALL SELECT ts FROM v UNION ALL SELECT $5::BIGINT AS ts),
                g AS (SELECT LAG(ts) OVER (ORDER BY ts) AS prev, ts FROM e)
           SELECT (prev + $6::BIGINT)::DOUBLE AS a, ts::DOUBLE AS b FROM g WHERE ts - prev > $6::BIGINT ORDER BY prev LIMIT $7`,
          [symbol, interval, signal, r.from, r.to, iv, limit - out.length],
        );
        for (const g of rows) out.push({ from: g.a, to: g.b, bars: Math.round((g.b - g.a) / iv) });
        if (out.length >= limit) break;
      }
      return out;
    });
  }
}

function lowerIndex(ts: Float64Array, t: number): number {
  let lo = 0;
  let hi = ts.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((ts[mid] as number) < t) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
