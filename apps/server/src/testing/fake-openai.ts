/**
 * A stand-in for an OpenAI-compatible chat API on loopback (a paid third-party service): answers
 * `POST …/chat/completions` streamed (server-sent `chat.completion.chunk`s, usage last when asked
 * for) or as one JSON, with what the test scripts, and `GET …/models` with the ids it is given. Records every request and whether the client
 * went away before the answer ended. Used by tests and by `npm run bench`.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the fake answers to one request. */
export interface FakeScript {
  /** HTTP status; anything but 200 answers `{error:{message}}`. */
  status?: number;
  /** The error message of a non-200 answer. */
  errorMessage?: string;
  /** The reply split into the chunks to stream (joined for a non-streamed answer). */
  chunks?: string[];
  /** Pause before each chunk, ms. */
  chunkDelayMs?: number;
  /** Pause before the first byte, ms (a model that thinks, or hangs). */
  firstDelayMs?: number;
  /** Answer status 200 with this body and content type instead (an HTML page from a proxy, say). */
  raw?: { contentType: string; body: string };
  /** Token usage to report (with include_usage); null: none. Default: counted from the text. */
  usage?: { prompt_tokens: number; completion_tokens: number } | null;
  /** Streamed: after the first chunk, holds the rest until this settles (a reply the test keeps open). */
  gate?: Promise<unknown>;
}

export interface FakeRequest {
  body: {
    model: string;
    stream?: boolean;
    max_tokens?: number;
    messages: { role: string; content: string }[];
    stream_options?: { include_usage?: boolean };
    response_format?: { type: string; json_schema?: { name: string; strict?: boolean; schema: unknown } };
  };
  /** True when the client closed the connection before the answer was complete. */
  aborted: boolean;
  /** True when the answer was sent completely. */
  completed: boolean;
  /** Chunks written before the end or the abort. */
  chunksSent: number;
  /** High-resolution epoch ms (`hrNow`) when the request arrived. */
  receivedAt: number;
  /** `hrNow` when the first content chunk was written (for latency measurements). */
  firstChunkAt: number | null;
  /** `hrNow` when the answer was complete. */
  completedAt: number | null;
}

