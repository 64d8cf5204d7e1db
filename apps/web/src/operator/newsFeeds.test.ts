import type { TNewsFeedStatus } from '@avatara/contracts/news';
import { describe, expect, it } from 'vitest';
import { feedRows, feedState } from './newsFeeds';

const codes = (_kind: 'language' | 'region', code: string) => `name of ${code}`;

const feed = (over: Partial<TNewsFeedStatus>): TNewsFeedStatus => ({
  url: 'https://feeds.example/rss.xml',
  language: null,
  source: 'env',
  title: null,
  lastFetchAt: null,
  lastSuccessAt: null,
  items: 0,
  lastError: null,
  ...over,
});

describe('feedState', () => {
  it('is pending before the first fetch, failing while the last one failed, ok otherwise', () => {
    expect(feedState(feed({}))).toBe('pending');
    expect(feedState(feed({ lastFetchAt: '2026-11-21T12:00:00Z', lastError: 'HTTP 404' }))).toBe('failing');
    expect(feedState(feed({ lastFetchAt: '2026-11-21T12:00:00Z' }))).toBe('ok');
  });
});

describe('feedRows', () => {
  it("names a feed by its title, else its host, and its language in the UI's language", () => {
    const rows = feedRows(
      [
        feed({ title: ' tagesschau.de ', language: 'de-DE', lastFetchAt: '2026-11-21T12:00:00Z', items: 40 }),
        feed({
          url: 'https://www3.nhk.or.jp/rss/news/cat0.xml',
          lastFetchAt: 'x',
          lastError: 'host not found',
        }),
        feed({ url: 'not a url' }),
      ],
      codes,
    );
    expect(rows.map((r) => [r.name, r.language, r.state])).toEqual([
      ['tagesschau.de', 'name of de-DE', 'ok'],
      ['www3.nhk.or.jp', null, 'failing'],
      ['not a url', null, 'pending'],
    ]);
  });
});
