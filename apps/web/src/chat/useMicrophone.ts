import { useMutation, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { api } from '../api/client';
import { mediaEndpoints } from '../api/endpoints/media';
import { chatKeys } from './queryKeys';

/** Silence after which what was said is sent (spec §4, §9). */
export const MIC_SILENCE_MS = 1000;

/** The browser's speech recognition, where it exists (Chromium: webkitSpeechRecognition). */
interface Recognition {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  onresult:
    ((e: { results: ArrayLike<ArrayLike<{ transcript: string }> & { isFinal: boolean }> }) => void) | null;
  onerror: ((e: { error: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
}
type RecognitionCtor = new () => Recognition;

function browserRecognition(): RecognitionCtor | null {
  const w = window as unknown as {
    SpeechRecognition?: RecognitionCtor;
    webkitSpeechRecognition?: RecognitionCtor;
  };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition ?? null;
}

/** How speech input works here: the browser recognises, the server transcribes a recording, or not at all. */
export type MicMode = 'browser' | 'server' | 'none';

export interface Microphone {
  mode: MicMode;
  listening: boolean;
  /** What has been recognised so far while listening. */
  interim: string;
  toggle: () => void;
}

export interface MicrophoneOptions {
  language: string;
  /** What was said, once the speaker paused for a second. */
  onText: (text: string) => void;
  /** Speech input failed or is not possible here: a translation key of `chat.mic.*`. */
  onProblem: (key: 'unavailable' | 'denied' | 'failed') => void;
}

/**
 * The microphone toggle (spec §2, §4): speech recognition in the UI language (the spec's client
 * fixed German), text sent after 1 s of silence. Without recognition in the browser (or when it
 * fails for lack of its network service) a configured server transcriber takes a recording;
 * without either the button says so.
 */
export function useMicrophone(o: MicrophoneOptions): Microphone {
  const caps = useQuery({
    queryKey: chatKeys.speechCapabilities(),
    queryFn: ({ signal }) => api.call(mediaEndpoints.capabilities, {}, { signal }),
    staleTime: Infinity,
  });
  // POST /transcribe?language= with the recording → what was said.
  const { mutateAsync: transcribe } = useMutation({
    mutationFn: ({ audio, language }: { audio: Blob; language: string }) =>
      api.call(mediaEndpoints.transcribe, { query: { language }, body: audio }),
  });
  const [browserBroken, setBrowserBroken] = useState(false);
  const hasBrowser = browserRecognition() !== null && !browserBroken;
  const mode: MicMode = hasBrowser ? 'browser' : caps.data?.transcription ? 'server' : 'none';
  const [listening, setListening] = useState(false);
  const [interim, setInterim] = useState('');
  const opts = useRef(o);
  useEffect(() => {
    opts.current = o;
  });
  const stopRef = useRef<(() => void) | null>(null);

  const startBrowser = useCallback(() => {
    const Ctor = browserRecognition()!;
    const rec = new Ctor();
    rec.lang = opts.current.language;
    rec.continuous = true;
    rec.interimResults = true;
    let finalText = '';
    let timer: number | undefined;
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      window.clearTimeout(timer);
      rec.stop();
      const text = finalText.trim();
      setListening(false);
      setInterim('');
      if (text) opts.current.onText(text);
    };
    rec.onresult = (e) => {
      // A continuous session lists every result so far: final ones, then what is still being heard.
      let heard = '';
      for (let i = 0; i < e.results.length; i++) heard += `${e.results[i]![0]!.transcript} `;
      finalText = heard.replace(/\s+/g, ' ').trim();
      setInterim(finalText);
      window.clearTimeout(timer);
      timer = window.setTimeout(finish, MIC_SILENCE_MS);
    };
    rec.onerror = (e) => {
      done = true;
      window.clearTimeout(timer);
      setListening(false);
      setInterim('');
      if (e.error === 'not-allowed' || e.error === 'service-not-allowed') opts.current.onProblem('denied');
      else if (e.error === 'network' || e.error === 'language-not-supported') {
        // The browser has the interface but not the service behind it: fall back, or say so.
        setBrowserBroken(true);
        opts.current.onProblem(caps.data?.transcription ? 'failed' : 'unavailable');
      } else if (e.error !== 'no-speech' && e.error !== 'aborted') opts.current.onProblem('failed');
    };
    rec.onend = () => {
      if (!done) finish();
    };
    stopRef.current = finish;
    setListening(true);
    rec.start();
  }, [caps.data?.transcription]);

  const startServer = useCallback(async () => {
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch {
      opts.current.onProblem('denied');
      return;
    }
    const recorder = new MediaRecorder(stream);
    const chunks: Blob[] = [];
    const ctx = new AudioContext();
    const analyser = ctx.createAnalyser();
    ctx.createMediaStreamSource(stream).connect(analyser);
    const samples = new Float32Array(analyser.fftSize);
    let heard = false;
    let quietSince = performance.now();
    let frame = 0;
    const watch = () => {
      analyser.getFloatTimeDomainData(samples);
      let sum = 0;
      for (const s of samples) sum += s * s;
      const loud = Math.sqrt(sum / samples.length) > 0.02;
      const now = performance.now();
      if (loud) {
        heard = true;
        quietSince = now;
      } else if (heard && now - quietSince > MIC_SILENCE_MS) return stop();
      frame = requestAnimationFrame(watch);
    };
    const stop = () => {
      cancelAnimationFrame(frame);
      if (recorder.state !== 'inactive') recorder.stop();
    };
    recorder.ondataavailable = (e) => chunks.push(e.data);
    recorder.onstop = async () => {
      stream.getTracks().forEach((t) => t.stop());
      void ctx.close();
      setListening(false);
      const blob = new Blob(chunks, { type: recorder.mimeType || 'audio/webm' });
      if (!heard || blob.size === 0) return;
      try {
        const { text } = await transcribe({ audio: blob, language: opts.current.language });
        if (text.trim()) opts.current.onText(text.trim());
      } catch (error) {
        console.error('transcription failed', error);
        opts.current.onProblem('failed');
      }
    };
    stopRef.current = stop;
    setListening(true);
    recorder.start();
    frame = requestAnimationFrame(watch);
  }, [transcribe]);

  const toggle = useCallback(() => {
    if (listening) {
      stopRef.current?.();
      return;
    }
    if (mode === 'browser') startBrowser();
    else if (mode === 'server') void startServer();
    else opts.current.onProblem('unavailable');
  }, [listening, mode, startBrowser, startServer]);

  useEffect(() => () => stopRef.current?.(), []);
  return { mode, listening, interim, toggle };
}
