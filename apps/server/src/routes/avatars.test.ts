import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseNhsText } from '@avatara/companion';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseCases } from '../db/testing';
import { AvatarService } from '../services/avatars';
import { NhsService } from '../services/nhs';
import { sessionCookieOf, testApp, testClock } from '../testing/app';

for (const c of databaseCases) {
  const available = await c.available();
  describe.skipIf(!available)(`avatar routes [${c.name}]`, () => {
    const clock = testClock(new Date('2026-11-21T20:00:00Z'));
    let t: Awaited<ReturnType<typeof testApp>>;
    let cookies: Record<string, string>;
    beforeAll(async () => {
      t = await testApp({ database: await c.open(), overrides: { now: clock.now } });
      cookies = sessionCookieOf(await t.app.inject({ method: 'POST', url: '/register', payload: { name: 'Nina', email: 'nina@example.com', password: 'pw-123456' } }));
    });
    afterAll(() => t?.close());

    it('serves the 12 seeded avatars with every field of the spec, localized', async () => {
      const en = (await t.app.inject('/getAvatars')).json() as Record<string, unknown>[];
      expect(en).toHaveLength(12);
      for (const a of en) {
        for (const f of ['name', 'image', 'profession', 'country', 'zipCode', 'languages', 'birthDate', 'hobbies', 'gender', 'voice', 'tone']) expect(a[f]).toBeDefined();
      }
      expect(new Set(en.map((a) => a.name)).size).toBe(12);
      const de = (await t.app.inject('/getAvatars?lang=de-DE')).json() as { profession: string; voice: string }[];
      expect(de[0]!.profession).not.toBe((en[0] as { profession: string }).profession);
      expect(de[0]!.voice).toMatch(/^de-/);
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

    it('answers getNHSMetaData with the user entry and the avatar.<name> entry', async () => {
      const [avatar] = (await t.app.inject('/getAvatars')).json() as { name: string }[];
      const res = await t.app.inject({ url: `/getNHSMetaData?avatarName=${encodeURIComponent(avatar!.name)}&userEmail=nina@example.com`, cookies });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/plain');
      const parsed = parseNhsText(res.body);
      expect(parsed.avatar?.name).toBe(avatar!.name);
      expect(parsed.user?.hormones.cortisol).toBeGreaterThan(0);
      expect(parsed.avatar?.states.HAPPINESS).toBeGreaterThanOrEqual(0);
      expect(res.body).toMatch(new RegExp(`^avatar\\.${avatar!.name}\\.cortisol:\\d+\\.\\d{2}$`, 'm'));
    });

    it('describes every hormone (range, unit) and state (group) for the overlay', async () => {
      const cat = (await t.app.inject('/nhs/catalog')).json() as { hormones: { key: string; min: number; max: number; unit: string }[]; states: { group: string }[] };
      expect(cat.hormones).toHaveLength(21);
      expect(cat.hormones.find((h) => h.key === 'cortisol')).toMatchObject({ min: 5, max: 25, unit: 'µg/dl' });
      expect(cat.states.length).toBeGreaterThanOrEqual(60);
      expect(new Set(cat.states.map((s) => s.group))).toEqual(new Set(['emotion', 'body', 'cognitive']));
    });

    it("refuses another user's email and an unknown avatar", async () => {
      expect((await t.app.inject({ url: '/getNHSMetaData?avatarName=Emma%20Walker&userEmail=else@example.com', cookies })).statusCode).toBe(403);
      const unknown = await t.app.inject({ url: '/getNHSMetaData?avatarName=Nobody&userEmail=nina@example.com', cookies });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().field).toBe('avatarName');
    });

    it('moves the avatar with a message, persists it, and lets it calm down over time', async () => {
      const avatar = 'Emma Walker';
      const read = async () => parseNhsText((await t.app.inject({ url: `/getNHSMetaData?avatarName=${encodeURIComponent(avatar)}&userEmail=nina@example.com`, cookies })).body);
      const before = await read();
      // Apply a message through the service, as the chat endpoint does: an insult raises adrenalin.
      const nhs = new NhsService(t.database.db, clock.now);
      const avatars = new AvatarService(t.database.db, clock.now);
      await avatars.seedAndLoad();
      const [user] = await t.database.db.query.users.findMany({ where: (u, { eq }) => eq(u.email, 'nina@example.com') });
      await nhs.applyMessage(user!.id, avatars.find(avatar), 'You are stupid and useless, I hate you!', 'en-US');
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
    const probe = await testApp();
    const dir = path.join(probe.config.paths.dataDir, 'portraits');
    await probe.close();
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'emma-walker.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    const t = await testApp({ env: { AVATAR_IMAGE_DIR: dir } });
    try {
      const list = (await t.app.inject('/getAvatars')).json() as { id: string; image: string }[];
      expect(list.find((a) => a.id === 'emma-walker')?.image).toBe('/avatars/emma-walker.png');
      const res = await t.app.inject('/avatars/emma-walker.png');
      expect(res.headers['content-type']).toBe('image/png');
    } finally {
      await t.close();
    }
  });
});
