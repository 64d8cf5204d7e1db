/**
 * The other side of the chat benchmark, in its own thread (its own event loop, like a real
 * browser and a real model provider would be): the fake OpenAI-compatible model server and the
 * streaming client. Reports per message the whole time, the model's time and the first-delta delay.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { createParser } from 'eventsource-parser';
import { hrNow, startFakeOpenAi, structuredChunks } from '../src/testing/fake-openai';

interface Job {
  url: string;
  cookie: string;
  email: string;
  messages: number;
}

const fake = await startFakeOpenAi();
const appraisal = {
  valence: 0.4,
  arousal: 0.3,
  dominance: 0,
  intimacy: 0.2,
  threat: 0,
  novelty: 0.2,
  complexity: 0.2,
};
// A reply of about 40 words in ~35 chunks, 2 ms apart: a fast model, so the server's own share shows.
const reply =
  'That sounds lovely! I spent the morning at a jazz club rehearsal, and honestly the trumpet player stole the show. What kind of music gets you moving when you need a lift after a long day?';
fake.script((r) =>
  r.body.stream
    ? {
        chunks: structuredChunks(reply, appraisal, 6),
        chunkDelayMs: (workerData as { chunkDelayMs: number }).chunkDelayMs,
        usage: { prompt_tokens: 900, completion_tokens: 60 },
      }
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

async function run(job: Job): Promise<void> {
  const results: {
    total: number;
    model: number;
    firstDelta: number;
    beforeModel: number;
    afterModel: number;
  }[] = [];
  for (let i = 0; i < job.messages; i++) {
    const before = fake.requests.length;
    const start = hrNow();
    let first: number | null = null;
    let done = false;
    const res = await fetch(job.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream', cookie: job.cookie },
      body: JSON.stringify({
        avatarName: 'Emma Walker',
        email: job.email,
        message: texts[i % texts.length],
        userLanguage: 'en-US',
      }),
    });
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
    const call = fake.requests.slice(before).find((r) => r.body.stream);
    if (!done || res.status !== 200 || !call || first === null)
      throw new Error(`kichat answered ${res.status} without a model call or done`);
    results.push({
      total: end - start,
      model: call.completedAt! - call.receivedAt,
      firstDelta: first - call.firstChunkAt!,
      beforeModel: call.receivedAt - start,
      afterModel: end - call.completedAt!,
    });
  }
  parentPort!.postMessage({ type: 'results', results });
  await fake.close();
}

parentPort!.on('message', (job: Job) => {
  run(job).catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
});