export interface FakeOpenAi {
  baseURL: string;
  requests: FakeRequest[];
  /** `POST …/audio/transcriptions` calls (multipart), and the text the fake answers with. */
  transcriptions: { contentType: string; model: string; language: string; bytes: number }[];
  setTranscription(text: string): void;
  /** `POST …/images/generations` calls, and the status the fake answers them with. */
  imageRequests: { model: string; prompt: string; size?: string; response_format?: string }[];
  setImageStatus(status: number): void;
  /** `POST …/moderations` inputs, and the categories the fake flags (null: answers 404, as most local servers do). */
  moderationInputs: string[];
  setModeration(flagged: readonly string[] | null): void;
  /** `GET …/models` calls with the authorization header each carried (null: none). */
  modelListRequests: { authorization: string | null }[];
  /** The model ids `GET …/models` lists; null: it answers 404 (no such endpoint), a number: that HTTP status. */
  setModels(ids: readonly string[] | null | number): void;
  /** Sets the answer for the following requests (a function gets the request and its index). */
  script(s: FakeScript | ((req: FakeRequest, index: number) => FakeScript)): void;
  close(): Promise<void>;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A 4×4 PNG (base64), what the fake Images API returns. */
export const TINY_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAYAAACp8Z5+AAAAEklEQVR4nGN8l2b8nwEJkCEAAJS9Ch0+YYwVAAAAAElFTkSuQmCC';

/** Epoch ms with sub-millisecond resolution, comparable across this process. */
export const hrNow = (): number => performance.timeOrigin + performance.now();

function words(text: string): string[] {
  return text.match(/\S+\s*/g) ?? [text];
}

/** Starts the fake on a free loopback port; `baseURL` ends in `/v1`. */
export async function startFakeOpenAi(
  initial: FakeScript = { chunks: ['Hello ', 'there!'] },
): Promise<FakeOpenAi> {
  let scripted: FakeScript | ((req: FakeRequest, index: number) => FakeScript) = initial;
  const requests: FakeRequest[] = [];
  const transcriptions: FakeOpenAi['transcriptions'] = [];
  const imageRequests: FakeOpenAi['imageRequests'] = [];
  let imageStatus = 200;
  const moderationInputs: string[] = [];
  let moderation: readonly string[] | null = null;
  let transcriptionText = 'Hello from the fake transcriber';
  const modelListRequests: FakeOpenAi['modelListRequests'] = [];
  let modelIds: readonly string[] | null | number = ['fake-chat-1'];

  async function answer(req: IncomingMessage, res: ServerResponse, body: string): Promise<void> {
    const record: FakeRequest = {
      body: JSON.parse(body) as FakeRequest['body'],
      aborted: false,
      completed: false,
      chunksSent: 0,
      receivedAt: hrNow(),
      firstChunkAt: null,
      completedAt: null,
    };
    const index = requests.push(record) - 1;
    res.on('close', () => {
      if (!record.completed) record.aborted = true;
    });
    const s = typeof scripted === 'function' ? scripted(record, index) : scripted;
    if (s.firstDelayMs) await sleep(s.firstDelayMs);
    if (record.aborted) return;
    if (s.raw) {
      res.writeHead(200, { 'content-type': s.raw.contentType });
      res.end(s.raw.body);
      record.completed = true;
      return;
    }
    if ((s.status ?? 200) !== 200) {
      res.writeHead(s.status!, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({ error: { message: s.errorMessage ?? `fake error ${s.status}`, type: 'fake' } }),
      );
      record.completed = true;
      return;
    }
    const chunks = s.chunks ?? ['Hello ', 'there!'];
    const text = chunks.join('');
    const usage =
      s.usage === null
        ? undefined
        : (s.usage ?? {
            prompt_tokens: Math.ceil(JSON.stringify(record.body.messages).length / 4),
            completion_tokens: Math.max(1, words(text).length),
          });
    const base = {
      id: `chatcmpl-${index}`,
      created: Math.floor(Date.now() / 1000),
      model: record.body.model,
    };
    if (!record.body.stream) {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          ...base,
          object: 'chat.completion',
          choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content: text } }],
          ...(usage
            ? { usage: { ...usage, total_tokens: usage.prompt_tokens + usage.completion_tokens } }
            : {}),
        }),
      );
      record.completed = true;
      return;
    }
    res.writeHead(200, {
      'content-type': 'text/event-stream',
      'cache-control': 'no-cache',
      connection: 'keep-alive',
    });
    const send = (obj: unknown) => res.write(`data: ${JSON.stringify(obj)}\n\n`);
    send({
      ...base,
      object: 'chat.completion.chunk',
      choices: [{ index: 0, delta: { role: 'assistant', content: '' }, finish_reason: null }],
    });
    for (const piece of chunks) {
      if (s.chunkDelayMs) await sleep(s.chunkDelayMs);
      if (record.aborted) return;
      record.firstChunkAt ??= hrNow();
      send({
        ...base,
        object: 'chat.completion.chunk',
        choices: [{ index: 0, delta: { content: piece }, finish_reason: null }],
      });
      record.chunksSent += 1;
      if (s.gate && record.chunksSent === 1) await s.gate;
    }
    send({
      ...base,
      object: 'chat.completion.chunk',
      choices: [{ index: 0, delta: {}, finish_reason: 'stop' }],
    });
    if (usage && record.body.stream_options?.include_usage) {
      send({
        ...base,
        object: 'chat.completion.chunk',
        choices: [],
        usage: { ...usage, total_tokens: usage.prompt_tokens + usage.completion_tokens },
      });
    }
    res.write('data: [DONE]\n\n');
    record.completed = true;
    record.completedAt = hrNow();
    res.end();
  }

  const server: Server = createServer((req, res) => {
    if (req.method === 'GET' && req.url === '/v1/models') {
      modelListRequests.push({ authorization: req.headers.authorization ?? null });
      if (modelIds === null || typeof modelIds === 'number') {
        res.writeHead(typeof modelIds === 'number' ? modelIds : 404, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: 'fake: no model list', type: 'fake' } }));
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          object: 'list',
          data: modelIds.map((id) => ({ id, object: 'model', created: 0, owned_by: 'fake' })),
        }),
      );
      return;
    }
    if (req.method === 'POST' && req.url?.endsWith('/moderations')) {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        moderationInputs.push(String((JSON.parse(body) as { input: unknown }).input));
        if (moderation === null) {
          res.writeHead(404, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ error: { message: 'Not found', type: 'fake' } }));
          return;
        }
        const names = [
          'sexual',
          'sexual/minors',
          'self-harm',
          'self-harm/intent',
          'self-harm/instructions',
          'violence',
          'violence/graphic',
        ];
        const categories = Object.fromEntries(names.map((n) => [n, moderation!.includes(n)]));
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            id: 'modr-fake',
            model: 'omni-moderation-latest',
            results: [{ flagged: moderation.length > 0, categories, category_scores: {} }],
          }),
        );
      });
      return;
    }
    if (req.method === 'POST' && req.url?.endsWith('/audio/transcriptions')) {
      const parts: Buffer[] = [];
      req.on('data', (c: Buffer) => parts.push(c));
      req.on('end', () => {
        const body = Buffer.concat(parts).toString('latin1');
        transcriptions.push({
          contentType: req.headers['content-type'] ?? '',
          model: /name="model"\r\n\r\n([^\r]*)/.exec(body)?.[1] ?? '',
          language: /name="language"\r\n\r\n([^\r]*)/.exec(body)?.[1] ?? '',
          bytes: body.length,
        });
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ text: transcriptionText }));
      });
      return;
    }
    if (req.method === 'POST' && req.url?.endsWith('/images/generations')) {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        const parsed = JSON.parse(body) as {
          model: string;
          prompt: string;
          size?: string;
          response_format?: string;
        };
        imageRequests.push(parsed);
        if (imageStatus !== 200) {
          res
            .writeHead(imageStatus, { 'content-type': 'application/json' })
            .end(JSON.stringify({ error: { message: 'fake image error' } }));
          return;
        }
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ created: Math.floor(Date.now() / 1000), data: [{ b64_json: TINY_PNG }] }));
      });
      return;
    }
    if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
      res.writeHead(404).end();
      return;
    }
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => void answer(req, res, body).catch(() => res.destroy()));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    baseURL: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    requests,
    transcriptions,
    setTranscription: (text) => void (transcriptionText = text),
    imageRequests,
    setImageStatus: (status) => void (imageStatus = status),
    moderationInputs,
    setModeration: (flagged) => void (moderation = flagged),
    modelListRequests,
    setModels: (ids) => void (modelIds = ids),
    script: (s) => void (scripted = s),
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}

/** The chunks of a structured `{reply, appraisal}` answer, split every few characters. */
export function structuredChunks(reply: string, appraisal: Record<string, number>, size = 6): string[] {
  const json = JSON.stringify({ reply, appraisal });
  const out: string[] = [];
  for (let i = 0; i < json.length; i += size) out.push(json.slice(i, i + size));
  return out;
}
