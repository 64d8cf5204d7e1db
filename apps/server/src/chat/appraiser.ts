import { appraiseMessage, clampAppraisal, ZAppraisal, type Appraisal } from '@avatara/companion';
import type OpenAI from 'openai';
import { askStructured } from './models/structured';

export interface AppraisalResult {
  appraisal: Appraisal;
  source: 'model' | 'offline';
}

/** Appraises a user message (how the avatar receives it); docs/neuro-hormonal-model.md. */
export interface Appraiser {
  readonly kind: 'model' | 'offline';
  appraise(text: string, language: string): Promise<AppraisalResult>;
}

/** Embedded default: the multilingual lexicon-and-rules appraiser of `@avatara/companion`. */
export class OfflineAppraiser implements Appraiser {
  readonly kind = 'offline' as const;
  async appraise(text: string, language: string): Promise<AppraisalResult> {
    return { appraisal: appraiseMessage(text, language), source: 'offline' };
  }
}

const signed = { type: 'number', minimum: -1, maximum: 1 } as const;
const unit = { type: 'number', minimum: 0, maximum: 1 } as const;
/** JSON schema of the structured output (OpenAI strict mode: every field required, no extras). */
export const APPRAISAL_JSON_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['valence', 'arousal', 'dominance', 'intimacy', 'threat', 'novelty', 'complexity'],
  properties: {
    valence: {
      ...signed,
      description: '-1 very unpleasant (insult, bad news) ... 1 very pleasant (compliment)',
    },
    arousal: { ...unit, description: '0 calm ... 1 highly exciting (shouting, urgency)' },
    dominance: { ...signed, description: '-1 the sender submits ... 1 the sender commands' },
    intimacy: { ...unit, description: '0 impersonal ... 1 very close and tender' },
    threat: { ...unit, description: '0 safe ... 1 hostile or dangerous' },
    novelty: { ...unit, description: '0 expected ... 1 surprising news or topic' },
    complexity: { ...unit, description: '0 trivial small talk ... 1 long, abstract, demanding' },
  },
} as const;

const SYSTEM = [
  'You appraise one chat message sent to a companion avatar: how is it likely to be felt by the person receiving it?',
  'Answer only with the JSON object of the schema. The message may be in any language.',
].join(' ');

/**
 * Real adapter: any OpenAI-compatible chat API (OpenAI, Azure OpenAI, Ollama, vLLM, llama.cpp)
 * with JSON-schema structured output, validated with `ZAppraisal`. Any failure — network,
 * timeout, refusal, malformed JSON — falls back to the offline appraiser, so a message always moves
 * the hormones.
 */
export class ModelAppraiser implements Appraiser {
  readonly kind = 'model' as const;
  private readonly fallback = new OfflineAppraiser();

  constructor(
    private readonly client: OpenAI,
    private readonly model: string,
    /** Told about every failed appraisal (the server logs it); the offline appraisal answers instead. */
    private readonly onError: (err: unknown) => void,
  ) {}

  async appraise(text: string, language: string): Promise<AppraisalResult> {
    try {
      const parsed = await askStructured(this.client, this.model, {
        name: 'appraisal',
        schema: APPRAISAL_JSON_SCHEMA,
        system: SYSTEM,
        user: `Language: ${language}\nMessage: ${text.slice(0, 4000)}`,
        maxTokens: 200,
        parse: (json) => ZAppraisal.parse(clampAppraisal(json as Record<string, unknown>)),
        timeoutMs: 8000,
      });
      return { appraisal: parsed, source: 'model' };
    } catch (err) {
      this.onError(err);
      return this.fallback.appraise(text, language);
    }
  }
}
