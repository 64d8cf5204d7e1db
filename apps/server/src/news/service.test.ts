import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { databaseCases } from '../db/testing';
import type { DatabaseHandle } from '../db/client';
import { testClock } from '../testing/app';
import { startLocalFeeds, type LocalFeeds } from '../testing/feeds';
import { freePort } from '../testing/ports';
import { newsFeedsFor, type DefaultNewsFeed } from './defaults';
import { fetchErrorText, parseFeed } from './feeds';
import { NewsService, type NewsLog } from './service';

const MAX_AGE_MS = 72 * 3_600_000;

/** A log that keeps what was written. */
function recordingLog() {
  const lines: { level: 'warn' | 'info'; url: string; msg: string }[] = [];
  const log: NewsLog = {
    warn: (obj, msg) => void lines.push({ level: 'warn', url: (obj as { url: string }).url, msg }),
    info: (obj, msg) => void lines.push({ level: 'info', url: (obj as { url: string }).url, msg }),
  };
  return { log, lines };
}

for (const c of databaseCases) {
  const available = await c.available();
  describe.skipIf(!available)(`NewsService [${c.name}]`, () => {
    // Every test has its own feeds, database and clock, so the tests hold in any order.
    let feeds: LocalFeeds;
    let base: string;
    let db: DatabaseHandle | undefined;
    let clock: ReturnType<typeof testClock>;
    beforeEach(async () => {
      feeds = await startLocalFeeds();
      base = feeds.base;
      clock = testClock(new Date('2026-11-21T12:00:00Z'));
      db = await c.open();
    });
    afterEach(async () => {
      await feeds.close();
      await db?.close();
      db = undefined;
    });

    it('stores each headline once and sends conditional requests on the next fetch', async () => {
      const news = new NewsService(
        db!.db,
        newsFeedsFor([`${base}/rss`, `${base}/atom`, `${base}/broken`]),
        clock.now,
        MAX_AGE_MS,
      );
      expect(await news.poll()).toBe(3);
      expect(await news.count()).toBe(3);
      const titles = news.recent().map((h) => h.title);
      expect(titles).toEqual([
        'New York jazz clubs are booming',
        'Chess: a new world champion',
        'Berlin opens a new wind energy park',
      ]);
      expect(news.recent()[0]!.source).toBe('Jazz Weekly');
      expect(news.recent()[2]!.summary).toBe('About Berlin opens a new wind energy park');

      feeds.seen.length = 0;
      expect(await news.poll()).toBe(0);
      expect(await news.count()).toBe(3);
      expect(feeds.seen.find((s) => s.url === '/rss')?.ifNoneMatch).toBe('"v2"');
      expect(feeds.seen.find((s) => s.url === '/atom')?.ifModifiedSince).toBe(
        'Sat, 21 Nov 2026 10:00:00 GMT',
      );

      feeds.addItem('a3', 'Cycling paths across Berlin');
      expect(await news.poll()).toBe(1);
      expect(await news.count()).toBe(4);
    });

    it('forgets headlines older than the maximum age', async () => {
      const news = new NewsService(db!.db, newsFeedsFor([`${base}/rss`]), clock.now, MAX_AGE_MS);
      expect(await news.poll()).toBe(2);
      await news.load();
      expect(news.recent().length).toBeGreaterThan(0);
      clock.advance(5 * 86_400_000);
      expect(news.recent()).toHaveLength(0);
    });

    it('polls the default list when NEWS_FEEDS is unset, each headline with its feed language', async () => {
      const defaults: DefaultNewsFeed[] = [
        { url: `${base}/rss`, language: 'de-DE', name: 'Lokal' },
        { url: `${base}/atom`, language: 'en-US', name: 'Jazz' },
      ];
      const news = new NewsService(db!.db, newsFeedsFor('default', defaults), clock.now, MAX_AGE_MS);
      expect(news.configured).toBe(true);
      expect(await news.poll()).toBe(3);
      expect(news.recent().map((h) => [h.title, h.language])).toEqual([
        ['New York jazz clubs are booming', 'en-US'],
        ['Chess: a new world champion', 'de-DE'],
        ['Berlin opens a new wind energy park', 'de-DE'],
      ]);
      const status = await news.status();
      expect(status.mode).toBe('default');
      expect(status.feeds.map((f) => [f.url, f.language, f.source, f.items])).toEqual([
        [`${base}/rss`, 'de-DE', 'default', 2],
        [`${base}/atom`, 'en-US', 'default', 1],
      ]);
    });

    it('polls nothing with NEWS_FEEDS=none, defaults or not', async () => {
      const news = new NewsService(
        db!.db,
        newsFeedsFor('none', [{ url: `${base}/rss`, language: 'de-DE', name: 'Lokal' }]),
        clock.now,
        MAX_AGE_MS,
      );
      expect(news.configured).toBe(false);
      expect(await news.poll()).toBe(0);
      expect(feeds.seen).toHaveLength(0);
      expect(await news.status()).toEqual({ mode: 'none', feeds: [] });
    });

    it('reports per feed the last fetch, success, headlines and error (404, refused, 500)', async () => {
      const refused = `http://127.0.0.1:${await freePort()}/feed`;
      const urls = [`${base}/rss`, `${base}/missing`, refused, `${base}/broken`];
      const news = new NewsService(db!.db, newsFeedsFor(urls), clock.now, MAX_AGE_MS);
      const before = await news.status();
      expect(before.mode).toBe('env');
      expect(before.feeds[0]).toEqual({
        url: `${base}/rss`,
        language: null,
        source: 'env',
        title: null,
        lastFetchAt: null,
        lastSuccessAt: null,
        items: 0,
        lastError: null,
      });

      expect(await news.poll()).toBe(2);
      const at = clock.now().toISOString();
      const byUrl = new Map((await news.status()).feeds.map((f) => [f.url, f]));
      expect(byUrl.get(`${base}/rss`)).toMatchObject({
        title: 'Local Times',
        lastFetchAt: at,
        lastSuccessAt: at,
        items: 2,
        lastError: null,
      });
      expect(byUrl.get(`${base}/missing`)).toMatchObject({
        lastFetchAt: at,
        lastSuccessAt: null,
        items: 0,
        lastError: 'HTTP 404',
      });
      expect(byUrl.get(refused)).toMatchObject({ lastFetchAt: at, lastError: 'connection refused' });
      expect(byUrl.get(`${base}/broken`)).toMatchObject({ lastError: 'HTTP 500' });

      // Unchanged (304) is a success too; the headlines stay counted.
      clock.advance(30 * 60_000);
      await news.poll();
      expect((await news.status()).feeds[0]).toMatchObject({
        lastFetchAt: clock.now().toISOString(),
        lastSuccessAt: clock.now().toISOString(),
        items: 2,
      });
    });

    it('keeps the last success while a feed fails, and logs a failure once per streak', async () => {
      const { log, lines } = recordingLog();
      const url = `${base}/flaky`;
      const news = new NewsService(
        db!.db,
        newsFeedsFor([url, `${base}/missing`]),
        clock.now,
        MAX_AGE_MS,
        log,
      );
      await news.poll();
      const worked = clock.now().toISOString();
      expect(lines).toEqual([
        { level: 'warn', url: `${base}/missing`, msg: expect.stringMatching(/failed/) },
      ]);

      feeds.setFlaky(false);
      for (let i = 0; i < 3; i++) {
        clock.advance(30 * 60_000);
        await news.poll();
      }
      const flaky = (await news.status()).feeds[0]!;
      expect(flaky).toMatchObject({ lastSuccessAt: worked, lastError: 'HTTP 503', items: 1 });
      expect(flaky.lastFetchAt).toBe(clock.now().toISOString());
      expect(lines.filter((l) => l.url === url)).toEqual([
        { level: 'warn', url, msg: expect.stringMatching(/failed/) },
      ]);
      expect(lines.filter((l) => l.url === `${base}/missing`)).toHaveLength(1);

      feeds.setFlaky(true);
      await news.poll();
      feeds.setFlaky(false);
      await news.poll();
      expect(lines.filter((l) => l.url === url).map((l) => l.level)).toEqual(['warn', 'info', 'warn']);
    });

    it('cancels a fetch that waits for an answer when it stops, and records nothing', async () => {
      const news = new NewsService(
        db!.db,
        newsFeedsFor([`${base}/hang`]),
        clock.now,
        MAX_AGE_MS,
        undefined,
        60_000,
      );
      const started = Date.now();
      const polling = news.poll();
      await new Promise((r) => setTimeout(r, 100));
      news.stop();
      expect(await polling).toBe(0);
      expect(Date.now() - started).toBeLessThan(5_000);
      expect((await news.status()).feeds[0]).toMatchObject({ lastFetchAt: null, lastError: null });
    });

    it('gives the avatars only the headlines of the feeds it polls', async () => {
      await new NewsService(db!.db, newsFeedsFor([`${base}/atom`]), clock.now, MAX_AGE_MS).poll();
      const news = new NewsService(db!.db, newsFeedsFor([`${base}/rss`]), clock.now, MAX_AGE_MS);
      await news.load();
      expect(news.recent()).toEqual([]);
      await news.poll();
      expect(news.recent().map((h) => h.source)).toEqual(['Local Times', 'Local Times']);
    });
  });
}

