import { createHash } from 'node:crypto';
import type { SpeechAudio, SpeechRequest, SpeechSynthesizer } from './types';

/**
 * Remembers recent syntheses (least recently used out, bounded by count and bytes), so a reply
 * read aloud twice — a reload, a second tab — is synthesised once.
 */
export class CachedSynthesizer implements SpeechSynthesizer {
  private readonly entries = new Map<string, SpeechAudio>();
  private bytes = 0;

  constructor(
    private readonly inner: SpeechSynthesizer,
    private readonly maxEntries = 200,
    private readonly maxBytes = 64 * 1024 * 1024,
  ) {}

  get kind() {
    return this.inner.kind;
  }

  private key(r: SpeechRequest): string {
    return createHash('sha256')
      .update(JSON.stringify([r.voice, r.language, r.gender, r.text]))
      .digest('base64url');
  }

  async synthesize(req: SpeechRequest, signal?: AbortSignal): Promise<SpeechAudio> {
    const key = this.key(req);
    const hit = this.entries.get(key);
    if (hit) {
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit;
    }
    const audio = await this.inner.synthesize(req, signal);
    this.entries.set(key, audio);
    this.bytes += audio.audio.length;
    while (this.entries.size > this.maxEntries || this.bytes > this.maxBytes) {
      const [oldest, value] = this.entries.entries().next().value!;
      this.entries.delete(oldest);
      this.bytes -= value.audio.length;
    }
    return audio;
  }

  close(): Promise<void> {
    return this.inner.close();
  }
}
