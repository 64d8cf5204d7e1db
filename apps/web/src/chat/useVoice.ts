import { speechChargeOf, type TSpeechCharge, type TSpeechRequest } from '@avatara/contracts/media';
import { useMutation } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isHttpError } from '../api/ApiError';
import { api } from '../api/client';
import { mediaEndpoints } from '../api/endpoints/media';
import type { Message } from '../i18n/message';
import { SPEECH_ERROR_LOG } from '../i18n/specTexts';
import { cookies } from '../lib/browserCookies';

/** Which §8 system message a failed read-aloud shows. */
export type VoiceFailure = 'apiFailed' | 'noBlob' | 'playFailed';

/**
 * The system message of a failed read-aloud: the §8 texts, except when the balance cannot pay
 * for the reading (402) or other replies still hold it (409) — then that, in the user's words
 * (docs/plans.md "Speech").
 */
export function voiceFailureMessage(failure: VoiceFailure, error?: unknown): Message {
  if (failure === 'apiFailed' && isHttpError(error, 402)) return { key: 'chat.speech.noBalance' };
  if (failure === 'apiFailed' && isHttpError(error, 409)) return { key: 'chat.speech.busy' };
  return { key: `chat.speech.${failure}` };
}

export interface VoiceOptions {
  /** The avatar's voice for the UI language (`GET /getAvatars?lang=` → `voice`) and gender. */
  voice: string;
  gender: string;
  language: string;
  /** A reading failed: show `voiceFailureMessage(failure, error)`. */
  onFailure: (failure: VoiceFailure, error?: unknown) => void;
  /** A reading was paid for (or was free): its cost, the speech total and the balance after it. */
  onCharge?: (charge: TSpeechCharge) => void;
}

export interface Voice {
  enabled: boolean;
  toggle: () => void;
  /** Reads a reply aloud (when enabled); its audio is fetched once and kept for the visit. */
  speak: (messageId: string, text: string) => void;
  /** Stops what is playing (the user sends or types). */
  stop: () => void;
  /** Whether something is playing now. */
  playing: boolean;
}

/**
 * The voice toggle (spec §2, §4): reads each reply aloud with `POST /azureSpeech`, stops when the
 * user sends or types, shows the §8 messages when audio fails. The choice is the `voice` cookie.
 */
export function useVoice(o: VoiceOptions): Voice {
  const [enabled, setEnabled] = useState(() => cookies.get('voice') === 'true');
  const [playing, setPlaying] = useState(false);
  const opts = useRef(o);
  useEffect(() => {
    opts.current = o;
  });
  // POST /azureSpeech {text, voice, language, gender} → the audio of one reply, and what it cost.
  const { mutateAsync: synthesize } = useMutation({
    mutationFn: async (request: TSpeechRequest) => {
      const response = await api.call(mediaEndpoints.speech, { body: request });
      return { blob: await response.blob(), charge: speechChargeOf(response.headers) };
    },
  });
  const audio = useRef<HTMLAudioElement | null>(null);
  const cache = useRef(new Map<string, string>());
  const turn = useRef(0);

  const stop = useCallback(() => {
    turn.current += 1;
    audio.current?.pause();
    audio.current = null;
    setPlaying(false);
  }, []);

  const toggle = useCallback(() => {
    setEnabled((was) => {
      cookies.set('voice', String(!was));
      if (was) stop();
      return !was;
    });
  }, [stop]);

  const fetchAudio = useCallback(
    async (messageId: string, text: string): Promise<string | null> => {
      const known = cache.current.get(messageId);
      if (known) return known;
      const c = opts.current;
      let blob: Blob;
      try {
        const spoken = await synthesize({ text, voice: c.voice, language: c.language, gender: c.gender });
        blob = spoken.blob;
        if (spoken.charge) c.onCharge?.(spoken.charge);
      } catch (error) {
        console.error(SPEECH_ERROR_LOG, error);
        c.onFailure('apiFailed', error);
        return null;
      }
      if (blob.size === 0) {
        c.onFailure('noBlob');
        return null;
      }
      const url = URL.createObjectURL(blob);
      cache.current.set(messageId, url);
      return url;
    },
    [synthesize],
  );

  const speak = useCallback(
    (messageId: string, text: string) => {
      if (!enabled || text.trim() === '') return;
      stop();
      const mine = turn.current;
      void fetchAudio(messageId, text).then((url) => {
        if (!url || turn.current !== mine) return;
        const el = new Audio(url);
        audio.current = el;
        el.onended = () => setPlaying(false);
        setPlaying(true);
        el.play().catch((error: unknown) => {
          // Stopped on purpose (the user typed or sent): not a failure.
          if (turn.current !== mine || (error instanceof DOMException && error.name === 'AbortError')) return;
          console.error(error);
          setPlaying(false);
          opts.current.onFailure('playFailed');
        });
      });
    },
    [enabled, fetchAudio, stop],
  );

  useEffect(
    () => () => {
      audio.current?.pause();
      for (const url of cache.current.values()) URL.revokeObjectURL(url);
    },
    [],
  );

  return { enabled, toggle, speak, stop, playing };
}
