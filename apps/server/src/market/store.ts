/**
 * The market-data store (DuckDB): candles keyed by symbol, interval and open time, the ranges
 * each source has been asked for (coverage), and persisted signal values (signal-store.ts).
 * Upserts are idempotent; real data (exchange, import) replaces simulated data, never the reverse.
 */
import { createSeries, type TCandleSeries } from '@avatara/trading';
import { Duck, type DuckSession } from './duck';
import { mergeRanges, type TRange } from './ranges';
import { INTERVAL_MS, SOURCE_RANK, type SourceKind, type TInterval } from './types';

const SCHEMA = [
  `CREATE TABLE IF NOT EXISTS candles (symbol VARCHAR NOT NULL, interval VARCHAR NOT NULL, ts BIGINT NOT NULL,
     open DOUBLE, high DOUBLE, low DOUBLE, close DOUBLE, volume DOUBLE, source VARCHAR NOT NULL)`,
  `CREATE TABLE IF NOT EXISTS coverage (kind VARCHAR NOT NULL, symbol VARCHAR NOT NULL, interval VARCHAR NOT NULL,
     name VARCHAR NOT NULL, from_ms BIGINT NOT NULL, to_ms BIGINT NOT NULL)`,
  `CREATE TABLE IF NOT EXISTS signal_values (symbol VARCHAR NOT NULL, interval VARCHAR NOT NULL, signal VARCHAR NOT NULL,
     ts BIGINT NOT NULL, value DOUBLE NOT NULL)`,
  `CREATE TABLE IF NOT EXISTS imports (file VARCHAR NOT NULL, size BIGINT NOT NULL, mtime_ms BIGINT NOT NULL, bars BIGINT NOT NULL)`,
  `CREATE TEMP TABLE IF NOT EXISTS stage_candles (ts DOUBLE, open DOUBLE, high DOUBLE, low DOUBLE, close DOUBLE, volume DOUBLE)`,
  `CREATE TEMP TABLE IF NOT EXISTS stage_values (ts DOUBLE, value DOUBLE)`,
];

const RANK_SQL = `(CASE source WHEN 'sim' THEN 0 ELSE 1 END)`;

/** What coverage rows describe: fetched candles (name = source) or persisted signals (name = signal). */
export type CoverageKind = 'candles' | 'signal';

export class MarketStore {
  readonly db: Duck;

  /** The store at `file` (`':memory:'` for tests), opened in the background; tables are created on open. */
  constructor(file: string) {
    this.db = new Duck(file, async (s) => {
      for (const sql of SCHEMA) await s.run(sql);
    });
  }

  /** Opens the store and waits until it is ready (fails when the file cannot be opened). */
  static async open(file: string): Promise<MarketStore> {
    const store = new MarketStore(file);
    await store.db.opened();
    return store;
  }

  close(): Promise<void> {
    return this.db.close();
  }

  /**
   * Writes candles (any order of arrival; the series is sorted by time) for a source, and records
   * that the source was asked for `covered` (so a stretch the source has no bars for is not asked
   * again). A row of a higher-ranked source is kept.
   */
  upsertCandles(
    symbol: string,
    interval: TInterval,
    series: TCandleSeries,
    source: SourceKind,
    covered?: TRange,
  ): Promise<void> {
    return this.db.tx(async (s) => {
      if (series.length > 0) await upsertRows(s, symbol, interval, series, source);
      if (covered) await addCoverage(s, 'candles', symbol, interval, source, covered);
    });
  }

  /** Candles with open time in [fromMs, toMs), oldest first. */
  readCandles(symbol: string, interval: TInterval, fromMs: number, toMs: number): Promise<TCandleSeries> {
    return this.db.use(async (s) => {
      const { length, columns } = await s.doubles(
        `SELECT ts::DOUBLE, open, high, low, close, volume FROM candles
         WHERE symbol = $1 AND interval = $2 AND ts >= $3::BIGINT AND ts < $4::BIGINT ORDER BY ts`,
        [symbol, interval, Math.ceil(fromMs), Math.ceil(toMs)],
        6,
      );
      const out = createSeries(0);
      [out.tsMs, out.open, out.high, out.low, out.close, out.volume] = columns as [
        Float64Array,
        Float64Array,
        Float64Array,
        Float64Array,
        Float64Array,
        Float64Array,
      ];
      out.length = length;
      return out;
    });
  }

  /** Merged coverage of the given names (sources or signals). */
  coverage(
    kind: CoverageKind,
    symbol: string,
    interval: TInterval,
    names: readonly string[],
  ): Promise<TRange[]> {
    return this.db.use((s) => readCoverage(s, kind, symbol, interval, names));
  }

