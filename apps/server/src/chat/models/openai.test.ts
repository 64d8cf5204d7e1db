import type { PersonaInput } from '@avatara/companion';
import OpenAI from 'openai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOpenAi, structuredChunks, type FakeOpenAi } from '../../testing/fake-openai';
import type { MicroUsdPerToken } from '../../money';
import { OpenAiChatModel } from './openai';
import { ModelError, type ModelCall, type ModelEntry, type ModelEvent } from './types';

let fake: FakeOpenAi;
let client: OpenAI;
const entry: ModelEntry = {
  name: 'OPENAI_MODEL_4O_MINI',
  model: 'gpt-4o-mini',
  description: '',
  displayName: '',
  provider: 'openai',
  prices: { input: 1 as MicroUsdPerToken, output: 4 as MicroUsdPerToken },
};
const call = (signal = new AbortController().signal): ModelCall => ({
  entry,
  maxTokens: 100,
  signal,
  persona: {} as PersonaInput,
  messages: [
    { role: 'system', content: 'You are Emma.' },
    { role: 'user', content: 'Hi!' },
  ],
});
async function collect(it: AsyncIterable<ModelEvent>): Promise<ModelEvent[]> {
  const out: ModelEvent[] = [];
  for await (const e of it) out.push(e);
  return out;
}
const text = (events: ModelEvent[]) => events.flatMap((e) => (e.type === 'delta' ? [e.text] : [])).join('');

beforeAll(async () => {
  fake = await startFakeOpenAi();
  client = new OpenAI({ apiKey: 'test', baseURL: fake.baseURL });
});
afterAll(() => fake.close());

