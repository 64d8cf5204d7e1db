/**
 * What the chat tells the metrics and traces (docs/operations.md): each turn's first words, its
 * whole reply, its charge and its errors; each model call's span and tokens; each database step
 * of a turn as a span. Names, counts and codes only — never a message or a reply.
 */
import { context, SpanKind } from '@opentelemetry/api';
import type { Metrics } from './metrics';
import { failed, type Tracing } from './tracing';

/** One chat turn as the chat service reports it. */
export interface TurnTelemetry {
  /** Words were sent to the user (the first call marks the first token). */
  words(): void;
  /** The model's reply was stored and charged `chargedMicroUsd`. */
  replied(model: string, chargedMicroUsd: number): void;
  /** An error was told to the user (`MODEL_TIMEOUT`, …), or the turn failed (`INTERNAL`). */
  error(code: string): void;
  /** The turn is over. */
  end(): void;
}

/** The model call as the chat's adapters take it (`chat/models/types.ts`). */
interface CallLike {
  readonly entry: { readonly name: string; readonly model: string; readonly provider: string };
  readonly maxTokens: number;
}
interface UsageLike {
  readonly type: 'usage';
  readonly promptTokens: number;
  readonly completionTokens: number;
}
const isUsage = (ev: { readonly type: string }): ev is UsageLike => ev.type === 'usage';

export class ChatTelemetry {
  constructor(
    private readonly metrics: Metrics,
    private readonly tracing: Tracing,
  ) {}

  /** A turn begins now. */
  turn(): TurnTelemetry {
    const startMs = performance.now();
    let firstMs: number | null = null;
    let reply: { model: string; chargedMicroUsd: number } | null = null;
    return {
      words: () => {
        firstMs ??= performance.now();
      },
      replied: (model, chargedMicroUsd) => {
        reply = { model, chargedMicroUsd };
      },
      error: (code) => this.metrics.chatError(code),
      end: () => {
        if (!reply) return;
        const seconds = (ms: number) => (ms - startMs) / 1000;
        this.metrics.chatReplied(
          reply.model,
          firstMs === null ? null : seconds(firstMs),
          seconds(performance.now()),
          reply.chargedMicroUsd,
        );
      },
    };
  }

  /** A database step of a turn (one statement or transaction) as a span named `name`. */
  step<T>(name: string, work: () => Promise<T>): Promise<T> {
    if (!this.tracing.tracer) return work();
    return this.tracing.span(name, { 'db.system.name': 'postgresql' }, work);
  }

  /** `fn` whose every call is a database step of a turn (`step`). */
  traced<A extends unknown[], R>(name: string, fn: (...args: A) => Promise<R>): (...args: A) => Promise<R> {
    return (...args) => this.step(name, () => fn(...args));
  }

  /**
   * The chat model adapter whose every call is a span (the model's list name and id, its
   * provider, the token counts) and whose reported tokens are counted.
   */
  observeModel<C extends CallLike, E extends { readonly type: string }>(adapter: {
    stream(call: C): AsyncIterable<E>;
  }): { stream(call: C): AsyncIterable<E> } {
    return { stream: (call) => this.modelCall(adapter, call) };
  }

  private async *modelCall<C extends CallLike, E extends { readonly type: string }>(
    adapter: { stream(call: C): AsyncIterable<E> },
    call: C,
  ): AsyncGenerator<E> {
    const span = this.tracing.tracer?.startSpan(
      'chat.model',
      {
        kind: SpanKind.CLIENT,
        attributes: {
          'avatara.model': call.entry.name,
          'gen_ai.request.model': call.entry.model,
          'gen_ai.provider.name': call.entry.provider,
          'gen_ai.request.max_tokens': call.maxTokens,
        },
      },
      context.active(),
    );
    try {
      for await (const ev of adapter.stream(call)) {
        if (isUsage(ev)) {
          this.metrics.chatTokens(call.entry.name, ev.promptTokens, ev.completionTokens);
          span?.setAttributes({
            'gen_ai.usage.input_tokens': ev.promptTokens,
            'gen_ai.usage.output_tokens': ev.completionTokens,
          });
        }
        yield ev;
      }
    } catch (err) {
      if (span) failed(span, err);
      throw err;
    } finally {
      span?.end();
    }
  }
}
