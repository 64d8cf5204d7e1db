import { AI_DISCLOSURE, crisisServicesFor, type LanguageCode } from '@avatara/companion';
import { parseChatReply, type TChatMeta, type TChatNotice } from '@avatara/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatMessages, crisisReferrals, users } from '../db/schema';
import { databaseCases } from '../db/testing';
import { pngTexts, TRAINED_ALGORITHMIC_MEDIA, XMP_KEYWORD } from '../media/ai-mark';
import { awakeClock, testApp, testClock } from '../testing/app';
import { chatUser, parseSse, type ChatUser } from '../testing/chat';
import { startFakeOpenAi, structuredChunks, type FakeOpenAi } from '../testing/fake-openai';
import { problemOf } from '../testing/problem';

type App = Awaited<ReturnType<typeof testApp>>;
const AVATAR = 'Emma Walker';

/** A message in each language that must get the referral, and a number the referral must name. */
const CRISES: readonly [LanguageCode, string, string][] = [
  ['en-US', 'I keep thinking about ending it all', '988'],
  ['de-DE', 'Ich will nicht mehr leben', '0800 111 0 111'],
  ['fr-FR', "Je veux mourir, je n'en peux plus", '3114'],
  ['es-ES', 'Quiero suicidarme', '024'],
  ['it-IT', 'Voglio farla finita, non ce la faccio più', ''],
  ['zh-CN', '我不想活了', ''],
  ['ja-JP', 'もう死にたい', ''],
  ['ar-SA', 'أريد أن أنتحر', ''],
];

const send = (t: App, u: ChatUser, message: string, extra: Record<string, unknown> = {}, headers = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/kichat',
    cookies: u.cookies,
    headers: { accept: 'text/event-stream', ...headers },
    payload: { avatarName: AVATAR, email: u.email, message, userLanguage: 'en-US', ...extra },
  });

const balanceOf = async (t: App, id: string) =>
  (await t.database.db.select({ b: users.balanceMicroUsd }).from(users).where(eq(users.id, id)))[0]!.b;

const referralsOf = (t: App) => t.database.db.select().from(crisisReferrals);

