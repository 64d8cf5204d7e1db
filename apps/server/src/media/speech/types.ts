/** One synthesis request (`POST /azureSpeech`, avatar-chat.md §7). */
export interface SpeechRequest {
  text: string;
  /** The avatar's voice for this language as `GET /getAvatars` gives it (an Azure neural voice name). */
  voice: string;
  /** UI language tag of the text, e.g. `de-DE`. */
  language: string;
  gender: 'female' | 'male';
}

export interface SpeechAudio {
  audio: Buffer;
  mime: 'audio/wav';
}

/** Text to speech: Azure Speech (real adapter) or eSpeak NG in WebAssembly (embedded default). */
export interface SpeechSynthesizer {
  readonly kind: 'azure' | 'espeak';
  synthesize(req: SpeechRequest, signal?: AbortSignal): Promise<SpeechAudio>;
  close(): Promise<void>;
}

/** The synthesizer failed (the route answers 502 with the spec's text). */
export class SpeechError extends Error {
  constructor(message: string, options: { cause?: unknown } = {}) {
    super(message, options);
    this.name = 'SpeechError';
  }
}
