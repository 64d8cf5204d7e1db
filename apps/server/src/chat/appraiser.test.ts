import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import OpenAI from 'openai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ModelAppraiser, OfflineAppraiser } from './appraiser';

/** A stand-in for an OpenAI-compatible chat API on loopback, answering what the test sets. */
let fake: Server;
let reply: { status: number; content: string } = { status: 200, content: '{}' };
const requests: {
  model: string;
  response_format: { type: string; json_schema: { strict: boolean; schema: { required: string[] } } };
}[] = [];
let client: OpenAI;

beforeAll(async () => {
  fake = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      requests.push(JSON.parse(body));
      res.statusCode = reply.status;
      res.setHeader('content-type', 'application/json');
      res.end(
        JSON.stringify({
          id: 'chatcmpl-1',
          object: 'chat.completion',
          created: 0,
          model: 'fake',
          choices: [
            { index: 0, finish_reason: 'stop', message: { role: 'assistant', content: reply.content } },
          ],
        }),
      );
    });
  });
  await new Promise<void>((r) => fake.listen(0, '127.0.0.1', r));
  client = new OpenAI({
    apiKey: 'test',
    baseURL: `http://127.0.0.1:${(fake.address() as AddressInfo).port}/v1`,
  });
});
afterAll(() => void fake?.close());

/** For tests whose model answers well: an error handler that fails the test when called. */
const failOnError = (err: unknown) => {
  throw new Error(`unexpected appraisal error: ${String(err)}`);
};

describe('ModelAppraiser', () => {
  it("uses the model's structured output, requested with a strict JSON schema", async () => {
    reply = {
      status: 200,
      content: JSON.stringify({
        valence: 0.8,
        arousal: 0.4,
        dominance: 0,
        intimacy: 0.7,
        threat: 0,
        novelty: 0.2,
        complexity: 0.1,
      }),
    };
    const r = await new ModelAppraiser(client, 'gpt-4o-mini', failOnError).appraise(
      'Du bist wunderbar',
      'de-DE',
    );
    expect(r.source).toBe('model');
    expect(r.appraisal.intimacy).toBe(0.7);
    const sent = requests.at(-1)!;
    expect(sent.model).toBe('gpt-4o-mini');
    expect(sent.response_format.type).toBe('json_schema');
    expect(sent.response_format.json_schema.strict).toBe(true);
    expect(sent.response_format.json_schema.schema.required).toHaveLength(7);
  });

  it('clamps a model that overshoots a range', async () => {
    reply = {
      status: 200,
      content: JSON.stringify({
        valence: 3,
        arousal: -1,
        dominance: 0,
        intimacy: 0,
        threat: 2,
        novelty: 0,
        complexity: 0,
      }),
    };
    const r = await new ModelAppraiser(client, 'm', failOnError).appraise('x', 'en-US');
    expect(r.appraisal.valence).toBe(1);
    expect(r.appraisal.threat).toBe(1);
    expect(r.appraisal.arousal).toBe(0);
  });

  it('falls back to the offline appraiser on malformed output or an API error', async () => {
    const errors: unknown[] = [];
    const appraiser = new ModelAppraiser(client, 'm', (e) => errors.push(e));
    reply = { status: 200, content: 'I feel great about this!' };
    const garbled = await appraiser.appraise('You are a wonderful friend, thank you!', 'en-US');
    expect(garbled.source).toBe('offline');
    expect(garbled.appraisal.valence).toBeGreaterThan(0);
    reply = { status: 500, content: '' };
    expect((await appraiser.appraise('hello', 'en-US')).source).toBe('offline');
    expect(errors).toHaveLength(2);
  });
});

describe('OfflineAppraiser', () => {
  it('appraises an insult as threatening and unpleasant', async () => {
    const r = await new OfflineAppraiser().appraise('Du bist dumm und nutzlos!', 'de-DE');
    expect(r.source).toBe('offline');
    expect(r.appraisal.valence).toBeLessThan(0);
    expect(r.appraisal.threat).toBeGreaterThan(0);
  });
});
