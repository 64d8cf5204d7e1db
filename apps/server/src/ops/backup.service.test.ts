import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseChatReply } from '@avatara/contracts';
import { ALL_STRATEGIES_SIZED } from '@avatara/trading';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSecretsKey, SecretBox } from '../chat/models/secrets';
import { openDatabase, type DatabaseTarget } from '../db/client';
import { modelConnections } from '../db/schema';
import { databaseCases, postgresAvailable, TEST_POSTGRES_URL } from '../db/testing';
import { testApp, testClock } from '../testing/app';
import { chatUser, type ChatUser } from '../testing/chat';
import { writeBackup } from './backup';
import { nonEmptyTables, tableRef, tablesInOrder } from './catalog';
import { dataFiles } from './files';
import { restoreBackup, RestoreRefused } from './restore';
import { openSql, sqlOf, type SqlDatabase } from './sql';
import { verifyBackup } from './verify';

/** Whether PostgreSQL's pg_dump and pg_restore are on the PATH. */
function pgDumpInstalled(): boolean {
  return ['pg_dump', 'pg_restore'].every((tool) => spawnSync(tool, ['--version']).status === 0);
}

type App = Awaited<ReturnType<typeof testApp>>;
const AVATAR = 'Emma Walker';
const ENV = { OFFLINE_WORD_DELAY_MS: '0', OFFLINE_IMAGE_PRICE_USD: '0.05' };
/** A restore opens a new database (PGlite makes its folder: seconds on a busy machine) and migrates it. */
const SLOW = 180_000;
const clock = testClock(new Date('2026-11-21T17:00:00Z'));

const kichat = (t: App, u: { email: string; cookies: Record<string, string> }, message: string) =>
  t.app.inject({
    method: 'POST',
    url: '/kichat',
    cookies: u.cookies,
    payload: { avatarName: AVATAR, email: u.email, message, userLanguage: 'en-US' },
  });

/** Accounts, chats, a picture, paper trades and a sealed API key: the kinds of data a backup must carry. */
async function populate(t: App): Promise<{ users: ChatUser[]; image: string }> {
  const users = [
    await chatUser(t.app, t.database.db, { name: 'Ada_Lovelace' }),
    await chatUser(t.app, t.database.db, { name: 'Grace_Hopper' }),
  ];
  for (const u of users)
    for (const m of ['Hello Emma, how are you today?', 'I walked by the sea this morning.'])
      expect((await kichat(t, u, m)).statusCode).toBe(200);
  const drawn = parseChatReply((await kichat(t, users[0]!, '#gi: a red cat on a beach at sunset')).body);
  expect(drawn.meta?.image).toMatch(/\.png$/);

  const trading = t.app.services.trading;
  // Every strategy on at its size: the defaults switch six of them off (docs/strategies.md "Default sizes").
  await trading.putConfig('system', { ...ALL_STRATEGIES_SIZED, trendFilterMs: 0, maxFeesPctPerYear: 0 });
  await trading.deposit(users[0]!.id, 10_000);
  const mid = await trading.price();
  const t0 = Date.now() + 86_400_000;
  let orders = 0;
  for (let i = 0; i < 300; i++) {
    const px =
      mid * (1 + 0.04 * Math.sin((2 * Math.PI * i) / 150) + 0.015 * Math.sin((2 * Math.PI * i) / 37));
    orders += (
      await trading.tick(users[0]!.id, {
        tsMs: t0 + i * 60_000,
        high: px * 1.001,
        low: px * 0.999,
        close: px,
      })
    ).length;
  }
  expect(orders).toBeGreaterThan(0);

  const box = new SecretBox(loadSecretsKey({ secretsKey: undefined, dataDir: t.config.paths.dataDir }));
  await t.database.db.insert(modelConnections).values({
    name: 'lab',
    baseUrl: 'http://127.0.0.1:9/v1',
    apiKeySealed: box.seal('sk-lab-123'),
    source: 'operator',
  });
  return { users, image: drawn.meta!.image! };
}

/** Every row of every table, as text, sorted: two databases with equal contents give equal objects. */
function contents(db: SqlDatabase): Promise<Record<string, string[]>> {
  return db.transaction(async (q) => {
    await q(`set local timezone = 'UTC'`);
    await q('set local extra_float_digits = 3');
    const out: Record<string, string[]> = {};
    for (const t of await tablesInOrder(q))
      out[t] = (await q<{ j: string }>(`select row_to_json(x)::text as j from ${tableRef(t)} x`))
        .map((r) => r.j)
        .sort();
    return out;
  });
}

