/**
 * News for the avatars: which headlines fit an avatar's interests. See docs/offline-persona.md.
 */
export type { NewsItem } from './types.js';
export {
  newsForAvatar,
  newsInterests,
  foldNewsText,
  DEFAULT_NEWS_LIMIT,
  DEFAULT_NEWS_MAX_AGE_MS,
  type NewsOptions,
} from './match.js';
