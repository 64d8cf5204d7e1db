import {
  ZLoadImageQuery,
  ZSpeechCapabilities,
  ZSpeechRequest,
  ZTranscribeQuery,
  ZTranscribeResponse,
} from '@avatara/contracts/media';
import { binaryBody, blob, GET, jsonBody, json, none, POST } from '../endpoint';

/** Speech out and in, and generated images (avatar-chat.md §7, docs/media.md). */
export const mediaEndpoints = {
  capabilities: GET({ path: '/speech/capabilities', response: json(ZSpeechCapabilities) }),
  /** The reply read aloud: audio. */
  speech: POST({ path: '/azureSpeech', body: jsonBody(ZSpeechRequest), response: blob }),
  /** The recorded audio as the body, in its own content type. */
  transcribe: POST({
    path: '/transcribe',
    query: ZTranscribeQuery,
    body: binaryBody,
    response: json(ZTranscribeResponse),
  }),
  /** Shown as an image and opened in a new tab, never fetched by the app. */
  generatedImage: GET({ path: '/loadGeneratedImage', query: ZLoadImageQuery, response: none }),
};
