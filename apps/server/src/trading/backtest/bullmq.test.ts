import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { redisAvailable, TEST_REDIS_URL } from '../../testing/redis';
import { BullJobs, startJobWorker } from '../../jobs/bullmq';
import { BACKTEST_JOBS, backtestWork } from './jobs';
import { testRange, until, walkCandles } from '../../testing/backtest';
import type { BacktestJobs } from './types';

describe('backtests on BullMQ (Redis)', () => {
  // Every test has its own queue (a fresh prefix) and starts its own worker, so the tests hold
  // in any order.
  let prefix = '';
  let jobs: BacktestJobs | undefined;
  let worker: { close(): Promise<void> } | undefined;
  beforeEach(async () => {
    if (!(await redisAvailable())) return;
    prefix = `t${randomBytes(4).toString('hex')}`;
    jobs = new BullJobs(BACKTEST_JOBS, { url: TEST_REDIS_URL, prefix });
  });
  afterEach(async () => {
    await worker?.close();
    await jobs?.close();
    worker = undefined;
    jobs = undefined;
  });

  it('queues a run until a worker takes it, then reports progress and the result through Redis', async (ctx) => {
    if (!jobs) return ctx.skip();
    const id = await jobs.start({ range: testRange(20), options: {} });
    expect((await jobs.progress(id))!.status).toBe('QUEUED');
    expect(await jobs.result(id)).toBe('pending');
    worker = startJobWorker(BACKTEST_JOBS, backtestWork(walkCandles), { url: TEST_REDIS_URL, prefix });
    const done = await until(
      () => jobs!.progress(id),
      (p) => p!.status === 'DONE' || p!.status === 'ERROR',
    );
    expect(done!.status).toBe('DONE');
    const r = await jobs.result(id);
    expect(r).toMatchObject({ status: 'DONE', bars: 20 * 1440 });
  });

  it('cancels a waiting run and a running one', async (ctx) => {
    if (!jobs) return ctx.skip();
    const long = await jobs.start({ range: testRange(900), options: {} });
    const waiting = await jobs.start({ range: testRange(3), options: {} });
    worker = startJobWorker(BACKTEST_JOBS, backtestWork(walkCandles), { url: TEST_REDIS_URL, prefix });
    await until(
      () => jobs!.progress(long),
      (p) => p!.status === 'RUNNING' && p!.percent > 0,
    );
    expect(await jobs.cancel(waiting)).toBe(true);
    expect(await jobs.cancel(long)).toBe(true);
    expect(
      (await until(
        () => jobs!.progress(long),
        (p) => p!.status !== 'RUNNING',
      ))!.status,
    ).toBe('CANCELLED');
    expect((await jobs.progress(waiting))!.status).toBe('CANCELLED');
    expect(await jobs.progress('bt_unknown_000000')).toBeNull();
  });
});

describe('npm run worker (a separate process)', () => {
  const prefix = `w${randomBytes(4).toString('hex')}`;
  let jobs: BacktestJobs | undefined;
  beforeAll(async () => {
    if (await redisAvailable()) jobs = new BullJobs(BACKTEST_JOBS, { url: TEST_REDIS_URL, prefix });
  });
  afterAll(() => jobs?.close());

  it('runs a backtest queued by the API in another process and hands the result back through Redis', async (ctx) => {
    if (!jobs) return ctx.skip();
    const root = path.resolve(import.meta.dirname, '../../../../..');
    const dataDir = mkdtempSync(path.join(tmpdir(), 'avatara-worker-'));
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/worker.ts'], {
      cwd: root,
      env: {
        ...process.env,
        REDIS_URL: TEST_REDIS_URL,
        REDIS_PREFIX: prefix,
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    try {
      const id = await jobs.start({
        range: {
          symbol: 'BTCUSDC',
          interval: '1h',
          fromMs: Date.UTC(2025, 0, 1),
          toMs: Date.UTC(2025, 2, 1) - 1,
        },
        options: {},
      });
      const p = await until(
        () => jobs!.progress(id),
        (x) => x!.status === 'DONE' || x!.status === 'ERROR',
        90_000,
      );
      expect(p!.status, out).toBe('DONE');
      const r = await jobs.result(id);
      expect(r).toMatchObject({ status: 'DONE' });
      expect((r as { bars: number }).bars).toBeGreaterThan(1000);
    } finally {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
  }, 120_000);
});
