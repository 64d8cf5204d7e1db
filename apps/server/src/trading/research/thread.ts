/**
 * One walk-forward job in a worker thread: candles are loaded in the parent (the thread gets
 * them as a transferred series), progress goes back as messages, and cancellation is a flag in
 * shared memory checked between evaluations.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { TCandleSeries } from '@avatara/trading';
import { runResearchJob } from './runner';
import type { ResearchJobInput } from './types';

interface ThreadData {
  input: ResearchJobInput;
  series: TCandleSeries;
  cancel: Int32Array;
}

const { input, series, cancel } = workerData as ThreadData;
const port = parentPort!;

try {
  const result = await runResearchJob(async () => series, input, {
    progress: (p) => port.postMessage({ type: 'progress', progress: p }),
    cancelled: () => Atomics.load(cancel, 0) === 1,
    yieldToHost: async () => undefined,
  });
  port.postMessage({ type: 'result', result });
} catch (err) {
  port.postMessage({ type: 'error', message: err instanceof Error ? err.message : String(err) });
}
