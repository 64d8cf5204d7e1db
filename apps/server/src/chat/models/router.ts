import OpenAI from 'openai';
import { OpenAiChatModel, type OpenAiChatOptions } from './openai';
import type { ConnectionState, ModelRegistry } from './registry';
import { ModelError, type ChatModel, type ModelCall, type ModelEvent } from './types';

/** While a connection is down, one chat call at most this often is let through to see whether it is back, ms. */
export const DOWN_RETRY_MS = 60_000;

/** Where the router reports how calls went (the connections service writes it to the database). */
export interface HealthSink {
  failed(connectionId: string, message: string): Promise<void>;
  succeeded(connectionId: string): Promise<void>;
}

/**
 * The chat adapter of every connected model: sends each call to its connection's OpenAI-compatible
 * server (one client per address and key, made again when they change) and records how it went. A
 * connection that is down is not asked (the user is told `MODEL_DOWN` at once), except one call a
 * minute that checks whether it is back; a success clears the mark (docs/chat.md, health).
 */
export class ConnectionRouter implements ChatModel {
  private readonly clients = new Map<string, { key: string; model: ChatModel }>();
  private readonly tried = new Map<string, number>();

  constructor(
    private readonly registry: ModelRegistry,
    private readonly health: HealthSink,
    private readonly options: OpenAiChatOptions,
    private readonly now: () => Date,
    /** Makes the adapter of one connection (tests give a fake). */
    private readonly make: (c: ConnectionState, options: OpenAiChatOptions) => ChatModel = (c, o) =>
      new OpenAiChatModel(new OpenAI({ apiKey: c.apiKey ?? 'none', baseURL: c.baseUrl }), o),
  ) {}

  async *stream(call: ModelCall): AsyncGenerator<ModelEvent> {
    const c = this.registry.connection(call.entry.connectionId);
    if (!c) throw new ModelError('MODEL_UNAVAILABLE', 'The model has no connection any more', false);
    const nowMs = this.now().getTime();
    if (this.registry.isDown(c)) {
      const last = Math.max(this.tried.get(c.id) ?? 0, c.lastErrorAt ?? 0);
      if (nowMs - last < DOWN_RETRY_MS)
        throw new ModelError('MODEL_DOWN', `The connection ${c.name} is down`, false);
      this.tried.set(c.id, nowMs);
    }
    try {
      yield* this.adapterOf(c).stream(call);
    } catch (err) {
      if (err instanceof ModelError && !call.signal.aborted) await this.health.failed(c.id, err.message);
      throw err;
    }
    await this.health.succeeded(c.id);
  }

  private adapterOf(c: ConnectionState): ChatModel {
    const key = `${c.baseUrl}\n${c.apiKey ?? ''}`;
    const known = this.clients.get(c.id);
    if (known?.key === key) return known.model;
    const model = this.make(c, this.options);
    this.clients.set(c.id, { key, model });
    return model;
  }
}
