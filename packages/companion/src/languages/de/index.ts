/**
 * German (de-DE): everything the offline engine knows of the language, as one pack.
 */
import type { LanguagePack } from '../types.js';
import { appraisal } from './appraisal.js';
import { cues } from './cues.js';
import { details } from './details.js';
import { frames } from './frames.js';
import { memory } from './memory.js';
import { names } from './names.js';
import { news } from './news.js';
import { nouns } from './nouns.js';
import { phrases } from './phrases.js';
import { places } from './places.js';
import { sports } from './sports.js';
import { topic } from './topic.js';

export const de: LanguagePack = {
  code: 'de-DE',
  phrases,
  cues,
  appraisal,
  memory,
  frames,
  nouns,
  news,
  sports,
  places,
  names,
  details,
  topic,
};
