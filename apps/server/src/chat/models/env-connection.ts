import { and, eq } from 'drizzle-orm';
import type { TConfig } from '../../config';
import type { Database } from '../../db/client';
import { connectionModels, modelConnections } from '../../db/schema';
import { BUILT_IN_PRICES, FALLBACK_PRICE, parsePrices, toStored } from './prices';
import { normalizeBaseUrl } from './probe';
import { ConnectionStore } from './store';

/** The name of the connection the environment configures. */
export const ENV_CONNECTION_NAME = 'Configured by environment';
const OPENAI_BASE_URL = 'https://api.openai.com/v1';

/** One `CHAT_MODELS` entry; `named`: the display name was given (`|Display name`). */
export interface EnvModel {
  name: string;
  model: string;
  displayName: string;
  named: boolean;
}

/** Parses `NAME=model-id[|Display name],…`; throws naming the bad entry. */
export function parseModels(text: string): EnvModel[] {
  const out: EnvModel[] = [];
  for (const part of text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    const m = /^([A-Z0-9_]+)=([^|,]+?)(?:\|([^,]+))?$/.exec(part);
    if (!m)
      throw new Error(
        `Invalid configuration:\n  CHAT_MODELS: "${part}" is not NAME=model-id[|Display name] (NAME in A-Z, 0-9, _)`,
      );
    const model = m[2]!.trim();
    if (out.some((o) => o.model === model))
      throw new Error(`Invalid configuration:\n  CHAT_MODELS: ${model} is listed twice`);
    out.push({ name: m[1]!, model, displayName: (m[3] ?? model).trim(), named: m[3] !== undefined });
  }
  return out;
}

/**
 * `OPENAI_API_KEY`/`OPENAI_BASE_URL`/`CHAT_MODELS`/`CHAT_PRICES` at start (docs/chat.md): they make
 * or update the one connection of source `env`, with the `CHAT_MODELS` models in their order and
 * names. A model is priced from `CHAT_PRICES`, else the built-in table, when it is added; later
 * starts rewrite a price or display name only where the environment names it, so what operators
 * change on the Models page lasts. The first model becomes the default when there is none. Without
 * a chat API in the environment, its connection is removed. Safe when several instances start at once.
 */
export async function syncEnvConnection(
  db: Database,
  config: Pick<TConfig, 'hasChatApi' | 'OPENAI_BASE_URL' | 'CHAT_MODELS' | 'CHAT_PRICES'>,
): Promise<void> {
  if (!config.hasChatApi) {
    await db.delete(modelConnections).where(eq(modelConnections.source, 'env'));
    return;
  }
  const wanted = parseModels(config.CHAT_MODELS);
  const overrides = parsePrices(config.CHAT_PRICES);
  const baseUrl = normalizeBaseUrl(config.OPENAI_BASE_URL ?? OPENAI_BASE_URL);
  await db
    .insert(modelConnections)
    .values({ name: ENV_CONNECTION_NAME, baseUrl, source: 'env' })
    .onConflictDoNothing({ target: modelConnections.source, where: eq(modelConnections.source, 'env') });
  const [env] = await db.select().from(modelConnections).where(eq(modelConnections.source, 'env'));
  if (env!.baseUrl !== baseUrl)
    await db
      .update(modelConnections)
      .set({ baseUrl, consecutiveFailures: 0, lastError: null, lastErrorAt: null })
      .where(eq(modelConnections.id, env!.id));
  const store = new ConnectionStore(db);
  const have = await store.modelsOf(env!.id);
  const kept = (m: { name: string; modelId: string }) =>
    wanted.some((w) => w.name === m.name && w.model === m.modelId);
  await store.removeModels(
    env!.id,
    have.filter((m) => !kept(m)).map((m) => m.modelId),
  );
  for (const [position, w] of wanted.entries()) {
    const explicit = overrides.get(w.name);
    const price = toStored(explicit ?? BUILT_IN_PRICES[w.model] ?? FALLBACK_PRICE);
    if (have.some((m) => m.name === w.name && m.modelId === w.model)) {
      await db
        .update(connectionModels)
        .set({ position, ...(explicit ? price : {}), ...(w.named ? { displayName: w.displayName } : {}) })
        .where(and(eq(connectionModels.connectionId, env!.id), eq(connectionModels.name, w.name)));
      continue;
    }
    const values = {
      connectionId: env!.id,
      modelId: w.model,
      displayName: w.displayName,
      position,
      ...price,
    };
    // A list name an operator's model had moves to the environment's (clients know it by that name).
    await db
      .insert(connectionModels)
      .values({ name: w.name, ...values })
      .onConflictDoUpdate({ target: connectionModels.name, set: values });
  }
  if (wanted.length > 0 && !(await store.hasDefault()))
    await db
      .update(connectionModels)
      .set({ isDefault: true })
      .where(and(eq(connectionModels.connectionId, env!.id), eq(connectionModels.name, wanted[0]!.name)));
}
