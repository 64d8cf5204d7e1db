import { MODEL_DOWN_AFTER_FAILURES, type TModelOption, type TModelSource } from '@avatara/contracts';
import { AppError } from '../../errors';
import type { TokenPrices } from '../../money';
import { fromStored, offlineFloor, type StoredPrices } from './prices';
import type { ModelEntry } from './types';

export { BUILT_IN_PRICES, FALLBACK_PRICE, parsePrices } from './prices';

/** The spec's default model name (avatar-chat.md §3, §9): what a fresh browser sends. */
export const DEFAULT_MODEL_NAME = 'OPENAI_MODEL_3_5_TURBO';
export const OFFLINE_MODEL_NAME = 'OFFLINE_PERSONA';

/** A connection as the chat uses it: where to call, with which key (opened), and its health. */
export interface ConnectionState {
  readonly id: string;
  readonly name: string;
  readonly baseUrl: string;
  /** The opened API key; null: none (or one that cannot be opened with this SECRETS_KEY). */
  readonly apiKey: string | null;
  readonly source: TModelSource;
  readonly consecutiveFailures: number;
  /** ms since epoch. */
  readonly lastErrorAt: number | null;
  readonly lastSuccessAt: number | null;
}

/** A model row as stored (`connection_models`). */
export interface ModelRow extends StoredPrices {
  readonly connectionId: string;
  readonly modelId: string;
  readonly name: string;
  readonly displayName: string;
  readonly shown: boolean;
  readonly isDefault: boolean;
}

/** Whether a connection that failed `failures` times in a row is down (`downAfter` 0: never). */
export const isDownAfter = (failures: number, downAfter: number): boolean =>
  downAfter > 0 && failures >= downAfter;

/**
 * The chat models users can pick, an in-memory copy of the database (`model_connections`,
 * `connection_models`), replaced whenever they change on any instance (docs/chat.md). The shown
 * models of every connection come first, the default at the top; the offline persona engine is
 * always last, always available and never dearer than any shown model.
 */
export class ModelRegistry {
  private shown: ModelEntry[] = [];
  private defaultName: string | null = null;
  private connections = new Map<string, ConnectionState>();
  /** The list: the default first, the offline engine last (first when no model answers). */
  entries: readonly ModelEntry[];

  /**
   * @param offlinePrices the offline engine's own price (`CHAT_PRICES` or the built-in table)
   * @param downAfter failures in a row after which a connection is down (`MODEL_DOWN_AFTER_FAILURES`; 0: never)
   */
  constructor(
    private readonly offlinePrices: TokenPrices,
    readonly downAfter: number = MODEL_DOWN_AFTER_FAILURES,
  ) {
    this.entries = [this.offline()];
  }

  /** Whether a connection is down: it failed `downAfter` times in a row. */
  isDown(c: Pick<ConnectionState, 'consecutiveFailures'>): boolean {
    return isDownAfter(c.consecutiveFailures, this.downAfter);
  }

  /** Replaces the whole list (rows in list order: connections by age, models by position). */
  replace(connections: readonly ConnectionState[], models: readonly ModelRow[]): void {
    this.connections = new Map(connections.map((c) => [c.id, c]));
    this.shown = models
      .filter((m) => m.shown && this.connections.has(m.connectionId))
      .map((m) => ({
        name: m.name,
        model: m.modelId,
        description: `OpenAI-compatible chat model ${m.modelId}`,
        displayName: m.displayName,
        provider: 'openai' as const,
        prices: fromStored(m),
        connectionId: m.connectionId,
      }));
    this.defaultName = models.find((m) => m.isDefault && m.shown)?.name ?? null;
    this.order();
  }

  /** A connection's health changed in this process (before the database's notification arrives). */
  noteHealth(
    id: string,
    health: Pick<ConnectionState, 'consecutiveFailures' | 'lastErrorAt' | 'lastSuccessAt'>,
  ) {
    const c = this.connections.get(id);
    if (!c) return;
    const wasDown = this.isDown(c);
    this.connections.set(id, { ...c, ...health });
    if (wasDown !== this.isDown(health)) this.order();
  }

  connection(id: string | undefined): ConnectionState | undefined {
    return id === undefined ? undefined : this.connections.get(id);
  }

  /** False while the entry's connection is down. */
  isAvailable(entry: ModelEntry): boolean {
    const c = this.connection(entry.connectionId);
    return entry.provider === 'offline' || (c !== undefined && !this.isDown(c));
  }

  /** Whether users can pick a real model that is not down (else operators see a banner). */
  get modelConnected(): boolean {
    return this.shown.some((e) => this.isAvailable(e));
  }

  /** The default: the operators' choice while it answers, else the first model that does, else the offline engine. */
  get default(): ModelEntry {
    return this.entries[0]!;
  }

  /** The offline engine's entry and price (never dearer than a shown model). */
  get offlineEntry(): ModelEntry {
    return this.entries.find((e) => e.provider === 'offline')!;
  }

  /**
   * The entry for a `currentModel`: none given, or the spec's default name when it is not
   * configured, means the default; any other unknown (or hidden) name is a 400 naming the field.
   */
  resolve(name: string | undefined): ModelEntry {
    if (name === undefined) return this.default;
    const found = this.entries.find((e) => e.name === name);
    if (found) return found;
    if (name === DEFAULT_MODEL_NAME) return this.default;
    throw new AppError('VALIDATION', `Unknown model ${name}; see /ai_models_list.txt`, {
      reason: 'UNKNOWN_MODEL',
      field: 'currentModel',
    });
  }

  /** The `/ai_models_list.txt` body: `name,model,description,displayName` per line, default first. */
  listText(): string {
    return (
      this.entries
        .map((m) =>
          [m.name, m.model, m.description, m.displayName].map((f) => f.replaceAll(',', ' ')).join(','),
        )
        .join('\n') + '\n'
    );
  }

  /** The picker's list (`GET /models`): the same entries with whether each answers. */
  options(): TModelOption[] {
    return this.entries.map((e) => ({
      name: e.name,
      model: e.model,
      description: e.description,
      displayName: e.displayName,
      offline: e.provider === 'offline',
      available: this.isAvailable(e),
    }));
  }

  private order(): void {
    const up = this.shown.filter((e) => this.isAvailable(e));
    const first = up.find((e) => e.name === this.defaultName) ?? up[0];
    const offline = this.offline();
    // When no model answers, the offline engine is the default (first); the others stay, marked.
    this.entries = first
      ? [first, ...this.shown.filter((e) => e !== first), offline]
      : [offline, ...this.shown];
  }

  private offline(): ModelEntry {
    return {
      name: OFFLINE_MODEL_NAME,
      model: 'offline-persona',
      description:
        this.shown.length > 0
          ? 'Offline persona engine on this server (no external model)'
          : 'Offline persona engine on this server - no chat API is configured',
      displayName: 'Offline persona (no AI model)',
      provider: 'offline',
      prices: offlineFloor(
        this.offlinePrices,
        this.shown.map((e) => e.prices),
      ),
    };
  }
}
