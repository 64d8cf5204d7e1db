import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { LANGUAGES } from '@avatara/contracts';
import { AVATARS } from '@avatara/companion';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../testing/app';
import { problemOf } from '../testing/problem';
import { chatUser, type ChatUser } from '../testing/chat';
import { startFakeOpenAi, type FakeOpenAi } from '../testing/fake-openai';
import { espeakVoiceFor } from './speech/espeak';

type App = Awaited<ReturnType<typeof testApp>>;

/** Format, sample rate, and RMS level (0–1) of a 16-bit PCM WAV file. */
function readWav(buf: Buffer): {
  riff: string;
  wave: string;
  channels: number;
  rate: number;
  bits: number;
  seconds: number;
  rms: number;
} {
  const riff = buf.toString('ascii', 0, 4);
  const wave = buf.toString('ascii', 8, 12);
  let off = 12;
  let channels = 0,
    rate = 0,
    bits = 0;
  let data: Buffer = Buffer.alloc(0);
  while (off + 8 <= buf.length) {
    const id = buf.toString('ascii', off, off + 4);
    const size = buf.readUInt32LE(off + 4);
    const body = buf.subarray(off + 8, Math.min(buf.length, off + 8 + size));
    if (id === 'fmt ') {
      channels = body.readUInt16LE(2);
      rate = body.readUInt32LE(4);
      bits = body.readUInt16LE(14);
    }
    if (id === 'data') data = body;
    off += 8 + size + (size % 2);
  }
  let sum = 0;
  const n = Math.floor(data.length / 2);
  for (let i = 0; i < n; i++) sum += (data.readInt16LE(i * 2) / 32768) ** 2;
  return {
    riff,
    wave,
    channels,
    rate,
    bits,
    seconds: n / (rate || 1) / (channels || 1),
    rms: Math.sqrt(sum / Math.max(1, n)),
  };
}

const SENTENCES: Record<string, string> = {
  'en-US': 'Hello Ada, it is lovely to hear from you again.',
  'de-DE': 'Hallo Ada, schön, wieder von dir zu hören.',
  'fr-FR': 'Bonjour Ada, ça me fait plaisir de te relire.',
  'es-ES': 'Hola Ada, qué alegría saber de ti otra vez.',
  'it-IT': 'Ciao Ada, che bello sentirti di nuovo.',
  'zh-CN': '你好，很高兴再次收到你的消息。',
  'ja-JP': 'こんにちは、また話せてうれしいです。',
  'ar-SA': 'مرحبا، يسعدني أن أسمع منك مرة أخرى.',
};