describe('OpenAiChatModel.stream', () => {
  it('streams the reply of a structured answer, then the appraisal and the provider usage', async () => {
    fake.script({
      chunks: structuredChunks('Hi Ada, nice to see you!', {
        valence: 0.6,
        arousal: 0.3,
        dominance: 0,
        intimacy: 0.4,
        threat: 0,
        novelty: 0.2,
        complexity: 0.1,
      }),
      usage: { prompt_tokens: 321, completion_tokens: 45 },
    });
    const events = await collect(
      new OpenAiChatModel(client, { timeoutMs: 2000, structured: true }).stream(call()),
    );
    expect(text(events)).toBe('Hi Ada, nice to see you!');
    expect(events.filter((e) => e.type === 'delta').length).toBeGreaterThan(1);
    expect(events.find((e) => e.type === 'appraisal')).toMatchObject({
      appraisal: { valence: 0.6, intimacy: 0.4 },
    });
    expect(events.at(-1)).toEqual({ type: 'usage', promptTokens: 321, completionTokens: 45 });
    const sent = fake.requests.at(-1)!.body;
    expect(sent.stream).toBe(true);
    expect(sent.stream_options?.include_usage).toBe(true);
    expect(sent.max_tokens).toBe(100);
    expect(sent.response_format?.json_schema?.strict).toBe(true);
  });

  it('passes plain text through and estimates usage when the provider reports none', async () => {
    fake.script({ chunks: ['Plain ', 'answer.'], usage: null });
    const events = await collect(
      new OpenAiChatModel(client, { timeoutMs: 2000, structured: false }).stream(call()),
    );
    expect(text(events)).toBe('Plain answer.');
    const usage = events.at(-1);
    expect(usage?.type).toBe('usage');
    if (usage?.type === 'usage') expect(usage.completionTokens).toBeGreaterThan(0);
    expect(fake.requests.at(-1)!.body.response_format).toBeUndefined();
  });

  it('retries once on a transient error, then succeeds', async () => {
    const before = fake.requests.length;
    fake.script((_r, i) => (i === before ? { status: 503 } : { chunks: ['Second ', 'try.'] }));
    const events = await collect(
      new OpenAiChatModel(client, { timeoutMs: 2000, structured: false }).stream(call()),
    );
    expect(text(events)).toBe('Second try.');
    expect(fake.requests.length - before).toBe(2);
  });

  it('gives up after one retry with a ModelError', async () => {
    const before = fake.requests.length;
    fake.script({ status: 500 });
    await expect(
      collect(new OpenAiChatModel(client, { timeoutMs: 2000, structured: false }).stream(call())),
    ).rejects.toMatchObject({ code: 'MODEL_UNAVAILABLE' });
    expect(fake.requests.length - before).toBe(2);
  });

  it('does not retry a permanent error (401)', async () => {
    const before = fake.requests.length;
    fake.script({ status: 401 });
    const err = await collect(
      new OpenAiChatModel(client, { timeoutMs: 2000, structured: false }).stream(call()),
    ).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ModelError);
    expect(fake.requests.length - before).toBe(1);
  });

  it('times out a model that sends nothing', async () => {
    fake.script({ firstDelayMs: 1500, chunks: ['late'] });
    await expect(
      collect(new OpenAiChatModel(client, { timeoutMs: 200, structured: false }).stream(call())),
    ).rejects.toMatchObject({ code: 'MODEL_TIMEOUT' });
  });

  it('waits at most the timeout for a first word, a retry included', async () => {
    const before = fake.requests.length;
    fake.script({ firstDelayMs: 1500, chunks: ['late'] });
    await expect(
      collect(new OpenAiChatModel(client, { timeoutMs: 200, structured: false }).stream(call())),
    ).rejects.toMatchObject({ code: 'MODEL_TIMEOUT' });
    // The one attempt used the whole wait: no second attempt that would double it.
    expect(fake.requests.length - before).toBe(1);
  });

  it('fails an answer with no text: empty, an HTML page with status 200, an empty reply inside the JSON, a stream that ends early', async () => {
    const cases: [string, Parameters<FakeOpenAi['script']>[0], boolean][] = [
      ['empty', { chunks: [] }, false],
      ['html', { raw: { contentType: 'text/html', body: '<html><body>Bad gateway</body></html>' } }, false],
      ['json html', { raw: { contentType: 'application/json', body: '<!doctype html><p>oops' } }, false],
      ['empty reply', { chunks: structuredChunks('', { valence: 0 }) }, true],
      ['no text before the end', { chunks: ['{"reply": "'], usage: null }, true],
    ];
    for (const [name, script, structured] of cases) {
      fake.script(script);
      const err = await collect(
        new OpenAiChatModel(client, { timeoutMs: 2000, structured }).stream(call()),
      ).catch((e: unknown) => e);
      expect(err, name).toBeInstanceOf(ModelError);
      expect((err as ModelError).code, name).toBe('MODEL_UNAVAILABLE');
      // What reaches a user is ours, never the provider's or the parser's words.
      expect((err as ModelError).message, name).toMatch(
        /^The chat model (answered no text|failed|answered \d+)/,
      );
    }
  });

  it('asks again in plain text when the server rejects JSON schemas, and remembers it', async () => {
    const before = fake.requests.length;
    fake.script((r) =>
      r.body.response_format
        ? {
            status: 400,
            errorMessage: "Invalid parameter: 'response_format' of type 'json_schema' is not supported",
          }
        : { chunks: ['Plain.'] },
    );
    const model = new OpenAiChatModel(client, { timeoutMs: 2000, structured: true });
    expect(text(await collect(model.stream(call())))).toBe('Plain.');
    expect(fake.requests.length - before).toBe(2);
    expect(text(await collect(model.stream(call())))).toBe('Plain.');
    expect(fake.requests.length - before).toBe(3);
    expect(fake.requests.at(-1)!.body.response_format).toBeUndefined();
  });

  it('stops the provider call when the caller aborts', async () => {
    fake.script({ chunks: Array.from({ length: 50 }, (_, i) => `w${i} `), chunkDelayMs: 20 });
    const ac = new AbortController();
    const seen: string[] = [];
    const err = await (async () => {
      for await (const e of new OpenAiChatModel(client, { timeoutMs: 2000, structured: false }).stream(
        call(ac.signal),
      )) {
        if (e.type === 'delta') seen.push(e.text);
        if (seen.length === 3) ac.abort();
      }
    })().catch((e: unknown) => e);
    expect(err).toBeDefined();
    await new Promise((r) => setTimeout(r, 100));
    const last = fake.requests.at(-1)!;
    expect(last.aborted).toBe(true);
    expect(last.chunksSent).toBeLessThan(50);
  });
});
