/**
 * What a picture shows, from the user's prompt: the prompt without the request around it
 * ("Draw me …, please", „Zeichne mir bitte …“, 画一只…, …を描いてください, ارسم لي …),
 * in the second person ("my cat" → "your cat"), shortened to fit in a sentence. The prompt is read
 * by `readPicturePrompt` (`picture-prompt/`), as the server's offline drawer reads it.
 */
import type { LanguageCode } from '../languages.js';
import { readPicturePrompt } from './picture-prompt/read.js';

/**
 * What the picture of `prompt` shows, to be said in a sentence in `lang`; undefined when the
 * prompt says nothing (then the reply does without it).
 * @example pictureSubject('Draw me a red cat on a beach at sunset, please!', 'en-US') // 'a red cat on a beach at sunset'
 */
export function pictureSubject(prompt: string, lang: LanguageCode): string | undefined {
  return readPicturePrompt(prompt, lang).subject;
}
