/**
 * The inside of a job's worker thread (`ThreadJobs`): reads the job and what the server loaded
 * for it from `workerData`, runs it with progress as messages and cancellation as the shared
 * flag, and sends the result or the error back.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { JobHooks } from './kind';
import type { ThreadMessage } from './threads';

export async function serveThreadJob<D extends { input: unknown; cancel: Int32Array }, P, R>(
  run: (data: D, hooks: JobHooks<P>) => Promise<R>,
): Promise<void> {
  const port = parentPort;
  if (!port) throw new Error('serveThreadJob runs in a worker thread');
  const data = workerData as D;
  const send = (m: ThreadMessage<P, R>) => port.postMessage(m);
  try {
    const result = await run(data, {
      progress: (progress) => send({ type: 'progress', progress }),
      cancelled: () => Atomics.load(data.cancel, 0) === 1,
      // The run is synchronous between chunks and nothing else runs in this thread.
      yieldToHost: async () => undefined,
    });
    send({ type: 'result', result });
  } catch (err) {
    send({ type: 'error', message: err instanceof Error ? err.message : String(err) });
  }
}
