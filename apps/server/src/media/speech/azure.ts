import { toLanguageCode } from '@avatara/companion';
import { SpeechError, type SpeechAudio, type SpeechRequest, type SpeechSynthesizer } from './types';

/** An Azure neural voice name, e.g. `de-DE-KatjaNeural` or `es-MX-JorgeNeural` (nothing that could break the SSML). */
export const AZURE_VOICE = /^[a-z]{2,3}-[A-Z]{2}(?:-[A-Za-z]+)?-[A-Za-z]+Neural$/;

const escapeXml = (s: string) =>
  s.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );

/** The SSML document for one request. */
export function ssml(req: SpeechRequest, voice: string): string {
  const lang = toLanguageCode(req.language);
  return `<speak version="1.0" xmlns="http://www.w3.org/2001/10/synthesis" xml:lang="${lang}"><voice name="${voice}">${escapeXml(req.text)}</voice></speak>`;
}

/**
 * Real adapter: Azure Speech text to speech (REST, SSML, neural voices), 24 kHz 16-bit mono WAV.
 * The voice is the avatar's for the language; a name that is not an Azure neural voice is refused.
 */
export class AzureSpeechSynthesizer implements SpeechSynthesizer {
  readonly kind = 'azure' as const;

  constructor(
    private readonly key: string,
    /** e.g. `https://westeurope.tts.speech.microsoft.com` (from AZURE_SPEECH_REGION or AZURE_SPEECH_ENDPOINT). */
    private readonly endpoint: string,
    private readonly timeoutMs = 15_000,
  ) {}

  async synthesize(req: SpeechRequest, signal?: AbortSignal): Promise<SpeechAudio> {
    if (!AZURE_VOICE.test(req.voice)) throw new SpeechError(`Not an Azure neural voice: ${req.voice}`);
    const timeout = AbortSignal.timeout(this.timeoutMs);
    let res: Response;
    try {
      res = await fetch(`${this.endpoint.replace(/\/+$/, '')}/cognitiveservices/v1`, {
        method: 'POST',
        headers: {
          'Ocp-Apim-Subscription-Key': this.key,
          'Content-Type': 'application/ssml+xml',
          'X-Microsoft-OutputFormat': 'riff-24khz-16bit-mono-pcm',
          'User-Agent': 'avatara',
        },
        body: ssml(req, req.voice),
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      });
    } catch (err) {
      throw new SpeechError('Azure Speech cannot be reached', { cause: err });
    }
    if (!res.ok) throw new SpeechError(`Azure Speech answered ${res.status}`);
    const audio = Buffer.from(await res.arrayBuffer());
    if (audio.length === 0) throw new SpeechError('Azure Speech returned no audio');
    return { audio, mime: 'audio/wav' };
  }

  async close(): Promise<void> {}
}
