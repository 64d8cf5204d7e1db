/**
 * Throughput of the cheapest answers (issue 14): `/health`, `/getAvatars` (never changes) and
 * `/get-user` (a session lookup and a user read) at 50 connections, against the production
 * server in its own process — the bundle when `npm run build` made one, else the sources through
 * tsx — on PGlite and, when it answers, on PostgreSQL. Prints requests/s, the median latency and
 * each path's throughput as a share of `/health`'s (targets: /getAvatars ≥ 70 %, /get-user ≥ 40 %).
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { SERVER_DIR } from '../src/paths';
import { TEST_POSTGRES_URL } from '../src/db/testing';
import { startServerProcess } from '../src/testing/process';

const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const PATHS = ['/health', '/getAvatars', '/get-user'] as const;

async function postgresDatabase(): Promise<{ url: string; drop: () => Promise<void> } | null> {
  const admin = new pg.Client({ connectionString: TEST_POSTGRES_URL, connectionTimeoutMillis: 2000 });
  try {
    await admin.connect();
  } catch {
    return null;
  }
  const name = `avatara_bench_${Date.now().toString(36)}`;
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(TEST_POSTGRES_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: TEST_POSTGRES_URL });
      await c.connect();
      await c.query(`drop database if exists "${name}" with (force)`);
      await c.end();
    },
  };
}

async function measure(database: string, env: Record<string, string>): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'avatara-bench-'));
  const built = existsSync(path.join(SERVER_DIR, 'dist/main.mjs'));
  const server = await startServerProcess(
    {
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      TRADING_LOOP: 'off',
      AUTH_RATE_LIMIT_PER_MINUTE: '100000',
      SIGNUPS_PER_HOUR: '100000',
      ...env,
    },
    { built },
  );
  try {
    const email = `bench-${Date.now()}@example.com`;
    const reg = await fetch(`${server.baseURL}/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Bench', email, password: 'correct horse battery' }),
    });
    if (!reg.ok) throw new Error(`register answered ${reg.status}`);
    const cookie = reg.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const rates: Record<string, number> = {};
    for (const p of PATHS) {
      const url = `${server.baseURL}${p}${p === '/get-user' ? `?email=${encodeURIComponent(email)}` : ''}`;
      // A short warm-up (JIT, caches), then the measured run.
      // Headers a browser sends (it accepts gzip).
      const headers = { cookie, 'accept-encoding': 'gzip, deflate, br' };
      await autocannon({ url, connections: CONNECTIONS, duration: 1, headers });
      const r = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers });
      if (r.non2xx > 0 || r.errors > 0)
        console.log(`  ${p}: ${r.non2xx} non-2xx answers, ${r.errors} errors`);
      rates[p] = r.requests.average;
      const share =
        p === '/health'
          ? ''
          : ` = ${((100 * r.requests.average) / rates['/health']!).toFixed(0)} % of /health`;
      console.log(
        `${database} ${built ? 'bundle' : 'tsx'} ${p.padEnd(11)} ${r.requests.average.toFixed(0).padStart(6)} req/s, median ${r.latency.p50} ms, p99 ${r.latency.p99} ms at ${CONNECTIONS} connections${share}`,
      );
    }
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function runThroughputBench(): Promise<void> {
  await measure('PGlite    ', {});
  const postgres = await postgresDatabase();
  if (!postgres) {
    console.log('PostgreSQL not reachable: its throughput is not measured');
    return;
  }
  try {
    await measure('PostgreSQL', { DATABASE_URL: postgres.url });
  } finally {
    await postgres.drop();
  }
}
