/**
 * One backtest in a worker thread: candles arrive as transferred Float64Arrays, progress goes
 * back as messages, and cancellation is a flag in shared memory the engine checks at each
 * progress step (the run itself is synchronous: nothing else runs in this thread).
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { TCandleSeries } from '@avatara/trading';
import { runBacktestJob } from './runner';
import type { BacktestJobInput } from './types';

interface ThreadData {
  input: BacktestJobInput;
  series: TCandleSeries;
  warmUp: TCandleSeries;
  cancel: Int32Array;
}

const { input, series, warmUp, cancel } = workerData as ThreadData;
const port = parentPort!;

try {
  const result = await runBacktestJob(
    series,
    input.options,
    {
      progress: (p) => port.postMessage({ type: 'progress', progress: p }),
      cancelled: () => Atomics.load(cancel, 0) === 1,
      yieldToHost: async () => undefined,
    },
    warmUp,
  );
  port.postMessage({ type: 'result', result });
} catch (err) {
  port.postMessage({ type: 'error', message: err instanceof Error ? err.message : String(err) });
}
