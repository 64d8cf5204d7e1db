import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nameStatements } from './pg-prepared';
import { postgresAvailable, TEST_POSTGRES_URL } from './testing';

const available = await postgresAvailable();

/** What a query answers, without node-postgres's bookkeeping. */
const answer = (r: pg.QueryResult) => ({
  rows: r.rows as unknown,
  fields: r.fields.map((f) => [f.name, f.dataTypeID]),
  rowCount: r.rowCount,
});

describe.skipIf(!available)('nameStatements', () => {
  const table = `avatara_named_${randomBytes(4).toString('hex')}`;
  let named: pg.Pool;
  let plain: pg.Pool;
  const preparedNames = async () =>
    (await named.query<{ name: string }>('select name from pg_prepared_statements')).rows.map((r) => r.name);

  beforeAll(async () => {
    // One connection each: what a connection has prepared is what the next query sees.
    named = new pg.Pool({ connectionString: TEST_POSTGRES_URL, max: 1 });
    named.on('connect', (client) => nameStatements(client, 20));
    plain = new pg.Pool({ connectionString: TEST_POSTGRES_URL, max: 1 });
    await plain.query(`create table ${table} (id int primary key, name text not null, n int)`);
    await plain.query(`insert into ${table} values (1, 'one', 10), (2, 'two', 20)`);
  });
  afterAll(async () => {
    await plain?.query(`drop table if exists ${table}`);
    await named?.end();
    await plain?.end();
  });

  it('answers as the unnamed statement does, and names it on the connection', async () => {
    const cases: [string, unknown[], Partial<pg.QueryConfig>][] = [
      [`select * from ${table} where id = $1`, [1], {}],
      [`select id, name from ${table} where n > $1 order by id`, [5], { rowMode: 'array' } as never],
      [`with x as (select $1::jsonb as j) select j, j->>'a' as a from x`, [{ a: [1] }], {}],
      [`update ${table} set n = n where id = any($1::int[]) returning id`, [[1, 2]], {}],
    ];
    for (const [text, values, extra] of cases)
      for (let i = 0; i < 2; i++)
        expect(answer(await named.query({ text, values, ...extra }))).toEqual(
          answer(await plain.query({ text, values, ...extra })),
        );
    expect((await preparedNames()).length).toBeGreaterThanOrEqual(cases.length);
  });

  it('passes strings, named statements and other commands through as they are', async () => {
    const before = await preparedNames();
    await named.query(`select count(*) from ${table}`);
    await named.query({ text: 'select 1 as one', name: 'chosen_by_caller' });
    await named.query({ text: 'set application_name = $$bench$$' });
    const after = await preparedNames();
    expect(after.filter((n) => !before.includes(n))).toEqual(['chosen_by_caller']);
  });

  it('reports errors as the unnamed statement does', async () => {
    const text = `insert into ${table} (id, name) values ($1, $2)`;
    await expect(named.query({ text, values: [1, 'again'] })).rejects.toMatchObject({ code: '23505' });
    await expect(
      named.query({ text: `select nope from ${table} where id = $1`, values: [1] }),
    ).rejects.toMatchObject({ code: '42703' });
  });

  it('answers again, unnamed, when a migration changed what a statement returns', async () => {
    const text = `select n from ${table} where id = $1`;
    expect((await named.query({ text, values: [1] })).rows).toEqual([{ n: 10 }]);
    await plain.query(`alter table ${table} alter column n type bigint`);
    expect((await named.query({ text, values: [1] })).rows).toEqual([{ n: '10' }]);
    expect((await named.query({ text, values: [2] })).rows).toEqual([{ n: '20' }]);
  });

  it('answers through callbacks too (how the pool calls its clients)', async () => {
    const client = await named.connect();
    // The pool's own call: config, values, callback (node-postgres's types know only a text there).
    const query = client.query.bind(client) as unknown as (
      config: object,
      values: unknown[],
      callback: (err: Error | null, r: pg.QueryResult) => void,
    ) => void;
    try {
      const result = await new Promise<pg.QueryResult>((resolve, reject) =>
        query({ text: `select name from ${table} where id = $1` }, [2], (err, r) =>
          err ? reject(err) : resolve(r),
        ),
      );
      expect(result.rows).toEqual([{ name: 'two' }]);
    } finally {
      client.release();
    }
  });

  it('names at most as many statements as it is allowed, and still answers', async () => {
    for (let i = 0; i < 30; i++)
      expect((await named.query({ text: `select $1::int + ${i} as n`, values: [1] })).rows).toEqual([
        { n: 1 + i },
      ]);
    expect((await preparedNames()).filter((n) => n.startsWith('avatara_')).length).toBe(20);
  });
});
