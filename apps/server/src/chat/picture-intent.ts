/**
 * Whether a chat message asks the avatar for a picture, as the chosen model reads it (issue 23,
 * docs/chat.md "With a model, the model understands"). Asked only when the message mentions
 * drawing or pictures at all (`pictureCue`), so most turns pay nothing for it. The model's answer
 * decides both ways: "Mal sehen, ob das Wetter morgen besser wird" draws nothing, "I'd love to see
 * you paint the harbour at night" draws the harbour. Any failure is no opinion: the offline rules
 * (`pictureRequest`) decide instead.
 */
import type OpenAI from 'openai';
import { z } from 'zod';
import { askStructured } from './models/structured';

/** Longest wait for the model's reading, ms (the turn has not started streaming yet). */
export const PICTURE_INTENT_TIMEOUT_MS = 6000;

/** Structured output (OpenAI strict mode: every field required, no extras). */
export const PICTURE_INTENT_JSON_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['picture', 'prompt'],
  properties: {
    picture: {
      type: 'boolean',
      description:
        'true only when the user asks the avatar to draw, paint, make or send a picture now; false when they talk about pictures or drawing, or use a word like "mal" otherwise',
    },
    prompt: {
      type: 'string',
      description:
        'when picture is true: what the picture should show, short, in the language of the message ("a lighthouse at night"); else ""',
    },
  },
} as const;

const ZIntent = z.object({ picture: z.boolean(), prompt: z.string().max(1000) });

const SYSTEM = [
  'You read one chat message a user sent to a companion avatar who can draw pictures.',
  'Decide whether the user asks the avatar to make a picture now, and if so what it should show.',
  'Answer only with the JSON object of the schema.',
].join(' ');

/** The model's reading: a picture and what it shows, no picture, or null (no opinion: use the offline rules). */
export type PictureReading = { picture: true; prompt: string } | { picture: false } | null;

export async function readPictureRequest(
  client: OpenAI,
  model: string,
  text: string,
  signal: AbortSignal,
  onError: (err: unknown) => void,
  timeoutMs = PICTURE_INTENT_TIMEOUT_MS,
): Promise<PictureReading> {
  try {
    const parsed = await askStructured(client, model, {
      name: 'picture_request',
      schema: PICTURE_INTENT_JSON_SCHEMA,
      system: SYSTEM,
      user: text.slice(0, 2000),
      maxTokens: 120,
      parse: (json) => ZIntent.parse(json),
      timeoutMs,
      signal,
    });
    const prompt = parsed.prompt.trim();
    // "Yes, a picture" with nothing to show is no reading: the offline rules decide.
    if (parsed.picture) return prompt ? { picture: true, prompt } : null;
    return { picture: false };
  } catch (err) {
    if (!signal.aborted) onError(err);
    return null;
  }
}
