import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { avatars, checkoutSessions, ledger, socialIdentities } from '../db/schema';
import { databaseCases } from '../db/testing';
import { FRESH_SIGN_IN_MINUTES } from './account-data';
import { sessionCookieOf, testApp, testClock } from '../testing/app';
import { problemOf } from '../testing/problem';
import { chatUser, type ChatUser } from '../testing/chat';
import { TEST_PASSWORD } from '../testing/passwords';

const NOON_IN_NEW_YORK = new Date('2026-11-21T17:00:00Z');
type App = Awaited<ReturnType<typeof testApp>>;

/** Every row of every table of the app, as text, that mentions `needle` (the migrations' own schema aside). */
async function rowsMentioning(t: App, needle: string): Promise<{ table: string; row: string }[]> {
  const query = async <T>(q: ReturnType<typeof sql>) =>
    ((await t.database.db.execute(q)) as unknown as { rows: T[] }).rows;
  const tables = await query<{ table_name: string }>(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
  );
  expect(tables.length).toBeGreaterThan(15);
  const found: { table: string; row: string }[] = [];
  for (const { table_name: table } of tables) {
    const rows = await query<{ row: string }>(
      sql`select t::text as row from ${sql.identifier(table)} t where strpos(lower(t::text), lower(${needle})) > 0`,
    );
    for (const r of rows) found.push({ table, row: r.row });
  }
  return found;
}

