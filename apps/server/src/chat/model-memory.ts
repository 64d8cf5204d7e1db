import { MEMORY_KINDS, describeMemory, type LanguageCode, type MemoryCandidate } from '@avatara/companion';
import type OpenAI from 'openai';
import { z } from 'zod';
import { askStructured } from './models/structured';

/** Structured output: the durable facts about the user in one message. */
export const MEMORY_JSON_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['facts'],
  properties: {
    facts: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['kind', 'subject', 'value'],
        properties: {
          kind: { type: 'string', enum: [...MEMORY_KINDS] },
          subject: {
            type: 'string',
            description:
              'what the fact is about, lower-case English: "name", "jazz", "sister", "dog", "home", "job", "birthday", "trip to rome"',
          },
          value: {
            type: 'string',
            description: 'the fact as the user said it, short: "Zoltan", "jazz", "my sister Anna"',
          },
        },
      },
    },
  },
} as const;

const ZFacts = z.object({
  facts: z
    .array(
      z.object({
        kind: z.enum(MEMORY_KINDS),
        subject: z.string().max(80),
        value: z.string().min(1).max(200),
      }),
    )
    .max(10),
});

const SYSTEM = [
  'You read one chat message a user sent to a companion avatar and list the durable facts it states about the user:',
  'their name, likes, dislikes, people in their life, pets, where they live or come from, their job, events (birthdays, exams) and plans.',
  'Only facts the user states about themselves; nothing about the avatar, no guesses, no feelings of the moment. Usually there are none: answer {"facts": []}.',
].join(' ');

/** The key a fact is stored under (a newer fact with the same key replaces the older one). */
export function memoryKey(kind: MemoryCandidate['kind'], subject: string): string {
  const s = subject.trim().toLowerCase().replace(/\s+/g, ' ').slice(0, 60);
  if (kind === 'name' || kind === 'job' || kind === 'age') return kind;
  if (kind === 'place') return /origin|from|born/.test(s) ? 'place:origin' : 'place:home';
  return `${kind}:${s}`;
}

/**
 * Learns facts with a configured chat model (structured output), in the background after a
 * reply; it finds what the offline rules miss. Failures are the caller's to log: the offline
 * rules have stored their facts already.
 */
export class ModelMemoryExtractor {
  constructor(
    private readonly client: OpenAI,
    private readonly model: string,
  ) {}

  async extract(text: string, language: LanguageCode): Promise<MemoryCandidate[]> {
    const parsed = await askStructured(this.client, this.model, {
      name: 'memory_facts',
      schema: MEMORY_JSON_SCHEMA,
      system: SYSTEM,
      user: text.slice(0, 4000),
      maxTokens: 300,
      parse: (json) => ZFacts.parse(json),
      timeoutMs: 15_000,
      maxRetries: 1,
    });
    return parsed.facts.map((f) => {
      const fact = {
        kind: f.kind,
        key: memoryKey(f.kind, f.subject || f.value),
        value: f.value.trim().slice(0, 120),
      };
      return { ...fact, text: describeMemory(fact, language) };
    });
  }
}
