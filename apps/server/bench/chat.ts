/**
 * Chat benchmarks against a fake OpenAI-compatible streaming server on loopback (same process):
 * - the server's own time per message: the whole `POST /kichat` (sent → `done` event) minus the
 *   model's time (the fake's first byte of the request to its last chunk);
 * - the delay from the model's first token to the client's first `delta` event.
 * Real HTTP on a real port, server-sent events, PGlite (and PostgreSQL when reachable).
 * Prints figures; asserts nothing.
 */
import type { AddressInfo } from 'node:net';
import { createParser } from 'eventsource-parser';
import { buildApp } from '../src/app';
import type { DatabaseHandle } from '../src/db/client';
import { openDatabase } from '../src/db/client';
import { openFreshPostgres, postgresAvailable } from '../src/db/testing';
import { testConfig } from '../src/testing/app';
import { chatUser } from '../src/testing/chat';
import { hrNow, startFakeOpenAi, structuredChunks } from '../src/testing/fake-openai';

const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(p * xs.length))]!;
const WARMUP = 30;
const MESSAGES = 230;

async function benchOn(label: string, database: DatabaseHandle): Promise<void> {
  const fake = await startFakeOpenAi();
  const appraisal = { valence: 0.4, arousal: 0.3, dominance: 0, intimacy: 0.2, threat: 0, novelty: 0.2, complexity: 0.2 };
  // A reply of about 40 words in ~35 chunks, streamed without pauses: the model is as fast as it gets, so the server's share shows.
  const reply = 'That sounds lovely! I spent the morning at a jazz club rehearsal, and honestly the trumpet player stole the show. What kind of music gets you moving when you need a lift after a long day?';
  fake.script((r) => (r.body.stream ? { chunks: structuredChunks(reply, appraisal, 6), usage: { prompt_tokens: 900, completion_tokens: 60 } } : { chunks: ['{"facts":[]}'] }));
  const config = testConfig({ OPENAI_BASE_URL: fake.baseURL, OPENAI_API_KEY: 'bench', CHAT_MODELS: 'OPENAI_MODEL_4O_MINI=gpt-4o-mini', CHAT_RATE_LIMIT_PER_MINUTE: '100000' });
  const app = await buildApp({ config, database });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/kichat`;
  const user = await chatUser(app, database.db, { balanceUsd: 1000 });
  const own: number[] = [];
  const firstDelta: number[] = [];
  const messages = ['Hi Emma, how was your day?', 'I went running this morning.', 'Do you like jazz?', 'My sister Anna is visiting next week.', 'What are you reading at the moment?'];

  for (let i = 0; i < WARMUP + MESSAGES; i++) {
    const start = hrNow();
    const before = fake.requests.length;
    let first: number | null = null;
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream', cookie: `avatara_sid=${user.cookies.avatara_sid}` },
      body: JSON.stringify({ avatarName: 'Emma Walker', email: user.email, message: messages[i % messages.length], userLanguage: 'en-US' }),
    });
    let done = false;
    const parser = createParser({
      onEvent(e) {
        if (e.event === 'delta' && first === null) first = hrNow();
        if (e.event === 'error') throw new Error(`chat error ${e.data}`);
        if (e.event === 'done') done = true;
      },
    });
    const decoder = new TextDecoder();
    for await (const chunk of res.body!) parser.feed(decoder.decode(chunk as Uint8Array, { stream: true }));
    const end = hrNow();
    if (!done || res.status !== 200) throw new Error(`kichat answered ${res.status} without done`);
    const call = fake.requests.slice(before).find((r) => r.body.stream)!;
    if (i < WARMUP) continue;
    own.push(end - start - (call.completedAt! - call.receivedAt));
    firstDelta.push(first! - call.firstChunkAt!);
  }
  console.log(`chat, ${label}: server's own time per message (all but the model) median ${pct(own, 0.5).toFixed(2)} ms, p95 ${pct(own, 0.95).toFixed(2)} ms over ${own.length} streamed messages (target: median < 15 ms)`);
  console.log(`chat, ${label}: model's first token → client's first delta median ${pct(firstDelta, 0.5).toFixed(2)} ms, p95 ${pct(firstDelta, 0.95).toFixed(2)} ms (target: median < 5 ms)`);
  await app.close();
  await database.close();
  await fake.close();
}

export async function runChatBench(): Promise<void> {
  await benchOn('PGlite', await openDatabase({ kind: 'pglite' }));
  if (await postgresAvailable().catch(() => false)) await benchOn('PostgreSQL', await openFreshPostgres());
  else console.log('chat, PostgreSQL: skipped (no PostgreSQL at 127.0.0.1:5432)');
}
