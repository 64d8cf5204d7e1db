/**
 * The image-generation adapter the server uses for `#gi:` messages: the OpenAI Images API when a
 * key is configured, otherwise the embedded offline renderer (`offline.ts`).
 */
import type { LanguageCode } from '@avatara/companion';

/** One generated picture. */
export interface GeneratedImage {
  data: Buffer;
  mime: 'image/png';
  /** what made it, e.g. 'offline-renderer' or 'gpt-image-1' */
  model: string;
  /** Width and height in pixels, when the generator knows them. */
  width?: number;
  height?: number;
}

/** Options of `ImageGenerator.generate`. */
export interface GenerateOptions {
  signal?: AbortSignal;
  /** The chat's language: the offline renderer reads a request around the prompt in it. */
  language?: LanguageCode;
}

/** Draws a picture from a prompt. */
export interface ImageGenerator {
  readonly kind: 'offline' | 'openai';
  generate(prompt: string, opts: GenerateOptions): Promise<GeneratedImage>;
  /** Releases what the generator holds (the offline renderer's child process). */
  close?(): Promise<void>;
}