describe('parseFeed', () => {
  it('reads JSON Feed too, strips markup and skips untitled entries', () => {
    const json = JSON.stringify({
      version: 'https://jsonfeed.org/version/1.1',
      title: 'J',
      items: [
        {
          id: '1',
          title: '<b>Hi</b> there',
          url: 'https://j/1',
          content_text: 'x',
          date_published: '2026-11-20T10:00:00Z',
        },
        { id: '2' },
      ],
    });
    const parsed = parseFeed(json, 'application/feed+json', new Date());
    expect(parsed.entries).toHaveLength(1);
    expect(parsed.entries[0]!.title).toBe('Hi there');
    expect(parsed.entries[0]!.publishedAt.toISOString()).toBe('2026-11-20T10:00:00.000Z');
  });
});

describe('fetchErrorText', () => {
  it('names the cause of a failed fetch and a timeout in a few words', () => {
    const failed = (code: string) => Object.assign(new TypeError('fetch failed'), { cause: { code } });
    expect(fetchErrorText(failed('ECONNREFUSED'), 15_000)).toBe('connection refused');
    expect(fetchErrorText(failed('ENOTFOUND'), 15_000)).toBe('host not found');
    expect(fetchErrorText(failed('EWEIRD'), 15_000)).toBe('fetch failed (EWEIRD)');
    expect(fetchErrorText(new DOMException('timed out', 'TimeoutError'), 15_000)).toBe(
      'no answer within 15 s',
    );
    expect(fetchErrorText(new Error('Unexpected end of input'), 15_000)).toBe('Unexpected end of input');
  });
});
