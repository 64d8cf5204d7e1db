import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { InMemorySpanExporter, type ReadableSpan } from '@opentelemetry/sdk-trace-base';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OFFLINE_MODEL_NAME } from '../chat/models/registry';
import { databaseCases } from '../db/testing';
import { testApp } from '../testing/app';
import { chatUser, parseSse } from '../testing/chat';
import { tracesUrl } from './tracing';

type App = Awaited<ReturnType<typeof testApp>>;

/** A W3C `traceparent` from a browser: version 00, a trace id, its span id, sampled. */
function traceparent(): { header: string; traceId: string; spanId: string } {
  const traceId = randomBytes(16).toString('hex');
  const spanId = randomBytes(8).toString('hex');
  return { header: `00-${traceId}-${spanId}-01`, traceId, spanId };
}

describe('tracesUrl', () => {
  it('appends the OTLP/HTTP traces path to the collector base URL once', () => {
    expect(tracesUrl('http://127.0.0.1:4318')).toBe('http://127.0.0.1:4318/v1/traces');
    expect(tracesUrl('http://collector:4318/')).toBe('http://collector:4318/v1/traces');
    expect(tracesUrl('https://otel.example.com/v1/traces')).toBe('https://otel.example.com/v1/traces');
  });
});

describe('the OTLP exporter', () => {
  const received: { url: string | undefined; type: string | undefined; bytes: number }[] = [];
  // A collector on loopback: it takes what it is sent and answers an empty (successful) export.
  const collector = createServer((req, res) => {
    let bytes = 0;
    req.on('data', (chunk: Buffer) => (bytes += chunk.length));
    req.on('end', () => {
      received.push({ url: req.url, type: req.headers['content-type'], bytes });
      res.writeHead(200, { 'content-type': 'application/x-protobuf' }).end();
    });
  });
  let t: App | undefined;
  beforeAll(async () => {
    await new Promise<void>((r) => collector.listen(0, '127.0.0.1', r));
    const port = (collector.address() as AddressInfo).port;
    t = await testApp({ env: { OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${port}` } });
  });
  afterAll(async () => {
    await t?.close();
    collector.close();
  });

  it('sends the spans to OTEL_EXPORTER_OTLP_ENDPOINT/v1/traces as OTLP protobuf, at the latest when the app closes', async () => {
    expect((await t!.app.inject({ url: '/health' })).statusCode).toBe(200);
    const app = t!;
    t = undefined;
    await app.close();
    expect(received).toContainEqual({
      url: '/v1/traces',
      type: 'application/x-protobuf',
      bytes: expect.any(Number),
    });
    expect(received.every((r) => r.bytes > 0)).toBe(true);
  });
});

for (const c of databaseCases) {
  const available = await c.available();

  describe.skipIf(!available)(`traces [${c.name}]`, () => {
    let t: App;
    const exporter = new InMemorySpanExporter();
    const spansOf = (traceId: string): ReadableSpan[] =>
      exporter.getFinishedSpans().filter((s) => s.spanContext().traceId === traceId);

    beforeAll(async () => {
      t = await testApp({
        database: await c.open(),
        env: { OFFLINE_WORD_DELAY_MS: '0' },
        overrides: { traceExporter: exporter },
      });
    });
    afterAll(async () => {
      await t?.close();
    });

    it("continues the browser's trace: the request span has its trace id and parent", async () => {
      const tp = traceparent();
      const res = await t.app.inject({ url: '/health', headers: { traceparent: tp.header } });
      expect(res.statusCode).toBe(200);
      const [span] = spansOf(tp.traceId);
      expect(span).toBeDefined();
      expect(span!.name).toBe('GET /health');
      expect(span!.parentSpanContext?.spanId).toBe(tp.spanId);
      expect(span!.attributes).toMatchObject({ 'http.route': '/health', 'http.response.status_code': 200 });
    });

    it('starts a trace of its own for a request without traceparent', async () => {
      exporter.reset();
      await t.app.inject({ url: '/version.txt' });
      const span = exporter.getFinishedSpans().find((s) => s.name === 'GET /version.txt');
      expect(span).toBeDefined();
      expect(span!.parentSpanContext).toBeUndefined();
    });

    it('traces a chat turn: the model call with its token counts and the database steps, never the text', async () => {
      const u = await chatUser(t.app, t.database.db);
      const tp = traceparent();
      const message = `Tell me about the lighthouse keeper ${randomBytes(4).toString('hex')}`;
      const res = await t.app.inject({
        method: 'POST',
        url: '/kichat',
        cookies: u.cookies,
        headers: { accept: 'text/event-stream', traceparent: tp.header },
        payload: {
          avatarName: 'Emma Walker',
          email: u.email,
          message,
          userLanguage: 'en-US',
          currentModel: OFFLINE_MODEL_NAME,
        },
      });
      expect(res.statusCode).toBe(200);
      const reply = parseSse(res.body)
        .filter((e) => e.event === 'delta')
        .map((e) => (e.data as { text: string }).text)
        .join('');
      expect(reply.length).toBeGreaterThan(0);

      const spans = spansOf(tp.traceId);
      const names = spans.map((s) => s.name);
      expect(names).toContain('POST /kichat');
      for (const step of ['chat.db.read', 'chat.db.begin', 'chat.db.settle']) expect(names).toContain(step);
      const model = spans.find((s) => s.name === 'chat.model');
      expect(model?.attributes).toMatchObject({
        'avatara.model': OFFLINE_MODEL_NAME,
        'gen_ai.provider.name': 'offline',
      });
      expect(model!.attributes['gen_ai.usage.input_tokens']).toBeGreaterThan(0);
      expect(model!.attributes['gen_ai.usage.output_tokens']).toBeGreaterThan(0);
      // Every span of the turn hangs under the request's span.
      const request = spans.find((s) => s.name === 'POST /kichat')!;
      expect(request.parentSpanContext?.spanId).toBe(tp.spanId);
      const ids = new Set(spans.map((s) => s.spanContext().spanId));
      for (const s of spans.filter((x) => x !== request)) expect(ids).toContain(s.parentSpanContext?.spanId);

      // Names, counts and codes only: not the message, not the reply, not who wrote it.
      const written = JSON.stringify(
        spans.map((s) => ({ name: s.name, attributes: s.attributes, events: s.events, status: s.status })),
      );
      for (const secret of [message, 'lighthouse', reply.trim().slice(0, 20), u.email, u.id])
        expect(written).not.toContain(secret);
    });
  });
}
