import type { TLanguage, TNewsFeedsResponse } from '@avatara/contracts';
import { and, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import type { Metrics } from '../observability/metrics';
import { newsFeeds, newsItems } from '../db/schema';
import type { NewsFeed } from './defaults';
import { fetchFeed } from './feeds';

/** A stored headline, as the chat hands it to the avatars. */
export interface Headline {
  id: string;
  title: string;
  summary: string;
  link: string;
  source: string;
  publishedAtMs: number;
  /** The UI language of its feed (the default feeds); null when not known (feeds of NEWS_FEEDS). */
  language: TLanguage | null;
}

/** Headlines kept in memory for the chat (newest first). */
const RECENT_LIMIT = 300;
/** Feeds fetched at once: an unreachable feed (no internet) does not hold up the others. */
const FETCHES_AT_ONCE = 4;

/** Where the service writes what operators should know. */
export interface NewsLog {
  warn(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
}

const quiet: NewsLog = { warn: () => undefined, info: () => undefined };

/**
 * News for the avatars: the feeds (the default list per UI language, or NEWS_FEEDS) are fetched
 * on a schedule with conditional requests, their headlines stored once per (feed, guid); the
 * recent ones are kept in memory so a chat turn reads them without a query. No feeds
 * (NEWS_FEEDS=none): no news, and the avatars say so. A feed that fails is recorded with its
 * error and logged once per failure streak (not at every poll); the others go on.
 */
export class NewsService {
  private recentItems: Headline[] = [];
  /** Feeds whose last attempt failed (in this process): their next failures are not logged again. */
  private readonly failing = new Set<string>();
  /** The last successful fetch of each feed seen by this process. */
  private readonly lastSuccess = new Map<string, Date>();
  private readonly stopping = new AbortController();

  constructor(
    private readonly db: Database,
    private readonly feeds: readonly NewsFeed[],
    private readonly now: () => Date,
    private readonly maxAgeMs: number,
    private readonly log: NewsLog = quiet,
    private readonly timeoutMs = 15_000,
    /** Counts and times each fetch (`/metrics`). */
    private readonly metrics?: Pick<Metrics, 'newsFetch'>,
  ) {}

  get configured(): boolean {
    return this.feeds.length > 0;
  }

  /** The recent headlines (within the maximum age), newest first. */
  recent(): readonly Headline[] {
    const oldest = this.now().getTime() - this.maxAgeMs;
    return this.recentItems.filter((h) => h.publishedAtMs >= oldest);
  }

  /** Fetches every feed once (a few at a time); returns how many new headlines were stored. */
  async poll(): Promise<number> {
    let added = 0;
    const queue = [...this.feeds];
    const worker = async () => {
      for (let feed = queue.shift(); feed; feed = queue.shift()) {
        const n = await this.pollFeed(feed.url); // not `added += await …`: that adds to a stale total
        added += n;
      }
    };
    await Promise.all(Array.from({ length: Math.min(FETCHES_AT_ONCE, queue.length) }, worker));
    if (!this.stopping.signal.aborted) await this.load();
    return added;
  }

  /** Cancels the fetches under way (shutdown): nothing more is recorded. */
  stop(): void {
    this.stopping.abort();
  }

  private async pollFeed(url: string): Promise<number> {
    const now = this.now();
    const [known] = await this.db.select().from(newsFeeds).where(eq(newsFeeds.url, url)).limit(1);
    const startMs = performance.now();
    const result = await fetchFeed(
      url,
      { etag: known?.etag ?? null, lastModified: known?.lastModified ?? null },
      now,
      this.timeoutMs,
      this.stopping.signal,
    );
    if (this.stopping.signal.aborted) return 0;
    this.metrics?.newsFetch(
      'error' in result ? 'error' : result.status === 304 ? 'not_modified' : 'ok',
      (performance.now() - startMs) / 1000,
    );
    const base = { fetchedAt: now, status: result.status };
    if ('error' in result) {
      const error = result.error;
      if (!this.failing.has(url)) {
        this.failing.add(url);
        this.log.warn(
          { url, error },
          'news feed failed (tried again at every poll, logged again once it works)',
        );
      }
      await this.db
        .insert(newsFeeds)
        .values({ url, ...base, error })
        .onConflictDoUpdate({ target: newsFeeds.url, set: { ...base, error } });
      return 0;
    }
    if (this.failing.delete(url)) this.log.info({ url }, 'news feed works again');
    this.lastSuccess.set(url, now);
    if (result.status === 304) {
      await this.db
        .insert(newsFeeds)
        .values({ url, ...base, error: null })
        .onConflictDoUpdate({ target: newsFeeds.url, set: { ...base, error: null } });
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

  /** Loads the recent headlines of the polled feeds into memory (at start and after each poll). */
  async load(): Promise<void> {
    if (!this.configured) return;
    const oldest = new Date(this.now().getTime() - this.maxAgeMs);
    const languageOf = new Map(this.feeds.map((f) => [f.url, f.language]));
    const rows = await this.db
      .select()
      .from(newsItems)
      .where(and(gte(newsItems.publishedAt, oldest), inArray(newsItems.feedUrl, [...languageOf.keys()])))
      .orderBy(desc(newsItems.publishedAt))
      .limit(RECENT_LIMIT);
    this.recentItems = rows.map((r) => ({
      id: r.id,
      title: r.title,
      summary: r.summary,
      link: r.link,
      source: r.source,
      publishedAtMs: r.publishedAt.getTime(),
      language: languageOf.get(r.feedUrl) ?? null,
    }));
  }

  /**
   * Each polled feed with its last fetch, last success, recent headlines and last error
   * (`GET /admin/news/feeds`). The database holds the last attempt of any instance; the last
   * success before a failure is known to the instance that saw it.
   */
  async status(): Promise<TNewsFeedsResponse> {
    if (this.feeds.length === 0) return { mode: 'none', feeds: [] };
    const mode = this.feeds.some((f) => f.source === 'default') ? 'default' : 'env';
    const urls = this.feeds.map((f) => f.url);
    const oldest = new Date(this.now().getTime() - this.maxAgeMs);
    const [rows, counts] = await Promise.all([
      this.db.select().from(newsFeeds).where(inArray(newsFeeds.url, urls)),
      this.db
        .select({ url: newsItems.feedUrl, n: sql<string>`count(*)` })
        .from(newsItems)
        .where(and(inArray(newsItems.feedUrl, urls), gte(newsItems.publishedAt, oldest)))
        .groupBy(newsItems.feedUrl),
    ]);
    const rowOf = new Map(rows.map((r) => [r.url, r]));
    const countOf = new Map(counts.map((c) => [c.url, Number(c.n)]));
    return {
      mode,
      feeds: this.feeds.map((f) => {
        const row = rowOf.get(f.url);
        const worked = row?.fetchedAt && row.error === null ? row.fetchedAt : null;
        const seen = this.lastSuccess.get(f.url) ?? null;
        const lastSuccess = worked && (!seen || worked > seen) ? worked : seen;
        return {
          url: f.url,
          language: f.language,
          source: f.source,
          title: row?.title ?? null,
          lastFetchAt: row?.fetchedAt?.toISOString() ?? null,
          lastSuccessAt: lastSuccess?.toISOString() ?? null,
          items: countOf.get(f.url) ?? 0,
          lastError: row?.error ?? null,
        };
      }),
    };
  }

  /** Number of stored headlines (tests). */
  async count(): Promise<number> {
    const [row] = await this.db.select({ n: sql<string>`count(*)` }).from(newsItems);
    return Number(row?.n ?? 0);
  }
}
