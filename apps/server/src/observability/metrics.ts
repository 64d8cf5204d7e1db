/**
 * The server's Prometheus metrics (`GET /metrics`, docs/operations.md "Metrics"): one registry per
 * app with the families below, and the process's own (prom-client's default metrics: event-loop
 * lag, heap, CPU, handles), collected once per process. Label values are bounded sets — route
 * patterns, model list names, error codes, adapter kinds — never a user id, an email or a raw URL.
 */
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { APP_VERSION } from '../version';
import { registerGauges, type GaugeSources, type JobCounts } from './gauges';

export type { GaugeSources, JobCounts, PoolStats } from './gauges';

export type MediaKind = 'image' | 'speech' | 'transcription';
export type NewsOutcome = 'ok' | 'not_modified' | 'error';

let processRegistry: Registry | undefined;

/** The process's own metrics: one collector per process, however many apps it builds (tests). */
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

const SECONDS_HTTP = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];
const SECONDS_FIRST_TOKEN = [0.05, 0.1, 0.25, 0.5, 1, 2, 3, 5, 10, 30];
const SECONDS_REPLY = [0.25, 0.5, 1, 2, 3, 5, 10, 20, 30, 60, 120];
const SECONDS_MEDIA = [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60];
const SECONDS_FETCH = [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 15, 30];

export class Metrics {
  readonly registry = new Registry();
  private readonly sources: GaugeSources = {};
  private readonly queues = new Map<string, () => JobCounts | Promise<JobCounts>>();
  private readonly registers = [this.registry];
  readonly contentType = this.registry.contentType;

  private readonly httpRequests = new Counter({
    name: 'avatara_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status.',
    labelNames: ['method', 'route', 'status'] as const,
    registers: this.registers,
  });
  private readonly httpSeconds = new Histogram({
    name: 'avatara_http_request_duration_seconds',
    help: 'Time from a request to the end of its answer (a streamed chat reply: the whole stream), by method, route pattern and status.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: SECONDS_HTTP,
    registers: this.registers,
  });

  private readonly chatFirstToken = new Histogram({
    name: 'avatara_chat_first_token_seconds',
    help: "Time from a chat turn's start to the first words of the model's reply sent to the user, by model.",
    labelNames: ['model'] as const,
    buckets: SECONDS_FIRST_TOKEN,
    registers: this.registers,
  });
  private readonly chatReply = new Histogram({
    name: 'avatara_chat_reply_seconds',
    help: "Time from a chat turn's start to the end of the model's reply (settled and sent), by model.",
    labelNames: ['model'] as const,
    buckets: SECONDS_REPLY,
    registers: this.registers,
  });
  private readonly chatTokensTotal = new Counter({
    name: 'avatara_chat_tokens_total',
    help: 'Tokens of chat model calls as the model counted them, by model and direction (in: prompt, out: reply).',
    labelNames: ['model', 'direction'] as const,
    registers: this.registers,
  });
  private readonly chatCharged = new Counter({
    name: 'avatara_chat_charged_micro_usd_total',
    help: 'What chat replies were charged to balances, micro-USD (1,000,000 = 1 USD; pictures in the chat included), by model.',
    labelNames: ['model'] as const,
    registers: this.registers,
  });
  private readonly chatErrors = new Counter({
    name: 'avatara_chat_errors_total',
    help: 'Chat turns that ended with an error told to the user, by code (MODEL_UNAVAILABLE, MODEL_TIMEOUT, MODEL_DOWN, STILL_ANSWERING, IMAGE_FAILED, INTERNAL).',
    labelNames: ['code'] as const,
    registers: this.registers,
  });

  private readonly mediaRequests = new Counter({
    name: 'avatara_media_requests_total',
    help: 'Pictures generated, speech synthesised (cache misses) and recordings transcribed, by kind, adapter and outcome.',
    labelNames: ['kind', 'adapter', 'outcome'] as const,
    registers: this.registers,
  });
  private readonly mediaSeconds = new Histogram({
    name: 'avatara_media_duration_seconds',
    help: 'How long a picture, a synthesis or a transcription took, by kind, adapter and outcome.',
    labelNames: ['kind', 'adapter', 'outcome'] as const,
    buckets: SECONDS_MEDIA,
    registers: this.registers,
  });

  private readonly newsFetches = new Counter({
    name: 'avatara_news_fetches_total',
    help: 'News feed fetches by outcome (ok, not_modified, error).',
    labelNames: ['outcome'] as const,
    registers: this.registers,
  });
  private readonly newsSeconds = new Histogram({
    name: 'avatara_news_fetch_duration_seconds',
    help: 'How long a news feed fetch took, by outcome.',
    labelNames: ['outcome'] as const,
    buckets: SECONDS_FETCH,
    registers: this.registers,
  });

  constructor() {
    new Gauge({
      name: 'avatara_build_info',
      help: 'The running version (always 1).',
      labelNames: ['version'] as const,
      registers: this.registers,
    }).set({ version: APP_VERSION }, 1);
    registerGauges(this.registers, this.sources, this.queues);
  }

  /** Registers what the gauges read (each part its own; a later call adds to or replaces earlier ones). */
  watch(sources: GaugeSources): void {
    Object.assign(this.sources, sources);
  }

  /** Registers a job queue's counts under `queue`. */
  watchQueue(queue: string, counts: () => JobCounts | Promise<JobCounts>): void {
    this.queues.set(queue, counts);
  }

  /** One answered request: `route` is the route's pattern (`/memories/:id`), never the URL. */
  http(method: string, route: string, status: number, seconds: number): void {
    const labels = { method, route, status: String(status) };
    this.httpRequests.inc(labels);
    this.httpSeconds.observe(labels, seconds);
  }

  /** A chat turn that the model answered: its times from the turn's start, and its charge. */
  chatReplied(
    model: string,
    firstTokenSeconds: number | null,
    replySeconds: number,
    chargedMicroUsd: number,
  ): void {
    if (firstTokenSeconds !== null) this.chatFirstToken.observe({ model }, firstTokenSeconds);
    this.chatReply.observe({ model }, replySeconds);
    if (chargedMicroUsd > 0) this.chatCharged.inc({ model }, chargedMicroUsd);
  }

  /** The tokens of one model call, as the model reported them. */
  chatTokens(model: string, tokensIn: number, tokensOut: number): void {
    this.chatTokensTotal.inc({ model, direction: 'in' }, tokensIn);
    this.chatTokensTotal.inc({ model, direction: 'out' }, tokensOut);
  }

  chatError(code: string): void {
    this.chatErrors.inc({ code });
  }

  media(kind: MediaKind, adapter: string, ok: boolean, seconds: number): void {
    const labels = { kind, adapter, outcome: ok ? 'ok' : 'error' };
    this.mediaRequests.inc(labels);
    this.mediaSeconds.observe(labels, seconds);
  }

  newsFetch(outcome: NewsOutcome, seconds: number): void {
    this.newsFetches.inc({ outcome });
    this.newsSeconds.observe({ outcome }, seconds);
  }

  /** The text Prometheus scrapes: the process's metrics, then this app's. */
  async text(): Promise<string> {
    const [own, app] = await Promise.all([processMetrics().metrics(), this.registry.metrics()]);
    return `${own}\n${app}`;
  }
}
