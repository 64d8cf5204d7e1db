/**
 * What metrics and traces cost a request (issue 29, docs/operations.md "Overhead"): `GET /health`
 * through `app.inject` on a bare Fastify app without the telemetry hooks, with the metrics hook
 * (what always runs), and with tracing on (spans to an exporter that drops them). It counts the
 * process's CPU time, not the wall clock, so that other work on a shared machine weighs less; the
 * rounds alternate and the median round counts. Then the metrics call alone. Prints figures;
 * asserts nothing.
 */
import type { SpanExporter } from '@opentelemetry/sdk-trace-base';
import Fastify, { type FastifyInstance } from 'fastify';
import { registerHttpTelemetry } from '../src/observability/http';
import { Telemetry } from '../src/observability/telemetry';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 20_000);
const ROUNDS = 10;

/** Takes spans and drops them (what a collector costs is not ours). */
const dropSpans: SpanExporter = {
  export: (_spans, done) => done({ code: 0 }),
  shutdown: async () => undefined,
};

async function app(telemetry: Telemetry | null): Promise<FastifyInstance> {
  const a = Fastify({ logger: false });
  if (telemetry) registerHttpTelemetry(a, telemetry);
  a.get('/health', async () => ({ status: 'ok' }));
  await a.ready();
  return a;
}

/** CPU microseconds (this process's, user + system) per request of `n` sequential injected requests. */
async function cpuUsPerRequest(a: FastifyInstance, n: number): Promise<number> {
  const start = process.cpuUsage();
  for (let i = 0; i < n; i++) await a.inject({ url: '/health' });
  const used = process.cpuUsage(start);
  return (used.user + used.system) / n;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

export async function runObservabilityBench(): Promise<void> {
  const variants = {
    'no telemetry': await app(null),
    'metrics (always on)': await app(new Telemetry({ serviceName: 'bench' })),
    'metrics + tracing': await app(new Telemetry({ serviceName: 'bench', traceExporter: dropSpans })),
  };
  const entries = Object.entries(variants);
  const times: Record<string, number[]> = Object.fromEntries(entries.map(([k]) => [k, []]));
  for (const [, a] of entries) await cpuUsPerRequest(a, 2_000); // warm-up
  // Rounds in a rotating order, so that a busy machine weighs on each variant alike.
  for (let r = 0; r < ROUNDS; r++)
    for (let i = 0; i < entries.length; i++) {
      const [name, a] = entries[(r + i) % entries.length]!;
      times[name]!.push(await cpuUsPerRequest(a, REQUESTS / ROUNDS));
    }
  const base = median(times['no telemetry']!);
  console.log(
    `GET /health via app.inject: CPU time per request, median of ${ROUNDS} rounds of ${REQUESTS / ROUNDS}:`,
  );
  for (const [name, xs] of entries.map(([k]) => [k, times[k]!] as const)) {
    const us = median(xs);
    const extra =
      us === base
        ? ''
        : `  (${us >= base ? '+' : ''}${(us - base).toFixed(1)} µs, ${((us / base - 1) * 100).toFixed(1)} %)`;
    console.log(`  ${name.padEnd(22)} ${us.toFixed(1)} µs${extra}`);
  }
  for (const a of Object.values(variants)) await a.close();

  // The hook's own work: one counter and one histogram observation with three labels.
  const { metrics } = new Telemetry({ serviceName: 'bench' });
  const n = 1_000_000;
  const routes = ['/health', '/get-user', '/kichat', '/getAvatars'];
  const start = process.cpuUsage();
  for (let i = 0; i < n; i++) metrics.http('GET', routes[i & 3]!, 200, 0.002);
  const used = process.cpuUsage(start);
  console.log(
    `  metrics.http() alone: ${(((used.user + used.system) * 1000) / n).toFixed(0)} ns CPU per request`,
  );
}
