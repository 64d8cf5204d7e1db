import type OpenAI from 'openai';
import { toFile } from 'openai';

/** Speech to text on the server: any OpenAI-compatible `/audio/transcriptions` (e.g. Whisper). */
export interface Transcriber {
  transcribe(audio: Buffer, mime: string, language: string, signal?: AbortSignal): Promise<string>;
}

const EXT: Record<string, string> = {
  'audio/webm': 'webm',
  'audio/ogg': 'ogg',
  'audio/wav': 'wav',
  'audio/x-wav': 'wav',
  'audio/mp4': 'm4a',
  'audio/mpeg': 'mp3',
};

/** The real adapter; used when a chat API is configured and TRANSCRIPTION is not `off`. */
export class OpenAiTranscriber implements Transcriber {
  constructor(
    private readonly client: OpenAI,
    private readonly model: string,
  ) {}

  async transcribe(audio: Buffer, mime: string, language: string, signal?: AbortSignal): Promise<string> {
    const base = mime.split(';')[0]!.trim();
    const file = await toFile(audio, `speech.${EXT[base] ?? 'webm'}`, { type: base });
    const res = await this.client.audio.transcriptions.create(
      { file, model: this.model, language: language.slice(0, 2) },
      { timeout: 30_000, maxRetries: 1, ...(signal ? { signal } : {}) },
    );
    return res.text.trim();
  }
}
