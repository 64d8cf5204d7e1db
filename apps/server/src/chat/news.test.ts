import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseChatReply } from '@avatara/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, testClock } from '../testing/app';
import { chatUser, type ChatUser } from '../testing/chat';
import { startFakeOpenAi, type FakeOpenAi } from '../testing/fake-openai';

type App = Awaited<ReturnType<typeof testApp>>;
const NOON_IN_NEW_YORK = new Date('2026-11-21T17:00:00Z');
const JAZZ = 'New York jazz clubs are booming again';
const WIND = 'Berlin opens a new wind energy park';
const FOOTBALL = 'Football: Hamburg win the derby in the last minute';

/** A local RSS feed with two headlines: one fits Emma (New York, jazz), one fits Lukas (Berlin, engineering). */
function feed(): Server {
  return createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/rss+xml', etag: '"1"' });
    res.end(
      `<?xml version="1.0"?><rss version="2.0"><channel><title>City Wire</title>` +
        `<item><guid>j</guid><title>${JAZZ}</title><link>http://wire/j</link><pubDate>Sat, 21 Nov 2026 15:00:00 GMT</pubDate></item>` +
        `<item><guid>w</guid><title>${WIND}</title><link>http://wire/w</link><pubDate>Sat, 21 Nov 2026 14:00:00 GMT</pubDate></item>` +
        `<item><guid>f</guid><title>${FOOTBALL}</title><link>http://wire/f</link><pubDate>Sat, 21 Nov 2026 13:00:00 GMT</pubDate></item>` +
        `</channel></rss>`,
    );
  });
}

const ask = (t: App, u: ChatUser, avatarName: string, message: string) =>
  t.app.inject({
    method: 'POST',
    url: '/kichat',
    cookies: u.cookies,
    payload: { avatarName, email: u.email, message, userLanguage: 'en-US' },
  });

/** Asks until the first poll of the feeds has landed (it runs when the app starts). */
async function askForNews(t: App, u: ChatUser, avatarName: string, expected: string): Promise<string> {
  let text = '';
  for (let i = 0; i < 30 && !text.includes(expected); i++) {
    text = parseChatReply((await ask(t, u, avatarName, "What's new? Any news?")).body).visible;
    if (!text.includes(expected)) await new Promise((r) => setTimeout(r, 100));
  }
  return text;
}

describe('news for avatars, offline persona engine', () => {
  let server: Server;
  let t: App;
  beforeAll(async () => {
    server = feed();
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    t = await testApp({
      env: {
        OFFLINE_WORD_DELAY_MS: '0',
        NEWS_FEEDS: `http://127.0.0.1:${(server.address() as AddressInfo).port}/feed.xml`,
      },
      overrides: { now: testClock(NOON_IN_NEW_YORK).now },
    });
  });
  afterAll(async () => {
    await t?.close();
    server?.close();
  });

  it('an avatar whose interests match a headline mentions it when asked for news', async () => {
    const u = await chatUser(t.app, t.database.db);
    const emma = await askForNews(t, u, 'Emma Walker', JAZZ);
    expect(emma).toContain(JAZZ);
    expect(emma).not.toContain(WIND);
    const lukas = await askForNews(t, u, 'Lukas Hoffmann', WIND);
    expect(lukas).toContain(WIND);
  });

  it("a user who said they love football hears the football headline, which fits none of the avatar's interests", async () => {
    const u = await chatUser(t.app, t.database.db);
    const before = await askForNews(t, u, 'Emma Walker', JAZZ);
    expect(before).not.toContain(FOOTBALL);
    await ask(t, u, 'Emma Walker', 'I love football!');
    expect(await askForNews(t, u, 'Emma Walker', FOOTBALL)).toContain(FOOTBALL);
  });
});

describe('news for avatars, without feeds and with a model', () => {
  let server: Server;
  let fake: FakeOpenAi;
  let t: App;
  let bare: App;
  beforeAll(async () => {
    server = feed();
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    fake = await startFakeOpenAi();
    fake.script((r) => (r.body.stream ? { chunks: ['Nothing much.'] } : { chunks: ['{"facts":[]}'] }));
    const clock = testClock(NOON_IN_NEW_YORK);
    t = await testApp({
      env: {
        OPENAI_BASE_URL: fake.baseURL,
        OPENAI_API_KEY: 'k',
        CHAT_MODELS: 'OPENAI_MODEL_4O_MINI=gpt-4o-mini',
        NEWS_FEEDS: `http://127.0.0.1:${(server.address() as AddressInfo).port}/feed.xml`,
      },
      overrides: { now: clock.now },
    });
    bare = await testApp({ env: { OFFLINE_WORD_DELAY_MS: '0' }, overrides: { now: clock.now } });
  });
  afterAll(async () => {
    await t?.close();
    await bare?.close();
    await fake?.close();
    server?.close();
  });

  it("tells the model the headlines that fit the avatar's interests", async () => {
    const u = await chatUser(t.app, t.database.db);
    let system = '';
    for (let i = 0; i < 30 && !system.includes(JAZZ); i++) {
      await ask(t, u, 'Emma Walker', 'Anything new?');
      system = fake.requests.filter((r) => r.body.stream).at(-1)!.body.messages[0]!.content;
      if (!system.includes(JAZZ)) await new Promise((r) => setTimeout(r, 100));
    }
    expect(system).toContain(`"${JAZZ}" (City Wire)`);
    expect(system).not.toContain(WIND);
  });

  it('says there is no fresh news when no feeds are configured', async () => {
    const u = await chatUser(bare.app, bare.database.db);
    const reply = parseChatReply((await ask(bare, u, 'Emma Walker', "What's new? Any news?")).body).visible;
    expect(reply.length).toBeGreaterThan(5);
    expect(reply).not.toContain(JAZZ);
    expect(reply.toLowerCase()).toMatch(/news|headline|heard|nothing new/);
  });
});
