import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { consents, users } from '../db/schema';
import { databaseCases } from '../db/testing';
import { chatUser, type ChatUser } from '../testing/chat';
import { testApp } from '../testing/app';
import type { FastifyInstance } from 'fastify';
import { TEST_PASSWORD } from '../testing/passwords';
import { USER_CHANGED_CHANNEL } from './service';

/** Waits until `check` holds (a notification crosses a connection), at most 5 s. */
async function eventually(check: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 500; i += 1) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error('condition not reached within 5 s');
}

for (const c of databaseCases) {
  const available = await c.available();
  describe.skipIf(!available)(`session cache [${c.name}]`, () => {
    let app: FastifyInstance;
    let database: DatabaseHandle;
    let close: () => Promise<void>;
    // Each test has its own user: the tests hold in any order (CI shuffles them).
    let u: ChatUser;
    const getUser = () =>
      app.inject({
        method: 'GET',
        url: `/get-user?email=${encodeURIComponent(u.email)}`,
        cookies: u.cookies,
      });
    const balance = async () => getUser().then((r) => (r.json() as { balance: number }).balance);

    beforeAll(async () => {
      ({ app, database, close } = await testApp({ database: await c.open() }));
    });
    beforeEach(async () => {
      u = await chatUser(app, database.db, { balanceUsd: 10 });
    });
    afterAll(async () => close?.());

    it('serves repeated reads from the cache once notifications flow', async () => {
      await eventually(async () => app.services.sessions.cache.enabled);
      // The sign-up's own changes may still be announced (PostgreSQL delivers them after commit);
      // a read that overlaps one is not kept, the next one is.
      await eventually(
        async () => (await getUser()).statusCode === 200 && app.services.sessions.cache.size > 0,
      );
      expect(await balance()).toBe(10);
    });

    it('sees a change made behind the services’ back (raw SQL, another instance) through the database’s notification', async () => {
      await eventually(async () => app.services.sessions.cache.enabled);
      await eventually(async () => (await balance()) === 10 && app.services.sessions.cache.size > 0);
      await database.db.execute(sql`update users set balance_micro_usd = 25000000 where id = ${u.id}`);
      await eventually(async () => (await balance()) === 25);
      await database.db.update(consents).set({ consent: false }).where(eq(consents.userId, u.id));
      await eventually(async () =>
        getUser().then((r) => (r.json() as { consent: boolean }).consent === false),
      );
      const isConsent = await app.inject({
        method: 'GET',
        url: `/isConsent?email=${encodeURIComponent(u.email)}`,
        cookies: u.cookies,
      });
      expect(isConsent.json()).toBe(false);
    });

    it('answers the consent a user just set, and the next read agrees at once', async () => {
      const set = await app.inject({
        method: 'POST',
        url: '/setConsent',
        cookies: u.cookies,
        payload: { email: u.email, consent: true, birthDate: '1990-05-17' },
      });
      expect(set.json()).toMatchObject({ consent: true });
      expect((await getUser()).json()).toMatchObject({ consent: true });
    });

    it('refuses a session at once after sign-out everywhere, and after the user row is deleted', async () => {
      const login = await app.inject({
        method: 'POST',
        url: '/login',
        payload: { email: u.email, password: TEST_PASSWORD },
      });
      const other = { avatara_sid: login.cookies.find((x) => x.name === 'avatara_sid')!.value };
      const asOther = () =>
        app.inject({ method: 'GET', url: `/get-user?email=${encodeURIComponent(u.email)}`, cookies: other });
      expect((await asOther()).statusCode).toBe(200);
      expect(
        (await app.inject({ method: 'POST', url: '/account/sign-out-everywhere', cookies: u.cookies }))
          .statusCode,
      ).toBe(200);
      expect((await asOther()).statusCode).toBe(401);
      expect((await getUser()).statusCode).toBe(200);
      await database.db.delete(users).where(eq(users.id, u.id));
      await eventually(async () => (await getUser()).statusCode === 401);
    });

    it('keeps the cache through writes that reached no handler, and drops it after one that did', async () => {
      // Watched at the cache's "forget everything": entries also go for reasons of their own
      // (a user's change announced by the database), so its size proves nothing here.
      const reset = vi.spyOn(app.services.sessions.cache, 'reset');
      try {
        expect((await app.inject({ method: 'POST', url: '/no-such-route', payload: {} })).statusCode).toBe(
          404,
        );
        expect(
          (await app.inject({ method: 'POST', url: '/login', payload: { email: 'not-an-email' } }))
            .statusCode,
        ).toBe(400);
        expect(reset).not.toHaveBeenCalled();
        // A write that ran (a wrong password is counted) may change anyone: everything goes.
        expect(
          (
            await app.inject({
              method: 'POST',
              url: '/login',
              payload: { email: u.email, password: 'wrong one' },
            })
          ).statusCode,
        ).toBe(401);
        expect(reset).toHaveBeenCalled();
      } finally {
        reset.mockRestore();
      }
    });

    it('announces every change to a user but a sign-in, which writes only its time', async () => {
      const heard: string[] = [];
      let listening = false;
      const stop = await database.listen(
        USER_CHANGED_CHANNEL,
        (id) => heard.push(id),
        (on) => (listening = on),
      );
      try {
        await eventually(async () => listening);
        await app.services.sessions.create(u.id);
        const [row] = await database.db
          .select({ lastSignInAt: users.lastSignInAt })
          .from(users)
          .where(eq(users.id, u.id));
        expect(row!.lastSignInAt).not.toBeNull();
        // Notifications arrive in commit order: once the rename is heard, the sign-in would have been.
        await database.db.update(users).set({ name: 'Renamed Person' }).where(eq(users.id, u.id));
        await eventually(async () => heard.includes(u.id));
        expect(heard.filter((id) => id === u.id)).toEqual([u.id]);
      } finally {
        await stop();
      }
    });

    it('logs out at once', async () => {
      expect((await getUser()).statusCode).toBe(200);
      expect((await app.inject({ method: 'POST', url: '/logout', cookies: u.cookies })).statusCode).toBe(204);
      expect((await getUser()).statusCode).toBe(401);
    });
  });
}
