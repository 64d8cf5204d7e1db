import { LANGUAGES } from '@avatara/contracts';
import { describe, expect, it } from 'vitest';
import { DEFAULT_NEWS_FEEDS, newsFeedsFor } from './defaults';

describe('DEFAULT_NEWS_FEEDS', () => {
  it('has one or two https feeds for every UI language, none twice', () => {
    for (const language of LANGUAGES) {
      const n = DEFAULT_NEWS_FEEDS.filter((f) => f.language === language).length;
      expect(n, language).toBeGreaterThanOrEqual(1);
      expect(n, language).toBeLessThanOrEqual(2);
    }
    expect(DEFAULT_NEWS_FEEDS.every((f) => new URL(f.url).protocol === 'https:')).toBe(true);
    expect(new Set(DEFAULT_NEWS_FEEDS.map((f) => f.url)).size).toBe(DEFAULT_NEWS_FEEDS.length);
  });
});

describe('newsFeedsFor', () => {
  const defaults = [
    { url: 'http://127.0.0.1:1/de', language: 'de-DE' as const, name: 'de' },
    { url: 'http://127.0.0.1:1/ja', language: 'ja-JP' as const, name: 'ja' },
  ];

  it('gives the default list (with languages) when NEWS_FEEDS is unset, nothing for none', () => {
    expect(newsFeedsFor('default', defaults)).toEqual([
      { url: 'http://127.0.0.1:1/de', language: 'de-DE', source: 'default' },
      { url: 'http://127.0.0.1:1/ja', language: 'ja-JP', source: 'default' },
    ]);
    expect(newsFeedsFor('default')).toHaveLength(DEFAULT_NEWS_FEEDS.length);
    expect(newsFeedsFor('none', defaults)).toEqual([]);
  });

  it('gives the feeds of NEWS_FEEDS instead, language unknown, each once', () => {
    expect(newsFeedsFor(['http://a/rss', 'http://b/rss', 'http://a/rss'], defaults)).toEqual([
      { url: 'http://a/rss', language: null, source: 'env' },
      { url: 'http://b/rss', language: null, source: 'env' },
    ]);
  });
});
