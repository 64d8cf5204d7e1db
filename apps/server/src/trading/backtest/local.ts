/**
 * Embedded default of the backtest jobs: worker threads in the server process, at most
 * `maxThreads` at a time (the others wait as QUEUED), so the API stays responsive. Runs and
 * results live in memory (the last `keep` runs); a restart forgets them.
 */
import { randomBytes } from 'node:crypto';
import { Worker } from 'node:worker_threads';
import type { TBacktestProgress, TBacktestResult } from '@avatara/trading';
import { loadWithWarmUp } from './runner';
import { waitingProgress, type BacktestJobInput, type BacktestJobs, type CandleLoader } from './types';

interface Run {
  input: BacktestJobInput;
  progress: TBacktestProgress;
  result?: TBacktestResult;
  cancel: Int32Array;
  worker?: Worker;
  createdMs: number;
}

export class ThreadBacktests implements BacktestJobs {
  readonly kind = 'threads' as const;
  private readonly runs = new Map<string, Run>();
  private readonly queue: string[] = [];
  private active = 0;
  private closed = false;

  constructor(
    private readonly load: CandleLoader,
    private readonly opts: { maxThreads: number; keep?: number },
  ) {}

  async start(input: BacktestJobInput): Promise<string> {
    const runId = `bt_${Date.now().toString(36)}_${randomBytes(6).toString('hex')}`;
    this.runs.set(runId, {
      input,
      progress: waitingProgress('QUEUED', 'waiting for a free worker'),
      cancel: new Int32Array(new SharedArrayBuffer(4)),
      createdMs: Date.now(),
    });
    this.queue.push(runId);
    this.evict();
    this.pump();
    return runId;
  }

  private evict(): void {
    const keep = this.opts.keep ?? 50;
    if (this.runs.size <= keep) return;
    for (const [id, r] of this.runs) {
      if (this.runs.size <= keep) break;
      if (r.progress.status !== 'RUNNING' && r.progress.status !== 'QUEUED') this.runs.delete(id);
    }
  }

  private pump(): void {
    while (!this.closed && this.active < this.opts.maxThreads && this.queue.length > 0) {
      const id = this.queue.shift()!;
      const run = this.runs.get(id);
      if (!run || run.progress.status !== 'QUEUED') continue;
      this.active++;
      void this.execute(run).finally(() => {
        this.active--;
        this.pump();
      });
    }
  }

  private async execute(run: Run): Promise<void> {
    run.progress = waitingProgress('RUNNING', 'Lade Kerzen…');
    try {
      const { series, warmUp } = await loadWithWarmUp(this.load, run.input.range);
      if (Atomics.load(run.cancel, 0) === 1) return;
      const buffers = [series, warmUp].flatMap((x) =>
        [x.tsMs, x.open, x.high, x.low, x.close, x.volume].map((a) => a.buffer as ArrayBuffer),
      );
      await new Promise<void>((resolve) => {
        const worker = new Worker(new URL('./thread-boot.mjs', import.meta.url), {
          workerData: { input: run.input, series, warmUp, cancel: run.cancel },
          transferList: [...new Set(buffers)],
        });
        run.worker = worker;
        worker.on(
          'message',
          (m: { type: string; progress?: TBacktestProgress; result?: TBacktestResult; message?: string }) => {
            // The run ends with its result message: until then it is RUNNING, whatever the last report said.
            if (m.type === 'progress' && m.progress && run.progress.status !== 'CANCELLED')
              run.progress = { ...m.progress, status: 'RUNNING' };
            if (m.type === 'result' && m.result) {
              run.result = m.result;
              run.progress = {
                ...run.progress,
                status: m.result.status,
                percent: m.result.status === 'DONE' ? 100 : run.progress.percent,
                elapsedText: m.result.elapsedText,
                etaText: '',
                etaMsRemaining: 0,
                message: m.result.status,
              };
            }
            if (m.type === 'error')
              run.progress = { ...run.progress, status: 'ERROR', message: m.message ?? 'error' };
          },
        );
        worker.on('error', (err) => {
          run.progress = { ...run.progress, status: 'ERROR', message: err.message };
        });
        worker.on('exit', () => {
          run.worker = undefined;
          if (run.progress.status === 'RUNNING')
            run.progress = { ...run.progress, status: 'ERROR', message: 'the backtest worker stopped' };
          resolve();
        });
      });
    } catch (err) {
      run.progress = {
        ...run.progress,
        status: 'ERROR',
        message: err instanceof Error ? err.message : String(err),
      };
    }
  }

  async progress(runId: string): Promise<TBacktestProgress | null> {
    return this.runs.get(runId)?.progress ?? null;
  }

  async result(runId: string): Promise<TBacktestResult | 'pending' | null> {
    const run = this.runs.get(runId);
    if (!run) return null;
    return (
      run.result ?? (run.progress.status === 'QUEUED' || run.progress.status === 'RUNNING' ? 'pending' : null)
    );
  }

  async cancel(runId: string): Promise<boolean> {
    const run = this.runs.get(runId);
    if (!run) return false;
    Atomics.store(run.cancel, 0, 1);
    if (run.progress.status === 'QUEUED' || (run.progress.status === 'RUNNING' && !run.worker))
      run.progress = { ...run.progress, status: 'CANCELLED', message: 'CANCELLED' };
    return true;
  }

  async counts(): Promise<{ waiting: number; active: number; failed: number }> {
    const runs = [...this.runs.values()];
    const count = (status: string) => runs.filter((r) => r.progress.status === status).length;
    return { waiting: count('QUEUED'), active: this.active, failed: count('ERROR') };
  }

  async close(): Promise<void> {
    this.closed = true;
    await Promise.all([...this.runs.values()].map((r) => r.worker?.terminate()));
  }
}
