import type { TNewsFeedsResponse } from '@avatara/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { databaseCases } from '../db/testing';
import { testApp, testClock } from '../testing/app';
import { chatUser, type ChatUser } from '../testing/chat';
import { startLocalFeeds, type LocalFeeds } from '../testing/feeds';
import { freePort } from '../testing/ports';

type App = Awaited<ReturnType<typeof testApp>>;

const feedsOf = (t: App, u: ChatUser | null) =>
  t.app.inject({ method: 'GET', url: '/admin/news/feeds', ...(u ? { cookies: u.cookies } : {}) });

for (const c of databaseCases) {
  const available = await c.available();

  describe.skipIf(!available)(`GET /admin/news/feeds [${c.name}]`, () => {
    let feeds: LocalFeeds;
    let refused: string;
    let t: App;
    let operator: ChatUser;
    let user: ChatUser;
    beforeAll(async () => {
      feeds = await startLocalFeeds();
      refused = `http://127.0.0.1:${await freePort()}/rss`;
      // NEWS_FEEDS unset: the default list, here on loopback (a German feed, a missing one, a refused one).
      t = await testApp({
        database: await c.open(),
        env: { NEWS_FEEDS: '' },
        overrides: {
          now: testClock(new Date('2026-11-21T12:00:00Z')).now,
          newsDefaults: [
            { url: `${feeds.base}/rss`, language: 'de-DE', name: 'Lokal' },
            { url: `${feeds.base}/missing`, language: 'ja-JP', name: 'Missing' },
            { url: refused, language: 'ar-SA', name: 'Nobody' },
          ],
        },
      });
      operator = await chatUser(t.app, t.database.db); // the first account: an operator
      user = await chatUser(t.app, t.database.db);
    });
    afterAll(async () => {
      await t?.close();
      await feeds?.close();
    });

    it('refuses everyone but operators: 401 signed out, 403 for users', async () => {
      expect((await feedsOf(t, null)).statusCode).toBe(401);
      expect((await feedsOf(t, user)).statusCode).toBe(403);
    });

    it('lists the default feeds with their headlines and errors once the background poll has run', async () => {
      const status = await vi.waitFor(
        async () => {
          const res = await feedsOf(t, operator);
          expect(res.statusCode).toBe(200);
          const body = res.json<TNewsFeedsResponse>();
          expect(body.feeds.every((f) => f.lastFetchAt !== null)).toBe(true);
          return body;
        },
        { timeout: 20_000, interval: 100 },
      );
      expect(status.mode).toBe('default');
      expect(status.feeds).toEqual([
        {
          url: `${feeds.base}/rss`,
          language: 'de-DE',
          source: 'default',
          title: 'Local Times',
          lastFetchAt: '2026-11-21T12:00:00.000Z',
          lastSuccessAt: '2026-11-21T12:00:00.000Z',
          items: 2,
          lastError: null,
        },
        {
          url: `${feeds.base}/missing`,
          language: 'ja-JP',
          source: 'default',
          title: null,
          lastFetchAt: '2026-11-21T12:00:00.000Z',
          lastSuccessAt: null,
          items: 0,
          lastError: 'HTTP 404',
        },
        {
          url: refused,
          language: 'ar-SA',
          source: 'default',
          title: null,
          lastFetchAt: '2026-11-21T12:00:00.000Z',
          lastSuccessAt: null,
          items: 0,
          lastError: 'connection refused',
        },
      ]);
    });
  });
}

describe('GET /admin/news/feeds, NEWS_FEEDS set', () => {
  let feeds: LocalFeeds;
  afterAll(async () => feeds?.close());

  it('says none with NEWS_FEEDS=none and fetches nothing, defaults or not', async () => {
    feeds = await startLocalFeeds();
    const t = await testApp({
      env: { NEWS_FEEDS: 'none' },
      overrides: { newsDefaults: [{ url: `${feeds.base}/rss`, language: 'de-DE', name: 'Lokal' }] },
    });
    try {
      const operator = await chatUser(t.app, t.database.db);
      expect((await feedsOf(t, operator)).json()).toEqual({ mode: 'none', feeds: [] });
      expect(feeds.seen).toHaveLength(0);
    } finally {
      await t.close();
    }
  });

  it('lists the feeds of NEWS_FEEDS as env, language unknown, instead of the defaults', async () => {
    feeds ??= await startLocalFeeds();
    const t = await testApp({
      env: { NEWS_FEEDS: `${feeds.base}/atom` },
      overrides: { newsDefaults: [{ url: `${feeds.base}/rss`, language: 'de-DE', name: 'Lokal' }] },
    });
    try {
      const operator = await chatUser(t.app, t.database.db);
      const body = (await feedsOf(t, operator)).json<TNewsFeedsResponse>();
      expect(body.mode).toBe('env');
      expect(body.feeds.map((f) => [f.url, f.source, f.language])).toEqual([
        [`${feeds.base}/atom`, 'env', null],
      ]);
    } finally {
      await t.close();
    }
  });
});
