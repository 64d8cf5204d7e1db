import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { databaseCases } from '../db/testing';
import type { DatabaseHandle } from '../db/client';
import { testClock } from '../testing/app';
import { parseFeed } from './feeds';
import { NewsService } from './service';

/** A local feed server: an RSS feed with an ETag, an Atom feed with Last-Modified; records conditional headers. */
function feedServer() {
  const seen: { url: string; ifNoneMatch?: string; ifModifiedSince?: string }[] = [];
  let rssItems = [
    { guid: 'a1', title: 'Berlin opens a new wind energy park', pub: 'Sat, 21 Nov 2026 08:00:00 GMT' },
    { guid: 'a2', title: 'Chess: a new world champion', pub: 'Sat, 21 Nov 2026 09:00:00 GMT' },
  ];
  const rss = () =>
    `<?xml version="1.0"?><rss version="2.0"><channel><title>Local Times</title><link>http://x</link>` +
    rssItems
      .map(
        (i) =>
          `<item><guid>${i.guid}</guid><title>${i.title}</title><link>http://x/${i.guid}</link><description>&lt;p&gt;About ${i.title}&lt;/p&gt;</description><pubDate>${i.pub}</pubDate></item>`,
      )
      .join('') +
    `</channel></rss>`;
  const atom = `<?xml version="1.0" encoding="utf-8"?><feed xmlns="http://www.w3.org/2005/Atom"><title>Jazz Weekly</title><id>urn:j</id><updated>2026-11-21T10:00:00Z</updated>
    <entry><id>urn:j:1</id><title>New York jazz clubs are booming</title><link href="http://j/1"/><updated>2026-11-21T10:00:00Z</updated><summary>Clubs</summary></entry></feed>`;
  const server: Server = createServer((req, res) => {
    seen.push({
      url: req.url ?? '',
      ifNoneMatch: req.headers['if-none-match'] as string | undefined,
      ifModifiedSince: req.headers['if-modified-since'] as string | undefined,
    });
    if (req.url === '/rss') {
      const etag = `"v${rssItems.length}"`;
      if (req.headers['if-none-match'] === etag) return void res.writeHead(304).end();
      res.writeHead(200, { 'content-type': 'application/rss+xml', etag }).end(rss());
    } else if (req.url === '/atom') {
      const lm = 'Sat, 21 Nov 2026 10:00:00 GMT';
      if (req.headers['if-modified-since'] === lm) return void res.writeHead(304).end();
      res.writeHead(200, { 'content-type': 'application/atom+xml', 'last-modified': lm }).end(atom);
    } else res.writeHead(500).end('broken');
  });
  return {
    server,
    seen,
    addItem: (guid: string, title: string) =>
      (rssItems = [...rssItems, { guid, title, pub: 'Sat, 21 Nov 2026 11:00:00 GMT' }]),
  };
}

for (const c of databaseCases) {
  const available = await c.available();
  describe.skipIf(!available)(`NewsService [${c.name}]`, () => {
    // Every test has its own feeds, database and clock, so the tests hold in any order.
    let feeds: ReturnType<typeof feedServer>;
    let base: string;
    let db: DatabaseHandle | undefined;
    let clock: ReturnType<typeof testClock>;
    beforeEach(async () => {
      feeds = feedServer();
      await new Promise<void>((r) => feeds.server.listen(0, '127.0.0.1', r));
      base = `http://127.0.0.1:${(feeds.server.address() as AddressInfo).port}`;
      clock = testClock(new Date('2026-11-21T12:00:00Z'));
      db = await c.open();
    });
    afterEach(async () => {
      feeds.server.close();
      await db?.close();
      db = undefined;
    });

    it('stores each headline once and sends conditional requests on the next fetch', async () => {
      const news = new NewsService(
        db!.db,
        [`${base}/rss`, `${base}/atom`, `${base}/broken`],
        clock.now,
        72 * 3_600_000,
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
      const news = new NewsService(db!.db, [`${base}/rss`], clock.now, 72 * 3_600_000);
      expect(await news.poll()).toBe(2);
      await news.load();
      expect(news.recent().length).toBeGreaterThan(0);
      clock.advance(5 * 86_400_000);
      expect(news.recent()).toHaveLength(0);
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
