import type {
  TCreateModelConnectionRequest,
  TModelConnection,
  TModelConnectionsResponse,
  TUpdateModelConnectionRequest,
} from '@avatara/contracts';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import type { TokenPrices } from '../../money';
import { ConnectionHealth } from './health';
import { newModels } from './listing';
import { toStored } from './prices';
import { listModels, ProbeError, type ModelLister, type ProbeResult } from './probe';
import { OFFLINE_MODEL_NAME, type ConnectionState, type ModelRegistry } from './registry';
import type { SecretBox } from './secrets';
import { ConnectionStore, type ConnectionRow } from './store';
import { connectionState, connectionView, snapshotOf, type ConnectionSnapshot } from './view';
import type { Change, TxHook } from '../../audit/log';

/** Notified by the database on every change of a connection or model (migration 0012). */
export const MODELS_CHANGED_CHANNEL = 'avatara_models_changed';
/** Longest wait for a server's model list when an operator adds or tests a connection, ms. */
export const PROBE_TIMEOUT_MS = 10_000;

export interface ModelConnectionsDeps {
  db: Database;
  registry: ModelRegistry;
  box: SecretBox;
  now: () => Date;
  log: { warn(obj: object, msg: string): void; info(obj: object, msg: string): void };
  /** What users pay for models on loopback or private servers (`LOCAL_MODEL_PRICES`). */
  localPrices: TokenPrices;
  /** `OPENAI_API_KEY`: the key of the environment's connection, kept in memory only. */
  envApiKey: string | undefined;
  lister?: ModelLister;
}

/** A change of a connection as its audit entry keeps it (docs/operator.md "Audit log"). */
export type ConnectionChange = Change<ConnectionSnapshot | null> & { id: string };

const notFound = () =>
  new AppError('NOT_FOUND', 'No such model connection', { reason: 'NOT_FOUND', field: 'id' });

/**
 * Model connections as operators manage them (docs/chat.md, "Connect a model"): add one (its models
 * are listed at once), change it and its models, test it, delete it; and their health as chat calls
 * report it. The database is the truth: every change reloads this instance's registry, and the
 * database's notification reloads the others'.
 */
export class ModelConnections {
  readonly store: ConnectionStore;
  /** How chat calls and probes went: failures in a row, down, up again. */
  readonly health: ConnectionHealth;
  private readonly list: ModelLister;
  private reloading: Promise<void> | null = null;
  private again = false;

  constructor(private readonly d: ModelConnectionsDeps) {
    this.store = new ConnectionStore(d.db);
    this.health = new ConnectionHealth(this.store, d.registry, d.now, d.log);
    this.list = d.lister ?? listModels;
  }

  /** Reads every connection and model into the registry (again once more when asked meanwhile). */
  reload(): Promise<void> {
    if (this.reloading) {
      this.again = true;
      return this.reloading;
    }
    this.reloading = (async () => {
      try {
        do {
          this.again = false;
          const { connections, models } = await this.store.all();
          this.d.registry.replace(
            connections.map((c) => this.stateOf(c)),
            models,
          );
        } while (this.again);
      } finally {
        this.reloading = null;
      }
    })();
    return this.reloading;
  }

  /** `GET /admin/models/connections`. */
  async view(): Promise<TModelConnectionsResponse> {
    const { connections, models } = await this.store.all();
    const offline = toStored(this.d.registry.offlineEntry.prices);
    return {
      connections: connections.map((c) =>
        connectionView(c, models, this.d.envApiKey !== undefined, this.d.registry.downAfter),
      ),
      offline: { name: OFFLINE_MODEL_NAME, ...offline },
      modelConnected: this.d.registry.modelConnected,
      currentDefault: this.d.registry.default.name,
    };
  }

  async one(id: string): Promise<TModelConnection> {
    const row = await this.store.get(id);
    if (!row) throw notFound();
    return connectionView(
      row,
      await this.store.modelsOf(id),
      this.d.envApiKey !== undefined,
      this.d.registry.downAfter,
    );
  }

  /**
   * Adds a connection made by an operator, with the models its server lists (400 naming the field
   * when it cannot). `audit` runs in the transaction that stores it.
   */
  async create(
    input: TCreateModelConnectionRequest,
    audit?: TxHook<ConnectionChange>,
  ): Promise<TModelConnection> {
    const apiKey = input.apiKey ? input.apiKey : null;
    const found = await this.probe(input.baseUrl, apiKey);
    const id = await this.d.db.transaction(async (tx) => {
      const store = new ConnectionStore(tx);
      const row = await store.insert({
        name: input.name,
        baseUrl: found.baseUrl,
        apiKeySealed: apiKey ? this.d.box.seal(apiKey) : null,
        source: 'operator',
        lastSuccessAt: this.d.now(),
      });
      await this.addListed(row, found.models, store);
      await audit?.(tx, { id: row.id, before: null, after: await snapshotOf(store, row.id) });
      return row.id;
    });
    await this.reload();
    return this.one(id);
  }

