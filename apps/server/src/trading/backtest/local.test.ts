import { afterAll, describe, expect, it } from 'vitest';
import { ZBacktestResult } from '@avatara/contracts';
import { ThreadJobs } from '../../jobs/threads';
import { BACKTEST_JOBS, backtestWork } from './jobs';
import { testRange as range, until, walkCandles } from '../../testing/backtest';

describe('backtests in worker threads', () => {
  const jobs = new ThreadJobs(BACKTEST_JOBS, backtestWork(walkCandles), { maxThreads: 1 });
  afterAll(() => jobs.close());

  it('runs a backtest in a worker thread, reports progress and returns the result', async () => {
    const id = await jobs.start({ range: range(30), options: {} });
    const seen = new Set<string>();
    const done = await until(
      () => jobs.progress(id),
      (p) => {
        seen.add(p!.status);
        return p!.status === 'DONE' || p!.status === 'ERROR';
      },
    );
    expect(done!.status).toBe('DONE');
    expect(done!.percent).toBe(100);
    const result = await jobs.result(id);
    expect(result).not.toBe('pending');
    const r = result as Exclude<typeof result, 'pending' | null>;
    expect(r.bars).toBe(30 * 1440);
    expect(r.perStrategy).toHaveLength(7);
    expect(r.startCapital).toBeCloseTo(10_000, 6);
    for (const f of [
      'btInitUsdc',
      'btInitBtc',
      'btStartPx',
      'btEndPx',
      'endNoTrade',
      'endWithTrade',
      'relativeOutperfPct',
      'points',
      'tradeEvents',
      'situationsPerTick',
      'elapsedText',
      'benchmarks',
    ])
      expect(r, f).toHaveProperty(f);
    // The three benchmarks and the per-deal / per-fill figures travel through the thread and read
    // back through the API's contract (issue 28).
    const read = ZBacktestResult.parse(JSON.parse(JSON.stringify(r)));
    expect(read.benchmarks!.holdSplit!.endUsd).toBe(r.endNoTrade);
    expect(read.benchmarks!.holdBtc!.btc).toBeCloseTo(10_000 / (1 + 0.001) / r.btStartPx, 9);
    expect(read.benchmarks!.cash!.endUsd).toBeCloseTo(10_000, 6);
    expect(read.metrics.closingFills).toBe(r.metrics.closingFills);
    expect(read.metrics.timeInMarketPct).toBe(r.metrics.timeInMarketPct);
    expect(read.barMs).toBe(60_000);
    expect(r.tradeEvents.every((e) => e.ts % 60_000 === 59_999)).toBe(true);
  });

  it('queues a second run while the only thread is busy, and cancels a run', async () => {
    const long = await jobs.start({ range: range(700), options: {} });
    const queued = await jobs.start({ range: range(2), options: {} });
    await until(
      () => jobs.progress(long),
      (p) => p!.status === 'RUNNING' && p!.percent > 0,
    );
    expect((await jobs.progress(queued))!.status).toBe('QUEUED');
    expect(await jobs.cancel(long)).toBe(true);
    const p = await until(
      () => jobs.progress(long),
      (x) => x!.status !== 'RUNNING',
    );
    expect(p!.status).toBe('CANCELLED');
    expect(
      (await until(
        () => jobs.progress(queued),
        (x) => x!.status === 'DONE',
      ))!.status,
    ).toBe('DONE');
  });

  it('knows nothing of an unknown run', async () => {
    expect(await jobs.progress('bt_nope_000000')).toBeNull();
    expect(await jobs.result('bt_nope_000000')).toBeNull();
    expect(await jobs.cancel('bt_nope_000000')).toBe(false);
  });
});
