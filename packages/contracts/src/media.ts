import { z } from 'zod';

/**
 * Speech, speech input and generated images (avatar-chat.md §5, §7, §8).
 */

/** The §5 validation texts of speech synthesis (de-DE values of the spec). */
export const SPEECH_TEXTS = {
  TEXT_EMPTY: 'Text darf nicht leer sein.',
  VOICE_MISSING: 'Die Stimme muss angegeben werden.',
  LANGUAGE_MISSING: 'Die Sprache muss angegeben werden.',
} as const;

/**
 * `POST /azureSpeech {text, voice, language, gender}` → audio. Parsed leniently so that a missing
 * field gets the spec's own text (400, naming the field) rather than a schema message.
 */
export const ZSpeechRequest = z.object({
  text: z.string().max(4000).optional(),
  voice: z.string().max(100).optional(),
  language: z.string().max(20).optional(),
  gender: z.string().max(20).optional(),
});
export type TSpeechRequest = z.infer<typeof ZSpeechRequest>;

/**
 * What a reading cost, sent with the audio of `POST /azureSpeech` as headers (docs/plans.md
 * "Speech"), all in USD: this reading (0 when the user paid for the same audio before), everything
 * the user has spent on speech so far, and the balance after it.
 */
export const SPEECH_CHARGE_HEADERS = {
  costUsd: 'x-speech-cost-usd',
  totalUsd: 'x-speech-total-usd',
  balanceUsd: 'x-balance-usd',
} as const;

export interface TSpeechCharge {
  costUsd: number;
  totalUsd: number;
  balanceUsd: number;
}

/** The charge of a reading from its answer's headers; null when a header is missing or not a number (an older server). */
export function speechChargeOf(headers: { get(name: string): string | null }): TSpeechCharge | null {
  const read = (name: string) => {
    const v = headers.get(name);
    return v === null || v.trim() === '' ? NaN : Number(v);
  };
  const charge = {
    costUsd: read(SPEECH_CHARGE_HEADERS.costUsd),
    totalUsd: read(SPEECH_CHARGE_HEADERS.totalUsd),
    balanceUsd: read(SPEECH_CHARGE_HEADERS.balanceUsd),
  };
  return Object.values(charge).every(Number.isFinite) ? charge : null;
}

/** `GET /speech/capabilities`: which synthesis runs, and whether the server transcribes recorded speech. */
export const ZSpeechCapabilities = z.object({
  synthesis: z.enum(['azure', 'espeak']),
  transcription: z.boolean(),
});
export type TSpeechCapabilities = z.infer<typeof ZSpeechCapabilities>;

/** `POST /transcribe?language=` (body: the recorded audio) → the text. */
export const ZTranscribeQuery = z.object({ language: z.string().trim().min(2).max(20) });
export const ZTranscribeResponse = z.object({ text: z.string() });
export type TTranscribeResponse = z.infer<typeof ZTranscribeResponse>;

/** The prefix of a chat message that asks for an image (§5). */
export const IMAGE_COMMAND = '#gi:';

/** `GET /loadGeneratedImage?chatEmail={avatar}_{email}&filename=` (§7). */
export const ZLoadImageQuery = z.object({
  chatEmail: z.string().min(3).max(400),
  filename: z.string().min(1).max(200),
});

/** A generated image's file name: a random id and the extension. */
export const IMAGE_FILE_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.png$/;
