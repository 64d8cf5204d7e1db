import { gunzipSync } from 'node:zlib';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseNhsText } from '@avatara/companion';
import { parseChatReply, PORTRAIT_EXPRESSIONS, portraitUrl } from '@avatara/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseCases } from '../db/testing';
import { AvatarService } from './service';
import { NhsService } from './nhs';
import { sessionCookieOf, testApp, testClock } from '../testing/app';
import { chatUser } from '../testing/chat';
import { TEST_PASSWORD } from '../testing/passwords';

for (const c of databaseCases) {
  const available = await c.available();
  describe.skipIf(!available)(`avatar routes [${c.name}]`, () => {
    const clock = testClock(new Date('2026-11-21T20:00:00Z'));
    let t: Awaited<ReturnType<typeof testApp>>;
    let cookies: Record<string, string>;
    beforeAll(async () => {
      t = await testApp({ database: await c.open(), overrides: { now: clock.now } });
      cookies = sessionCookieOf(
        await t.app.inject({
          method: 'POST',
          url: '/register',
          payload: { name: 'Nina', email: 'nina@example.com', password: TEST_PASSWORD },
        }),
      );
    });
    afterAll(() => t?.close());

    it('serves the 12 seeded avatars with every field of the spec, localized', async () => {
      const en = (await t.app.inject('/getAvatars')).json() as Record<string, unknown>[];
      expect(en).toHaveLength(12);
      for (const a of en) {
        for (const f of [
          'name',
          'image',
          'profession',
          'country',
          'zipCode',
          'languages',
          'birthDate',
          'hobbies',
          'gender',
          'voice',
          'tone',
        ])
          expect(a[f]).toBeDefined();
      }
      expect(new Set(en.map((a) => a.name)).size).toBe(12);
      const de = (await t.app.inject('/getAvatars?lang=de-DE')).json() as {
        profession: string;
        voice: string;
      }[];
      expect(de[0]!.profession).not.toBe((en[0] as { profession: string }).profession);
      expect(de[0]!.voice).toMatch(/^de-/);
    });

    it('sends the same list bytes with an ETag per language, and a 304 to a browser that has them', async () => {
      const first = await t.app.inject('/getAvatars?lang=fr-FR');
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^"[\w-]+"$/);
      expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
      const again = await t.app.inject('/getAvatars?lang=fr-FR');
      expect(again.body).toBe(first.body);
      expect(again.headers.etag).toBe(etag);
      expect((await t.app.inject('/getAvatars?lang=de-DE')).headers.etag).not.toBe(etag);
      const cached = await t.app.inject({
        url: '/getAvatars?lang=fr-FR',
        headers: { 'if-none-match': etag },
      });
      expect(cached.statusCode).toBe(304);
      expect(cached.body).toBe('');
      expect(
        (await t.app.inject({ url: '/getAvatars?lang=fr-FR', headers: { 'if-none-match': '"other"' } }))
          .statusCode,
      ).toBe(200);
      // A browser gets the same list gzipped.
      const zipped = await t.app.inject({
        url: '/getAvatars?lang=fr-FR',
        headers: { 'accept-encoding': 'gzip, deflate, br' },
      });
      expect(zipped.headers['content-encoding']).toBe('gzip');
      expect(zipped.rawPayload.length).toBeLessThan(first.rawPayload.length / 2);
      expect(gunzipSync(zipped.rawPayload).toString()).toBe(first.body);
    });

    it('answers 400 naming the field for an unknown language', async () => {
      const res = await t.app.inject('/getAvatars?lang=xx-XX');
      expect(res.statusCode).toBe(400);
      expect(res.json().field).toBe('lang');
    });

    it('draws each portrait deterministically as SVG', async () => {
      const [first] = (await t.app.inject('/getAvatars')).json() as { image: string }[];
      const a = await t.app.inject(first!.image);
      const b = await t.app.inject(first!.image);
      expect(a.headers['content-type']).toContain('image/svg+xml');
      expect(a.body).toContain('<svg');
      expect(a.body).toBe(b.body);
      expect((await t.app.inject('/avatars/nobody.svg')).statusCode).toBe(404);
    });

    it('draws every expression of every avatar, each its own picture', async () => {
      const list = (await t.app.inject('/getAvatars')).json() as {
        id: string;
        image: string;
        expressionImage?: string;
      }[];
      for (const a of list) {
        expect(a.expressionImage).toBe(`/avatars/${a.id}/{expression}.svg`);
        const neutral = (await t.app.inject(a.image)).body;
        const bodies = new Set([neutral]);
        for (const e of PORTRAIT_EXPRESSIONS) {
          const res = await t.app.inject(portraitUrl(a, e));
          expect(res.statusCode, `${a.id} ${e}`).toBe(200);
          expect(res.headers['content-type']).toContain('image/svg+xml');
          bodies.add(res.body);
        }
        expect(bodies.size).toBe(PORTRAIT_EXPRESSIONS.length + 1);
      }
    });

    it('sends a portrait with a strong ETag and a long cache life, and 304 when the browser has it', async () => {
      for (const url of ['/avatars/emma-walker.svg', '/avatars/emma-walker/joy.svg']) {
        const first = await t.app.inject(url);
        const etag = first.headers.etag as string;
        expect(etag).toMatch(/^"[\w-]{20,}"$/);
        expect(first.headers['cache-control']).toMatch(/public, max-age=(\d+)/);
        expect(
          Number(/max-age=(\d+)/.exec(first.headers['cache-control'] as string)![1]),
        ).toBeGreaterThanOrEqual(7 * 86400);
        expect((await t.app.inject(url)).headers.etag).toBe(etag);
        const again = await t.app.inject({ url, headers: { 'if-none-match': etag } });
        expect(again.statusCode).toBe(304);
        expect(again.body).toBe('');
        expect(again.headers.etag).toBe(etag);
        expect(
          (await t.app.inject({ url, headers: { 'if-none-match': `"other", W/${etag}` } })).statusCode,
        ).toBe(304);
        expect((await t.app.inject({ url, headers: { 'if-none-match': '"stale"' } })).statusCode).toBe(200);
      }
      expect((await t.app.inject('/avatars/emma-walker/anger.svg')).headers.etag).not.toBe(
        (await t.app.inject('/avatars/emma-walker/joy.svg')).headers.etag,
      );
    });

    it('answers 404 naming the field for an unknown expression, avatar or portrait name', async () => {
      for (const [url, field] of [
        ['/avatars/emma-walker/smug.svg', 'expression'],
        ['/avatars/emma-walker/joy.png', 'expression'],
        ['/avatars/nobody/joy.svg', 'id'],
        ['/avatars/emma-walker.png', 'file'],
      ] as const) {
        const res = await t.app.inject(url);
        expect(res.statusCode, url).toBe(404);
        expect(res.json().field, url).toBe(field);
      }
    });

    it('tells the chat which face to show: after each reply and in the history of a reloaded chat', async () => {
      const u = await chatUser(t.app, t.database.db);
      const say = async (message: string) => {
        const res = await t.app.inject({
          method: 'POST',
          url: '/kichat',
          cookies: u.cookies,
          payload: { avatarName: 'Lukas Hoffmann', email: u.email, message, userLanguage: 'en-US' },
        });
        expect(res.statusCode).toBe(200);
        return parseChatReply(res.body).meta!;
      };
      const history = async () =>
        (await t.app.inject({ url: '/kichat/history?avatar=lukas-hoffmann', cookies: u.cookies })).json() as {
          expression?: string;
        };
      expect(PORTRAIT_EXPRESSIONS).toContain((await history()).expression);
      expect(
        (await say('You are wonderful, thank you so much! I just got great news, I passed my exam!'))
          .expression,
      ).toBe('joy');
      expect((await history()).expression).toBe('joy');
      expect((await say('You are a stupid idiot, I hate you. Shut up!')).expression).toBe('anger');
      expect((await history()).expression).toBe('anger');
    });

    it('answers getNHSMetaData with the user entry and the avatar.<name> entry', async () => {
      const [avatar] = (await t.app.inject('/getAvatars')).json() as { name: string }[];
      const res = await t.app.inject({
        url: `/getNHSMetaData?avatarName=${encodeURIComponent(avatar!.name)}&userEmail=nina@example.com`,
        cookies,
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/plain');
      const parsed = parseNhsText(res.body);
      expect(parsed.avatar?.name).toBe(avatar!.name);
      expect(parsed.user?.hormones.cortisol).toBeGreaterThan(0);
      expect(parsed.avatar?.states.HAPPINESS).toBeGreaterThanOrEqual(0);
      expect(res.body).toMatch(new RegExp(`^avatar\\.${avatar!.name}\\.cortisol:\\d+\\.\\d{2}$`, 'm'));
    });

    it('describes every hormone (range, unit) and state (group) for the overlay', async () => {
      const cat = (await t.app.inject('/nhs/catalog')).json() as {
        hormones: { key: string; min: number; max: number; unit: string }[];
        states: { group: string }[];
      };
      expect(cat.hormones).toHaveLength(21);
      expect(cat.hormones.find((h) => h.key === 'cortisol')).toMatchObject({
        min: 5,
        max: 25,
        unit: 'µg/dl',
      });
      expect(cat.states.length).toBeGreaterThanOrEqual(60);
      expect(new Set(cat.states.map((s) => s.group))).toEqual(new Set(['emotion', 'body', 'cognitive']));
    });

    it("refuses another user's email and an unknown avatar", async () => {
      expect(
        (
          await t.app.inject({
            url: '/getNHSMetaData?avatarName=Emma%20Walker&userEmail=else@example.com',
            cookies,
          })
        ).statusCode,
      ).toBe(403);
      const unknown = await t.app.inject({
        url: '/getNHSMetaData?avatarName=Nobody&userEmail=nina@example.com',
        cookies,
      });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().field).toBe('avatarName');
    });

    it('moves the avatar with a message, persists it, and lets it calm down over time', async () => {
      const avatar = 'Emma Walker';
      const read = async () =>
        parseNhsText(
          (
            await t.app.inject({
              url: `/getNHSMetaData?avatarName=${encodeURIComponent(avatar)}&userEmail=nina@example.com`,
              cookies,
            })
          ).body,
        );
      const before = await read();
      // Apply a message through the service, as the chat endpoint does: an insult raises adrenalin.
      const nhs = new NhsService(t.database.db, clock.now);
      const avatars = new AvatarService(t.database.db, clock.now);
      await avatars.seedAndLoad();
      const [user] = await t.database.db.query.users.findMany({
        where: (u, { eq }) => eq(u.email, 'nina@example.com'),
      });
      await nhs.applyMessage(
        user!.id,
        avatars.find(avatar),
        'You are stupid and useless, I hate you!',
        'en-US',
      );
      const after = await read();
      expect(after.avatar!.hormones.adrenalin!).toBeGreaterThan(before.avatar!.hormones.adrenalin!);
      clock.advance(3 * 3600_000);
      const later = await read();
      expect(later.avatar!.hormones.adrenalin!).toBeLessThan(after.avatar!.hormones.adrenalin!);
    });
  });
}

