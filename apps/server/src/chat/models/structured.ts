import type OpenAI from 'openai';

/** One question to a chat model answered with JSON of a schema (OpenAI strict structured output). */
export interface StructuredQuestion<T> {
  /** The schema's name, as the provider sees it (`appraisal`, `memory_facts`, `picture_request`). */
  name: string;
  schema: Record<string, unknown>;
  system: string;
  user: string;
  maxTokens: number;
  /** Validates the parsed JSON (throws when it does not fit). */
  parse: (json: unknown) => T;
  /** Longest wait, ms. */
  timeoutMs: number;
  maxRetries?: number;
  signal?: AbortSignal;
}

/**
 * Asks `model` on `client` one question with structured output, at temperature 0, and returns the
 * validated answer. Throws on any failure (network, timeout, refusal, no text, JSON that does not
 * fit): each caller has its own offline fallback.
 */
export async function askStructured<T>(client: OpenAI, model: string, q: StructuredQuestion<T>): Promise<T> {
  const timeout = AbortSignal.timeout(q.timeoutMs);
  const completion = await client.chat.completions.create(
    {
      model,
      temperature: 0,
      max_tokens: q.maxTokens,
      messages: [
        { role: 'system', content: q.system },
        { role: 'user', content: q.user },
      ],
      response_format: {
        type: 'json_schema',
        json_schema: { name: q.name, strict: true, schema: q.schema },
      },
    },
    { signal: q.signal ? AbortSignal.any([q.signal, timeout]) : timeout, maxRetries: q.maxRetries ?? 0 },
  );
  const content = completion.choices[0]?.message?.content;
  if (!content) throw new Error(`the model answered no ${q.name}`);
  return q.parse(JSON.parse(content));
}
