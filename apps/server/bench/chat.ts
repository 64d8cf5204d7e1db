/**
 * Chat benchmarks against a fake OpenAI-compatible streaming server on loopback. The fake and
 * the streaming client run in their own thread (bench/chat-peer.ts), as a model provider and a
 * browser would, so the server's event loop is measured on its own:
 * - the server's own time per message: the whole `POST /kichat` (sent → `done` event) minus the
 *   model's time (the fake's first byte of the request to its last chunk);
 * - the delay from the model's first token to the client's first `delta` event.
 * Real HTTP on a real port, server-sent events, PGlite (and PostgreSQL when reachable).
 * Prints figures; asserts nothing.
 */
import type { AddressInfo } from 'node:net';
import { Worker } from 'node:worker_threads';
import { buildApp } from '../src/app';
import type { DatabaseHandle } from '../src/db/client';
import { openDatabase } from '../src/db/client';
import { openFreshPostgres, postgresAvailable } from '../src/db/testing';
import { testConfig } from '../src/testing/app';
import { chatUser } from '../src/testing/chat';

const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(p * xs.length))]!;
const WARMUP = 30;
const MESSAGES = 230;
/** Pause between the fake model's chunks, ms. */
const CHUNK_DELAY_MS = 2;

type Result = { total: number; model: number; firstDelta: number; beforeModel: number; afterModel: number };

function peer(): { worker: Worker; next: <T>(type: string) => Promise<T> } {
  // The worker loads TypeScript through tsx's loader, registered before the peer module is imported.
  const entry = new URL('./chat-peer.ts', import.meta.url).href;
  const boot = `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(entry)}); })`;
  const worker = new Worker(boot, { eval: true, workerData: { chunkDelayMs: CHUNK_DELAY_MS } });
  const waiting = new Map<string, (v: unknown) => void>();
  worker.on('message', (m: { type: string }) => waiting.get(m.type)?.(m));
  worker.on('error', (err) => {
    throw err;
  });
  return {
    worker,
    next: <T>(type: string) => new Promise<T>((r) => waiting.set(type, r as (v: unknown) => void)),
  };
}

async function benchOn(label: string, database: DatabaseHandle): Promise<void> {
  const { worker, next } = peer();
  const { baseURL } = await next<{ baseURL: string }>('fake');
  const config = testConfig({
    OPENAI_BASE_URL: baseURL,
    OPENAI_API_KEY: 'bench',
    CHAT_MODELS: 'OPENAI_MODEL_4O_MINI=gpt-4o-mini',
    CHAT_RATE_LIMIT_PER_MINUTE: '100000',
  });
  // Noon in New York, moving with the real clock: Emma is awake whenever the bench runs.
  const offset = Date.parse('2026-11-21T17:00:00Z') - Date.now();
  const app = await buildApp({ config, database, overrides: { now: () => new Date(Date.now() + offset) } });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const user = await chatUser(app, database.db, { balanceUsd: 1000 });
  const done = next<{ results: Result[] }>('results');
  worker.postMessage({
    url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/kichat`,
    cookie: `avatara_sid=${user.cookies.avatara_sid}`,
    email: user.email,
    messages: WARMUP + MESSAGES,
  });
  const results = (await done).results.slice(WARMUP);
  const own = results.map((r) => r.total - r.model);
  const first = results.map((r) => r.firstDelta);
  console.log(
    `chat, ${label}: server's own time per message (all but the model) median ${pct(own, 0.5).toFixed(2)} ms, p95 ${pct(own, 0.95).toFixed(2)} ms over ${own.length} streamed messages` +
      ` (before the model ${pct(
        results.map((r) => r.beforeModel),
        0.5,
      ).toFixed(2)} ms, after it ${pct(
        results.map((r) => r.afterModel),
        0.5,
      ).toFixed(2)} ms; target: median < 15 ms)`,
  );
  console.log(
    `chat, ${label}: model's first token → client's first delta median ${pct(first, 0.5).toFixed(2)} ms, p95 ${pct(first, 0.95).toFixed(2)} ms (target: median < 5 ms)`,
  );
  await worker.terminate();
  await app.close();
  await database.close();
}

export async function runChatBench(): Promise<void> {
  await benchOn('PGlite', await openDatabase({ kind: 'pglite' }));
  if (await postgresAvailable().catch(() => false)) await benchOn('PostgreSQL', await openFreshPostgres());
  else console.log('chat, PostgreSQL: skipped (no PostgreSQL at 127.0.0.1:5432)');
}
