import type { TConnectionModel, TModelConnection, TModelHealth } from '@avatara/contracts';
import { isDownAfter, type ConnectionState } from './registry';
import { isOnThisMachine } from './prices';
import type { ConnectionModelRow, ConnectionRow, ConnectionStore } from './store';

/** A connection's health as the Models page shows it. */
export function healthOf(row: ConnectionRow, downAfter: number): TModelHealth {
  const down = isDownAfter(row.consecutiveFailures, downAfter);
  return {
    status: down ? 'down' : row.lastSuccessAt ? 'up' : 'unknown',
    consecutiveFailures: row.consecutiveFailures,
    lastError: row.lastError,
    lastErrorAt: row.lastErrorAt?.toISOString() ?? null,
    lastSuccessAt: row.lastSuccessAt?.toISOString() ?? null,
  };
}

const modelView = (m: ConnectionModelRow): TConnectionModel => ({
  id: m.id,
  modelId: m.modelId,
  name: m.name,
  displayName: m.displayName,
  shown: m.shown,
  inputMicroUsdPerMillion: m.inputMicroUsdPerMillion,
  outputMicroUsdPerMillion: m.outputMicroUsdPerMillion,
  inputCostMicroUsdPerMillion: m.inputCostMicroUsdPerMillion,
  outputCostMicroUsdPerMillion: m.outputCostMicroUsdPerMillion,
  isDefault: m.isDefault,
});

/** A connection as an audit entry keeps it (docs/operator.md "Audit log"): never its key. */
export interface ConnectionSnapshot {
  name: string;
  baseUrl: string;
  /** `environment`: the environment's connection, whose key stays in `OPENAI_API_KEY`. */
  hasApiKey: boolean | 'environment';
  modelCount: number;
  /** The models a change names (all of them for a new or deleted connection), by list name. */
  models: Record<string, Omit<TConnectionModel, 'id' | 'name' | 'modelId'>>;
  apiKeyChanged?: boolean;
}

/** The snapshot of connection `id` (only the models of `only`, when given); null when there is none. */
export async function snapshotOf(
  store: ConnectionStore,
  id: string,
  only?: ReadonlySet<string>,
): Promise<ConnectionSnapshot | null> {
  const row = await store.get(id);
  if (!row) return null;
  const models = await store.modelsOf(id);
  const named = only ? models.filter((m) => only.has(m.id)) : models;
  return {
    name: row.name,
    baseUrl: row.baseUrl,
    hasApiKey: row.source === 'env' ? 'environment' : row.apiKeySealed !== null,
    modelCount: models.length,
    models: Object.fromEntries(
      named.map((m) => {
        const { id: _id, name, modelId: _modelId, ...rest } = modelView(m);
        return [name, rest];
      }),
    ),
  };
}

/**
 * A connection as the operators' API answers it: never its key, only whether one is set (the
 * environment's connection has the key of `OPENAI_API_KEY`, which stays in the environment).
 */
export function connectionView(
  row: ConnectionRow,
  models: readonly ConnectionModelRow[],
  envHasKey: boolean,
  downAfter: number,
): TModelConnection {
  return {
    id: row.id,
    name: row.name,
    baseUrl: row.baseUrl,
    hasApiKey: row.source === 'env' ? envHasKey : row.apiKeySealed !== null,
    source: row.source,
    onThisMachine: isOnThisMachine(row.baseUrl),
    health: healthOf(row, downAfter),
    models: models.filter((m) => m.connectionId === row.id).map(modelView),
    createdAt: row.createdAt.toISOString(),
  };
}

/** A connection as the chat uses it, with its opened key (`null`: none). */
export function connectionState(row: ConnectionRow, apiKey: string | null): ConnectionState {
  return {
    id: row.id,
    name: row.name,
    baseUrl: row.baseUrl,
    apiKey,
    source: row.source,
    consecutiveFailures: row.consecutiveFailures,
    lastErrorAt: row.lastErrorAt?.getTime() ?? null,
    lastSuccessAt: row.lastSuccessAt?.getTime() ?? null,
  };
}