  /** Candle counts and coverage per source, for the admin meta. */
  candleSummary(
    symbol: string,
    interval: TInterval,
  ): Promise<{ source: string; bars: number; ranges: TRange[] }[]> {
    return this.db.use(async (s) => {
      const counts = await s.rows<{ source: string; bars: number }>(
        `SELECT source, count(*)::DOUBLE AS bars FROM candles WHERE symbol = $1 AND interval = $2 GROUP BY source ORDER BY source`,
        [symbol, interval],
      );
      const cov = await s.rows<{ name: string; from_ms: number; to_ms: number }>(
        `SELECT name, from_ms, to_ms FROM coverage WHERE kind = 'candles' AND symbol = $1 AND interval = $2 ORDER BY from_ms`,
        [symbol, interval],
      );
      const names = [...new Set([...counts.map((c) => c.source), ...cov.map((c) => c.name)])].sort();
      return names.map((source) => ({
        source,
        bars: counts.find((c) => c.source === source)?.bars ?? 0,
        ranges: cov.filter((c) => c.name === source).map((c) => ({ from: c.from_ms, to: c.to_ms })),
      }));
    });
  }

  /** Whether a file with this size and mtime was imported before (and how many bars it had). */
  importedBefore(file: string, size: number, mtimeMs: number): Promise<boolean> {
    return this.db.use(
      async (s) =>
        (
          await s.rows(`SELECT 1 FROM imports WHERE file = $1 AND size = $2 AND mtime_ms = $3`, [
            file,
            size,
            Math.round(mtimeMs),
          ])
        ).length > 0,
    );
  }

  markImported(file: string, size: number, mtimeMs: number, bars: number): Promise<void> {
    return this.db.tx(async (s) => {
      await s.run(`DELETE FROM imports WHERE file = $1`, [file]);
      await s.run(`INSERT INTO imports VALUES ($1, $2, $3, $4)`, [file, size, Math.round(mtimeMs), bars]);
    });
  }
}

async function upsertRows(
  s: DuckSession,
  symbol: string,
  interval: TInterval,
  c: TCandleSeries,
  source: SourceKind,
): Promise<void> {
  await s.run('DELETE FROM stage_candles');
  await s.append('stage_candles', [c.tsMs, c.open, c.high, c.low, c.close, c.volume], c.length);
  await mergeStage(s, symbol, interval, source);
}

/**
 * Moves the staged candles into the table. Staged rows already stored as they are, or whose
 * stored row comes from a higher-ranked source, are dropped first; the rest replace their key.
 * So repeating an upsert writes nothing (and leaves no deleted rows behind for scans to skip).
 */
async function mergeStage(
  s: DuckSession,
  symbol: string,
  interval: TInterval,
  source: SourceKind,
): Promise<void> {
  const [b] = await s.rows<{ lo: number | null; hi: number | null }>(
    `SELECT min(ts)::DOUBLE AS lo, max(ts)::DOUBLE AS hi FROM stage_candles`,
  );
  if (b?.lo === null || b?.lo === undefined || b.hi === null) return;
  const key = [symbol, interval, b.lo, b.hi] as const;
  await s.run(
    `DELETE FROM stage_candles st USING candles c
     WHERE c.symbol = $1 AND c.interval = $2 AND c.ts BETWEEN $3::BIGINT AND $4::BIGINT AND c.ts = st.ts::BIGINT
       AND (${RANK_SQL.replace('source', 'c.source')} > $5
         OR (c.source = $6 AND c.open = st.open AND c.high = st.high AND c.low = st.low AND c.close = st.close AND c.volume = st.volume))`,
    [...key, SOURCE_RANK[source], source],
  );
  const [left] = await s.rows<{ n: number }>(`SELECT count(*)::DOUBLE AS n FROM stage_candles`);
  if (!left?.n) return;
  await s.run(
    `DELETE FROM candles WHERE symbol = $1 AND interval = $2 AND ts BETWEEN $3::BIGINT AND $4::BIGINT AND ts IN (SELECT ts::BIGINT FROM stage_candles)`,
    [...key],
  );
  await s.run(
    `INSERT INTO candles SELECT $1, $2, ts::BIGINT, open, high, low, close, volume, $3 FROM stage_candles`,
    [symbol, interval, source],
  );
}

const sqlText = (v: string) => `'${v.replaceAll("'", "''")}'`;

