import type { TLanguage, TNewsFeedSource } from '@avatara/contracts';

/** A feed the server polls: its URL, the language of its headlines (null: not known) and where it was named. */
export interface NewsFeed {
  url: string;
  language: TLanguage | null;
  source: TNewsFeedSource;
}

/** A feed of the built-in list: public headlines in one UI language. */
export interface DefaultNewsFeed {
  url: string;
  language: TLanguage;
  /** Who publishes it (documentation; the feed's own title names the headlines' source). */
  name: string;
}

/**
 * Public RSS feeds of well-known newsrooms, one or two per UI language, polled when NEWS_FEEDS is
 * unset (docs/media.md, "News for avatars"). General news only, no paywall, no key; a feed that
 * cannot be reached (no internet) is recorded as failing and tried again at the next poll.
 */
export const DEFAULT_NEWS_FEEDS: readonly DefaultNewsFeed[] = [
  { language: 'en-US', name: 'BBC News – World', url: 'https://feeds.bbci.co.uk/news/world/rss.xml' },
  { language: 'en-US', name: 'NPR News', url: 'https://feeds.npr.org/1001/rss.xml' },
  { language: 'de-DE', name: 'tagesschau.de', url: 'https://www.tagesschau.de/xml/rss2/' },
  { language: 'de-DE', name: 'Deutsche Welle', url: 'https://rss.dw.com/xml/rss-de-all' },
  { language: 'fr-FR', name: 'France 24', url: 'https://www.france24.com/fr/rss' },
  { language: 'fr-FR', name: 'Le Monde – À la une', url: 'https://www.lemonde.fr/rss/une.xml' },
  {
    language: 'es-ES',
    name: 'El País – Portada',
    url: 'https://feeds.elpais.com/mrss-s/pages/ep/site/elpais.com/portada',
  },
  { language: 'es-ES', name: 'BBC News Mundo', url: 'https://feeds.bbci.co.uk/mundo/rss.xml' },
  { language: 'it-IT', name: 'ANSA', url: 'https://www.ansa.it/sito/ansait_rss.xml' },
  { language: 'zh-CN', name: 'BBC 中文（简体）', url: 'https://feeds.bbci.co.uk/zhongwen/simp/rss.xml' },
  { language: 'ja-JP', name: 'NHK 主要ニュース', url: 'https://www3.nhk.or.jp/rss/news/cat0.xml' },
  { language: 'ar-SA', name: 'BBC News عربي', url: 'https://feeds.bbci.co.uk/arabic/rss.xml' },
  { language: 'ar-SA', name: 'France 24 عربي', url: 'https://www.france24.com/ar/rss' },
];

/**
 * The feeds to poll for a NEWS_FEEDS setting: `default` (unset) → the built-in list (`defaults`,
 * which tests point at loopback), `none` → nothing, a list of URLs → those, language unknown.
 * A URL named twice is polled once.
 * @example newsFeedsFor('none') // []
 */
export function newsFeedsFor(
  setting: 'default' | 'none' | readonly string[],
  defaults: readonly DefaultNewsFeed[] = DEFAULT_NEWS_FEEDS,
): NewsFeed[] {
  const feeds: NewsFeed[] =
    setting === 'none'
      ? []
      : setting === 'default'
        ? defaults.map((f) => ({ url: f.url, language: f.language, source: 'default' }))
        : setting.map((url) => ({ url, language: null, source: 'env' }));
  const seen = new Set<string>();
  return feeds.filter((f) => !seen.has(f.url) && (seen.add(f.url), true));
}
