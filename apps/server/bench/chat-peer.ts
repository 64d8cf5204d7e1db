/**
 * The other side of the chat benchmark, in its own thread (its own event loop, like a real
 * browser and a real model provider would be): the fake OpenAI-compatible model server, instant
 * (no pause before or between chunks), and the streaming client. Reports per message the whole
 * time, the time to the first byte of the answer and the model's time.
 */
import { parentPort } from 'node:worker_threads';
import { createParser } from 'eventsource-parser';
import { hrNow, startFakeOpenAi, structuredChunks } from '../src/testing/fake-openai';

/** One signed-in user of the server under test. */
export interface PeerUser {
  cookie: string;
  email: string;
}

/**
 * Sends `warmup` and then `messages` chat messages, the users taking turns, one at a time; between
 * the two it posts `warm` and waits for `go` (the server's thread notes its CPU time then).
 */
export interface PeerJob {
  type: 'job';
  url: string;
  users: PeerUser[];
  warmup: number;
  messages: number;
  /** The model to chat with (`currentModel`): the bench connection's. */
  currentModel: string;
}

/** One message as the client saw it; times in ms. */
export interface PeerResult {
  /** Request sent → `done` event received. */
  total: number;
  /** Request sent → the first byte of the answer (its status line and headers). */
  firstByte: number;
  /** The fake's first byte of the request → its last chunk written. */
  model: number;
  /** Request sent → the fake received the model call. */
  beforeModel: number;
  /** The fake's last chunk written → `done` received. */
  afterModel: number;
}

const fake = await startFakeOpenAi();
fake.setModels(['bench-chat']);
const appraisal = {
  valence: 0.4,
  arousal: 0.3,
  dominance: 0,
  intimacy: 0.2,
  threat: 0,
  novelty: 0.2,
  complexity: 0.2,
};
// A reply of about 40 words in ~35 chunks, all at once: an instant model, so only the server's own share is left.
const reply =
  'That sounds lovely! I spent the morning at a jazz club rehearsal, and honestly the trumpet player stole the show. What kind of music gets you moving when you need a lift after a long day?';
fake.script((r) =>
  r.body.stream
    ? { chunks: structuredChunks(reply, appraisal, 6), usage: { prompt_tokens: 900, completion_tokens: 60 } }
    : { chunks: ['{"facts":[]}'] },
);
parentPort!.postMessage({ type: 'fake', baseURL: fake.baseURL });

const texts = [
  'Hi Emma, how was your day?',
  'I went running this morning.',
  'Do you like jazz?',
  'My sister Anna is visiting next week.',
  'What are you reading at the moment?',
];

let go: (() => void) | null = null;

async function run(job: PeerJob): Promise<void> {
  const results: PeerResult[] = [];
  for (let i = 0; i < job.warmup + job.messages; i++) {
    if (i === job.warmup) {
      await new Promise<void>((resolve) => {
        go = resolve;
        parentPort!.postMessage({ type: 'warm' });
      });
    }
    const user = job.users[i % job.users.length]!;
    const before = fake.requests.length;
    const start = hrNow();
    let done = false;
    const res = await fetch(job.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream', cookie: user.cookie },
      body: JSON.stringify({
        avatarName: 'Emma Walker',
        email: user.email,
        message: texts[Math.floor(i / job.users.length) % texts.length],
        userLanguage: 'en-US',
        currentModel: job.currentModel,
      }),
    });
    const firstByte = hrNow();
    const parser = createParser({
      onEvent(e) {
        if (e.event === 'error') throw new Error(`chat error ${e.data}`);
        if (e.event === 'done') done = true;
      },
    });
    const decoder = new TextDecoder();
    for await (const chunk of res.body!) parser.feed(decoder.decode(chunk as Uint8Array, { stream: true }));
    const end = hrNow();
    const call = fake.requests.slice(before).find((r) => r.body.stream);
    if (!done || res.status !== 200 || !call?.completedAt)
      throw new Error(`kichat answered ${res.status} without a model call or done (message ${i})`);
    results.push({
      total: end - start,
      firstByte: firstByte - start,
      model: call.completedAt - call.receivedAt,
      beforeModel: call.receivedAt - start,
      afterModel: end - call.completedAt,
    });
  }
  parentPort!.postMessage({ type: 'results', results: results.slice(job.warmup) });
  await fake.close();
}

parentPort!.on('message', (m: PeerJob | { type: 'go' }) => {
  if (m.type === 'go') return go?.();
  run(m).catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
});