describe('POST /azureSpeech with the embedded eSpeak NG voice', () => {
  let t: App;
  let u: ChatUser;
  beforeAll(async () => {
    t = await testApp();
    u = await chatUser(t.app, t.database.db);
  });
  afterAll(() => t?.close());
  const speak = (payload: Record<string, unknown>, cookies = u.cookies) =>
    t.app.inject({ method: 'POST', url: '/azureSpeech', cookies, payload });

  it('answers the three validation texts of the spec with 400 naming the field', async () => {
    const base = { text: 'Hallo', voice: 'de-DE-KatjaNeural', language: 'de-DE', gender: 'female' };
    for (const [payload, field, text, reason] of [
      [{ ...base, text: '   ' }, 'text', 'Text darf nicht leer sein.', 'SPEECH_TEXT_EMPTY'],
      [{ ...base, text: undefined }, 'text', 'Text darf nicht leer sein.', 'SPEECH_TEXT_EMPTY'],
      [{ ...base, voice: '' }, 'voice', 'Die Stimme muss angegeben werden.', 'SPEECH_VOICE_MISSING'],
      [
        { ...base, language: undefined },
        'language',
        'Die Sprache muss angegeben werden.',
        'SPEECH_LANGUAGE_MISSING',
      ],
    ] as const) {
      const res = await speak(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ field, message: text, reason });
    }
  });

  it('is only for signed-in users with a plan', async () => {
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/azureSpeech',
          payload: { text: 'Hi', voice: 'x', language: 'en-US' },
        })
      ).statusCode,
    ).toBe(401);
    const noPlan = await chatUser(t.app, t.database.db, { plan: false });
    expect(
      problemOf(await speak({ text: 'Hi', voice: 'en-US-JennyNeural', language: 'en-US' }, noPlan.cookies)),
    ).toEqual({ status: 402, reason: 'NO_PLAN', params: {} });
  });

  it('speaks every UI language as a valid, audible WAV in the avatar voice', async () => {
    const avatar = AVATARS.find((a) => a.gender === 'male')!;
    for (const lang of LANGUAGES) {
      const res = await speak({
        text: SENTENCES[lang],
        voice: avatar.voice.azure[lang],
        language: lang,
        gender: avatar.gender,
      });
      expect(res.statusCode, lang).toBe(200);
      expect(res.headers['content-type']).toBe('audio/wav');
      const wav = readWav(res.rawPayload);
      expect(wav.riff + wav.wave).toBe('RIFFWAVE');
      expect(wav.bits).toBe(16);
      expect(wav.rate).toBeGreaterThanOrEqual(16000);
      expect(wav.seconds, lang).toBeGreaterThan(0.8);
      expect(wav.rms, lang).toBeGreaterThan(0.02);
    }
  }, 60_000);

  it("uses each avatar's own eSpeak voice and a pitch that fits its gender", () => {
    for (const a of AVATARS) {
      const v = espeakVoiceFor({
        text: 'x',
        voice: a.voice.azure['en-US'],
        language: 'en-US',
        gender: a.gender,
      });
      expect(v.voice).toBe(a.voice.espeak['en-US']);
      if (a.gender === 'female') expect(v.pitch).toBeGreaterThanOrEqual(55);
      else expect(v.pitch).toBeLessThanOrEqual(45);
    }
    expect(espeakVoiceFor({ text: 'x', voice: 'unknown', language: 'de', gender: 'male' }).voice).toBe(
      'de+m3',
    );
  });

  it('says which synthesis runs and that the server does not transcribe without a chat API', async () => {
    expect((await t.app.inject('/speech/capabilities')).json()).toEqual({
      synthesis: 'espeak',
      transcription: false,
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/transcribe?language=de-DE',
      cookies: u.cookies,
      headers: { 'content-type': 'audio/webm' },
      payload: Buffer.from('x'),
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('POST /azureSpeech with Azure Speech (a fake Azure endpoint on loopback)', () => {
  let azure: Server;
  const calls: { headers: Record<string, string | string[] | undefined>; body: string; url: string }[] = [];
  let t: App;
  let u: ChatUser;
  beforeAll(async () => {
    azure = createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        calls.push({ headers: req.headers, body, url: req.url ?? '' });
        const wav = Buffer.concat([
          Buffer.from('RIFF'),
          Buffer.alloc(4),
          Buffer.from('WAVE'),
          Buffer.alloc(32),
        ]);
        res.writeHead(200, { 'content-type': 'audio/wav' }).end(wav);
      });
    });
    await new Promise<void>((r) => azure.listen(0, '127.0.0.1', r));
    t = await testApp({
      env: {
        AZURE_SPEECH_KEY: 'secret-key',
        AZURE_SPEECH_ENDPOINT: `http://127.0.0.1:${(azure.address() as AddressInfo).port}`,
      },
    });
    u = await chatUser(t.app, t.database.db);
  });
  afterAll(async () => {
    await t?.close();
    azure?.close();
  });

  it('sends SSML with the neural voice and the key, and returns the audio', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/azureSpeech',
      cookies: u.cookies,
      payload: {
        text: 'Hallo <Ada> & "du"',
        voice: 'de-DE-KatjaNeural',
        language: 'de-DE',
        gender: 'female',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.subarray(0, 4).toString()).toBe('RIFF');
    const call = calls.at(-1)!;
    expect(call.url).toBe('/cognitiveservices/v1');
    expect(call.headers['ocp-apim-subscription-key']).toBe('secret-key');
    expect(call.headers['content-type']).toBe('application/ssml+xml');
    expect(call.headers['x-microsoft-outputformat']).toBe('riff-24khz-16bit-mono-pcm');
    expect(call.body).toBe(
      '<speak version="1.0" xmlns="http://www.w3.org/2001/10/synthesis" xml:lang="de-DE"><voice name="de-DE-KatjaNeural">Hallo &lt;Ada&gt; &amp; &quot;du&quot;</voice></speak>',
    );
  });

  it('refuses a voice that is not an Azure neural voice (no SSML injection), with the spec text', async () => {
    const before = calls.length;
    const res = await t.app.inject({
      method: 'POST',
      url: '/azureSpeech',
      cookies: u.cookies,
      payload: { text: 'Hi', voice: 'x"><audio src="y', language: 'en-US', gender: 'male' },
    });
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toBe('Fehler bei der Azure Speech-Generierung');
    expect(calls.length).toBe(before);
  });
});

describe('POST /transcribe through an OpenAI-compatible /audio/transcriptions', () => {
  let fake: FakeOpenAi;
  let t: App;
  let u: ChatUser;
  beforeAll(async () => {
    fake = await startFakeOpenAi();
    t = await testApp({
      env: { OPENAI_BASE_URL: fake.baseURL, OPENAI_API_KEY: 'k', TRANSCRIPTION_MODEL: 'whisper-large' },
    });
    u = await chatUser(t.app, t.database.db);
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  it('uploads the recording and returns the text', async () => {
    fake.setTranscription('Ich möchte über Jazz reden.');
    const res = await t.app.inject({
      method: 'POST',
      url: '/transcribe?language=de-DE',
      cookies: u.cookies,
      headers: { 'content-type': 'audio/webm;codecs=opus' },
      payload: Buffer.alloc(2048, 7),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ text: 'Ich möchte über Jazz reden.' });
    expect(fake.transcriptions.at(-1)).toMatchObject({ model: 'whisper-large', language: 'de' });
    expect((await t.app.inject('/speech/capabilities')).json().transcription).toBe(true);
  });

  it('refuses an empty recording and anonymous callers', async () => {
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/transcribe?language=de-DE',
          cookies: u.cookies,
          headers: { 'content-type': 'audio/webm' },
          payload: Buffer.alloc(0),
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/transcribe?language=de-DE',
          headers: { 'content-type': 'audio/webm' },
          payload: Buffer.alloc(10),
        })
      ).statusCode,
    ).toBe(401);
  });
});
