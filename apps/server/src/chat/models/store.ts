import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { connectionModels, modelConnections } from '../../db/schema';
import type { StoredPrices } from './prices';

export type ConnectionRow = typeof modelConnections.$inferSelect;
export type ConnectionModelRow = typeof connectionModels.$inferSelect;

/** A model to add to a connection. */
export interface NewModel extends StoredPrices {
  modelId: string;
  name: string;
  displayName: string;
  position: number;
  /** Offered to users (default: yes). */
  shown?: boolean;
}

/** Longest last-error text kept. */
const ERROR_MAX_CHARS = 200;

/**
 * The list name of a model (`/ai_models_list.txt`, A-Z 0-9 _): the connection's name and the
 * model id, e.g. Ollama + `llama3.2:latest` → `OLLAMA_LLAMA3_2_LATEST`; `_2`, `_3`… when taken.
 */
export function listName(connectionName: string, modelId: string, taken: ReadonlySet<string>): string {
  const slug = (s: string) =>
    s
      .normalize('NFKD')
      .toUpperCase()
      .replace(/[^A-Z0-9]+/g, '_')
      .replace(/^_+|_+$/g, '');
  const base = [slug(connectionName), slug(modelId)].filter(Boolean).join('_').slice(0, 60) || 'MODEL';
  let name = base;
  for (let i = 2; taken.has(name); i += 1) name = `${base}_${i}`;
  return name;
}

/** The SQL of model connections and their models (docs/chat.md, "Connect a model"). */
export class ConnectionStore {
  constructor(private readonly db: Database) {}

  /** Every connection, oldest first, and every model, in each connection's order. */
  async all(): Promise<{ connections: ConnectionRow[]; models: ConnectionModelRow[] }> {
    const [connections, models] = await Promise.all([
      this.db
        .select()
        .from(modelConnections)
        .orderBy(asc(modelConnections.createdAt), asc(modelConnections.id)),
      this.db
        .select()
        .from(connectionModels)
        .orderBy(asc(connectionModels.position), asc(connectionModels.name)),
    ]);
    const rank = new Map(connections.map((c, i) => [c.id, i]));
    models.sort((a, b) => (rank.get(a.connectionId) ?? 0) - (rank.get(b.connectionId) ?? 0));
    return { connections, models };
  }

  async get(id: string): Promise<ConnectionRow | undefined> {
    return (await this.db.select().from(modelConnections).where(eq(modelConnections.id, id)))[0];
  }

  async modelsOf(connectionId: string): Promise<ConnectionModelRow[]> {
    return this.db
      .select()
      .from(connectionModels)
      .where(eq(connectionModels.connectionId, connectionId))
      .orderBy(asc(connectionModels.position), asc(connectionModels.name));
  }

  async takenNames(): Promise<Set<string>> {
    return new Set(
      (await this.db.select({ n: connectionModels.name }).from(connectionModels)).map((r) => r.n),
    );
  }

  async insert(values: typeof modelConnections.$inferInsert): Promise<ConnectionRow> {
    return (await this.db.insert(modelConnections).values(values).returning())[0]!;
  }

  /** A connection found by discovery at `baseUrl`, made once whichever instance finds it first. */
  async upsertDiscovered(name: string, baseUrl: string): Promise<ConnectionRow> {
    await this.db
      .insert(modelConnections)
      .values({ name, baseUrl, source: 'discovered' })
      .onConflictDoNothing({ target: modelConnections.baseUrl, where: sql`source = 'discovered'` });
    const [row] = await this.db
      .select()
      .from(modelConnections)
      .where(and(eq(modelConnections.baseUrl, baseUrl), eq(modelConnections.source, 'discovered')));
    return row!;
  }

  async update(id: string, values: Partial<typeof modelConnections.$inferInsert>): Promise<void> {
    if (Object.keys(values).length > 0)
      await this.db.update(modelConnections).set(values).where(eq(modelConnections.id, id));
  }

  /** Deletes a connection with its models; false when there was none. */
  async remove(id: string): Promise<boolean> {
    return (await this.db.delete(modelConnections).where(eq(modelConnections.id, id)).returning()).length > 0;
  }

  /** Adds models a connection does not have yet (a model already there, or a name taken meanwhile, is skipped). */
  async addModels(connectionId: string, models: readonly NewModel[]): Promise<void> {
    if (models.length === 0) return;
    await this.db
      .insert(connectionModels)
      .values(models.map((m) => ({ ...m, connectionId })))
      .onConflictDoNothing();
  }

  /** Changes one model of a connection; makes it the only default when `isDefault` is true. */
  async updateModel(
    connectionId: string,
    id: string,
    values: Partial<
      Pick<
        ConnectionModelRow,
        | 'shown'
        | 'displayName'
        | 'isDefault'
        | keyof StoredPrices
        | 'inputCostMicroUsdPerMillion'
        | 'outputCostMicroUsdPerMillion'
      >
    >,
  ): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      if (values.isDefault)
        await tx
          .update(connectionModels)
          .set({ isDefault: false })
          .where(and(eq(connectionModels.isDefault, true), ne(connectionModels.id, id)));
      const changed = await tx
        .update(connectionModels)
        .set(values)
        .where(and(eq(connectionModels.id, id), eq(connectionModels.connectionId, connectionId)))
        .returning({ id: connectionModels.id });
      return changed.length > 0;
    });
  }

  /** Removes models of a connection by their provider ids. */
  async removeModels(connectionId: string, modelIds: readonly string[]): Promise<void> {
    if (modelIds.length === 0) return;
    await this.db
      .delete(connectionModels)
      .where(
        and(eq(connectionModels.connectionId, connectionId), inArray(connectionModels.modelId, modelIds)),
      );
  }

  /** Whether some model is the default for everyone. */
  async hasDefault(): Promise<boolean> {
    return (
      (
        await this.db
          .select({ id: connectionModels.id })
          .from(connectionModels)
          .where(eq(connectionModels.isDefault, true))
      ).length > 0
    );
  }

  /** One more failure in a row (the message in our words, cut short); the new count. */
  async recordFailure(id: string, message: string, at: Date): Promise<number> {
    const [row] = await this.db
      .update(modelConnections)
      .set({
        consecutiveFailures: sql`${modelConnections.consecutiveFailures} + 1`,
        lastError: message.slice(0, ERROR_MAX_CHARS),
        lastErrorAt: at,
      })
      .where(eq(modelConnections.id, id))
      .returning({ failures: modelConnections.consecutiveFailures });
    return row?.failures ?? 0;
  }

  /** A success: no failures in a row any more. */
  async recordSuccess(id: string, at: Date): Promise<void> {
    await this.db
      .update(modelConnections)
      .set({ consecutiveFailures: 0, lastSuccessAt: at })
      .where(eq(modelConnections.id, id));
  }
}
