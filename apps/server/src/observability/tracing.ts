/**
 * OpenTelemetry traces (docs/operations.md "Traces"), off unless OTEL_EXPORTER_OTLP_ENDPOINT is set
 * (or a test gives an exporter): spans go to an OTLP/HTTP collector in batches. The tracer is this
 * app's own (no global tracer provider), so apps built side by side (tests) never share one; only
 * the context manager, which carries the active span across `await`, is set once per process.
 * Spans carry names, counts and codes, never what a user wrote.
 */
import {
  context,
  defaultTextMapGetter,
  ROOT_CONTEXT,
  SpanStatusCode,
  type Attributes,
  type Context,
  type Span,
  type Tracer,
} from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-proto';
import { resourceFromAttributes } from '@opentelemetry/resources';
import {
  BasicTracerProvider,
  BatchSpanProcessor,
  SimpleSpanProcessor,
  type SpanExporter,
} from '@opentelemetry/sdk-trace-base';
import { APP_VERSION } from '../version';

export interface TracingOptions {
  /** The collector's base URL (OTEL_EXPORTER_OTLP_ENDPOINT); spans go to `<endpoint>/v1/traces`. */
  endpoint?: string;
  /** Spans go here instead, one by one (tests: an InMemorySpanExporter). */
  exporter?: SpanExporter;
  serviceName: string;
}

let contextManagerSet = false;

/** The W3C trace-context path of OTLP/HTTP: `http://collector:4318` → `http://collector:4318/v1/traces`. */
export function tracesUrl(endpoint: string): string {
  const base = endpoint.replace(/\/+$/, '');
  return base.endsWith('/v1/traces') ? base : `${base}/v1/traces`;
}

export class Tracing {
  /** null: tracing is off; nothing is recorded and nothing costs. */
  readonly tracer: Tracer | null;
  private readonly provider: BasicTracerProvider | null;
  private readonly propagator = new W3CTraceContextPropagator();

  constructor(options: TracingOptions) {
    const exporter =
      options.exporter ??
      (options.endpoint ? new OTLPTraceExporter({ url: tracesUrl(options.endpoint) }) : null);
    if (!exporter) {
      this.tracer = null;
      this.provider = null;
      return;
    }
    if (!contextManagerSet) {
      context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
      contextManagerSet = true;
    }
    this.provider = new BasicTracerProvider({
      resource: resourceFromAttributes({
        'service.name': options.serviceName,
        'service.version': APP_VERSION,
      }),
      spanProcessors: [
        options.exporter ? new SimpleSpanProcessor(exporter) : new BatchSpanProcessor(exporter),
      ],
    });
    this.tracer = this.provider.getTracer('avatara', APP_VERSION);
  }

  /** The trace a request continues: its W3C `traceparent` (and `tracestate`) header, else a new one. */
  extract(headers: Record<string, string | string[] | undefined>): Context {
    return this.propagator.extract(ROOT_CONTEXT, headers, defaultTextMapGetter);
  }

  /**
   * Runs `work` in a span that is the active one for what it calls (a child of the current span);
   * without tracing, just `work`. A failure marks the span with the error's code or name, never its
   * message (it may quote a provider's answer).
   */
  async span<T>(name: string, attributes: Attributes, work: (span: Span | null) => Promise<T>): Promise<T> {
    if (!this.tracer) return work(null);
    return this.tracer.startActiveSpan(name, { attributes }, async (span) => {
      try {
        return await work(span);
      } catch (err) {
        failed(span, err);
        throw err;
      } finally {
        span.end();
      }
    });
  }

  /** Sends the spans still buffered and stops (the app closes). */
  async close(): Promise<void> {
    await this.provider?.shutdown();
  }
}

/** Marks `span` as failed with the error's code (AppError, ModelError) or name. */
export function failed(span: Span, err: unknown): void {
  const code =
    typeof err === 'object' && err !== null && 'code' in err && typeof err.code === 'string'
      ? err.code
      : err instanceof Error
        ? err.name
        : 'error';
  span.setStatus({ code: SpanStatusCode.ERROR, message: code });
  span.setAttribute('error.type', code);
}
