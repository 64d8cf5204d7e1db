/**
 * The chat server's own overhead per message (`npm run bench -- server:chat`), with an instant
 * fake model. The fake (src/testing/fake-openai.ts) is connected as operators connect models: a
 * model connection made through `POST /admin/models/connections` by the first account (an
 * operator), and the users chat with that connection's model (`currentModel`); there is no
 * OPENAI_* environment. The fake and the streaming client run in their own thread
 * (bench/chat-peer.ts), as a model provider and a browser would, so the server's event loop is
 * measured on its own. Per message, median and p99:
 * - the server's own time: the whole `POST /kichat` (sent → `done` event) minus the model's time
 *   (the fake's first byte of the request to its last chunk);
 * - the time to the first byte: request sent → the answer's status line and headers (they leave
 *   with the first event).
 * Real HTTP on a real port, server-sent events, PGlite and PostgreSQL (when 127.0.0.1:5432 answers).
 * Prints figures; asserts nothing.
 */
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { loadavg } from 'node:os';
import { Worker } from 'node:worker_threads';
import { buildApp } from '../src/app';
import type { DatabaseHandle } from '../src/db/client';
import { openDatabase } from '../src/db/client';
import { openFreshPostgres, postgresAvailable } from '../src/db/testing';
import { testConfig } from '../src/testing/app';
import { chatUser } from '../src/testing/chat';
import { connect } from '../src/testing/models';
import type { PeerJob, PeerResult } from './chat-peer';

const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(p * xs.length))]!;
/** Messages before the measured ones (JIT, caches, connection pools). */
const WARMUP = 50;
/** Measured messages per database: enough for a p99 that holds from run to run. */
const MESSAGES = Number(process.env.BENCH_CHAT_MESSAGES ?? 600);
/** Users taking turns, each with their own history, states and memories. */
const USERS = 4;
const TARGET = { medianMs: 15, p99Ms: 40 };

/**
 * CPU time of this (the server's) thread so far, ms, from Linux's /proc; null elsewhere. Unlike the
 * wall-clock figures it leaves out waiting for a CPU, so it compares runs on a busy machine.
 */
function threadCpuMs(): number | null {
  try {
    const stat = readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime (fields 14 and 15), in clock ticks of 10 ms.
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

function peer(): { worker: Worker; next: <T>(type: string) => Promise<T> } {
  // The worker loads TypeScript through tsx's loader, registered before the peer module is imported.
  const entry = new URL('./chat-peer.ts', import.meta.url).href;
  const boot = `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(entry)}); })`;
  const worker = new Worker(boot, { eval: true });
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

/** `name: median x ms, p99 y ms`, marked when it misses a target. */
function figure(name: string, xs: number[]): string {
  const median = pct(xs, 0.5);
  const p99 = pct(xs, 0.99);
  const miss = median >= TARGET.medianMs || p99 >= TARGET.p99Ms ? ' (MISSED)' : '';
  return `${name} median ${median.toFixed(2)} ms, p99 ${p99.toFixed(2)} ms${miss}`;
}

async function benchOn(label: string, database: DatabaseHandle): Promise<void> {
  const { worker, next } = peer();
  const { baseURL } = await next<{ baseURL: string }>('fake');
  const config = testConfig({ CHAT_RATE_LIMIT_PER_MINUTE: '100000' });
  // Noon in New York, moving with the real clock: Emma is awake whenever the bench runs.
  const offset = Date.parse('2026-11-21T17:00:00Z') - Date.now();
  const app = await buildApp({ config, database, overrides: { now: () => new Date(Date.now() + offset) } });
  await app.listen({ host: '127.0.0.1', port: 0 });
  // The first account is an operator: it connects the fake as the operators' Models page does.
  const operator = await chatUser(app, database.db, { name: 'Bench Operator' });
  const connection = await connect(app, operator, { name: 'Bench', baseUrl: baseURL });
  const currentModel = connection.models[0]!.name;
  const users = [];
  for (let u = 0; u < USERS; u++) {
    const user = await chatUser(app, database.db, { balanceUsd: 1000 });
    users.push({ cookie: `avatara_sid=${user.cookies.avatara_sid}`, email: user.email });
  }
  const warm = next('warm');
  const done = next<{ results: PeerResult[] }>('results');
  const job: PeerJob = {
    type: 'job',
    url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/kichat`,
    users,
    warmup: WARMUP,
    messages: MESSAGES,
    currentModel,
  };
  worker.postMessage(job);
  await warm;
  const loadBefore = loadavg()[0]!;
  const cpuBefore = threadCpuMs();
  worker.postMessage({ type: 'go' });
  const { results } = await done;
  const cpuAfter = threadCpuMs();
  const load = `load average ${loadBefore.toFixed(1)} → ${loadavg()[0]!.toFixed(1)}`;
  const cpu =
    cpuBefore === null || cpuAfter === null
      ? ''
      : `; the server's thread on a CPU ${((cpuAfter - cpuBefore) / results.length).toFixed(2)} ms per message`;
  const median = (f: (r: PeerResult) => number) => pct(results.map(f), 0.5).toFixed(2);
  const target = `target: median < ${TARGET.medianMs} ms, p99 < ${TARGET.p99Ms} ms`;
  const own = results.map((r) => r.total - r.model);
  console.log(
    `chat, ${label}: ${figure("server's own time per message (all but the model)", own)} over ${results.length} messages (${target})`,
  );
  console.log(
    `chat, ${label}: ${figure(
      'time to first byte (request sent → first byte)',
      results.map((r) => r.firstByte),
    )} (${target})`,
  );
  console.log(
    `chat, ${label}: medians: request sent → model called ${median((r) => r.beforeModel)} ms, the model ${median((r) => r.model)} ms,` +
      ` its last chunk → done ${median((r) => r.afterModel)} ms${cpu}; model ${currentModel} of a model connection, ${USERS} users, ${WARMUP} messages to warm up; ${load}`,
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
