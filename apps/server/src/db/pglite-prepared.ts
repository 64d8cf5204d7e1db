/**
 * PGlite that keeps its statements prepared (docs/benchmarks.md, "How the chat is measured").
 * `PGlite.query` parses, analyses and plans every statement again, in five calls into the
 * database: Parse, Describe, Bind, Describe, Execute (and Sync). On PGlite that is most of a short
 * statement's cost (a chat turn's session read: 0.6 ms, prepared 0.2 ms). Here a statement is
 * parsed once under a name, with its parameter types; afterwards each run is one call (Bind,
 * Describe, Execute, Sync), and PostgreSQL reuses its plan where that is as good as a fresh one.
 *
 * Results, errors and notifications are those of `PGlite.query`: the same messages, parsed by
 * PGlite's own `parseResults`, parameters serialised the same way. Statements other than plain
 * `select`/`insert`/`update`/`delete`/`with` (DDL, several statements, COPY), and queries with
 * options beyond the row mode and parsers, take `PGlite.query` as before.
 */
import {
  messages,
  parse,
  PGlite,
  protocol,
  type QueryOptions,
  type Results,
  type Transaction,
} from '@electric-sql/pglite';

/** Statement texts kept prepared at most; further texts run unprepared. */
export const MAX_PREPARED_STATEMENTS = 500;

const PREPARABLE = /^\s*(?:select|insert|update|delete|with)\b/i;

interface Prepared {
  name: string;
  /** Parameter type OIDs, from Describe: they choose each value's serialiser, as `query` does. */
  paramTypes: number[];
}

/** One protocol buffer of several messages: one call into the database. */
function batch(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/** A prepared statement that is gone, or whose result columns changed since (a migration): nothing ran. */
const isStale = (err: unknown): boolean =>
  err instanceof messages.DatabaseError &&
  (err.code === '26000' ||
    (err.code === '0A000' && /cached plan must not change result type/.test(err.message)));

/** PGlite whose `query` (and a transaction's) runs prepared statements; everything else is PGlite's. */
export class PreparedPGlite extends PGlite {
  private readonly prepared = new Map<string, Prepared>();
  private nextName = 0;
  /** The most statement texts kept prepared (tests lower it). */
  maxPrepared = MAX_PREPARED_STATEMENTS;
  /** Callers queued for the database, and whether one holds it (statements and transactions take turns; `/metrics`). */
  readonly load = { waiting: 0, busy: 0 };

  override _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T> {
    this.load.waiting++;
    let started = false;
    return super
      ._runExclusiveTransaction(async () => {
        started = true;
        this.load.waiting--;
        this.load.busy++;
        try {
          return await fn();
        } finally {
          this.load.busy--;
        }
      })
      .finally(() => {
        if (!started) this.load.waiting--;
      });
  }

  override async query<T>(query: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    if (!this.preparable(query, options)) return super.query<T>(query, params, options);
    await this._checkReady();
    return this._runExclusiveTransaction(async () => {
      try {
        return await this.run<T>(query, params, options, false);
      } catch (err) {
        // Nothing ran (the statement failed at Bind): prepare it again, once.
        if (!isStale(err)) throw err;
        this.prepared.delete(query);
        return this.run<T>(query, params, options, false);
      }
    });
  }

  override async transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    return super.transaction((tx) => {
      const unprepared = tx.query.bind(tx);
      tx.query = async <R>(
        query: string,
        params?: unknown[],
        options?: QueryOptions,
      ): Promise<Results<R>> => {
        if (!this.preparable(query, options)) return unprepared<R>(query, params, options);
        if (tx.closed) throw new Error('Transaction is closed');
        // A failed statement aborts the transaction: no second try, but the next run prepares afresh.
        return this.run<R>(query, params, options, true).catch((err: unknown) => {
          if (isStale(err)) this.prepared.delete(query);
          throw err;
        });
      };
      return callback(tx);
    });
  }

  private preparable(query: string, options: QueryOptions | undefined): boolean {
    if (!PREPARABLE.test(query)) return false;
    if (options && Object.keys(options).some((k) => k !== 'rowMode' && k !== 'parsers')) return false;
    return this.prepared.has(query) || this.prepared.size < this.maxPrepared;
  }

  /** Runs `query` prepared (preparing it first when new); `inTransaction`: no sync to the file system. */
  private run<T>(
    query: string,
    params: unknown[] = [],
    options: QueryOptions | undefined,
    inTransaction: boolean,
  ): Promise<Results<T>> {
    return this._runExclusiveQuery(async () => {
      const { serialize } = protocol;
      let statement = this.prepared.get(query);
      try {
        if (!statement) {
          const name = `avatara_${(this.nextName += 1)}`;
          const described = await this.execProtocolStream(
            batch([
              serialize.parse({ name, text: query, types: [] }),
              serialize.describe({ type: 'S', name }),
              serialize.sync(),
            ]),
            { syncToFs: false },
          );
          statement = { name, paramTypes: parse.parseDescribeStatementResults(described) };
          this.prepared.set(query, statement);
        }
        const values = params.map((param, i) => {
          if (param === null || param === undefined) return null;
          const serializer = this.serializers[statement!.paramTypes[i]!];
          return serializer ? serializer(param) : String(param);
        });
        const messages = await this.execProtocolStream(
          batch([
            serialize.bind({ statement: statement.name, values: values as string[] }),
            serialize.describe({ type: 'P' }),
            serialize.execute({}),
            serialize.sync(),
          ]),
          { syncToFs: false },
        );
        if (!inTransaction) await this.syncToFs();
        return parse.parseResults(messages, this.parsers, options)[0] as Results<T>;
      } catch (err) {
        // As `query` reports a failed statement: with its text, parameters and options.
        if (err instanceof messages.DatabaseError)
          Object.assign(err, { query, params, queryOptions: options });
        throw err;
      }
    });
  }
}
