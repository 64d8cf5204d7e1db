/**
 * Load generator in its own thread (bench/trading.ts): GET `url` at a fixed rate for `seconds`
 * (open loop: a request starts every 1/rate s whether or not the previous answered), and report
 * each request's latency.
 */
import { parentPort, workerData } from 'node:worker_threads';

const { url, cookie, rate, seconds } = workerData as {
  url: string;
  cookie: string;
  rate: number;
  seconds: number;
};
const latencies: number[] = [];
let failures = 0;
const total = rate * seconds;
const started = performance.now();
const pending: Promise<void>[] = [];
for (let i = 0; i < total; i++) {
  const due = started + (i * 1000) / rate;
  const wait = due - performance.now();
  if (wait > 0) await new Promise((r) => setTimeout(r, wait));
  const t0 = performance.now();
  pending.push(
    fetch(`${url}&i=${i}`, { headers: { cookie } })
      .then(async (res) => {
        await res.arrayBuffer();
        if (!res.ok) failures++;
        latencies.push(performance.now() - t0);
      })
      .catch(() => {
        failures++;
      }),
  );
}
await Promise.all(pending);
parentPort!.postMessage({ latencies, failures, seconds: (performance.now() - started) / 1000 });
