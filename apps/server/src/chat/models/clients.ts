import OpenAI from 'openai';
import type { ConnectionState, ModelRegistry } from './registry';
import type { ModelEntry } from './types';

/** An OpenAI-compatible client for one connection, and the model id to ask. */
export interface ConnectionClient {
  readonly client: OpenAI;
  /** The provider's model id (`connection_models.model_id`). */
  readonly model: string;
  readonly connectionId: string;
}

/**
 * The OpenAI-compatible clients of the connected models, one per connection address and key (made
 * again when either changes). Everything that asks "the chosen model" — the appraisal, the facts
 * learnt, the picture request, the moderation — gets its client here, so a model connected at run
 * time does the understanding at once (docs/chat.md, "With a model, the model understands").
 */
export class ConnectionClients {
  private readonly clients = new Map<string, { key: string; client: OpenAI }>();

  constructor(
    private readonly registry: ModelRegistry,
    /** Makes a client (tests of this class count them). */
    private readonly make: (c: ConnectionState) => OpenAI = (c) =>
      new OpenAI({ apiKey: c.apiKey ?? 'none', baseURL: c.baseUrl }),
  ) {}

  /** The client of a connected model's connection; null for the offline engine or a connection that is gone. */
  of(entry: ModelEntry): ConnectionClient | null {
    if (entry.provider !== 'openai') return null;
    const c = this.registry.connection(entry.connectionId);
    if (!c) return null;
    return { client: this.clientOf(c), model: entry.model, connectionId: c.id };
  }

  /**
   * The client that gives second opinions for a turn with `entry` (docs/safety.md): its own
   * connection, else the default model's when one is connected and not down (a user of the
   * offline engine is protected as well), else none.
   */
  forSafety(entry: ModelEntry): ConnectionClient | null {
    const own = this.of(entry);
    if (own) return own;
    const fallback = this.registry.default;
    return this.registry.isAvailable(fallback) ? this.of(fallback) : null;
  }

  private clientOf(c: ConnectionState): OpenAI {
    const key = `${c.baseUrl}\n${c.apiKey ?? ''}`;
    const known = this.clients.get(c.id);
    if (known?.key === key) return known.client;
    const client = this.make(c);
    this.clients.set(c.id, { key, client });
    return client;
  }
}
