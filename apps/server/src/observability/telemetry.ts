/**
 * The app's metrics and traces in one object, made by `buildApp` and handed through the
 * composition root (compose.ts) to the parts that record: the HTTP hooks, the chat, the media
 * adapters, the news poller; the gauges read their sources at scrape time (docs/operations.md).
 */
import type { SpanExporter } from '@opentelemetry/sdk-trace-base';
import { ChatTelemetry } from './chat';
import { Metrics, type MediaKind } from './metrics';
import { Tracing } from './tracing';

/** An adapter's `kind` (`offline`, `azure`, …), else `unknown`. */
const kindOf = (target: object): string =>
  'kind' in target && typeof target.kind === 'string' ? target.kind : 'unknown';

export class Telemetry {
  readonly metrics = new Metrics();
  readonly tracing: Tracing;
  readonly chat: ChatTelemetry;

  constructor(options: { otlpEndpoint?: string; serviceName: string; traceExporter?: SpanExporter }) {
    this.tracing = new Tracing({
      serviceName: options.serviceName,
      ...(options.otlpEndpoint ? { endpoint: options.otlpEndpoint } : {}),
      ...(options.traceExporter ? { exporter: options.traceExporter } : {}),
    });
    this.chat = new ChatTelemetry(this.metrics, this.tracing);
  }

  /**
   * `target` whose async `method` is counted and timed as `kind` by `adapter` (default: the
   * target's own `kind`), with a span when tracing is on; everything else of it is untouched.
   * @example telemetry.media('image', new OfflineImageRenderer(), 'generate')
   */
  media<T extends object, K extends keyof T & string>(
    kind: MediaKind,
    target: T,
    method: K,
    adapter = kindOf(target),
  ): T {
    const original = target[method];
    if (typeof original !== 'function') return target;
    const call = original as (...args: unknown[]) => Promise<unknown>;
    const timed = (...args: unknown[]) => {
      const start = performance.now();
      const done = (ok: boolean) => this.metrics.media(kind, adapter, ok, (performance.now() - start) / 1000);
      return this.tracing.span(`media.${kind}`, { 'avatara.adapter': adapter }, () =>
        call.apply(target, args).then(
          (value) => {
            done(true);
            return value;
          },
          (err: unknown) => {
            done(false);
            throw err;
          },
        ),
      );
    };
    return new Proxy(target, {
      get: (t, p) => {
        if (p === method) return timed;
        const value: unknown = Reflect.get(t, p, t);
        return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(t) : value;
      },
    });
  }

  /** Sends the spans still buffered (the app closes). */
  close(): Promise<void> {
    return this.tracing.close();
  }
}