for (const c of databaseCases) {
  const available = await c.available();
  describe.skipIf(!available)(`your data: account page, export, deletion [${c.name}]`, () => {
    const clock = testClock(NOON_IN_NEW_YORK);
    let t: App;
    beforeAll(async () => {
      t = await testApp({
        database: await c.open(),
        env: { OFFLINE_WORD_DELAY_MS: '0' },
        overrides: { now: clock.now },
      });
    });
    afterAll(() => t?.close());

    /** A user with everything the product stores: chats, memories, an image, a trial, a paid top-up, an open checkout, a social identity, a failed sign-in. */
    async function fullUser(): Promise<ChatUser & { image: string }> {
      const u = await chatUser(t.app, t.database.db, { name: 'Del Etable' });
      const chat = (message: string) =>
        t.app.inject({
          method: 'POST',
          url: '/kichat',
          cookies: u.cookies,
          payload: { avatarName: 'Emma Walker', email: u.email, message, userLanguage: 'en-US' },
        });
      expect((await chat('My name is Delia and I love sailing on the lake.')).statusCode).toBe(200);
      const trial = await t.app.inject({
        method: 'POST',
        url: '/trial',
        payload: { name: 'Del Etable', email: u.email },
        cookies: u.cookies,
      });
      expect(trial.statusCode).toBe(201);
      // A sign-in (the trial's) replaces the session.
      u.cookies = sessionCookieOf(trial);
      const { id } = (
        await t.app.inject({
          method: 'POST',
          url: '/create-checkout-session',
          payload: { plan: 'early', email: u.email },
          cookies: u.cookies,
        })
      ).json();
      expect(
        (await t.app.inject({ method: 'POST', url: `/sandbox/checkout/${id}/pay`, cookies: u.cookies }))
          .statusCode,
      ).toBe(303);
      await t.app.inject({
        method: 'POST',
        url: '/create-checkout-session',
        payload: { plan: 'plus', email: u.email },
        cookies: u.cookies,
      });
      await t.database.db.insert(socialIdentities).values({
        provider: 'google',
        subject: `sub-${u.id}`,
        userId: u.id,
        email: u.email,
        emailVerified: true,
      });
      await t.app.inject({
        method: 'POST',
        url: '/login',
        payload: { email: u.email, password: 'wrong' },
        remoteAddress: '203.0.113.77',
      });
      const [emma] = await t.database.db.select().from(avatars).where(eq(avatars.name, 'Emma Walker'));
      const image = await t.app.services.images.save(u.id, emma!.id, Buffer.from('png'));
      await t.app.services.mail.idle();
      return { ...u, image };
    }

    it('shows the account page and changes name and language', async () => {
      const u = await chatUser(t.app, t.database.db, { name: 'Page Owner' });
      const page = await t.app.inject({ url: '/account', cookies: u.cookies });
      expect(page.json()).toMatchObject({
        name: 'Page Owner',
        email: u.email,
        emailVerified: false,
        language: 'en-US',
        hasPassword: true,
        providers: [],
        sessions: 1,
      });
      const changed = await t.app.inject({
        method: 'PATCH',
        url: '/account',
        payload: { name: 'Paige Owner', language: 'it-IT' },
        cookies: u.cookies,
      });
      expect(changed.json()).toMatchObject({ name: 'Paige Owner', firstName: 'Paige', language: 'it-IT' });
      expect(
        (
          await t.app.inject({
            method: 'PATCH',
            url: '/account',
            payload: { language: 'xx' },
            cookies: u.cookies,
          })
        ).json().field,
      ).toBe('language');
      expect((await t.app.inject({ url: '/account' })).statusCode).toBe(401);
    });

    it('keeps how the avatars address the user: given at registration, changed or cleared on the account page', async () => {
      const u = await chatUser(t.app, t.database.db, { name: 'Sara Haddad', gender: 'female' });
      expect((await t.app.inject({ url: '/account', cookies: u.cookies })).json().gender).toBe('female');
      const user = await t.app.inject({
        url: `/get-user?email=${encodeURIComponent(u.email)}`,
        cookies: u.cookies,
      });
      expect(user.json().gender).toBe('female');
      const patch = (payload: object) =>
        t.app.inject({ method: 'PATCH', url: '/account', payload, cookies: u.cookies });
      expect((await patch({ gender: 'male' })).json().gender).toBe('male');
      expect((await patch({ name: 'Sara H.' })).json().gender).toBe('male');
      expect((await patch({ gender: null })).json().gender).toBeNull();
      const wrong = await patch({ gender: 'other' });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().field).toBe('gender');
      const register = await t.app.inject({
        method: 'POST',
        url: '/register',
        payload: { name: 'X', email: `g-${Date.now()}@example.com`, password: TEST_PASSWORD, gender: 'f' },
      });
      expect(register.statusCode).toBe(400);
      expect(register.body).toMatch(/^gender: /);
      const plain = await chatUser(t.app, t.database.db);
      expect((await t.app.inject({ url: '/account', cookies: plain.cookies })).json().gender).toBeNull();
    });

    it('signs out everywhere else', async () => {
      const u = await chatUser(t.app, t.database.db);
      const other = sessionCookieOf(
        await t.app.inject({
          method: 'POST',
          url: '/login',
          payload: { email: u.email, password: TEST_PASSWORD },
        }),
      );
      expect((await t.app.inject({ url: '/account', cookies: u.cookies })).json().sessions).toBe(2);
      expect(
        (await t.app.inject({ method: 'POST', url: '/account/sign-out-everywhere', cookies: u.cookies }))
          .statusCode,
      ).toBe(200);
      expect((await t.app.inject({ url: '/account', cookies: other })).statusCode).toBe(401);
      expect((await t.app.inject({ url: '/account', cookies: u.cookies })).json().sessions).toBe(1);
    });

    it('exports everything stored about the user as a downloadable JSON file', async () => {
      const u = await fullUser();
      const res = await t.app.inject({ url: '/account/export', cookies: u.cookies });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toMatch(
        /^attachment; filename="avatara-export-\d{4}-\d{2}-\d{2}\.json"$/,
      );
      const data = res.json();
      expect(data.account).toMatchObject({ id: u.id, email: u.email, name: 'Del Etable', hasPassword: true });
      expect(data.sessions.some((s: { current: boolean }) => s.current)).toBe(true);
      expect(data.consent).toMatchObject({ consent: true });
      expect(data.trial).toMatchObject({ email: u.email });
      expect(data.socialIdentities).toEqual([expect.objectContaining({ provider: 'google' })]);
      // The conversation, and the AI disclosure stored with it (docs/safety.md).
      expect(data.chatMessages.map((m: { sender: string }) => m.sender)).toEqual([
        'user',
        'system',
        'avatar',
      ]);
      expect(data.chatMessages[0].text).toContain('sailing');
      expect(data.memories.length).toBeGreaterThan(0);
      expect(data.ledger.map((l: { kind: string }) => l.kind)).toEqual(
        expect.arrayContaining(['topup', 'trial_credit', 'chat_charge']),
      );
      expect(data.checkouts.map((x: { status: string }) => x.status).sort()).toEqual(['open', 'paid']);
      expect(data.failedSignIns).toEqual([
        expect.objectContaining({ fromAddress: '203.0.113.77', failures: 1 }),
      ]);
      expect(data.mailedLinks).toEqual([expect.objectContaining({ purpose: 'verify' })]);
      expect(data.images).toEqual([expect.objectContaining({ avatar: 'Emma Walker', file: u.image })]);
      // No secret goes out: neither the password hash nor any token or its hash.
      expect(res.body).not.toMatch(/\$argon2/);
      expect(res.body).not.toContain(u.cookies.avatara_sid!);
      expect(res.body).not.toMatch(/[0-9a-f]{64}/);
    });

    it('deletes the account with its password, leaving nothing of the user but anonymised ledger lines', async () => {
      const u = await fullUser();
      const before = await t.database.db.select().from(ledger).where(eq(ledger.userId, u.id));
      const wrong = await t.app.inject({
        method: 'DELETE',
        url: '/account',
        payload: { password: 'not mine' },
        cookies: u.cookies,
      });
      expect(wrong.statusCode).toBe(401);
      expect(
        (await t.app.inject({ method: 'DELETE', url: '/account', payload: {}, cookies: u.cookies })).json(),
      ).toMatchObject({ reason: 'PASSWORD_REQUIRED', field: 'password' });
      const res = await t.app.inject({
        method: 'DELETE',
        url: '/account',
        payload: { password: TEST_PASSWORD },
        cookies: u.cookies,
      });
      expect(res.statusCode).toBe(204);
      expect(res.cookies.find((x) => x.name === 'avatara_sid')?.value).toBe('');
      expect((await t.app.inject({ url: '/account', cookies: u.cookies })).statusCode).toBe(401);

      // No table holds the user's id or email any more, in any column…
      expect(await rowsMentioning(t, u.id)).toEqual([]);
      expect(await rowsMentioning(t, u.email)).toEqual([]);
      // …and the images are gone from the disk.
      expect(existsSync(path.join(t.config.paths.dataDir, 'images', u.id))).toBe(false);
      // What stays: the ledger lines, without a user, with the same amounts, and the paid checkout.
      const kept = await t.database.db.select().from(ledger).where(isNull(ledger.userId));
      const keptIds = new Set(kept.map((l) => l.id));
      expect(before.every((l) => keptIds.has(l.id))).toBe(true);
      expect(
        kept
          .filter((l) => before.some((b) => b.id === l.id))
          .map((l) => l.amountMicroUsd)
          .sort(),
      ).toEqual(before.map((l) => l.amountMicroUsd).sort());
      const checkouts = await t.database.db
        .select()
        .from(checkoutSessions)
        .where(isNull(checkoutSessions.userId));
      expect(checkouts.map((x) => [x.plan, x.status])).toEqual([['early', 'paid']]);
      // The email is free again.
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url: '/register',
            payload: { name: 'New', email: u.email, password: TEST_PASSWORD },
          })
        ).statusCode,
      ).toBe(201);
    });

    it(`deletes an account without a password only within ${FRESH_SIGN_IN_MINUTES} minutes of signing in`, async () => {
      const stale = sessionCookieOf(
        await t.app.inject({
          method: 'POST',
          url: '/trial',
          payload: { name: 'Old Trial', email: 'stale-trial@example.com' },
        }),
      );
      clock.advance((FRESH_SIGN_IN_MINUTES + 1) * 60_000);
      const refused = await t.app.inject({ method: 'DELETE', url: '/account', payload: {}, cookies: stale });
      expect(problemOf(refused)).toEqual({
        status: 403,
        reason: 'REAUTH_REQUIRED',
        params: { minutes: FRESH_SIGN_IN_MINUTES },
      });
      const fresh = sessionCookieOf(
        await t.app.inject({
          method: 'POST',
          url: '/trial',
          payload: { name: 'New Trial', email: 'fresh-trial@example.com' },
        }),
      );
      expect(
        (await t.app.inject({ method: 'DELETE', url: '/account', payload: {}, cookies: fresh })).statusCode,
      ).toBe(204);
      expect(await rowsMentioning(t, 'fresh-trial@example.com')).toEqual([]);
    });
  });
}