async function filesOf(dataDir: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const f of await dataFiles(dataDir)) out[f.name] = readFileSync(f.file).toString('base64');
  return out;
}

/**
 * A new, empty (never migrated) database of the given kind, with a data folder. `inMemory`: a PGlite
 * that is not reopened afterwards needs no folder (making one takes PGlite a few seconds).
 */
async function emptyTarget(kind: 'pglite' | 'postgres', inMemory = false) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'avatara-restored-'));
  if (kind === 'pglite') {
    const target: DatabaseTarget = inMemory
      ? { kind: 'pglite' }
      : { kind: 'pglite', dir: path.join(dataDir, 'pglite') };
    return { dataDir, target, drop: async () => undefined };
  }
  const name = `avatara_t_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: TEST_POSTGRES_URL });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(TEST_POSTGRES_URL);
  url.pathname = `/${name}`;
  const target: DatabaseTarget = { kind: 'postgres', url: url.toString() };
  const drop = async () => {
    const c = new pg.Client({ connectionString: TEST_POSTGRES_URL });
    await c.connect();
    await c.query(`drop database if exists "${name}" with (force)`);
    await c.end();
  };
  return { dataDir, target, drop };
}

async function restoreInto(archive: string, db: SqlDatabase, dataDir: string, force = false) {
  return restoreBackup(createReadStream(archive), db, { dataDir, secretsKey: undefined, force });
}

describe.each(databaseCases)('backup and restore [$name]', (dbCase) => {
  let source: App | undefined;
  let made: Awaited<ReturnType<typeof populate>>;
  let archive: string;
  let expected: Record<string, string[]>;
  const cleanup: (() => Promise<void>)[] = [];

  beforeAll(async () => {
    if (!(await dbCase.available())) return;
    source = await testApp({ database: await dbCase.open(), env: ENV, overrides: { now: clock.now } });
    made = await populate(source);
    archive = path.join(mkdtempSync(path.join(tmpdir(), 'avatara-backup-')), 'backup.tar.gz');
    // Taken from the running app's own database, as the server answers `npm run backup`.
    const started = performance.now();
    const s = await writeBackup(sqlOf(source.database), createWriteStream(archive), {
      dataDir: source.config.paths.dataDir,
      secretsKey: undefined,
    });
    console.log(
      `[backup ${dbCase.name}] ${s.rows} rows in ${s.tables} tables, ${s.files} files: ` +
        `${Math.round(performance.now() - started)} ms (tables read in ${s.snapshotMs} ms)`,
    );
    expected = await contents(sqlOf(source.database));
  }, 300_000);
  afterAll(async () => {
    for (const c of cleanup) await c();
    await source?.close();
  });

  /** Restores the backup into a new database of `kind`; resolves with it open, and its data folder. */
  async function restored(kind: 'pglite' | 'postgres', inMemory = false) {
    const t = await emptyTarget(kind, inMemory);
    cleanup.push(t.drop);
    const db = await openSql(t.target);
    const started = performance.now();
    const summary = await restoreInto(archive, db, t.dataDir);
    console.log(
      `[restore ${dbCase.name} → ${kind}] ${summary.rows} rows: ${Math.round(performance.now() - started)} ms`,
    );
    return { ...t, db, summary };
  }

  it('backs up every kind of data: accounts, sessions, chats, money, trades, model connections, pictures', async (ctx) => {
    if (!source) return ctx.skip();
    const held = await nonEmptyTables(sqlOf(source.database).query);
    for (const table of [
      'users',
      'sessions',
      'consents',
      'ledger',
      'chat_messages',
      'nhs_states',
      'avatars',
      'trading_accounts',
      'trading_trades',
      'trading_configs',
      'model_connections',
    ])
      expect(held[table], table).toBeGreaterThan(0);
    expect(Object.keys(await filesOf(source.config.paths.dataDir))).toEqual([
      expect.stringMatching(new RegExp(`^images/${made.users[0]!.id}/[a-z-]+/${made.image}$`)),
    ]);
  });

  it(
    'restores into an empty database every table row for row, the pictures and the key, and the app runs on it',
    async (ctx) => {
      if (!source) return ctx.skip();
      const r = await restored(dbCase.name);
      expect(await contents(r.db)).toEqual(expected);
      await r.db.close();
      expect(await filesOf(r.dataDir)).toEqual(await filesOf(source.config.paths.dataDir));
      expect(readFileSync(path.join(r.dataDir, 'secrets.key'), 'utf8')).toBe(
        readFileSync(path.join(source.config.paths.dataDir, 'secrets.key'), 'utf8'),
      );

      const again = await testApp({
        database: await openDatabase(r.target),
        env: { ...ENV, DATA_DIR: r.dataDir },
        overrides: { now: clock.now },
      });
      try {
        // The sessions came back: the user is still signed in, the picture loads, a new turn gets new numbers.
        const u = made.users[0]!;
        const image = await again.app.inject({
          url: `/loadGeneratedImage?chatEmail=${encodeURIComponent(`${AVATAR}_${u.email}`)}&filename=${made.image}`,
          cookies: u.cookies,
        });
        expect(image.statusCode).toBe(200);
        expect((await kichat(again, u, 'I am back!')).statusCode).toBe(200);
        const history = (
          await again.app.inject({ url: '/kichat/history?avatar=emma-walker', cookies: u.cookies })
        ).json() as {
          messages: { text: string }[];
        };
        expect(history.messages.map((m) => m.text)).toContain('I walked by the sea this morning.');
        expect(history.messages.at(-2)?.text).toBe('I am back!');
        const [row] = await again.database.db.select().from(modelConnections);
        const box = new SecretBox(loadSecretsKey({ secretsKey: undefined, dataDir: r.dataDir }));
        expect(box.open(row!.apiKeySealed!)).toBe('sk-lab-123');
      } finally {
        await again.close();
      }
    },
    SLOW,
  );

  it(
    'refuses a database that holds rows, changing nothing, and replaces everything with --force',
    async (ctx) => {
      if (!source) return ctx.skip();
      const r = await restored(dbCase.name, true);
      try {
        await expect(restoreInto(archive, r.db, r.dataDir)).rejects.toThrow(RestoreRefused);
        await expect(restoreInto(archive, r.db, r.dataDir)).rejects.toThrow(
          /not empty: it holds accounts \(.*users: 2\b/,
        );
        expect(await contents(r.db)).toEqual(expected);
        const forced = await restoreInto(archive, r.db, r.dataDir, true);
        expect(forced.rows).toBe(r.summary.rows);
        expect(await contents(r.db)).toEqual(expected);
        expect(await filesOf(r.dataDir)).toEqual(await filesOf(source.config.paths.dataDir));
      } finally {
        await r.db.close();
      }
    },
    SLOW,
  );

  it(
    'restores into the other database: PGlite ↔ PostgreSQL',
    async (ctx) => {
      const other = dbCase.name === 'pglite' ? 'postgres' : 'pglite';
      if (!source || !(other === 'pglite' || (await postgresAvailable()))) return ctx.skip();
      const r = await restored(other, true);
      try {
        expect(await contents(r.db)).toEqual(expected);
      } finally {
        await r.db.close();
      }
    },
    SLOW,
  );

  it(
    'with --pg-dump on PostgreSQL: pg_dump from the same snapshot inside, pg_restore back, PGlite refused',
    async (ctx) => {
      if (!source || dbCase.name !== 'postgres') return ctx.skip();
      if (!pgDumpInstalled()) {
        console.warn('[skip] pg_dump is not installed: the --pg-dump backup test skipped');
        return ctx.skip();
      }
      // The URL of this suite's database (made by openFreshPostgres), from its pool.
      const url = (source.database.db as unknown as { $client: pg.Pool }).$client.options.connectionString!;
      const file = path.join(path.dirname(archive), 'pg-dump.tar.gz');
      const s = await writeBackup(sqlOf(source.database), createWriteStream(file), {
        dataDir: source.config.paths.dataDir,
        secretsKey: undefined,
        pgDump: { url },
      });
      expect(s.rows).toBe(Object.values(expected).reduce((n, rows) => n + rows.length, 0));
      const verified = await verifyBackup(createReadStream(file));
      expect(verified.manifest.dump).toBe('pg_dump');

      // Refused before the database is touched (no PGlite needs to be made for that).
      const lite = { kind: 'pglite' } as SqlDatabase;
      const elsewhere = mkdtempSync(path.join(tmpdir(), 'avatara-restored-'));
      await expect(
        restoreBackup(createReadStream(file), lite, { dataDir: elsewhere, secretsKey: undefined }),
      ).rejects.toThrow(/it restores into PostgreSQL only/);

      const t = await emptyTarget('postgres');
      cleanup.push(t.drop);
      const db = await openSql(t.target);
      try {
        const summary = await restoreBackup(createReadStream(file), db, {
          dataDir: t.dataDir,
          secretsKey: undefined,
          postgresUrl: (t.target as { url: string }).url,
        });
        expect(summary.files).toBe(1);
        expect(await contents(db)).toEqual(expected);
        expect(await filesOf(t.dataDir)).toEqual(await filesOf(source.config.paths.dataDir));
      } finally {
        await db.close();
      }
    },
    SLOW,
  );
});
