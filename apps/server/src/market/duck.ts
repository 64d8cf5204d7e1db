/**
 * A DuckDB database (embedded, columnar) on one connection, used one task at a time. Columns of
 * doubles go in through the appender in chunks and come out as Float64Arrays, without an object
 * per row (docs/market-data.md).
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import {
  DOUBLE,
  DuckDBDataChunk,
  DuckDBInstance,
  type DuckDBConnection,
  type DuckDBDoubleVector,
  type DuckDBValue,
} from '@duckdb/node-api';
import { Mutex } from './mutex';

/** Rows per appended chunk (DuckDB's vector size). */
const CHUNK_ROWS = 2048;

export type Params = DuckDBValue[];

/** What a task may do with the connection while it holds it. */
export class DuckSession {
  constructor(private readonly con: DuckDBConnection) {}

  async run(sql: string, params?: Params): Promise<void> {
    await this.con.run(sql, params);
  }

  /** Rows as plain objects; BIGINT values become numbers. */
  async rows<T extends Record<string, unknown>>(sql: string, params?: Params): Promise<T[]> {
    const reader = await this.con.runAndReadAll(sql, params);
    return reader.getRowObjectsJS().map((r) => {
      const o: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(r)) o[k] = typeof v === 'bigint' ? Number(v) : v;
      return o as T;
    });
  }

  /** A query whose columns are all DOUBLE, as one Float64Array per column (NULL reads as NaN). */
  async doubles(
    sql: string,
    params: Params | undefined,
    columns: number,
  ): Promise<{ length: number; columns: Float64Array[] }> {
    const result = await this.con.run(sql, params);
    let length = 0;
    for (let c = 0; c < result.chunkCount; c++) length += result.getChunk(c).rowCount;
    const out = Array.from({ length: columns }, () => new Float64Array(length));
    let at = 0;
    for (let c = 0; c < result.chunkCount; c++) {
      const chunk = result.getChunk(c);
      const n = chunk.rowCount;
      for (let k = 0; k < columns; k++) {
        const v = chunk.getColumnVector(k) as DuckDBDoubleVector;
        const dst = out[k]!;
        for (let i = 0; i < n; i++) dst[at + i] = v.getItem(i) ?? NaN;
      }
      at += n;
    }
    return { length, columns: out };
  }

  /** Appends `length` rows of doubles to `table` (whose columns are all DOUBLE, in this order). */
  async append(table: string, columns: readonly ArrayLike<number>[], length: number): Promise<void> {
    const appender = await this.con.createAppender(table);
    try {
      const types = columns.map(() => DOUBLE);
      for (let off = 0; off < length; off += CHUNK_ROWS) {
        const n = Math.min(CHUNK_ROWS, length - off);
        const chunk = DuckDBDataChunk.create(types, n);
        columns.forEach((col, k) => {
          const v = chunk.getColumnVector(k) as DuckDBDoubleVector;
          for (let i = 0; i < n; i++) v.setItem(i, col[off + i] as number);
          v.flush();
        });
        appender.appendDataChunk(chunk);
      }
      appender.flushSync();
    } finally {
      appender.closeSync();
    }
  }
}

interface Opened {
  instance: DuckDBInstance;
  con: DuckDBConnection;
  session: DuckSession;
}

export class Duck {
  private readonly mutex = new Mutex();
  private readonly ready: Promise<Opened>;
  private closed = false;

  /**
   * Opens (or creates) the database file — ':memory:' for a private in-memory one — in the
   * background and runs `init` on it first; tasks wait for it, and a failure to open is the
   * failure of every task.
   */
  constructor(file: string, init: (s: DuckSession) => Promise<void>) {
    this.ready = (async () => {
      if (file !== ':memory:') mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
      const instance = await DuckDBInstance.create(file);
      const con = await instance.connect();
      const session = new DuckSession(con);
      await init(session);
      return { instance, con, session };
    })();
    this.ready.catch(() => undefined); // reported by the tasks that wait for it
  }

  /** Resolves once the database is open (rejects when it cannot be). */
  async opened(): Promise<void> {
    await this.ready;
  }

  /** Runs `task` alone on the connection. */
  use<T>(task: (s: DuckSession) => Promise<T>): Promise<T> {
    return this.mutex.run(async () => {
      const { session } = await this.ready;
      if (this.closed) throw new Error('market store is closed');
      return task(session);
    });
  }

  /** Runs `task` alone, in one transaction (rolled back when it throws). */
  tx<T>(task: (s: DuckSession) => Promise<T>): Promise<T> {
    return this.use(async (s) => {
      await s.run('BEGIN TRANSACTION');
      try {
        const out = await task(s);
        await s.run('COMMIT');
        return out;
      } catch (err) {
        await s.run('ROLLBACK').catch(() => undefined);
        throw err;
      }
    });
  }

  /** Waits for running tasks, then closes the connection and the database. */
  close(): Promise<void> {
    return this.mutex.run(async () => {
      if (this.closed) return;
      this.closed = true;
      const r = await this.ready.catch(() => undefined);
      r?.con.closeSync();
      r?.instance.closeSync();
    });
  }
}
