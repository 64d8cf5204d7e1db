import { randomBytes } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testRange, until, walkCandles } from '../../testing/backtest';
import { redisAvailable, TEST_REDIS_URL } from '../../testing/redis';
import { BullJobs, startJobWorker } from '../../jobs/bullmq';
import { RESEARCH_JOBS, researchWork } from './jobs';
import type { ResearchJobInput, ResearchJobs, ResearchResult } from './types';

const input = (over: Partial<ResearchJobInput> = {}): ResearchJobInput => ({
  range: testRange(3),
  strategy: 'MEAN_REVERSION_LONG',
  config: { trendFilterMs: 0, maxFeesPctPerYear: 0 },
  search: 'grid',
  trials: 4,
  windows: 2,
  inSampleRatio: 2,
  seed: 3,
  ...over,
});

describe('walk-forward jobs on BullMQ (Redis)', () => {
  let prefix = '';
  let jobs: ResearchJobs | undefined;
  let worker: { close(): Promise<void> } | undefined;
  beforeEach(async () => {
    if (!(await redisAvailable())) return;
    prefix = `t${randomBytes(4).toString('hex')}`;
    jobs = new BullJobs(RESEARCH_JOBS, { url: TEST_REDIS_URL, prefix });
  });
  afterEach(async () => {
    await worker?.close();
    await jobs?.close();
    worker = undefined;
    jobs = undefined;
  });

  it('queues a walk-forward job until a worker takes it, then reports progress and the result', async (ctx) => {
    if (!jobs) return ctx.skip();
    const id = await jobs.start(input());
    expect((await jobs.progress(id))!.status).toBe('QUEUED');
    expect(await jobs.result(id)).toBe('pending');
    worker = startJobWorker(RESEARCH_JOBS, researchWork(walkCandles), { url: TEST_REDIS_URL, prefix });
    const done = await until(
      () => jobs!.progress(id),
      (p) => p!.status === 'DONE' || p!.status === 'ERROR',
    );
    expect(done, JSON.stringify(done)).toMatchObject({ status: 'DONE', percent: 100 });
    const r = (await jobs.result(id)) as ResearchResult;
    expect(r.windows).toHaveLength(2);
    expect(r.search).toBe('grid');
  });

  it('cancels a waiting job', async (ctx) => {
    if (!jobs) return ctx.skip();
    const id = await jobs.start(input());
    expect(await jobs.cancel(id)).toBe(true);
    expect((await jobs.progress(id))!.status).toBe('CANCELLED');
  });

  it('cancels a running job between evaluations', async (ctx) => {
    if (!jobs) return ctx.skip();
    const id = await jobs.start(input({ range: testRange(6), search: 'random', trials: 60, windows: 4 }));
    worker = startJobWorker(RESEARCH_JOBS, researchWork(walkCandles), { url: TEST_REDIS_URL, prefix });
    await until(
      () => jobs!.progress(id),
      (p) => p!.status === 'RUNNING' && p!.done > 0,
    );
    expect(await jobs.cancel(id)).toBe(true);
    const end = await until(
      () => jobs!.progress(id),
      (p) => p!.status !== 'RUNNING',
    );
    expect(end!.status).toBe('CANCELLED');
    expect(((await jobs.result(id)) as ResearchResult).status).toBe('CANCELLED');
  });
});
