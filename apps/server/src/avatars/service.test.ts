import { AVATARS } from '@avatara/companion';
import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { avatars } from '../db/schema';
import { databaseCases } from '../db/testing';
import { testClock } from '../testing/app';
import { AvatarService } from './service';

for (const c of databaseCases) {
  const available = await c.available();
  describe.skipIf(!available)(`avatar catalog sync [${c.name}]`, () => {
    let db: DatabaseHandle;
    const clock = testClock();
    const service = () => new AvatarService(db.db, clock.now);
    // Each test starts from a fresh database: they hold in any order (CI shuffles them).
    beforeEach(async () => {
      db = await c.open();
    });
    afterEach(async () => db?.close());

    it('inserts the shipped catalog once, and a second start changes nothing', async () => {
      expect(await service().seedAndLoad()).toEqual([]);
      const rows = await db.db.select().from(avatars);
      expect(rows).toHaveLength(AVATARS.length);
      expect(rows.every((r) => JSON.stringify(r.data) === JSON.stringify(r.seededData))).toBe(true);
      expect(await service().seedAndLoad()).toEqual([]);
    });

    it('keeps what an operator edited, and still updates the rows nobody touched', async () => {
      await service().seedAndLoad();
      const [edited, untouched] = [AVATARS[0]!, AVATARS[1]!];
      // An operator rewrote one description; an older release had shipped another text for a second avatar.
      await db.db
        .update(avatars)
        .set({ data: sql`jsonb_set(${avatars.data}, '{city}', '"Edited by the operator"')` })
        .where(eq(avatars.id, edited.id));
      await db.db
        .update(avatars)
        .set({
          data: sql`jsonb_set(${avatars.data}, '{city}', '"old release"')`,
          seededData: sql`jsonb_set(${avatars.seededData}, '{city}', '"old release"')`,
        })
        .where(eq(avatars.id, untouched.id));
      // This release also ships a new version of the edited one: its row is still kept, and named.
      await db.db
        .update(avatars)
        .set({ seededData: sql`jsonb_set(${avatars.seededData}, '{city}', '"older shipped"')` })
        .where(eq(avatars.id, edited.id));

      const svc = service();
      expect(await svc.seedAndLoad()).toEqual([edited.id]);
      expect((svc.find(edited.id) as { city?: unknown }).city).toBe('Edited by the operator');
      const [row] = await db.db.select().from(avatars).where(eq(avatars.id, untouched.id));
      expect(row!.data).toEqual(JSON.parse(JSON.stringify(untouched)));
      expect(row!.seededData).toEqual(row!.data);
    });
  });
}
