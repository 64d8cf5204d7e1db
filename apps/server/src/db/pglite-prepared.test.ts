import { PGlite, types, type Transaction } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PreparedPGlite } from './pglite-prepared';

const SETUP = `
  create table t (id int primary key, name text not null, tags jsonb, at timestamptz, flag boolean);
  create table changes (n int);
  create function note_change() returns trigger language plpgsql as $$
  begin perform pg_notify('t_changed', new.id::text); return null; end $$;
  create trigger t_changed after update on t for each row execute function note_change();
`;
const ROWS = `insert into t values (1, 'one', '{"a":1}', '2026-11-21T12:00:00Z', true), (2, 'two', null, null, false)`;

/** What `query` answers, without the fields that name nothing (row order and values count). */
const answer = (r: { rows: unknown[]; fields: unknown[]; affectedRows?: number }) => ({
  rows: r.rows,
  fields: r.fields,
  affectedRows: r.affectedRows,
});

describe('PreparedPGlite.query', () => {
  let prepared: PreparedPGlite;
  let plain: PGlite;
  beforeAll(async () => {
    prepared = new PreparedPGlite();
    plain = new PGlite();
    for (const db of [prepared, plain]) {
      await db.exec(SETUP);
      await db.exec(ROWS);
    }
  });
  afterAll(async () => {
    await prepared.close();
    await plain.close();
  });

  it('answers as PGlite.query does: rows, fields and types, in object and array row mode, with parsers', async () => {
    const cases: [string, unknown[], object | undefined][] = [
      ['select * from t where id = $1', [1], undefined],
      ['select * from t where id = $1', [2], undefined],
      ['select id, tags, at from t where flag = $1 or name = $2 order by id', [true, 'two'], undefined],
      [
        'select id, at from t order by id',
        [],
        { rowMode: 'array', parsers: { [types.TIMESTAMPTZ]: (v: string) => v } },
      ],
      ['with x as (select $1::jsonb as j) select j, j->>$2 as k from x', [{ b: [1, 2] }, 'b'], undefined],
      [
        'select $1::timestamptz as t, $2::int8 as n, $3::text is null as empty',
        [new Date(0), 5, null],
        undefined,
      ],
    ];
    for (const [sql, params, options] of cases) {
      // Twice: once preparing the statement, once reusing it.
      for (let i = 0; i < 2; i++)
        expect(answer(await prepared.query(sql, params, options))).toEqual(
          answer(await plain.query(sql, params, options)),
        );
    }
    const kept = await prepared.exec('select statement from pg_prepared_statements');
    expect(kept[0]!.rows.map((r) => (r as { statement: string }).statement)).toEqual(
      expect.arrayContaining([...new Set(cases.map((c) => c[0]))]),
    );
  });

  it('reports writes as PGlite.query does: affected rows, returning, and the change itself', async () => {
    for (const db of [prepared, plain]) await db.exec('begin; savepoint s');
    const sql = 'update t set name = name || $1 where id = any($2::int[]) returning id, name';
    for (let i = 0; i < 2; i++)
      expect(answer(await prepared.query(sql, ['!', [1, 2]]))).toEqual(
        answer(await plain.query(sql, ['!', [1, 2]])),
      );
    expect((await prepared.query('select name from t order by id')).rows).toEqual([
      { name: 'one!!' },
      { name: 'two!!' },
    ]);
    for (const db of [prepared, plain]) await db.exec('rollback');
  });

  it('throws the database error with the statement, its parameters and options, and goes on working', async () => {
    const sql = 'insert into t (id, name) values ($1, $2)';
    const failed = await prepared.query(sql, [1, 'again']).catch((e: unknown) => e);
    expect(failed).toMatchObject({ code: '23505', query: sql, params: [1, 'again'] });
    await prepared.query(sql, [3, 'three']);
    expect((await prepared.query('select name from t where id = $1', [3])).rows).toEqual([{ name: 'three' }]);
    await prepared.query('delete from t where id = $1', [3]);
  });

  it('does not keep a statement that fails to parse', async () => {
    await expect(prepared.query('select nonsense from t where id = $1', [1])).rejects.toMatchObject({
      code: '42703',
    });
    await prepared.exec('alter table t add column nonsense int');
    expect((await prepared.query('select nonsense from t where id = $1', [1])).rows).toEqual([
      { nonsense: null },
    ]);
    await prepared.exec('alter table t drop column nonsense');
  });

  it('prepares again when a migration changed what a statement returns', async () => {
    const db = new PreparedPGlite();
    await db.exec('create table m (id int primary key); insert into m values (1)');
    const sql = 'select * from m where id = $1';
    expect((await db.query(sql, [1])).rows).toEqual([{ id: 1 }]);
    await db.exec('alter table m add column label text default $$x$$');
    expect((await db.query(sql, [1])).rows).toEqual([{ id: 1, label: 'x' }]);
    await db.exec('deallocate all');
    expect((await db.query(sql, [1])).rows).toEqual([{ id: 1, label: 'x' }]);
    await db.close();
  });

  it('runs other statements as PGlite does: DDL, several statements, queries without parameters', async () => {
    await prepared.query('create temporary table tmp (x int)');
    await expect(prepared.query('select 1; select 2')).rejects.toThrow(/multiple commands/);
    expect((await prepared.query('select count(*)::int as n from t')).rows).toEqual([{ n: 2 }]);
  });

  it('delivers notifications raised by a prepared statement', async () => {
    const heard: string[] = [];
    const stop = await prepared.listen('t_changed', (p) => heard.push(p));
    await prepared.query('update t set flag = flag where id = $1', [2]);
    await new Promise((r) => setTimeout(r, 0));
    expect(heard).toEqual(['2']);
    await stop();
  });

  it('stops preparing beyond its limit and still answers', async () => {
    const db = new PreparedPGlite();
    db.maxPrepared = 2;
    const got: unknown[] = [];
    for (let i = 0; i < 5; i++) got.push((await db.query(`select $1::int + ${i} as n`, [1])).rows[0]);
    expect(got).toEqual([0, 1, 2, 3, 4].map((i) => ({ n: 1 + i })));
    expect((await db.exec('select count(*)::int as n from pg_prepared_statements'))[0]!.rows).toEqual([
      { n: 2 },
    ]);
    await db.close();
  });
});

describe('PreparedPGlite.transaction', () => {
  it('runs prepared statements inside, commits, rolls back on an error and refuses a closed transaction', async () => {
    const db = new PreparedPGlite();
    await db.exec(SETUP);
    const insert = 'insert into t (id, name) values ($1, $2) returning id';
    let kept: Transaction | undefined;
    await db.transaction(async (tx) => {
      expect((await tx.query(insert, [10, 'ten'])).rows).toEqual([{ id: 10 }]);
      kept = tx;
    });
    await expect(
      db.transaction(async (tx) => {
        await tx.query(insert, [11, 'eleven']);
        await tx.query(insert, [10, 'ten again']);
      }),
    ).rejects.toMatchObject({ code: '23505' });
    expect((await db.query('select id from t order by id')).rows).toEqual([{ id: 10 }]);
    await expect(kept!.query(insert, [12, 'x'])).rejects.toThrow('Transaction is closed');
    await db.close();
  });
});
