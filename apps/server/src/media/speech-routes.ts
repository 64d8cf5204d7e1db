import { SPEECH_CHARGE_HEADERS, SPEECH_TEXTS } from '@avatara/contracts';
import { mediaEndpoints as endpoints } from '@avatara/contracts/http/media';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors';
import { microToUsd } from '../money';
import { route } from '../http/route';
import { requireUser } from '../sessions/http';
import { SpeechError } from './speech/types';
import type { SessionService } from '../sessions/service';
import type { UserRow } from '../sessions/service';
import type { PaidSpeech } from './speech/paid';
import type { Transcriber } from './speech/transcriber';

/** The services these routes use (given by the composition root, compose.ts). */
export interface SpeechRouteServices {
  sessions: SessionService;
  /** Only the plan rule: speech is for accounts with a plan. */
  accounts: { plansOf(user: Pick<UserRow, 'plans' | 'trialExpiresAt'>): string[] };
  /** Text to speech, paid from the balance (docs/plans.md "Speech"). */
  paidSpeech: PaidSpeech;
  transcriber: Transcriber | null;
}

/** Recorded speech the server accepts for transcription (MediaRecorder formats), at most 10 MB. */
const AUDIO_TYPES = ['audio/webm', 'audio/ogg', 'audio/wav', 'audio/x-wav', 'audio/mp4', 'audio/mpeg'];

/**
 * `POST /azureSpeech` (avatar-chat.md §7: text, voice, language, gender → audio), the speech
 * capabilities, and `POST /transcribe` (server-side speech recognition when configured).
 * Only signed-in users with a plan may use them: a TTS or STT service open to anyone costs money.
 */
export async function speechRoutes(app: FastifyInstance, { services }: { services: SpeechRouteServices }) {
  const { sessions, accounts, paidSpeech, transcriber } = services;
  const tags = ['speech'];

  async function requirePlan(req: FastifyRequest) {
    const user = await requireUser(req, sessions);
    if (accounts.plansOf(user).length === 0)
      throw new AppError('PAYMENT_REQUIRED', 'Choose a plan to use the voice.', { reason: 'NO_PLAN' });
    return user;
  }

  route(app, endpoints.capabilities, {
    tags,
    handler: async () => ({
      synthesis: paidSpeech.kind,
      transcription: transcriber !== null,
    }),
  });

  route(app, endpoints.speech, {
    tags,
    config: { rateLimit: { max: 60, timeWindow: 60_000 }, changesUsers: 'self' },
    handler: async (req, reply) => {
      const user = await requirePlan(req);
      const { text, voice, language, gender } = req.body;
      if (!text?.trim())
        throw new AppError('VALIDATION', SPEECH_TEXTS.TEXT_EMPTY, {
          reason: 'SPEECH_TEXT_EMPTY',
          field: 'text',
        });
      if (!voice?.trim())
        throw new AppError('VALIDATION', SPEECH_TEXTS.VOICE_MISSING, {
          reason: 'SPEECH_VOICE_MISSING',
          field: 'voice',
        });
      if (!language?.trim())
        throw new AppError('VALIDATION', SPEECH_TEXTS.LANGUAGE_MISSING, {
          reason: 'SPEECH_LANGUAGE_MISSING',
          field: 'language',
        });
      try {
        const out = await paidSpeech.speak(user.id, {
          text: text.trim(),
          voice: voice.trim(),
          language: language.trim(),
          gender: gender === 'male' ? 'male' : 'female',
        });
        return reply
          .type(out.audio.mime)
          .header('cache-control', 'no-store')
          .header(SPEECH_CHARGE_HEADERS.costUsd, String(microToUsd(out.charged)))
          .header(SPEECH_CHARGE_HEADERS.totalUsd, String(microToUsd(out.spentOnSpeech)))
          .header(SPEECH_CHARGE_HEADERS.balanceUsd, String(microToUsd(out.balance)))
          .send(out.audio.audio);
      } catch (err) {
        if (err instanceof SpeechError) {
          req.log.warn({ err }, 'speech synthesis failed');
          throw new AppError('UNAVAILABLE', 'Fehler bei der Azure Speech-Generierung', {
            reason: 'SPEECH_FAILED',
          });
        }
        throw err;
      }
    },
  });

  await app.register(async (scope) => {
    // Recorded audio arrives as the raw body.
    scope.addContentTypeParser(
      AUDIO_TYPES,
      { parseAs: 'buffer', bodyLimit: 10 * 1024 * 1024 },
      (_req, body, done) => done(null, body),
    );
    route(scope, endpoints.transcribe, {
      tags,
      config: { rateLimit: { max: 30, timeWindow: 60_000 } },
      handler: async (req) => {
        await requirePlan(req);
        if (!transcriber)
          throw new AppError('NOT_FOUND', 'Speech recognition on the server is not configured.', {
            reason: 'TRANSCRIPTION_NOT_CONFIGURED',
          });
        const audio = req.body as Buffer;
        if (!Buffer.isBuffer(audio) || audio.length === 0)
          throw new AppError('VALIDATION', 'No audio was sent.', {
            reason: 'AUDIO_MISSING',
            field: 'body',
          });
        try {
          return {
            text: await transcriber.transcribe(
              audio,
              req.headers['content-type'] ?? 'audio/webm',
              req.query.language,
            ),
          };
        } catch (err) {
          req.log.warn({ err }, 'transcription failed');
          throw new AppError('UNAVAILABLE', 'Speech recognition failed. Please try again.', {
            reason: 'TRANSCRIPTION_FAILED',
          });
        }
      },
    });
  });
}
