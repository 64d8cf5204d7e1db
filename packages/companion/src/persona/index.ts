/**
 * The offline persona engine: avatar replies without a chat model. See docs/offline-persona.md.
 */
export * from './types.js';
export { composeOfflineReply } from './compose.js';
export { readMessage, type Reading } from './reading.js';
export { detectIntent, INTENTS, type Intent, type IntentResult } from './intent.js';
export { readMood, type Mood } from './mood.js';
export { MOOD_FEELINGS, type MoodFeeling } from '../languages/parts/phrases.js';
export { topicOf } from './topic.js';
export { professionPhrase, ageAt, shortName } from './profile.js';
export { cityIn } from './places.js';
export { avatarNames } from './names.js';
export { PHRASES } from './phrases/index.js';
export type { PhraseBank, Variants } from '../languages/parts/phrases.js';
export { pictureCue, pictureRequest } from './picture-request.js';
export { MAX_PICTURE_PROMPT_CHARS, readPicturePrompt, type PicturePrompt } from './picture-prompt/read.js';
