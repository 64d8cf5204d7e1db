import { createHash } from 'node:crypto';
import type { SpeechAudio, SpeechRequest, SpeechSynthesizer } from './types';

interface Entry {
  audio: SpeechAudio;
  /** The users who paid for this audio while it was kept (docs/plans.md "Speech"). */
  payers: Set<string>;
}

/**
 * Remembers recent syntheses (least recently used out, bounded by count and bytes), so a reply
 * read aloud twice — a reload, a second tab — is synthesised once. The cache is shared by all
 * users; it also remembers who paid for each audio, so that the same user is not charged again
 * for it while it is kept (`paidAudio`), while another user pays as if it were new.
 */
export class CachedSynthesizer implements SpeechSynthesizer {
  private readonly entries = new Map<string, Entry>();
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

  /** The entry of `key`, now the most recently used; undefined when not kept. */
  private touch(key: string): Entry | undefined {
    const hit = this.entries.get(key);
    if (hit) {
      this.entries.delete(key);
      this.entries.set(key, hit);
    }
    return hit;
  }

  async synthesize(req: SpeechRequest, signal?: AbortSignal): Promise<SpeechAudio> {
    const key = this.key(req);
    const hit = this.touch(key);
    if (hit) return hit.audio;
    const audio = await this.inner.synthesize(req, signal);
    // Two requests for the same new text at once: keep the first one's entry (and its payers).
    if (this.entries.has(key)) return audio;
    this.entries.set(key, { audio, payers: new Set() });
    this.bytes += audio.audio.length;
    while (this.entries.size > this.maxEntries || this.bytes > this.maxBytes) {
      const [oldest, value] = this.entries.entries().next().value!;
      this.entries.delete(oldest);
      this.bytes -= value.audio.audio.length;
    }
    return audio;
  }

  /** The kept audio of `req` when `payer` has paid for it already, else null. */
  paidAudio(req: SpeechRequest, payer: string): SpeechAudio | null {
    const key = this.key(req);
    if (!this.entries.get(key)?.payers.has(payer)) return null;
    return this.touch(key)!.audio;
  }

  /** Notes that `payer` paid for the kept audio of `req` (nothing when it is no longer kept). */
  notePaid(req: SpeechRequest, payer: string): void {
    this.entries.get(this.key(req))?.payers.add(payer);
  }

  close(): Promise<void> {
    return this.inner.close();
  }
}