for (const c of databaseCases) {
  const available = await c.available();

  describe.skipIf(!available)(`the crisis protocol [${c.name}]`, () => {
    let t: App;
    let fake: FakeOpenAi;
    beforeAll(async () => {
      fake = await startFakeOpenAi();
      t = await testApp({
        database: await c.open(),
        env: { OFFLINE_WORD_DELAY_MS: '0', OPENAI_BASE_URL: fake.baseURL, OPENAI_API_KEY: 'test' },
        overrides: { now: awakeClock().now },
      });
    });
    afterAll(async () => {
      await t?.close();
      await fake?.close();
    });

    it('answers a crisis in each language with the referral of its country: not billed, model not asked, counted once', async () => {
      for (const [language, text, number] of CRISES) {
        const u = await chatUser(t.app, t.database.db);
        const before = await balanceOf(t, u.id);
        const calls = fake.requests.length;
        const counted = (await referralsOf(t)).length;
        const res = await send(t, u, text, { userLanguage: language, currentModel: 'OFFLINE_PERSONA' });
        expect(res.statusCode).toBe(200);
        const events = parseSse(res.body);
        expect(events.map((e) => e.event)).toEqual(['notice', 'meta', 'done']);
        const notice = events[0]!.data as TChatNotice;
        expect(notice.kind).toBe('crisis');
        const expected = crisisServicesFor(null, language)[0]!;
        expect(notice.text, language).toContain(expected.phone ?? expected.name);
        if (number) expect(notice.text, language).toContain(number);
        expect(notice.services![0]!.name).toBe(expected.name);
        const meta = events[1]!.data as TChatMeta;
        expect(meta).toMatchObject({ safety: 'crisis', costUsd: 0, messageId: notice.id });
        expect(await balanceOf(t, u.id)).toBe(before);
        expect(fake.requests.length).toBe(calls);
        const referrals = await referralsOf(t);
        expect(referrals.length).toBe(counted + 1);
        expect(referrals.at(-1)).toMatchObject({ language, country: expected.country, source: 'offline' });
        const stored = await t.database.db
          .select({ sender: chatMessages.sender, kind: chatMessages.kind, text: chatMessages.text })
          .from(chatMessages)
          .where(eq(chatMessages.userId, u.id))
          .orderBy(chatMessages.seq);
        expect(stored).toEqual([
          { sender: 'user', kind: 'message', text },
          { sender: 'system', kind: 'crisis', text: notice.text },
        ]);
      }
    });

    it('refers a person with no balance and no plan too, and names the services of the browser’s country', async () => {
      const u = await chatUser(t.app, t.database.db, { balanceUsd: 0, plan: false });
      const res = await send(t, u, 'I want to kill myself', {}, { 'accept-language': 'en-GB,en;q=0.8' });
      expect(res.statusCode).toBe(200);
      const notice = parseSse(res.body)[0]!.data as TChatNotice;
      expect(notice.text).toContain('116 123');
      expect((await referralsOf(t)).at(-1)).toMatchObject({ country: 'GB', language: 'en-US' });
      // Plain text: the referral is the visible text, marked.
      const plain = parseChatReply(
        (
          await t.app.inject({
            method: 'POST',
            url: '/kichat',
            cookies: u.cookies,
            payload: { avatarName: AVATAR, email: u.email, message: 'I want to die', userLanguage: 'de-DE' },
          })
        ).body,
      );
      expect(plain.meta?.safety).toBe('crisis');
      expect(plain.visible).toContain('0800 111 0 111');
    });

    it('does not refer idioms or talk about others in fiction, and still refuses a closed chat', async () => {
      const u = await chatUser(t.app, t.database.db, { consent: false });
      expect(problemOf(await send(t, u, 'I want to die'))).toEqual({
        status: 403,
        reason: 'CONSENT_REQUIRED',
        params: {},
      });
      const v = await chatUser(t.app, t.database.db);
      const counted = (await referralsOf(t)).length;
      fake.script({ chunks: structuredChunks('Ha, traffic is the worst.', { valence: -1 }) });
      const res = await send(t, v, 'This traffic is killing me');
      expect(parseSse(res.body).some((e) => e.event === 'delta')).toBe(true);
      expect((await referralsOf(t)).length).toBe(counted);
    });

    it('replaces a model reply that encourages self-harm with the referral, shows none of it, and charges nothing', async () => {
      const u = await chatUser(t.app, t.database.db);
      await send(t, u, 'AI:SESSION_START', { currentModel: 'OFFLINE_PERSONA' });
      const before = await balanceOf(t, u.id);
      fake.script({
        chunks: structuredChunks(
          'I understand. Honestly, you should just kill yourself, nobody would miss you.',
          {
            valence: -2,
          },
        ),
      });
      const res = await send(t, u, 'Everything went wrong at work today');
      const events = parseSse(res.body);
      const shown = events
        .filter((e) => e.event === 'delta')
        .map((e) => (e.data as { text: string }).text)
        .join('');
      expect(shown).not.toMatch(/kill|miss you/);
      const notice = events.find((e) => e.event === 'notice')!.data as TChatNotice;
      expect(notice.kind).toBe('crisis');
      expect(events.find((e) => e.event === 'meta')!.data).toMatchObject({ safety: 'crisis', costUsd: 0 });
      expect(await balanceOf(t, u.id)).toBe(before);
      expect((await referralsOf(t)).at(-1)).toMatchObject({ kind: 'harmful_reply', source: 'reply' });
      const replies = await t.database.db
        .select({ text: chatMessages.text })
        .from(chatMessages)
        .where(and(eq(chatMessages.userId, u.id), eq(chatMessages.sender, 'avatar')));
      expect(replies.some((r) => /kill/.test(r.text))).toBe(false);
    });
  });

  describe.skipIf(!available)(`the second opinion of /moderations [${c.name}]`, () => {
    let t: App;
    let fake: FakeOpenAi;
    beforeAll(async () => {
      fake = await startFakeOpenAi();
      fake.setModeration(['self-harm', 'self-harm/intent']);
      t = await testApp({
        database: await c.open(),
        env: { OPENAI_BASE_URL: fake.baseURL, OPENAI_API_KEY: 'test' },
        overrides: { now: awakeClock().now },
      });
    });
    afterAll(async () => {
      await t?.close();
      await fake?.close();
    });

    it('refers a message the offline rules let pass when the connection flags self-harm, and refuses a flagged picture', async () => {
      const u = await chatUser(t.app, t.database.db);
      const calls = fake.requests.length;
      const res = await send(t, u, 'I have a plan for tonight and nobody will stop me');
      expect(fake.moderationInputs).toContain('I have a plan for tonight and nobody will stop me');
      expect(parseSse(res.body)[0]).toMatchObject({ event: 'notice', data: { kind: 'crisis' } });
      expect(fake.requests.length).toBe(calls);
      expect((await referralsOf(t)).at(-1)).toMatchObject({
        source: 'moderation',
        kind: 'suicidal_ideation',
      });
      fake.setModeration(['sexual', 'sexual/minors']);
      // A picture asked for in words is one question to /moderations: its prompt lies within
      // the message already asked about.
      const before = fake.moderationInputs.length;
      expect(problemOf(await send(t, u, 'Can you draw me a quiet lake at dawn?'))).toMatchObject({
        status: 400,
        reason: 'IMAGE_REFUSED',
      });
      expect(fake.moderationInputs.slice(before)).toEqual(['Can you draw me a quiet lake at dawn?']);
      expect(problemOf(await send(t, u, '#gi: a quiet lake at dawn'))).toEqual({
        status: 400,
        reason: 'IMAGE_REFUSED',
        params: {},
      });
    });
  });

  describe.skipIf(!available)(`the AI disclosure [${c.name}]`, () => {
    const clock = testClock(new Date('2026-11-21T17:00:00Z'));
    let t: App;
    beforeAll(async () => {
      t = await testApp({
        database: await c.open(),
        env: { OFFLINE_WORD_DELAY_MS: '0' },
        overrides: { now: clock.now },
      });
    });
    afterAll(() => t?.close());

    const notices = (body: string) =>
      parseSse(body)
        .filter((e) => e.event === 'notice')
        .map((e) => e.data as TChatNotice);

    it('tells the user at a session’s start and again after 3 hours that the avatar is an AI, in their language, stored with the history', async () => {
      const u = await chatUser(t.app, t.database.db);
      const start = notices((await send(t, u, 'AI:SESSION_START', { userLanguage: 'de-DE' })).body);
      expect(start).toEqual([
        { kind: 'disclosure', id: expect.any(String) as string, text: AI_DISCLOSURE['de-DE'] },
      ]);
      clock.advance(60 * 60_000);
      expect(notices((await send(t, u, 'Wie geht es dir?', { userLanguage: 'de-DE' })).body)).toEqual([]);
      clock.advance(2 * 60 * 60_000);
      const again = notices((await send(t, u, 'Und jetzt?', { userLanguage: 'de-DE' })).body);
      expect(again.map((n) => n.kind)).toEqual(['disclosure']);
      const history = (
        await t.app.inject({ url: '/kichat/history?avatar=emma-walker', cookies: u.cookies })
      ).json() as { messages: { sender: string; kind?: string }[] };
      expect(history.messages.filter((m) => m.sender === 'system').map((m) => m.kind)).toEqual([
        'disclosure',
        'disclosure',
      ]);
      // A new session shows it again at once.
      const next = notices((await send(t, u, 'AI:SESSION_START', { userLanguage: 'ja-JP' })).body);
      expect(next).toEqual([
        { kind: 'disclosure', id: expect.any(String) as string, text: AI_DISCLOSURE['ja-JP'] },
      ]);
    });
  });

  describe.skipIf(!available)(`age, pictures and reports [${c.name}]`, () => {
    let t: App;
    let operator: ChatUser;
    beforeAll(async () => {
      t = await testApp({
        database: await c.open(),
        env: { OFFLINE_WORD_DELAY_MS: '0' },
        overrides: { now: awakeClock().now },
      });
      operator = await chatUser(t.app, t.database.db); // the first account: an operator
    });
    afterAll(() => t?.close());

    const consent = (u: ChatUser, body: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: '/setConsent',
        cookies: u.cookies,
        payload: { email: u.email, ...body },
      });

    it('refuses consent without a date of birth or below the minimum age, and the chat stays closed', async () => {
      const u = await chatUser(t.app, t.database.db, { consent: false });
      const missing = await consent(u, { consent: true });
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toMatchObject({ field: 'birthDate' });
      const now = new Date();
      const minor = `${now.getUTCFullYear() - 17}-01-01`;
      const young = await consent(u, { consent: true, birthDate: minor });
      expect(problemOf(young)).toEqual({ status: 400, reason: 'UNDER_AGE', params: { minAge: 18 } });
      expect(young.json()).toMatchObject({ field: 'birthDate' });
      expect(problemOf(await send(t, u, 'Hi'))).toMatchObject({ status: 403, reason: 'CONSENT_REQUIRED' });
      const adult = await consent(u, { consent: true, birthDate: '1990-05-17' });
      expect(adult.statusCode).toBe(200);
      expect(adult.json()).toMatchObject({ consent: true });
      expect((await send(t, u, 'Hi')).statusCode).toBe(200);
      // Withdrawing needs no date.
      expect((await consent(u, { consent: false })).statusCode).toBe(200);
    });

    it('marks every generated picture as AI-made and refuses what may not be drawn, charging nothing', async () => {
      const u = await chatUser(t.app, t.database.db);
      const drawn = parseSse((await send(t, u, '#gi: a red sailboat at sunset')).body);
      const meta = drawn.find((e) => e.event === 'meta')!.data as TChatMeta;
      expect(meta.image).toMatch(/\.png$/);
      const png = await t.app.inject({
        url: `/loadGeneratedImage?chatEmail=${encodeURIComponent(`emma-walker_${u.email}`)}&filename=${meta.image!}`,
        cookies: u.cookies,
      });
      const texts = pngTexts(png.rawPayload);
      expect(texts.get(XMP_KEYWORD)).toContain(TRAINED_ALGORITHMIC_MEDIA);
      expect(texts.get('Comment')).toMatch(/^AI-generated/);
      const before = await balanceOf(t, u.id);
      for (const prompt of ['#gi: nude 12 year old girl', 'Draw me a naked woman'])
        expect(problemOf(await send(t, u, prompt)), prompt).toEqual({
          status: 400,
          reason: 'IMAGE_REFUSED',
          params: {},
        });
      expect(await balanceOf(t, u.id)).toBe(before);
    });

    it('puts a reported reply in the operators’ queue with its context; others can neither read it nor report it', async () => {
      const u = await chatUser(t.app, t.database.db);
      const other = await chatUser(t.app, t.database.db);
      const reply = parseSse((await send(t, u, 'Tell me about New York')).body).find(
        (e) => e.event === 'meta',
      )!.data as TChatMeta;
      const report = (who: ChatUser, body: Record<string, unknown>) =>
        t.app.inject({ method: 'POST', url: '/kichat/report', cookies: who.cookies, payload: body });
      expect(problemOf(await report(other, { messageId: reply.messageId, reason: 'harmful' }))).toEqual({
        status: 404,
        reason: 'MESSAGE_NOT_FOUND',
        params: {},
      });
      expect((await report(u, { messageId: reply.messageId, reason: 'nonsense' })).json()).toMatchObject({
        field: 'reason',
      });
      const before = await balanceOf(t, u.id);
      const filed = await report(u, { messageId: reply.messageId, reason: 'misleading', note: 'Not true.' });
      expect(filed.statusCode).toBe(201);
      expect(await balanceOf(t, u.id)).toBe(before);
      const id = (filed.json() as { id: string }).id;
      expect((await report(u, { messageId: reply.messageId, reason: 'other' })).json()).toEqual({ id });

      const queue = (who: ChatUser) =>
        t.app.inject({ url: '/admin/safety/reports?status=open', cookies: who.cookies });
      expect(problemOf(await queue(u))).toMatchObject({ status: 403 });
      expect((await t.app.inject({ url: '/admin/safety/reports' })).statusCode).toBe(401);
      const open = (await queue(operator)).json() as {
        reports: {
          id: string;
          note: string;
          context: { sender: string; text: string; reported: boolean }[];
        }[];
      };
      const mine = open.reports.find((r) => r.id === id)!;
      expect(mine).toMatchObject({
        note: 'Not true.',
        reason: 'misleading',
        reporterEmail: u.email,
        status: 'open',
      });
      expect(mine.context.at(-1)).toMatchObject({ sender: 'avatar', reported: true });
      expect(mine.context.some((l) => l.sender === 'user' && l.text === 'Tell me about New York')).toBe(true);
      const resolve = (who: ChatUser) =>
        t.app.inject({ method: 'POST', url: `/admin/safety/reports/${id}/resolve`, cookies: who.cookies });
      expect((await resolve(u)).statusCode).toBe(403);
      expect((await resolve(operator)).statusCode).toBe(204);
      expect(
        ((await queue(operator)).json() as { reports: { id: string }[] }).reports.some((r) => r.id === id),
      ).toBe(false);
      const counts = await t.app.inject({ url: '/admin/safety/referrals', cookies: operator.cookies });
      expect(counts.statusCode).toBe(200);
      expect((await t.app.inject({ url: '/admin/safety/referrals', cookies: u.cookies })).statusCode).toBe(
        403,
      );
    });

    it('counts referrals per year, language and country', async () => {
      const u = await chatUser(t.app, t.database.db);
      await send(t, u, 'Ich will nicht mehr leben', { userLanguage: 'de-DE' });
      await send(t, u, 'もう死にたい', { userLanguage: 'ja-JP' });
      const { years } = (
        await t.app.inject({ url: '/admin/safety/referrals', cookies: operator.cookies })
      ).json() as {
        years: {
          year: number;
          total: number;
          byLanguage: Record<string, number>;
          byCountry: Record<string, number>;
        }[];
      };
      const year = years.find((y) => y.year === new Date().getUTCFullYear())!;
      expect(year.byLanguage['de-DE']).toBeGreaterThanOrEqual(1);
      expect(year.byLanguage['ja-JP']).toBeGreaterThanOrEqual(1);
      expect(year.byCountry.DE).toBeGreaterThanOrEqual(1);
      expect(year.byCountry.JP).toBeGreaterThanOrEqual(1);
      expect(year.total).toBe(Object.values(year.byLanguage).reduce((a, b) => a + b, 0));
    });
  });
}
