import { z } from 'zod';

/**
 * Chat model connections (docs/chat.md, "Connect a model"): OpenAI-compatible servers an operator
 * connects at run time (`/admin/models/connections`), the one the environment configures, and the
 * local servers found by themselves; and the list of models the chat picker reads (`GET /models`).
 * Prices are integer micro-USD per million tokens (1 USD per million = 1_000_000). No answer ever
 * carries an API key: only whether one is set.
 */

/** Who made a connection: an operator on the Models page, the environment, or discovery. */
export const MODEL_SOURCES = ['operator', 'env', 'discovered'] as const;
export const ZModelSource = z.enum(MODEL_SOURCES);
export type TModelSource = z.infer<typeof ZModelSource>;

/** Failures in a row after which a connection is down. */
export const MODEL_DOWN_AFTER_FAILURES = 3;

/** A price per million tokens, integer micro-USD. */
export const ZMicroUsdPerMillion = z.number().int().min(0).max(1_000_000_000);

/** One model of a connection and what users see of it. */
export const ZConnectionModel = z.object({
  id: z.string(),
  /** The provider's model id, e.g. `llama3.2:latest`. */
  modelId: z.string(),
  /** The list name clients send as `currentModel` (`/ai_models_list.txt`). */
  name: z.string(),
  displayName: z.string(),
  /** Offered to users in the model picker. */
  shown: z.boolean(),
  inputMicroUsdPerMillion: ZMicroUsdPerMillion,
  outputMicroUsdPerMillion: ZMicroUsdPerMillion,
  /**
   * What the provider bills this server per million tokens (operator-set; null: not set). The usage
   * report's provider cost and margin come from these (docs/operator.md "Usage and revenue").
   */
  inputCostMicroUsdPerMillion: ZMicroUsdPerMillion.nullable(),
  outputCostMicroUsdPerMillion: ZMicroUsdPerMillion.nullable(),
  /** The one default model for everyone (first in the list). */
  isDefault: z.boolean(),
});
export type TConnectionModel = z.infer<typeof ZConnectionModel>;

/** Whether a connection answers: down after `MODEL_DOWN_AFTER_FAILURES` failed calls in a row. */
export const ZModelHealth = z.object({
  status: z.enum(['up', 'down', 'unknown']),
  consecutiveFailures: z.number().int().min(0),
  /** The last failure in our words (never the provider's text or a key). */
  lastError: z.string().nullable(),
  lastErrorAt: z.string().nullable(),
  lastSuccessAt: z.string().nullable(),
});
export type TModelHealth = z.infer<typeof ZModelHealth>;

export const ZModelConnection = z.object({
  id: z.string(),
  name: z.string(),
  baseUrl: z.string(),
  /** Whether an API key is stored (the key itself is never sent). */
  hasApiKey: z.boolean(),
  source: ZModelSource,
  /** The server runs on this machine (a loopback address). */
  onThisMachine: z.boolean(),
  health: ZModelHealth,
  models: z.array(ZConnectionModel),
  createdAt: z.string(),
});
export type TModelConnection = z.infer<typeof ZModelConnection>;

/** `GET /admin/models/connections`. */
export const ZModelConnectionsResponse = z.object({
  connections: z.array(ZModelConnection),
  /** The offline persona engine's price: the lowest of all (docs/chat.md). */
  offline: z.object({
    name: z.string(),
    inputMicroUsdPerMillion: ZMicroUsdPerMillion,
    outputMicroUsdPerMillion: ZMicroUsdPerMillion,
  }),
  /** Whether users can pick at least one real model that is not down. */
  modelConnected: z.boolean(),
  /**
   * The list name users get when they pick nothing: the operators' default while it answers, else
   * the first shown model that does, else the offline engine (docs/chat.md).
   */
  currentDefault: z.string(),
});
export type TModelConnectionsResponse = z.infer<typeof ZModelConnectionsResponse>;

const ZBaseUrl = z
  .string()
  .trim()
  .max(500)
  .pipe(z.url({ protocol: /^https?$/, error: 'baseUrl must be an http(s) URL' }));
const ZConnectionName = z.string().trim().min(1).max(80);
const ZApiKey = z.string().trim().max(2000);

/** `POST /admin/models/connections`: the models are listed from `GET {baseUrl}/models` at once. */
export const ZCreateModelConnectionRequest = z.object({
  name: ZConnectionName,
  baseUrl: ZBaseUrl,
  apiKey: ZApiKey.optional(),
});
export type TCreateModelConnectionRequest = z.infer<typeof ZCreateModelConnectionRequest>;

/** Settings of one model in `PUT /admin/models/connections/{id}`; absent fields stay. */
export const ZModelSettings = z.object({
  id: z.string(),
  shown: z.boolean().optional(),
  displayName: z.string().trim().min(1).max(80).optional(),
  inputMicroUsdPerMillion: ZMicroUsdPerMillion.optional(),
  outputMicroUsdPerMillion: ZMicroUsdPerMillion.optional(),
  /** The provider's prices to this server (null: not set; the usage report then counts no cost). */
  inputCostMicroUsdPerMillion: ZMicroUsdPerMillion.nullable().optional(),
  outputCostMicroUsdPerMillion: ZMicroUsdPerMillion.nullable().optional(),
  /** `true` makes this the default for everyone (the former default stops being one). */
  isDefault: z.boolean().optional(),
});
export type TModelSettings = z.infer<typeof ZModelSettings>;

/** `PUT /admin/models/connections/{id}`: an empty `apiKey` removes the stored key. */
export const ZUpdateModelConnectionRequest = z.object({
  name: ZConnectionName.optional(),
  baseUrl: ZBaseUrl.optional(),
  apiKey: ZApiKey.optional(),
  models: z.array(ZModelSettings).max(500).optional(),
});
export type TUpdateModelConnectionRequest = z.infer<typeof ZUpdateModelConnectionRequest>;

export const ZModelConnectionParams = z.object({ id: z.uuid() });

/** One entry of the chat's model picker (`GET /models`): the list of `/ai_models_list.txt` and whether it answers. */
export const ZModelOption = z.object({
  name: z.string(),
  model: z.string(),
  description: z.string(),
  displayName: z.string(),
  /** The offline persona engine: no AI model. */
  offline: z.boolean(),
  /** False while the model's connection is down. */
  available: z.boolean(),
});
export type TModelOption = z.infer<typeof ZModelOption>;

/** `GET /models`: the picker's list, default first, the offline engine last. */
export const ZModelListResponse = z.object({ models: z.array(ZModelOption) });
export type TModelListResponse = z.infer<typeof ZModelListResponse>;
