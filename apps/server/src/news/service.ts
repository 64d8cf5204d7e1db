import { desc, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { newsFeeds, newsItems } from '../db/schema';
import { fetchFeed } from './feeds';

/** A stored headline, as the chat hands it to the avatars. */
export interface Headline {
  id: string;
  title: string;
  summary: string;
  link: string;
  source: string;
  publishedAtMs: number;
}

/** Headlines kept in memory for the chat (newest first). */
const RECENT_LIMIT = 300;

/**
 * News for the avatars: the configured feeds are fetched on a schedule with conditional requests,
 * their headlines stored once per (feed, guid); the recent ones are kept in memory so a chat turn
 * reads them without a query. No feeds configured: no news, and the avatars say so.
 */
export class NewsService {
  private recentItems: Headline[] = [];

  constructor(
    private readonly db: Database,
    private readonly feeds: readonly string[],
    private readonly now: () => Date,
    private readonly maxAgeMs: number,
    private readonly log: { warn(obj: object, msg: string): void } = { warn: () => undefined },
  ) {}

  get configured(): boolean {
    return this.feeds.length > 0;
  }

  /** The recent headlines (within the maximum age), newest first. */
  recent(): readonly Headline[] {
    const oldest = this.now().getTime() - this.maxAgeMs;
    return this.recentItems.filter((h) => h.publishedAtMs >= oldest);
  }

  /** Fetches every feed once; returns how many new headlines were stored. */
  async poll(): Promise<number> {
    let added = 0;
    for (const url of this.feeds) added += await this.pollFeed(url);
    await this.load();
    return added;
  }

  private async pollFeed(url: string): Promise<number> {
    const now = this.now();
    const [known] = await this.db.select().from(newsFeeds).where(eq(newsFeeds.url, url)).limit(1);
    const result = await fetchFeed(
      url,
      { etag: known?.etag ?? null, lastModified: known?.lastModified ?? null },
      now,
    );
    const base = { fetchedAt: now, status: result.status };
    if (result.status !== 200 || !('entries' in result)) {
      const error = 'error' in result ? result.error : null;
      if (error) this.log.warn({ url, error }, 'news feed failed');
      await this.db
        .insert(newsFeeds)
        .values({ url, ...base, error })
        .onConflictDoUpdate({ target: newsFeeds.url, set: { ...base, error } });
      return 0;
    }
    return this.db.transaction(async (tx) => {
      const feed = {
        title: result.title || null,
        etag: result.etag,
        lastModified: result.lastModified,
        ...base,
        error: null,
      };
      await tx
        .insert(newsFeeds)
        .values({ url, ...feed })
        .onConflictDoUpdate({ target: newsFeeds.url, set: feed });
      if (result.entries.length === 0) return 0;
      const source = result.title || new URL(url).hostname;
      const inserted = await tx
        .insert(newsItems)
        .values(
          result.entries.map((e) => ({
            feedUrl: url,
            guid: e.guid,
            title: e.title,
            summary: e.summary,
            link: e.link,
            source,
            publishedAt: e.publishedAt,
            fetchedAt: now,
          })),
        )
        .onConflictDoNothing({ target: [newsItems.feedUrl, newsItems.guid] })
        .returning({ id: newsItems.id });
      return inserted.length;
    });
  }

  /** Loads the recent headlines into memory (at start and after each poll). */
  async load(): Promise<void> {
    if (!this.configured) return;
    const oldest = new Date(this.now().getTime() - this.maxAgeMs);
    const rows = await this.db
      .select()
      .from(newsItems)
      .where(gte(newsItems.publishedAt, oldest))
      .orderBy(desc(newsItems.publishedAt))
      .limit(RECENT_LIMIT);
    this.recentItems = rows.map((r) => ({
      id: r.id,
      title: r.title,
      summary: r.summary,
      link: r.link,
      source: r.source,
      publishedAtMs: r.publishedAt.getTime(),
    }));
  }

  /** Number of stored headlines (tests). */
  async count(): Promise<number> {
    const [row] = await this.db.select({ n: sql<string>`count(*)` }).from(newsItems);
    return Number(row?.n ?? 0);
  }
}
