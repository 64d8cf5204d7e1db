import { z } from 'zod';
import { ZLanguage } from './common';

/**
 * News feeds as operators see them (docs/media.md, "News for avatars"): `GET /admin/news/feeds`
 * lists every feed the server polls with its last fetch, its last success, its headlines and its
 * last error. Operators only.
 */

/** Where a feed comes from: the built-in list per UI language (NEWS_FEEDS unset), or NEWS_FEEDS. */
export const NEWS_FEED_SOURCES = ['default', 'env'] as const;
export const ZNewsFeedSource = z.enum(NEWS_FEED_SOURCES);
export type TNewsFeedSource = z.infer<typeof ZNewsFeedSource>;

/** What NEWS_FEEDS says: unset (the default list), a list of URLs, or `none`. */
export const NEWS_FEED_MODES = ['default', 'env', 'none'] as const;
export const ZNewsFeedMode = z.enum(NEWS_FEED_MODES);
export type TNewsFeedMode = z.infer<typeof ZNewsFeedMode>;

/** One feed and how its fetches went (times are ISO 8601; null: not yet). */
export const ZNewsFeedStatus = z.object({
  url: z.string(),
  /** The UI language of its headlines (the default feeds); null: not known (feeds of NEWS_FEEDS). */
  language: ZLanguage.nullable(),
  source: ZNewsFeedSource,
  /** The feed's own title, once it has been read. */
  title: z.string().nullable(),
  /** The last attempt, whatever its result. */
  lastFetchAt: z.string().nullable(),
  /** The last attempt that got the feed (or "not modified"). */
  lastSuccessAt: z.string().nullable(),
  /** Headlines of this feed recent enough for the avatars (at most NEWS_MAX_AGE_HOURS old). */
  items: z.number().int().min(0),
  /** Why the last attempt failed (`HTTP 404`, `connection refused`, …); null when it worked. */
  lastError: z.string().nullable(),
});
export type TNewsFeedStatus = z.infer<typeof ZNewsFeedStatus>;

/** `GET /admin/news/feeds`. */
export const ZNewsFeedsResponse = z.object({
  mode: ZNewsFeedMode,
  feeds: z.array(ZNewsFeedStatus),
});
export type TNewsFeedsResponse = z.infer<typeof ZNewsFeedsResponse>;
