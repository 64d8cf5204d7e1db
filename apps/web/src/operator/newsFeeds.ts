import type { TNewsFeedStatus } from '@avatara/contracts/news';
import type { NameOf } from './referrals';

/** How a feed is doing: fetched and read (`ok`), its last attempt failed, or not tried yet. */
export type FeedState = 'ok' | 'failing' | 'pending';

/** One row of the news feed table. */
export interface FeedRow {
  url: string;
  /** The feed's own title, else its host name. */
  name: string;
  /** The language's name in the UI language; null when not known. */
  language: string | null;
  state: FeedState;
  feed: TNewsFeedStatus;
}

/** The state of a feed: `pending` before the first attempt, `failing` while its last one failed. */
export function feedState(f: Pick<TNewsFeedStatus, 'lastFetchAt' | 'lastError'>): FeedState {
  if (f.lastFetchAt === null) return 'pending';
  return f.lastError === null ? 'ok' : 'failing';
}

const hostOf = (url: string): string => {
  try {
    return new URL(url).hostname;
  } catch {
    return url;
  }
};

/** The rows of `GET /admin/news/feeds`, in the server's order (the default list goes by language). */
export function feedRows(feeds: readonly TNewsFeedStatus[], nameOf: NameOf): FeedRow[] {
  return feeds.map((feed) => ({
    url: feed.url,
    name: feed.title?.trim() || hostOf(feed.url),
    language: feed.language ? nameOf('language', feed.language) : null,
    state: feedState(feed),
    feed,
  }));
}
