import type { TConfig } from '../../config';
import { AppError } from '../../errors';
import type { MicroUsdPerToken, TokenPrices } from '../../money';
import type { ModelEntry } from './types';

/** The spec's default model name (avatar-chat.md §3, §9): what a fresh browser sends. */
export const DEFAULT_MODEL_NAME = 'OPENAI_MODEL_3_5_TURBO';
export const OFFLINE_MODEL_NAME = 'OFFLINE_PERSONA';

const prices = (input: number, output: number): TokenPrices => ({
  input: input as MicroUsdPerToken,
  output: output as MicroUsdPerToken,
});

/**
 * Built-in prices a user pays, USD per million tokens (input / output): about twice the
 * provider's list price, rounded (docs/chat.md). A configured model not listed here costs
 * `FALLBACK_PRICE`; `CHAT_PRICES` overrides any of them.
 */
export const BUILT_IN_PRICES: Readonly<Record<string, TokenPrices>> = {
  'gpt-3.5-turbo': prices(1, 3),
  'gpt-4o-mini': prices(0.3, 1.2),
  'gpt-4o': prices(5, 20),
  'gpt-4.1-mini': prices(0.8, 3.2),
  'gpt-4.1': prices(4, 16),
  'offline-persona': prices(1, 4),
};
export const FALLBACK_PRICE = prices(2, 8);

/** Parses `NAME=in/out,…` (USD per million tokens); throws naming the bad entry. */
export function parsePrices(text: string): Map<string, TokenPrices> {
  const out = new Map<string, TokenPrices>();
  for (const part of text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    const m = /^([A-Za-z0-9_.-]+)=(\d+(?:\.\d+)?)\/(\d+(?:\.\d+)?)$/.exec(part);
    if (!m)
      throw new Error(
        `Invalid configuration:\n  CHAT_PRICES: "${part}" is not NAME=input/output (USD per million tokens)`,
      );
    out.set(m[1]!, prices(Number(m[2]), Number(m[3])));
  }
  return out;
}

/** Parses `NAME=model-id[|Display name],…`; throws naming the bad entry. */
export function parseModels(text: string): { name: string; model: string; displayName: string }[] {
  const out: { name: string; model: string; displayName: string }[] = [];
  for (const part of text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    const m = /^([A-Z0-9_]+)=([^|,]+?)(?:\|([^,]+))?$/.exec(part);
    if (!m)
      throw new Error(
        `Invalid configuration:\n  CHAT_MODELS: "${part}" is not NAME=model-id[|Display name] (NAME in A-Z, 0-9, _)`,
      );
    out.push({ name: m[1]!, model: m[2]!.trim(), displayName: (m[3] ?? m[2]!).trim() });
  }
  return out;
}

/**
 * The chat models offered: with an OpenAI-compatible API the configured ones (default first)
 * and the offline persona engine last; without one only the offline engine, clearly labelled.
 */
export class ModelRegistry {
  readonly entries: readonly ModelEntry[];

  constructor(config: Pick<TConfig, 'hasChatApi' | 'CHAT_MODELS' | 'CHAT_PRICES'>) {
    const overrides = parsePrices(config.CHAT_PRICES);
    const priceOf = (name: string, model: string) =>
      overrides.get(name) ?? BUILT_IN_PRICES[model] ?? FALLBACK_PRICE;
    const offline: ModelEntry = {
      name: OFFLINE_MODEL_NAME,
      model: 'offline-persona',
      description: config.hasChatApi
        ? 'Offline persona engine on this server (no external model)'
        : 'Offline persona engine on this server - no chat API is configured',
      displayName: 'Offline persona (no AI model)',
      provider: 'offline',
      prices: priceOf(OFFLINE_MODEL_NAME, 'offline-persona'),
    };
    const remote: ModelEntry[] = config.hasChatApi
      ? parseModels(config.CHAT_MODELS).map((m) => ({
          ...m,
          description: `OpenAI-compatible chat model ${m.model}`,
          provider: 'openai' as const,
          prices: priceOf(m.name, m.model),
        }))
      : [];
    this.entries = [...remote, offline];
  }

  /** The default: the first entry. */
  get default(): ModelEntry {
    return this.entries[0]!;
  }

  /**
   * The entry for a `currentModel`: none given, or the spec's default name when it is not
   * configured, means the default; any other unknown name is a 400 naming the field.
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
}