  /**
   * Changes a connection (a new address or key is tried first) and the settings of its models;
   * `audit` runs in the transaction of the change.
   */
  async update(
    id: string,
    input: TUpdateModelConnectionRequest,
    audit?: TxHook<ConnectionChange>,
  ): Promise<TModelConnection> {
    const row = await this.store.get(id);
    if (!row) throw notFound();
    if (row.source === 'env')
      for (const field of ['name', 'baseUrl', 'apiKey'] as const)
        if (input[field] !== undefined)
          throw new AppError('VALIDATION', 'This connection is configured by the environment (OPENAI_*)', {
            reason: 'SET_BY_ENVIRONMENT',
            field,
          });
    const models = await this.store.modelsOf(id);
    for (const [i, m] of (input.models ?? []).entries())
      if (!models.some((x) => x.id === m.id))
        throw new AppError('VALIDATION', 'No such model in this connection', {
          reason: 'INVALID_INPUT',
          field: `models.${i}.id`,
        });
    const apiKey = input.apiKey === undefined ? undefined : input.apiKey === '' ? null : input.apiKey;
    const changedModels = new Set((input.models ?? []).map((m) => m.id));
    let found: ProbeResult | null = null;
    if (input.baseUrl !== undefined || apiKey !== undefined) {
      const key = apiKey !== undefined ? apiKey : (this.d.registry.connection(id)?.apiKey ?? null);
      found = await this.probe(input.baseUrl ?? row.baseUrl, key);
    }
    await this.d.db.transaction(async (tx) => {
      const store = new ConnectionStore(tx);
      const before = audit ? await snapshotOf(store, id, changedModels) : null;
      if (found) {
        await store.update(id, {
          baseUrl: found.baseUrl,
          ...(apiKey !== undefined ? { apiKeySealed: apiKey === null ? null : this.d.box.seal(apiKey) } : {}),
          consecutiveFailures: 0,
          lastSuccessAt: this.d.now(),
        });
        await this.addListed({ ...row, baseUrl: found.baseUrl }, found.models, store);
      }
      if (input.name !== undefined) await store.update(id, { name: input.name });
      for (const { id: modelId, ...settings } of input.models ?? [])
        await store.updateModel(id, modelId, settings);
      if (audit) {
        const after = await snapshotOf(store, id, changedModels);
        await audit(tx, { id, before, after: after && { ...after, apiKeyChanged: apiKey !== undefined } });
      }
    });
    await this.reload();
    return this.one(id);
  }

  /**
   * Deletes a connection and its models (the environment's comes back at every start: refused);
   * `audit` runs in the transaction of the deletion.
   */
  async remove(id: string, audit?: TxHook<ConnectionChange>): Promise<void> {
    const row = await this.store.get(id);
    if (!row) throw notFound();
    if (row.source === 'env')
      throw new AppError('VALIDATION', 'This connection is configured by the environment (OPENAI_*)', {
        reason: 'SET_BY_ENVIRONMENT',
        field: 'id',
      });
    await this.d.db.transaction(async (tx) => {
      const store = new ConnectionStore(tx);
      const before = audit ? await snapshotOf(store, id) : null;
      await store.remove(id);
      await audit?.(tx, { id, before, after: null });
    });
    await this.reload();
  }

  /** Lists the server's models again: new ones are added, and the health is updated either way. */
  async test(id: string): Promise<TModelConnection> {
    const row = await this.store.get(id);
    if (!row) throw notFound();
    await this.recheck(row, PROBE_TIMEOUT_MS);
    return this.one(id);
  }

  /** Asks a connection's server for its models and records the outcome; the models it lists, or null. */
  async recheck(row: ConnectionRow, timeoutMs: number): Promise<string[] | null> {
    try {
      const found = await this.list(row.baseUrl, this.stateOf(row).apiKey, timeoutMs);
      await this.addListed(row, found.models);
      await this.health.succeeded(row.id, true);
      await this.reload();
      return found.models;
    } catch (err) {
      if (!(err instanceof ProbeError)) throw err;
      await this.health.failed(row.id, err.message);
      return null;
    }
  }

  /** Adds the listed models a connection lacks: shown at once (unless of another kind), priced by the rules. */
  async addListed(
    row: Pick<ConnectionRow, 'id' | 'name' | 'baseUrl'>,
    modelIds: readonly string[],
    store: ConnectionStore = this.store,
  ) {
    const have = (await store.modelsOf(row.id)).map((m) => m.modelId);
    const fresh = newModels(row, modelIds, have, await store.takenNames(), this.d.localPrices);
    await store.addModels(row.id, fresh);
  }

  private async probe(baseUrl: string, apiKey: string | null): Promise<ProbeResult> {
    try {
      return await this.list(baseUrl, apiKey, PROBE_TIMEOUT_MS);
    } catch (err) {
      if (!(err instanceof ProbeError)) throw err;
      throw new AppError('VALIDATION', err.message, { reason: err.reason, field: err.field });
    }
  }

  private stateOf(row: ConnectionRow): ConnectionState {
    let apiKey: string | null = null;
    if (row.source === 'env') apiKey = this.d.envApiKey ?? null;
    else if (row.apiKeySealed)
      try {
        apiKey = this.d.box.open(row.apiKeySealed);
      } catch {
        this.d.log.warn(
          { connection: row.name },
          'this API key cannot be opened with this SECRETS_KEY: enter it again',
        );
      }
    return connectionState(row, apiKey);
  }
}
