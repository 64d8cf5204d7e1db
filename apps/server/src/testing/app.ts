import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { buildApp } from '../app';
import { loadConfig, type TConfig } from '../config';
import { openDatabase, type DatabaseHandle } from '../db/client';
import type { ServiceOverrides } from '../compose';

/** A test configuration: fresh temporary data folder, quiet logs, no web build unless asked. */
export function testConfig(env: Record<string, string> = {}): TConfig {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'avatara-test-'));
  // Tests sign many users up from one address: the per-IP limits are raised unless a test sets them.
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    SIGNUPS_PER_HOUR: '1000',
    CHAT_RATE_LIMIT_PER_MINUTE: '100000',
    MARKET_DUCKDB: ':memory:',
    // No looking for Ollama or LM Studio on the test machine (the discovery test sets its own addresses),
    // and no health marks: suites that script provider failures for other reasons share one connection
    // across their tests (the health tests set MODEL_DOWN_AFTER_FAILURES themselves).
    MODEL_DISCOVERY: 'off',
    MODEL_DOWN_AFTER_FAILURES: '0',
    // No polling of the default news feeds on the internet: a test that wants news names its
    // loopback feeds, or sets NEWS_FEEDS to '' and gives ServiceOverrides.newsDefaults.
    NEWS_FEEDS: 'none',
    ...env,
  });
}

/** Builds the real app on an in-memory PGlite (or a given database); close both with `close()`. */
export async function testApp(
  opts: {
    env?: Record<string, string>;
    database?: DatabaseHandle;
    overrides?: ServiceOverrides;
    logStream?: NodeJS.WritableStream;
    beforeReady?: (app: FastifyInstance) => void;
    /** Told of every route as it is registered. */
    onRoute?: (route: RouteOptions) => void;
  } = {},
): Promise<{ app: FastifyInstance; config: TConfig; database: DatabaseHandle; close: () => Promise<void> }> {
  const config = testConfig(opts.env);
  const database = opts.database ?? (await openDatabase({ kind: 'pglite' }));
  const app = await buildApp({
    config,
    database,
    ...(opts.overrides ? { overrides: opts.overrides } : {}),
    ...(opts.logStream ? { logStream: opts.logStream } : {}),
    ...(opts.onRoute ? { onRoute: opts.onRoute } : {}),
  });
  opts.beforeReady?.(app);
  await app.ready();
  return {
    app,
    config,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/** The session cookie a response set, for the next injected request. */
export function sessionCookieOf(res: { cookies: { name: string; value: string }[] }): Record<string, string> {
  const c = res.cookies.find((x) => x.name === 'avatara_sid');
  if (!c) throw new Error('no session cookie was set');
  return { avatara_sid: c.value };
}

/** A clock tests can move forward. */
export function testClock(start = new Date('2026-11-21T12:00:00Z')) {
  let t = start.getTime();
  return { now: () => new Date(t), advance: (ms: number) => void (t += ms) };
}

/**
 * A clock that runs at real speed from a fixed afternoon (17:00 UTC: midday in New York, evening
 * in Berlin), for suites that talk with the avatars over more than one turn: on the wall clock an
 * avatar past its bedtime answers once, says good night and stays asleep until its wake hour,
 * which would make such a suite pass or fail by the hour it runs at.
 */
export function awakeClock(start = new Date('2026-11-21T17:00:00Z')): { now: () => Date } {
  const offset = start.getTime() - Date.now();
  return { now: () => new Date(Date.now() + offset) };
}

/** The outbox folder of a test configuration (mails are written there as `.eml` files). */
export function outboxOf(config: TConfig): string {
  if (config.mail.kind !== 'outbox') throw new Error('this test app sends mail over SMTP');
  return config.mail.dir;
}

/** A fake web build in a temporary folder: `files` by path relative to it (e.g. `assets/app.js`). */
export function testWebBuild(files: Record<string, string>): string {
  const dist = path.join(mkdtempSync(path.join(tmpdir(), 'avatara-web-')), 'dist');
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dist, name)), { recursive: true });
    writeFileSync(path.join(dist, name), content);
  }
  return dist;
}
