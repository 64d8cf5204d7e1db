import { japaneseReading } from './japanese-reading';
import { Worker } from 'node:worker_threads';
import {
  AVATARS,
  ESPEAK_VOICES,
  hashString,
  LANGUAGES,
  toLanguageCode,
  type LanguageCode,
} from '@avatara/companion';
import { SpeechError, type SpeechAudio, type SpeechRequest, type SpeechSynthesizer } from './types';

/** The eSpeak voice and pitch (0–99) for one request. */
export interface EspeakVoice {
  voice: string;
  pitch: number;
  /** Words per minute. */
  speed: number;
}

/** Azure voice name (per language) → the avatar it belongs to and that language, for the avatars' own eSpeak voices. */
const BY_AZURE = new Map<string, { espeak: string; id: string }>();
for (const a of AVATARS)
  for (const l of LANGUAGES)
    BY_AZURE.set(`${l}|${a.voice.azure[l]}`, { espeak: a.voice.espeak[l], id: a.id });

/**
 * The eSpeak voice for a request: the avatar's own (found by its Azure voice name) in the
 * requested language, else the language's voice with a variant for the gender. Pitch fits the
 * gender (women 55–75, men 28–45), varied per avatar so two avatars never sound the same.
 */
export function espeakVoiceFor(req: SpeechRequest): EspeakVoice {
  const lang: LanguageCode = toLanguageCode(req.language);
  const own = BY_AZURE.get(`${lang}|${req.voice}`);
  const female = req.gender === 'female';
  const voice = own?.espeak ?? `${ESPEAK_VOICES[lang]}+${female ? 'f3' : 'm3'}`;
  const spread = hashString(own?.id ?? req.voice) % 21;
  return {
    voice,
    pitch: female ? 55 + spread : 28 + Math.round(spread * 0.8),
    // Words per minute; Mandarin is read a syllable a character: 200 keeps it near 0.23 s each.
    speed: lang === 'zh-CN' ? 200 : lang === 'ja-JP' ? 150 : 165,
  };
}

/** The longest text eSpeak reads in one request (a chat reply fits easily). */
export const MAX_SPEECH_CHARS = 2000;

interface Pending {
  resolve: (wav: Uint8Array) => void;
  reject: (err: Error) => void;
  timer: NodeJS.Timeout;
}

/**
 * Embedded default: eSpeak NG compiled to WebAssembly (npm `espeak-ng`, GPL-3.0-or-later), in a
 * worker thread. WAV, all 8 languages, the avatar's gender and a pitch that fits it. Requests
 * queue in the worker (one at a time); a request that waits too long fails instead of piling up.
 */
export class EspeakSynthesizer implements SpeechSynthesizer {
  readonly kind = 'espeak' as const;
  private worker: Worker | null = null;
  private readonly pending = new Map<number, Pending>();
  private next = 1;

  constructor(private readonly timeoutMs = 20_000) {}

  private ensureWorker(): Worker {
    if (this.worker) return this.worker;
    const w = new Worker(new URL('./espeak-worker.mjs', import.meta.url));
    w.unref();
    w.on('message', (m: { id: number; wav?: Uint8Array; error?: string }) => {
      const p = this.pending.get(m.id);
      if (!p) return;
      this.pending.delete(m.id);
      clearTimeout(p.timer);
      if (m.wav) p.resolve(m.wav);
      else p.reject(new SpeechError(`eSpeak failed: ${m.error ?? 'unknown error'}`));
    });
    w.on('error', (err) => this.failAll(err));
    w.on('exit', () => {
      this.worker = null;
      this.failAll(new Error('eSpeak worker exited'));
    });
    this.worker = w;
    return w;
  }

  private failAll(err: Error): void {
    for (const [id, p] of this.pending) {
      clearTimeout(p.timer);
      p.reject(new SpeechError(err.message, { cause: err }));
      this.pending.delete(id);
    }
  }

  async synthesize(req: SpeechRequest): Promise<SpeechAudio> {
    const v = espeakVoiceFor(req);
    // Text goes in as a command-line argument; eSpeak treats a leading '-' as an option.
    const raw = req.text.slice(0, MAX_SPEECH_CHARS).replace(/^\s*-+/, '');
    const text = toLanguageCode(req.language) === 'ja-JP' ? await japaneseReading(raw) : raw;
    const args = ['-v', v.voice, '-p', String(v.pitch), '-s', String(v.speed), '-b', '1', text];
    const id = this.next++;
    const wav = await new Promise<Uint8Array>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(id);
        reject(new SpeechError('eSpeak took too long'));
      }, this.timeoutMs);
      this.pending.set(id, { resolve, reject, timer });
      this.ensureWorker().postMessage({ id, args });
    });
    return { audio: Buffer.from(wav.buffer, wav.byteOffset, wav.byteLength), mime: 'audio/wav' };
  }

  async close(): Promise<void> {
    const w = this.worker;
    this.worker = null;
    if (w) await w.terminate();
  }
}
