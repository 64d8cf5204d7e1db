import {
  ZLoadImageQuery,
  ZSpeechCapabilities,
  ZSpeechRequest,
  ZTranscribeQuery,
  ZTranscribeResponse,
} from '../media';
import { binary, binaryBody, GET, json, jsonBody, POST } from './endpoint';

/** Speech out and in, and generated images (avatar-chat.md §7, docs/media.md). */
export const mediaEndpoints = {
  capabilities: GET({ path: '/speech/capabilities', response: json(ZSpeechCapabilities) }),
  /** The reply read aloud: audio, with what it cost in the headers `SPEECH_CHARGE_HEADERS`. */
  speech: POST({ path: '/azureSpeech', body: jsonBody(ZSpeechRequest), response: binary }),
  /** The recorded audio as the body, in its own content type (audio/webm, ogg, wav, mp4, mpeg; ≤ 10 MB). */
  transcribe: POST({
    path: '/transcribe',
    query: ZTranscribeQuery,
    body: binaryBody,
    response: json(ZTranscribeResponse),
  }),
  /** A generated image (PNG), only for its owner; shown and opened by URL, never fetched by the app. */
  generatedImage: GET({ path: '/loadGeneratedImage', query: ZLoadImageQuery, response: binary }),
};
