import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseChatReply } from '@avatara/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, testClock } from '../testing/app';
import { chatUser, type ChatUser } from '../testing/chat';
import { startFakeOpenAi, TINY_PNG, type FakeOpenAi } from '../testing/fake-openai';
import { pngTexts, TRAINED_ALGORITHMIC_MEDIA, XMP_KEYWORD } from './ai-mark';

type App = Awaited<ReturnType<typeof testApp>>;
const NOON_IN_NEW_YORK = new Date('2026-11-21T17:00:00Z');
const AVATAR = 'Emma Walker';

const kichat = (t: App, u: ChatUser, message: string) =>
  t.app.inject({
    method: 'POST',
    url: '/kichat',
    cookies: u.cookies,
    payload: { avatarName: AVATAR, email: u.email, message, userLanguage: 'en-US' },
  });
const load = (t: App, u: ChatUser, chatEmail: string, filename: string) =>
  t.app.inject({
    url: `/loadGeneratedImage?chatEmail=${encodeURIComponent(chatEmail)}&filename=${encodeURIComponent(filename)}`,
    cookies: u.cookies,
  });

describe('#gi: images with the offline renderer, and GET /loadGeneratedImage', () => {
  const clock = testClock(NOON_IN_NEW_YORK);
  let t: App;
  let u: ChatUser;
  let other: ChatUser;
  beforeAll(async () => {
    t = await testApp({
      env: {
        OFFLINE_WORD_DELAY_MS: '0',
        OFFLINE_IMAGE_PRICE_USD: '0.05',
        CHAT_PRICES: 'OFFLINE_PERSONA=0/0',
      },
      overrides: { now: clock.now },
    });
    u = await chatUser(t.app, t.database.db, { name: 'Ada_Lovelace' });
    other = await chatUser(t.app, t.database.db);
  });
  afterAll(() => t?.close());

  it('a free model (0/0 per million tokens) answers a message and charges nothing', async () => {
    // Its hold is the smallest one (1 µUSD), settled at 0: before, an empty hold broke the
    // holds table's check and the message got a 500.
    const free = await chatUser(t.app, t.database.db);
    const res = await kichat(t, free, 'Hello, how are you today?');
    expect(res.statusCode).toBe(200);
    expect(parseChatReply(res.body).meta?.costUsd).toBe(0);
  });

  it('draws the picture, names it in the internals, stores it with the reply and charges its price', async () => {
    const res = await kichat(t, u, '#gi: a red cat on a beach at sunset');
    expect(res.statusCode).toBe(200);
    const reply = parseChatReply(res.body);
    expect(reply.meta?.image).toMatch(/^[0-9a-f-]{36}\.png$/);
    expect(reply.meta?.costUsd).toBe(0.05);
    expect(reply.visible.length).toBeGreaterThan(5);
    const img = await load(t, u, `${AVATAR}_${u.email}`, reply.meta!.image!);
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/png');
    expect(img.headers['content-security-policy']).toBe("default-src 'none'");
    expect(img.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    const history = (
      await t.app.inject({ url: '/kichat/history?avatar=emma-walker', cookies: u.cookies })
    ).json() as { messages: { sender: string; text: string; image: string | null }[] };
    // The conversation (the AI disclosure of the session's first reply aside, docs/safety.md).
    const said = history.messages.filter((m) => m.sender !== 'system');
    expect(said.at(-2)?.text).toBe('#gi: a red cat on a beach at sunset');
    expect(history.messages.at(-1)?.image).toBe(reply.meta!.image);
  });

  it('draws for a typed request as for the image button, and only for a request', async () => {
    const res = await kichat(t, u, 'Hi Emma! Can you draw me a picture of a sailboat at sunset?');
    const reply = parseChatReply(res.body);
    expect(reply.meta?.image).toMatch(/^[0-9a-f-]{36}\.png$/);
    expect(reply.meta?.costUsd).toBe(0.05);
    expect(reply.visible).toContain('a sailboat at sunset');
    expect((await load(t, u, `${AVATAR}_${u.email}`, reply.meta!.image!)).statusCode).toBe(200);
    // Talking about drawing is a message: no picture, nothing charged for one.
    const talk = parseChatReply((await kichat(t, u, 'I love to draw, do you?')).body);
    expect(talk.meta?.image ?? null).toBeNull();
    expect(talk.meta?.costUsd ?? 0).toBe(0);
    expect(talk.visible.length).toBeGreaterThan(2);
  });

  it("refuses another user's image and every path trick", async () => {
    const reply = parseChatReply((await kichat(t, u, '#gi: a lighthouse at night')).body);
    const name = reply.meta!.image!;
    // Another user, with their own email or with the owner's.
    expect((await load(t, other, `${AVATAR}_${other.email}`, name)).statusCode).toBe(404);
    expect((await load(t, other, `${AVATAR}_${u.email}`, name)).statusCode).toBe(403);
    // Not signed in.
    expect(
      (
        await t.app.inject(
          `/loadGeneratedImage?chatEmail=${encodeURIComponent(`${AVATAR}_${u.email}`)}&filename=${name}`,
        )
      ).statusCode,
    ).toBe(401);
    for (const trick of [
      '../../pglite/PG_VERSION',
      '..%2F..%2Fx.png',
      `../${name}`,
      `/etc/passwd`,
      `${name}/..`,
      `%2e%2e%2f${name}`,
      `${name}%00.png`,
      'a\\..\\b.png',
      `..\\${name}`,
      '',
    ]) {
      const res = await load(t, u, `${AVATAR}_${u.email}`, trick);
      expect([400, 404], trick).toContain(res.statusCode);
    }
    // A symbolic link planted in the folder is not followed.
    const dir = path.join(t.config.paths.dataDir, 'images', u.id, 'emma-walker');
    const link = '00000000-0000-4000-8000-000000000000.png';
    symlinkSync('/etc/hostname', path.join(dir, link));
    expect((await load(t, u, `${AVATAR}_${u.email}`, link)).statusCode).toBe(404);
    // A folder named like an image is not served either.
    mkdirSync(path.join(dir, '11111111-1111-4111-8111-111111111111.png'));
    expect(
      (await load(t, u, `${AVATAR}_${u.email}`, '11111111-1111-4111-8111-111111111111.png')).statusCode,
    ).toBe(404);
    writeFileSync(path.join(t.config.paths.dataDir, 'secret.png'), 'x');
    expect((await load(t, u, `${AVATAR}_${u.email}`, '../../../secret.png')).statusCode).toBe(400);
  });

  it('answers 400 for an empty image command and for a malformed chatEmail', async () => {
    const empty = await kichat(t, u, '#gi:   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().field).toBe('message');
    expect((await load(t, u, 'no-underscore', 'x.png')).statusCode).toBe(400);
  });
});

describe('#gi: images with the OpenAI Images API (fake on loopback)', () => {
  const clock = testClock(NOON_IN_NEW_YORK);
  let fake: FakeOpenAi;
  let t: App;
  beforeAll(async () => {
    fake = await startFakeOpenAi();
    fake.script((r) => (r.body.stream ? { chunks: ['Here it is!'] } : { chunks: ['{"facts":[]}'] }));
    t = await testApp({
      env: {
        OPENAI_BASE_URL: fake.baseURL,
        OPENAI_API_KEY: 'k',
        CHAT_MODELS: 'OPENAI_MODEL_4O_MINI=gpt-4o-mini',
        OPENAI_IMAGE_MODEL: 'gpt-image-1',
        IMAGE_PRICE_USD: '0.08',
        CHAT_PRICES: 'OPENAI_MODEL_4O_MINI=0/0',
      },
      overrides: { now: clock.now },
    });
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  it('asks the Images API, stores its PNG, and charges the image price', async () => {
    const u = await chatUser(t.app, t.database.db);
    const reply = parseChatReply((await kichat(t, u, '#gi: two dogs in the snow')).body);
    expect(fake.imageRequests.at(-1)).toMatchObject({
      model: 'gpt-image-1',
      prompt: 'two dogs in the snow',
      size: '1024x1024',
    });
    expect(reply.meta?.costUsd).toBe(0.08);
    const img = await load(t, u, `${AVATAR}_${u.email}`, reply.meta!.image!);
    // The API's picture, with the AI mark added after its header (docs/safety.md).
    const original = Buffer.from(TINY_PNG, 'base64');
    expect(img.rawPayload.subarray(0, 33).equals(original.subarray(0, 33))).toBe(true);
    expect(img.rawPayload.subarray(-(original.length - 33)).equals(original.subarray(33))).toBe(true);
    expect(pngTexts(img.rawPayload).get(XMP_KEYWORD)).toContain(TRAINED_ALGORITHMIC_MEDIA);
    const sent = fake.requests.filter((r) => r.body.stream).at(-1)!.body;
    expect(sent.messages.at(-1)?.content).toBe('Please draw: two dogs in the snow');
  });

  it('charges nothing and keeps the message when the Images API fails', async () => {
    const u = await chatUser(t.app, t.database.db);
    fake.setImageStatus(500);
    const res = await t.app.inject({
      method: 'POST',
      url: '/kichat',
      cookies: u.cookies,
      headers: { accept: 'text/event-stream' },
      payload: { avatarName: AVATAR, email: u.email, message: '#gi: a castle' },
    });
    fake.setImageStatus(200);
    expect(res.body).toContain('"code":"IMAGE_FAILED"');
    const history = (
      await t.app.inject({ url: '/kichat/history?avatar=emma-walker', cookies: u.cookies })
    ).json() as { messages: { sender: string; status: string }[]; balance: number };
    expect(history.messages.filter((m) => m.sender !== 'system').map((m) => m.status)).toEqual([
      'unanswered',
    ]);
    expect(history.balance).toBe(10);
  });
});
