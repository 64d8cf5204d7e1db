import { mediaEndpoints as declared } from '@avatara/contracts/http/media';
import { rawResponse } from '../endpoint';

/**
 * Speech out and in, and generated images: the declarations of `@avatara/contracts/http/media`.
 * A reading is read as the Response itself: the audio, and what it cost in its headers
 * (`SPEECH_CHARGE_HEADERS`, docs/plans.md "Speech").
 */
export const mediaEndpoints = {
  ...declared,
  speech: { ...declared.speech, response: rawResponse },
};
