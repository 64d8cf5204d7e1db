import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request the feed server saw, with the conditional headers it carried. */
export interface SeenRequest {
  url: string;
  ifNoneMatch?: string;
  ifModifiedSince?: string;
}

export interface LocalFeeds {
  /** `http://127.0.0.1:PORT`. */
  base: string;
  seen: SeenRequest[];
  /** Adds a headline to `/rss` (its ETag changes). */
  addItem(guid: string, title: string): void;
  /** Whether `/flaky` answers with its feed (true) or with 503. */
  setFlaky(ok: boolean): void;
  close(): Promise<void>;
}

/**
 * News feeds on loopback for the news tests (no test reaches the internet): `/rss` (RSS 2.0 with
 * an ETag, 2 headlines of 21 Nov 2026 morning), `/atom` (Atom with Last-Modified, 1 headline),
 * `/flaky` (an RSS feed or 503, see `setFlaky`), `/missing` (404), `/hang` (never answers),
 * anything else 500. Records every request with its conditional headers.
 */
export async function startLocalFeeds(): Promise<LocalFeeds> {
  const seen: SeenRequest[] = [];
  let rssItems = [
    { guid: 'a1', title: 'Berlin opens a new wind energy park', pub: 'Sat, 21 Nov 2026 08:00:00 GMT' },
    { guid: 'a2', title: 'Chess: a new world champion', pub: 'Sat, 21 Nov 2026 09:00:00 GMT' },
  ];
  let flaky = true;
  const rss = (title: string, items: typeof rssItems) =>
    `<?xml version="1.0"?><rss version="2.0"><channel><title>${title}</title><link>http://x</link>` +
    items
      .map(
        (i) =>
          `<item><guid>${i.guid}</guid><title>${i.title}</title><link>http://x/${i.guid}</link><description>&lt;p&gt;About ${i.title}&lt;/p&gt;</description><pubDate>${i.pub}</pubDate></item>`,
      )
      .join('') +
    `</channel></rss>`;
  const atom = `<?xml version="1.0" encoding="utf-8"?><feed xmlns="http://www.w3.org/2005/Atom"><title>Jazz Weekly</title><id>urn:j</id><updated>2026-11-21T10:00:00Z</updated>
    <entry><id>urn:j:1</id><title>New York jazz clubs are booming</title><link href="http://j/1"/><updated>2026-11-21T10:00:00Z</updated><summary>Clubs</summary></entry></feed>`;
  const hanging = new Set<ServerResponse>();
  const server = createServer((req, res) => {
    seen.push({
      url: req.url ?? '',
      ifNoneMatch: req.headers['if-none-match'] as string | undefined,
      ifModifiedSince: req.headers['if-modified-since'] as string | undefined,
    });
    if (req.url === '/rss') {
      const etag = `"v${rssItems.length}"`;
      if (req.headers['if-none-match'] === etag) return void res.writeHead(304).end();
      res.writeHead(200, { 'content-type': 'application/rss+xml', etag }).end(rss('Local Times', rssItems));
    } else if (req.url === '/atom') {
      const lm = 'Sat, 21 Nov 2026 10:00:00 GMT';
      if (req.headers['if-modified-since'] === lm) return void res.writeHead(304).end();
      res.writeHead(200, { 'content-type': 'application/atom+xml', 'last-modified': lm }).end(atom);
    } else if (req.url === '/flaky') {
      if (!flaky) return void res.writeHead(503).end('down');
      const items = [
        { guid: 'f1', title: 'Lyon lights up for its festival', pub: 'Sat, 21 Nov 2026 07:00:00 GMT' },
      ];
      res.writeHead(200, { 'content-type': 'application/rss+xml' }).end(rss('Le Flaky', items));
    } else if (req.url === '/missing') {
      res.writeHead(404).end('not here');
    } else if (req.url === '/hang') {
      hanging.add(res);
    } else res.writeHead(500).end('broken');
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    seen,
    addItem: (guid, title) =>
      (rssItems = [...rssItems, { guid, title, pub: 'Sat, 21 Nov 2026 11:00:00 GMT' }]),
    setFlaky: (ok) => void (flaky = ok),
    close: async () => {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
    },
  };
}
