import { ZWalkForwardResult } from '@avatara/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { testRange, until, walkCandles } from '../../testing/backtest';
import { ThreadJobs } from '../../jobs/threads';
import { RESEARCH_JOBS, researchWork } from './jobs';
import type { ResearchJobInput, ResearchResult } from './types';

/** Short-series settings: the 200-day trend filter and the yearly fee budget would not warm up in days of minutes. */
const input = (over: Partial<ResearchJobInput> = {}): ResearchJobInput => ({
  range: testRange(3),
  strategy: 'MEAN_REVERSION_LONG',
  config: { trendFilterMs: 0, maxFeesPctPerYear: 0 },
  search: 'random',
  trials: 3,
  windows: 3,
  inSampleRatio: 2,
  seed: 42,
  ...over,
});

describe('walk-forward jobs in worker threads', () => {
  const jobs = new ThreadJobs(RESEARCH_JOBS, researchWork(walkCandles), { maxThreads: 1 });
  afterAll(() => jobs.close());

  it('runs a walk-forward job on generated candles to completion', async () => {
    const id = await jobs.start(input());
    const done = await until(
      () => jobs.progress(id),
      (p) => p!.status === 'DONE' || p!.status === 'ERROR',
    );
    expect(done, JSON.stringify(done)).toMatchObject({ status: 'DONE', percent: 100, done: 12, total: 12 });
    const r = (await jobs.result(id)) as ResearchResult;
    expect(r.status).toBe('DONE');
    expect(r.seed).toBe(42);
    // 3 days of minutes = 4,320 bars = 2·oos + 3·oos.
    expect(r.outOfSampleBars).toBe(864);
    expect(r.inSampleBars).toBe(1728);
    expect(r.windows).toHaveLength(3);
    expect(Date.parse(r.windows[0]!.inSampleFrom)).toBe(testRange(3).fromMs);
    for (const [k, w] of r.windows.entries()) {
      // Out of sample starts the bar after in sample ends: no overlap, no gap.
      expect(Date.parse(w.outOfSampleFrom)).toBe(Date.parse(w.inSampleTo) + 60_000);
      if (k > 0)
        expect(Date.parse(w.outOfSampleFrom)).toBe(Date.parse(r.windows[k - 1]!.outOfSampleTo) + 60_000);
      expect(Object.keys(w.params).sort()).toEqual([
        'MeanReversion_Long_stopLossPct',
        'MeanReversion_buyRsi',
        'MeanReversion_sellRsi',
      ]);
      expect(w.trials).toBe(3);
    }
    expect(r.lastParams).toEqual(r.windows[2]!.params);
    // The result reads back through the API's contract.
    const read = ZWalkForwardResult.parse({ jobId: id, ...JSON.parse(JSON.stringify(r)) });
    expect(read.totals.outOfSampleNetPnlUsd).toBeCloseTo(r.totals.outOfSampleNetPnlUsd, 9);
    expect(typeof read.warning.overfit).toBe('boolean');
  });

  it('cancels a running job between evaluations, keeping the windows done', async () => {
    const id = await jobs.start(input({ range: testRange(6), trials: 40, windows: 4 }));
    const running = await until(
      () => jobs.progress(id),
      (p) => p!.status !== 'QUEUED' && p!.done > 0,
    );
    expect(running!.status).toBe('RUNNING');
    expect(await jobs.cancel(id)).toBe(true);
    const end = await until(
      () => jobs.progress(id),
      (p) => p!.status !== 'RUNNING',
    );
    expect(end!.status).toBe('CANCELLED');
    const r = (await jobs.result(id)) as ResearchResult;
    expect(r.status).toBe('CANCELLED');
    expect(r.windows.length).toBeLessThan(4);
  });

  it('answers null for an unknown job', async () => {
    expect(await jobs.progress('wf_unknown')).toBeNull();
    expect(await jobs.cancel('wf_unknown')).toBe(false);
  });
});
