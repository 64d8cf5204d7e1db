import type { Appraisal, PersonaInput, PromptMessage } from '@avatara/companion';
import type { TokenPrices } from '../../money';

/** One chat model of `/ai_models_list.txt`, with the adapter that answers it and its price. */
export interface ModelEntry {
  /** The list name a client sends as `currentModel`, e.g. `OPENAI_MODEL_4O_MINI`. */
  readonly name: string;
  /** The provider's model id, e.g. `gpt-4o-mini`. */
  readonly model: string;
  readonly description: string;
  readonly displayName: string;
  readonly provider: 'openai' | 'offline';
  /** What a user pays per token. */
  readonly prices: TokenPrices;
  /** The connection (`model_connections`) that answers a model of provider `openai`. */
  readonly connectionId?: string;
}

/** One model call. */
export interface ModelCall {
  readonly entry: ModelEntry;
  /** The prompt (system, history, current message). */
  readonly messages: readonly PromptMessage[];
  /** Longest reply in tokens. */
  readonly maxTokens: number;
  /** Everything the avatar knows, for the offline engine (which writes the reply itself). */
  readonly persona: PersonaInput;
  /** Aborts the call (the client left, or the server shuts down). */
  readonly signal: AbortSignal;
}

/** What a model call yields while it runs. */
export type ModelEvent =
  | { readonly type: 'delta'; readonly text: string }
  /** How the user's message felt to the avatar (structured output), when the model gave one. */
  | { readonly type: 'appraisal'; readonly appraisal: Appraisal }
  /** Tokens as the provider counted them (sent once, at the end). */
  | { readonly type: 'usage'; readonly promptTokens: number; readonly completionTokens: number };

/** A chat model adapter: streams the reply; throws `ModelError` on failure. */
export interface ChatModel {
  stream(call: ModelCall): AsyncIterable<ModelEvent>;
}

/** A model call failed: nothing is charged and the user sees a system message. */
export class ModelError extends Error {
  constructor(
    /** `MODEL_DOWN`: the model's connection is marked down and was not asked (docs/chat.md, health). */
    readonly code: 'MODEL_UNAVAILABLE' | 'MODEL_TIMEOUT' | 'MODEL_DOWN',
    message: string,
    /** Worth one retry (connection error, timeout, 408/409/429/5xx). */
    readonly transient: boolean,
    options: { cause?: unknown } = {},
  ) {
    super(message, options);
    this.name = 'ModelError';
  }
}