/** Writes stored candles (all, or of one symbol/interval) to a Parquet file. */
export function exportParquet(
  store: MarketStore,
  file: string,
  filter: { symbol?: string; interval?: TInterval } = {},
): Promise<number> {
  return store.db.use(async (s) => {
    const where = [
      filter.symbol ? `symbol = ${sqlText(filter.symbol)}` : '',
      filter.interval ? `interval = ${sqlText(filter.interval)}` : '',
    ].filter(Boolean);
    const sel = `SELECT symbol, interval, ts, open, high, low, close, volume, source FROM candles ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY symbol, interval, ts`;
    await s.run(`COPY (${sel}) TO ${sqlText(file)} (FORMAT parquet)`);
    const [n] = await s.rows<{ n: number }>(
      `SELECT count(*)::DOUBLE AS n FROM read_parquet(${sqlText(file)})`,
    );
    return n?.n ?? 0;
  });
}

/**
 * Reads candles from a Parquet file with columns symbol, interval, ts (ms), open, high, low,
 * close, volume and optionally source (as exportParquet writes them). Rows keep their source
 * (sim, exchange, import); without one they count as imported.
 */
export function importParquet(
  store: MarketStore,
  file: string,
): Promise<{ symbol: string; interval: TInterval; source: SourceKind; bars: number }[]> {
  return store.db.tx(async (s) => {
    const src = `read_parquet(${sqlText(file)}, union_by_name = true)`;
    const cols = (
      await s.rows<{ column_name: string }>(`SELECT column_name FROM (DESCRIBE SELECT * FROM ${src})`)
    ).map((c) => c.column_name);
    const sourceCol = cols.includes('source') ? `coalesce(source, 'import')` : `'import'`;
    const groups = await s.rows<{
      symbol: string;
      interval: string;
      source: string;
      bars: number;
      lo: number;
      hi: number;
    }>(
      `SELECT symbol, interval, ${sourceCol} AS source, count(*)::DOUBLE AS bars, min(ts)::DOUBLE AS lo, max(ts)::DOUBLE AS hi
       FROM ${src} GROUP BY ALL ORDER BY symbol, interval, source`,
    );
    const out: { symbol: string; interval: TInterval; source: SourceKind; bars: number }[] = [];
    for (const g of groups) {
      if (!(g.interval in INTERVAL_MS)) continue;
      const interval = g.interval as TInterval;
      const source: SourceKind = g.source in SOURCE_RANK ? (g.source as SourceKind) : 'import';
      await s.run('DELETE FROM stage_candles');
      await s.run(
        `INSERT INTO stage_candles SELECT ts::DOUBLE, open, high, low, close, volume FROM ${src} WHERE symbol = $1 AND interval = $2 AND ${sourceCol} = $3`,
        [g.symbol, interval, g.source],
      );
      await mergeStage(s, g.symbol, interval, source);
      await addCoverage(s, 'candles', g.symbol, interval, source, {
        from: g.lo,
        to: g.hi + INTERVAL_MS[interval],
      });
      out.push({ symbol: g.symbol, interval, source, bars: g.bars });
    }
    return out;
  });
}

export async function readCoverage(
  s: DuckSession,
  kind: CoverageKind,
  symbol: string,
  interval: TInterval,
  names: readonly string[],
): Promise<TRange[]> {
  if (names.length === 0) return [];
  const rows = await s.rows<{ from_ms: number; to_ms: number }>(
    `SELECT from_ms, to_ms FROM coverage WHERE kind = $1 AND symbol = $2 AND interval = $3 AND name IN (${names.map((_, i) => `$${i + 4}`).join(', ')})`,
    [kind, symbol, interval, ...names],
  );
  return mergeRanges(rows.map((r) => ({ from: r.from_ms, to: r.to_ms })));
}

/** Adds a range to the coverage of one name, merging it with what is there (inside a transaction). */
export async function addCoverage(
  s: DuckSession,
  kind: CoverageKind,
  symbol: string,
  interval: TInterval,
  name: string,
  range: TRange,
): Promise<void> {
  const iv = INTERVAL_MS[interval];
  const r = { from: Math.floor(range.from / iv) * iv, to: Math.ceil(range.to / iv) * iv };
  if (r.to <= r.from) return;
  const merged = mergeRanges([...(await readCoverage(s, kind, symbol, interval, [name])), r]);
  await s.run(`DELETE FROM coverage WHERE kind = $1 AND symbol = $2 AND interval = $3 AND name = $4`, [
    kind,
    symbol,
    interval,
    name,
  ]);
  for (const m of merged)
    await s.run(`INSERT INTO coverage VALUES ($1, $2, $3, $4, $5::BIGINT, $6::BIGINT)`, [
      kind,
      symbol,
      interval,
      name,
      m.from,
      m.to,
    ]);
}
