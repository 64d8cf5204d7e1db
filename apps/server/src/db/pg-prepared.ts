/**
 * Named (prepared) statements on PostgreSQL connections (docs/benchmarks.md, "How the chat is
 * measured"). node-postgres sends every unnamed statement to be parsed, analysed and planned again;
 * for a chat turn's statements that was most of their time (the session read 0.6 ms, named
 * 0.1 ms; the turn's read 1.9 ms, named 0.5 ms). Here each connection gives a statement a name, the
 * same on every connection for the same text, so node-postgres parses it once per connection and
 * PostgreSQL reuses its plan where that is as good as a fresh one.
 *
 * Results and errors are those of the unnamed statement. One exception is handled: a statement
 * whose result columns changed since it was prepared (a migration run by another instance) fails
 * with "cached plan must not change result type"; it is run again unnamed (and stays unnamed on
 * that connection), which answers as before outside a transaction. Inside one the transaction was
 * already aborted by the failure, and that failure is reported.
 */
import { createHash } from 'node:crypto';
import type pg from 'pg';

/** Statement texts named per connection at most; further texts run unnamed. */
export const MAX_NAMED_STATEMENTS = 500;

const PREPARABLE = /^\s*(?:select|insert|update|delete|with)\b/i;
const names = new Map<string, string>();

/** The statement's name: the same for the same text on every connection. */
function nameOf(text: string): string {
  let name = names.get(text);
  if (!name) {
    name = `avatara_${createHash('sha256').update(text).digest('base64url').slice(0, 24)}`;
    if (names.size < 10 * MAX_NAMED_STATEMENTS) names.set(text, name);
  }
  return name;
}

/** A named statement that is gone, or whose result columns changed since it was prepared. */
const isStale = (err: unknown): boolean => {
  const e = err as { code?: unknown; message?: unknown } | null;
  return (
    e?.code === '26000' ||
    (e?.code === '0A000' && /cached plan must not change result type/.test(String(e.message)))
  );
};

type Callback = (err: Error | null, result?: pg.QueryResult) => void;
type QueryFn = (config: unknown, values?: unknown, callback?: unknown) => unknown;

/**
 * Makes `client` name its plain `select`/`insert`/`update`/`delete`/`with` statements given as
 * `{ text, … }` (what drizzle sends); strings, named statements, cursors and others pass as they are.
 */
export function nameStatements(client: pg.Client, maxNamed = MAX_NAMED_STATEMENTS): void {
  const plain = client.query.bind(client) as QueryFn;
  const named = new Set<string>();
  const unnamed = new Set<string>();
  const nameFor = (config: unknown): string | null => {
    if (typeof config !== 'object' || config === null) return null;
    const c = config as { text?: unknown; name?: unknown; submit?: unknown };
    if (typeof c.text !== 'string' || c.name !== undefined || typeof c.submit === 'function') return null;
    if (!PREPARABLE.test(c.text) || unnamed.has(c.text)) return null;
    const name = nameOf(c.text);
    if (!named.has(name)) {
      if (named.size >= maxNamed) return null;
      named.add(name);
    }
    return name;
  };
  client.query = ((config: unknown, values?: unknown, callback?: unknown) => {
    const name = nameFor(config);
    if (name === null) return plain(config, values, callback);
    const done = (typeof values === 'function' ? values : callback) as Callback | undefined;
    const params = typeof values === 'function' ? undefined : values;
    const text = (config as { text: string }).text;
    const run = (plain({ ...(config as object), name }, params) as Promise<pg.QueryResult>).catch(
      (err: unknown) => {
        if (!isStale(err)) throw err;
        unnamed.add(text);
        return (plain(config, params) as Promise<pg.QueryResult>).catch((again: unknown) => {
          // In a transaction the first failure aborted it: that failure is the one to report.
          throw (again as { code?: unknown }).code === '25P02' ? err : again;
        });
      },
    );
    if (!done) return run;
    run.then(
      (result) => done(null, result),
      (err: unknown) => done(err as Error),
    );
    return undefined;
  }) as typeof client.query;
}
