/**
 * What the backup needs to know of a database, read from PostgreSQL's catalog (the same on PGlite):
 * the tables of `public` in foreign-key order, their columns, the sequences they own, and how far
 * drizzle has migrated the database. Nothing here names a table of ours: a table added by a new
 * migration is backed up without a change here.
 */
import type { Query } from './sql';

/** `"name"`, quoted for SQL. */
export const ident = (name: string): string => `"${name.replace(/"/g, '""')}"`;
/** `"public"."name"`. */
export const tableRef = (name: string): string => `"public".${ident(name)}`;

/**
 * Orders tables so that every table comes after the tables its foreign keys point to (a table
 * pointing to itself aside); ties in name order, so the order is the same on every run.
 *
 * @example fkOrder(['users', 'ledger'], [{ child: 'ledger', parent: 'users' }]) // ['users', 'ledger']
 */
export function fkOrder(tables: string[], keys: { child: string; parent: string }[]): string[] {
  const parents = new Map(tables.map((t) => [t, new Set<string>()]));
  for (const { child, parent } of keys)
    if (child !== parent && parents.has(parent)) parents.get(child)?.add(parent);
  const out: string[] = [];
  const left = new Set([...tables].sort());
  while (left.size > 0) {
    const ready = [...left].find((t) => [...parents.get(t)!].every((p) => !left.has(p)));
    if (!ready) throw new Error(`foreign keys run in a circle among: ${[...left].join(', ')}`);
    out.push(ready);
    left.delete(ready);
  }
  return out;
}

/** The ordinary tables of schema `public`, parents before children. */
export async function tablesInOrder(q: Query): Promise<string[]> {
  const tables = await q<{ name: string }>(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition`,
  );
  const keys = await q<{ child: string; parent: string }>(
    `select ch.relname as child, pa.relname as parent
     from pg_constraint k
     join pg_class ch on ch.oid = k.conrelid join pg_namespace n on n.oid = ch.relnamespace
     join pg_class pa on pa.oid = k.confrelid
     where k.contype = 'f' and n.nspname = 'public'`,
  );
  return fkOrder(
    tables.map((t) => t.name),
    keys,
  );
}

/** The columns a row of `table` is written with: stored ones, generated ones left out. */
export async function columnsOf(q: Query, table: string): Promise<string[]> {
  const rows = await q<{ name: string }>(
    `select a.attname as name from pg_attribute a
     where a.attrelid = $1::regclass and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
     order by a.attnum`,
    [tableRef(table)],
  );
  return rows.map((r) => r.name);
}

export interface SequenceState {
  sequence: string;
  table: string;
  column: string;
  /** Text: a bigint. */
  lastValue: string;
  isCalled: boolean;
}

/** The sequences owned by columns of `public` tables (serial and identity), with their values. */
export async function sequences(q: Query): Promise<SequenceState[]> {
  const owned = await q<{ sequence: string; table: string; column: string }>(
    `select s.relname as sequence, t.relname as table, a.attname as column
     from pg_class s
     join pg_namespace n on n.oid = s.relnamespace
     join pg_depend d on d.objid = s.oid and d.classid = 'pg_class'::regclass
       and d.refclassid = 'pg_class'::regclass and d.deptype in ('a', 'i')
     join pg_class t on t.oid = d.refobjid
     join pg_attribute a on a.attrelid = t.oid and a.attnum = d.refobjsubid
     where s.relkind = 'S' and n.nspname = 'public'
     order by s.relname`,
  );
  const out: SequenceState[] = [];
  for (const s of owned) {
    const [v] = await q<{ last: string; called: boolean }>(
      `select last_value::text as last, is_called as called from ${tableRef(s.sequence)}`,
    );
    out.push({ ...s, lastValue: v!.last, isCalled: v!.called });
  }
  return out;
}

/**
 * Sets each sequence past both its value at backup time and the largest value in its column, so
 * the next row gets a new number.
 */
export async function resetSequences(q: Query, states: SequenceState[]): Promise<void> {
  for (const s of states) {
    const [row] = await q<{ top: string | null }>(
      `select max(${ident(s.column)})::text as top from ${tableRef(s.table)}`,
    );
    const candidates = [row?.top ? BigInt(row.top) : 0n, s.isCalled ? BigInt(s.lastValue) : 0n];
    const value = candidates.reduce((a, b) => (b > a ? b : a));
    if (value > 0n)
      await q(`select setval($1::regclass, $2::bigint, true)`, [tableRef(s.sequence), value.toString()]);
  }
}

/** The last migration drizzle applied: its hash and `created_at` (the journal's `when`), or null. */
export async function appliedMigration(q: Query): Promise<{ hash: string; when: number } | null> {
  const [exists] = await q<{ ok: boolean }>(
    `select to_regclass('drizzle.__drizzle_migrations') is not null as ok`,
  );
  if (!exists?.ok) return null;
  const [last] = await q<{ hash: string; when: string }>(
    `select hash, created_at::text as when from drizzle.__drizzle_migrations order by created_at desc limit 1`,
  );
  return last ? { hash: last.hash, when: Number(last.when) } : null;
}

/** Rows per table, for the tables that hold any. */
export async function nonEmptyTables(q: Query): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const t of await tablesInOrder(q)) {
    const [row] = await q<{ n: number }>(`select count(*)::int as n from ${tableRef(t)}`);
    if (row && row.n > 0) out[t] = row.n;
  }
  return out;
}

/**
 * Removes every object of ours: the tables, sequences, views, functions and types of `public` and
 * drizzle's record of migrations. The schema `public` itself (and its grants) stays.
 */
export async function dropEverything(q: Query): Promise<void> {
  const objects = await q<{ kind: string; name: string }>(
    `select 'table' as kind, format('%I.%I', n.nspname, c.relname) as name
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition
     union all
     select case c.relkind when 'm' then 'materialized view' else 'view' end, format('%I.%I', n.nspname, c.relname)
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind in ('v', 'm')
     union all
     select 'sequence', format('%I.%I', n.nspname, c.relname)
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind = 'S'
     union all
     select 'function', p.oid::regprocedure::text
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace where n.nspname = 'public'
     union all
     select 'type', format('%I.%I', n.nspname, t.typname)
       from pg_type t join pg_namespace n on n.oid = t.typnamespace
       where n.nspname = 'public' and t.typtype in ('e', 'd')`,
  );
  const order = ['materialized view', 'view', 'table', 'sequence', 'function', 'type'];
  for (const kind of order)
    for (const o of objects.filter((x) => x.kind === kind))
      await q(`drop ${kind} if exists ${o.name} cascade`);
  await q('drop schema if exists drizzle cascade');
}