describe('configured portraits', () => {
  it('serves a portrait file from AVATAR_IMAGE_DIR instead of the generated one', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'avatara-portraits-'));
    writeFileSync(path.join(dir, 'emma-walker.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    const t = await testApp({ env: { AVATAR_IMAGE_DIR: dir } });
    try {
      const list = (await t.app.inject('/getAvatars')).json() as { id: string; image: string }[];
      expect(list.find((a) => a.id === 'emma-walker')?.image).toBe('/avatars/emma-walker.png');
      const res = await t.app.inject('/avatars/emma-walker.png');
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.headers.etag).toMatch(/^"/);
      expect(
        (
          await t.app.inject({
            url: '/avatars/emma-walker.png',
            headers: { 'if-none-match': res.headers.etag as string },
          })
        ).statusCode,
      ).toBe(304);
      // Without expression files the chat shows the operator's picture only; asked anyway, every face is that picture.
      expect(list.find((a) => a.id === 'emma-walker')).not.toHaveProperty('expressionImage');
      const joy = await t.app.inject('/avatars/emma-walker/joy.svg');
      expect(joy.headers['content-type']).toBe('image/png');
      expect(joy.rawPayload).toEqual(res.rawPayload);
      // The other avatars keep their generated faces.
      expect(list.find((a) => a.id === 'lukas-hoffmann')).toHaveProperty(
        'expressionImage',
        '/avatars/lukas-hoffmann/{expression}.svg',
      );
    } finally {
      await t.close();
    }
  });

  it("serves an operator's expression file, and the neutral file for the expressions it lacks", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'avatara-portraits-'));
    mkdirSync(path.join(dir, 'li-wei'));
    writeFileSync(
      path.join(dir, 'li-wei.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg"><title>neutral</title></svg>',
    );
    writeFileSync(path.join(dir, 'li-wei', 'joy.webp'), Buffer.from('RIFF0000WEBP'));
    const t = await testApp({ env: { AVATAR_IMAGE_DIR: dir } });
    try {
      const li = (
        (await t.app.inject('/getAvatars')).json() as {
          id: string;
          image: string;
          expressionImage?: string;
        }[]
      ).find((a) => a.id === 'li-wei')!;
      expect(li.image).toBe('/avatars/li-wei.svg');
      expect(li.expressionImage).toBe('/avatars/li-wei/{expression}.svg');
      const joy = await t.app.inject(portraitUrl(li, 'joy'));
      expect(joy.headers['content-type']).toBe('image/webp');
      expect(joy.body).toBe('RIFF0000WEBP');
      const anger = await t.app.inject(portraitUrl(li, 'anger'));
      expect(anger.body).toContain('<title>neutral</title>');
    } finally {
      await t.close();
    }
  });
});
