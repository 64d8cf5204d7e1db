import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseChatReply, parseNhsText, type TChatMeta } from '@avatara/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChatBilling } from './billing';
import { chatHolds, chatMessages, users } from '../db/schema';
import { databaseCases } from '../db/testing';
import { microUsd, usdToMicro } from '../money';
import { LedgerKind, ledgerBalance, postLedgerEntry } from '../payments/ledger';
import { testApp, testClock } from '../testing/app';
import { problemOf } from '../testing/problem';
import { chatUser, parseSse, type ChatUser } from '../testing/chat';
import { startFakeOpenAi, structuredChunks, type FakeOpenAi, type FakeScript } from '../testing/fake-openai';

const AVATAR = 'Emma Walker';
const NOON_IN_NEW_YORK = new Date('2026-11-21T17:00:00Z');

type App = Awaited<ReturnType<typeof testApp>>;

const kichat = (t: App, u: ChatUser, message: string, extra: Record<string, unknown> = {}, accept?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/kichat',
    cookies: u.cookies,
    ...(accept ? { headers: { accept } } : {}),
    payload: {
      avatarName: AVATAR,
      userName: 'Ada',
      email: u.email,
      message,
      isFirstSession: false,
      userLanguage: 'en-US',
      gender: 'female',
      ...extra,
    },
  });

async function account(t: App, id: string) {
  const [u] = await t.database.db
    .select({ balance: users.balanceMicroUsd, reserved: users.reservedMicroUsd, tokens: users.tokensUsed })
    .from(users)
    .where(eq(users.id, id));
  return { ...u!, ledger: await ledgerBalance(t.database.db, id) };
}

for (const c of databaseCases) {
  const available = await c.available();

  describe.skipIf(!available)(`POST /kichat with the offline persona engine [${c.name}]`, () => {
    const clock = testClock(NOON_IN_NEW_YORK);
    let t: App;
    beforeAll(async () => {
      t = await testApp({
        database: await c.open(),
        env: { OFFLINE_WORD_DELAY_MS: '0', CHAT_PRICES: 'OFFLINE_PERSONA=10/40' },
        overrides: { now: clock.now },
      });
    });
    afterAll(() => t?.close());

    it('enforces sign-in, own email, plan, consent and balance on the server', async () => {
      const anonymous = await t.app.inject({
        method: 'POST',
        url: '/kichat',
        payload: { avatarName: AVATAR, email: 'x@example.com', message: 'Hi' },
      });
      expect(problemOf(anonymous)).toEqual({ status: 401, reason: 'SIGN_IN_REQUIRED', params: {} });
      const u = await chatUser(t.app, t.database.db);
      expect(problemOf(await kichat(t, u, 'Hi', { email: 'someone.else@example.com' }))).toEqual({
        status: 403,
        reason: 'NOT_YOUR_ACCOUNT',
        params: {},
      });
      const noPlan = await chatUser(t.app, t.database.db, { plan: false });
      const r1 = await kichat(t, noPlan, 'Hi');
      expect(problemOf(r1)).toEqual({ status: 402, reason: 'NO_PLAN', params: {} });
      expect(r1.json()).toMatchObject({
        error: 'PAYMENT_REQUIRED',
        reason: 'NO_PLAN',
        params: {},
        message: 'Choose a plan to chat.',
      });
      const noConsent = await chatUser(t.app, t.database.db, { consent: false });
      const r2 = await kichat(t, noConsent, 'Hi');
      expect(problemOf(r2)).toEqual({ status: 403, reason: 'CONSENT_REQUIRED', params: {} });
      const broke = await chatUser(t.app, t.database.db, { balanceUsd: 0 });
      const r3 = await kichat(t, broke, 'Hi');
      expect(problemOf(r3)).toEqual({ status: 402, reason: 'BALANCE_EXHAUSTED', params: {} });
      expect(
        await t.database.db.select().from(chatMessages).where(eq(chatMessages.userId, broke.id)),
      ).toHaveLength(0);
    });

    it('answers 400 naming the field for bad input', async () => {
      const u = await chatUser(t.app, t.database.db);
      for (const [payload, field] of [
        [{ message: '   ' }, 'message'],
        [{ message: 'x'.repeat(4001) }, 'message'],
        [{ currentModel: 'GPT_17' }, 'currentModel'],
        [{ message: 'AI:SELF_DESTRUCT' }, 'message'],
        [{ userLanguage: 'not a language' }, 'userLanguage'],
        [{ retryOf: '00000000-0000-4000-8000-000000000000' }, 'retryOf'],
      ] as const) {
        const res = await kichat(t, u, 'Hello', payload);
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
        expect(res.json().field).toBe(field);
      }
    });

    it('replies in plain text with the markers, charges the reply and stores both messages', async () => {
      const u = await chatUser(t.app, t.database.db);
      const before = await account(t, u.id);
      const res = await kichat(t, u, 'Hello Emma! I love jazz and long walks.');
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const reply = parseChatReply(res.body);
      expect(reply.visible.length).toBeGreaterThan(10);
      expect(reply.shutdown).toBe(false);
      const meta = reply.meta!;
      expect(meta.language).toBe('en-US');
      expect(meta.model).toBe('OFFLINE_PERSONA');
      expect(meta.tokens.used).toBeGreaterThan(0);
      expect(meta.tokens.total).toBe(meta.tokens.used);
      expect(parseNhsText(meta.nhs).avatar?.name).toBe(AVATAR);
      const after = await account(t, u.id);
      expect(before.balance - after.balance).toBe(Math.round(meta.costUsd * 1e6));
      expect(meta.tokens.balance).toBeCloseTo(after.balance / 1e6, 6);
      expect(after.balance).toBe(after.ledger);
      expect(after.reserved).toBe(0);
      const history = (
        await t.app.inject({ url: `/kichat/history?avatar=emma-walker`, cookies: u.cookies })
      ).json() as { messages: { sender: string; text: string }[]; tokensTotal: number };
      // The conversation; the AI disclosure of the session's first reply stands between (docs/safety.md).
      const said = history.messages.filter((m) => m.sender !== 'system');
      expect(said.map((m) => m.sender)).toEqual(['user', 'avatar']);
      expect(said[1]!.text).toBe(reply.visible);
      expect(history.tokensTotal).toBe(meta.tokens.total);
    });

    it('streams server-sent events: deltas, one meta, done', async () => {
      const u = await chatUser(t.app, t.database.db);
      const res = await kichat(t, u, 'How are you today?', {}, 'text/event-stream');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/event-stream');
      const events = parseSse(res.body);
      const deltas = events.filter((e) => e.event === 'delta');
      expect(deltas.length).toBeGreaterThan(2);
      expect(events.filter((e) => e.event === 'meta')).toHaveLength(1);
      expect(events.at(-1)!.event).toBe('done');
      const meta = events.find((e) => e.event === 'meta')!.data as TChatMeta;
      expect(meta.messageId).toMatch(/^[0-9a-f-]{36}$/);
    });

    it('greets at session start: introduces itself at a first meeting', async () => {
      const u = await chatUser(t.app, t.database.db);
      const first = parseChatReply((await kichat(t, u, 'AI:SESSION_START', { isFirstSession: true })).body);
      expect(first.visible).toContain('Emma');
      expect(first.meta?.userMessageId).toBeNull();
      const history = (
        await t.app.inject({ url: `/kichat/history?avatar=emma-walker`, cookies: u.cookies })
      ).json() as { messages: { sender: string }[] };
      expect(history.messages.filter((m) => m.sender !== 'system').map((m) => m.sender)).toEqual(['avatar']);
    });

    it('learns the user name, recalls it later, lists it, and forgets it on request', async () => {
      const u = await chatUser(t.app, t.database.db);
      await kichat(t, u, 'My name is Zoltan.');
      const memories = (
        await t.app.inject({ url: '/memories?avatar=emma-walker&lang=en-US', cookies: u.cookies })
      ).json() as { id: string; kind: string; text: string }[];
      const name = memories.find((m) => m.kind === 'name');
      expect(name?.text).toContain('Zoltan');
      const later = parseChatReply((await kichat(t, u, 'What is my name?')).body);
      expect(later.visible).toContain('Zoltan');
      const other = await chatUser(t.app, t.database.db);
      expect(
        (await t.app.inject({ method: 'DELETE', url: `/memories/${name!.id}`, cookies: other.cookies }))
          .statusCode,
      ).toBe(404);
      expect(
        (await t.app.inject({ method: 'DELETE', url: `/memories/${name!.id}`, cookies: u.cookies }))
          .statusCode,
      ).toBe(204);
      const left = (
        await t.app.inject({ url: '/memories?avatar=emma-walker', cookies: u.cookies })
      ).json() as unknown[];
      expect(left.find((m) => (m as { kind: string }).kind === 'name')).toBeUndefined();
    });

    it('answers in the user language', async () => {
      const u = await chatUser(t.app, t.database.db);
      const ja = parseChatReply(
        (await kichat(t, u, 'こんにちは！元気ですか？', { userLanguage: 'ja-JP' })).body,
      );
      expect(ja.meta?.language).toBe('ja-JP');
      expect(ja.visible).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
    });

    it('ends the session with the shutdown marker when the balance is used up, never below zero, then refuses without charge', async () => {
      // 10/40 USD per million tokens: a few tenths of a cent per reply; 1.5 cents pay for a few.
      const u = await chatUser(t.app, t.database.db, { balanceUsd: 0.015 });
      let last = parseChatReply('');
      for (let i = 0; i < 20 && !last.shutdown; i++) {
        const res = await kichat(t, u, `Tell me about your day in New York, part ${i}.`);
        expect(res.statusCode).toBe(200);
        last = parseChatReply(res.body);
        const now = await account(t, u.id);
        expect(now.balance).toBeGreaterThanOrEqual(0);
        expect(now.balance).toBe(now.ledger);
      }
      expect(last.shutdown).toBe(true);
      expect(last.meta?.shutdown).toBe('balance');
      expect(last.visible.length).toBeGreaterThan(0);
      const left = await account(t, u.id);
      // A shorter message makes a shorter prompt than the one that ended the session: still refused.
      const again = await kichat(t, u, '?');
      if (left.balance === 0) expect(again.statusCode).toBe(402);
      else {
        const refused = parseChatReply(again.body);
        expect(refused.meta?.shutdown).toBe('balance');
        expect(refused.meta?.costUsd).toBe(0);
        expect((await account(t, u.id)).balance).toBe(left.balance);
      }
      // A top-up opens the session again.
      await t.database.db.transaction((tx) =>
        postLedgerEntry(tx, {
          userId: u.id,
          amountMicroUsd: usdToMicro(1),
          kind: LedgerKind.TOPUP,
          reference: `test-topup:${u.id}`,
        }),
      );
      const after = parseChatReply((await kichat(t, u, 'I topped up. Tell me about New York!')).body);
      expect(after.meta?.shutdown ?? null).toBeNull();
      expect(after.meta?.costUsd).toBeGreaterThan(0);
    });

    it('keeps pauses AI:OK under normal idling: never in the first two minutes, at most 3 times an hour', async () => {
      const u = await chatUser(t.app, t.database.db);
      await kichat(t, u, 'I am back from work.');
      let spoke = 0;
      for (let s = 5; s <= 115; s += 5) {
        clock.advance(5000);
        const res = await kichat(t, u, 'AI:PAUSE', {
          userName: undefined,
          isFirstSession: undefined,
          gender: undefined,
        });
        expect(res.statusCode).toBe(200);
        expect(res.body, `after ${s} s`).toBe('AI:OK');
      }
      for (let s = 0; s < 3600; s += 5) {
        clock.advance(5000);
        const res = await kichat(t, u, 'AI:PAUSE', { avatarName: undefined, userName: undefined });
        expect(res.statusCode).toBe(200);
        if (res.body !== 'AI:OK') spoke += 1;
      }
      expect(spoke).toBeLessThanOrEqual(3);
      // Pauses cost nothing unless the avatar speaks up.
      const [row] = await t.database.db
        .select({ n: sql<string>`count(*)` })
        .from(chatMessages)
        .where(and(eq(chatMessages.userId, u.id), eq(chatMessages.kind, 'pause')));
      expect(Number(row!.n)).toBe(spoke);
    });

    it('speaks up on its own after a long silence when it has something to ask about, once per silence', async () => {
      const u = await chatUser(t.app, t.database.db);
      await kichat(t, u, 'I am going to Rome next week with my sister Anna.');
      const replies: string[] = [];
      for (let s = 0; s < 600; s += 5) {
        clock.advance(5000);
        const res = await kichat(t, u, 'AI:PAUSE', { userName: undefined, gender: undefined });
        if (res.body !== 'AI:OK') replies.push(parseChatReply(res.body).visible);
      }
      expect(replies).toHaveLength(1);
      expect(replies[0]!.length).toBeGreaterThan(5);
      const history = (
        await t.app.inject({ url: '/kichat/history?avatar=emma-walker', cookies: u.cookies })
      ).json() as { messages: { sender: string; text: string }[] };
      expect(history.messages.at(-1)?.text).toBe(replies[0]);
    });

    it("answers getNHSMetaData for avatarName=avatar.<name> with the avatar's own entry only", async () => {
      const u = await chatUser(t.app, t.database.db);
      await kichat(t, u, 'You are wonderful!');
      const res = await t.app.inject({
        url: `/getNHSMetaData?avatarName=${encodeURIComponent(`avatar.${AVATAR}`)}&userEmail=${encodeURIComponent(u.email)}`,
        cookies: u.cookies,
      });
      expect(res.statusCode).toBe(200);
      const parsed = parseNhsText(res.body);
      expect(parsed.user).toBeNull();
      expect(parsed.avatar?.name).toBe(AVATAR);
      expect(parsed.avatar?.states.HAPPINESS).toBeGreaterThanOrEqual(0);
    });

    it('ends the session after repeated abuse and refuses for a while, without charge', async () => {
      const u = await chatUser(t.app, t.database.db);
      const first = parseChatReply((await kichat(t, u, 'You are a stupid worthless idiot, shut up!')).body);
      expect(first.shutdown).toBe(false);
      const second = parseChatReply((await kichat(t, u, 'You are a stupid worthless idiot, shut up!')).body);
      expect(second.meta?.shutdown).toBe('abuse');
      const balance = (await account(t, u.id)).balance;
      const refused = parseChatReply((await kichat(t, u, 'Sorry.')).body);
      expect(refused.meta?.shutdown).toBe('abuse');
      expect((await account(t, u.id)).balance).toBe(balance);
      clock.advance(16 * 60_000);
      expect(parseChatReply((await kichat(t, u, 'I am sorry for what I said.')).body).shutdown).toBe(false);
    });

    it('says good night free of charge when opened late at night in its city, and stays closed until its wake hour', async () => {
      const u = await chatUser(t.app, t.database.db);
      // 04:00 in New York (09:00 UTC) on the next day but one.
      const target = new Date(clock.now().getTime() + 2 * 86_400_000);
      target.setUTCHours(9, 0, 0, 0);
      clock.advance(target.getTime() - clock.now().getTime());
      const before = await account(t, u.id);
      const night = parseChatReply((await kichat(t, u, 'AI:SESSION_START')).body);
      expect(night.meta?.shutdown).toBe('tired');
      expect(night.meta?.costUsd).toBe(0);
      expect(night.visible).toMatch(/\d/);
      expect((await account(t, u.id)).balance).toBe(before.balance);
      const still = parseChatReply((await kichat(t, u, 'Please wake up!')).body);
      expect(still.meta?.shutdown).toBe('tired');
      expect((await account(t, u.id)).balance).toBe(before.balance);
      clock.advance(5 * 3_600_000); // 09:00 in New York
      expect(parseChatReply((await kichat(t, u, 'Good morning!')).body).shutdown).toBe(false);
    });

    it('gives back holds left by a crash when they expire', async () => {
      const u = await chatUser(t.app, t.database.db);
      const billing = new ChatBilling(t.database.db, clock.now);
      const h = await billing.hold(u.id, microUsd(500_000), microUsd(1));
      expect((await account(t, u.id)).reserved).toBe(h!.amount);
      clock.advance(16 * 60_000);
      expect(await billing.sweepExpired()).toBeGreaterThanOrEqual(1);
      expect((await account(t, u.id)).reserved).toBe(0);
      expect(await t.database.db.select().from(chatHolds).where(eq(chatHolds.userId, u.id))).toHaveLength(0);
    });
  });

  describe.skipIf(!available)(`POST /kichat with an OpenAI-compatible model [${c.name}]`, () => {
    const clock = testClock(NOON_IN_NEW_YORK);
    let fake: FakeOpenAi;
    let t: App;
    const appraisal = {
      valence: 0.5,
      arousal: 0.3,
      dominance: 0,
      intimacy: 0.3,
      threat: 0,
      novelty: 0.2,
      complexity: 0.1,
    };
    beforeAll(async () => {
      fake = await startFakeOpenAi();
      t = await testApp({
        database: await c.open(),
        env: {
          OPENAI_BASE_URL: fake.baseURL,
          OPENAI_API_KEY: 'test',
          CHAT_MODELS: 'OPENAI_MODEL_4O_MINI=gpt-4o-mini',
          // Input free, output 1000 µUSD per token: a worst-case reply of 100 tokens holds 0.10 USD.
          CHAT_PRICES: 'OPENAI_MODEL_4O_MINI=0/1000',
          CHAT_MAX_TOKENS: '100',
          CHAT_TIMEOUT_MS: '2000',
        },
        overrides: { now: clock.now },
      });
    });
    afterAll(async () => {
      await t?.close();
      await fake?.close();
    });
    /** Streamed chat calls get `s`; the background memory extractor gets no facts. */
    const script = (s: FakeScript) => fake.script((r) => (r.body.stream ? s : { chunks: ['{"facts":[]}'] }));

    it('lists the configured models and the offline engine, and picks one by currentModel', async () => {
      const list = (await t.app.inject('/ai_models_list.txt')).body.trim().split('\n');
      expect(list[0]!.startsWith('OPENAI_MODEL_4O_MINI,gpt-4o-mini,')).toBe(true);
      expect(list.at(-1)!.startsWith('OFFLINE_PERSONA,')).toBe(true);
      const u = await chatUser(t.app, t.database.db);
      script({
        chunks: structuredChunks('Hi from the model!', appraisal),
        usage: { prompt_tokens: 50, completion_tokens: 7 },
      });
      const viaDefaultName = parseChatReply(
        (await kichat(t, u, 'Hi', { currentModel: 'OPENAI_MODEL_3_5_TURBO' })).body,
      );
      expect(viaDefaultName.visible).toBe('Hi from the model!');
      expect(viaDefaultName.meta?.model).toBe('OPENAI_MODEL_4O_MINI');
      expect(viaDefaultName.meta?.tokens.used).toBe(57);
      expect(viaDefaultName.meta?.costUsd).toBeCloseTo(0.007, 9);
      const offline = parseChatReply(
        (await kichat(t, u, 'Hi again', { currentModel: 'OFFLINE_PERSONA' })).body,
      );
      expect(offline.meta?.model).toBe('OFFLINE_PERSONA');
      const sent = fake.requests.filter((r) => r.body.stream).at(-1)!.body;
      expect(sent.messages[0]!.role).toBe('system');
      expect(sent.messages[0]!.content).toContain('Emma Walker');
      expect(sent.messages[0]!.content).toContain('English');
    });

    it('learns facts with the model in the background, without repeating what the offline rules stored', async () => {
      const u = await chatUser(t.app, t.database.db);
      fake.script((r) =>
        r.body.stream
          ? { chunks: structuredChunks('Sounds wonderful!', appraisal) }
          : {
              chunks: [
                JSON.stringify({
                  facts: [
                    { kind: 'like', subject: 'sailing', value: 'sailing' },
                    { kind: 'name', subject: 'name', value: 'Zoltan' },
                  ],
                }),
              ],
            },
      );
      await kichat(t, u, 'My name is Zoltan. Weekends I am usually out on the lake with my boat.');
      let list: { kind: string; value: string }[] = [];
      for (let i = 0; i < 100 && !list.some((m) => m.value === 'sailing'); i++) {
        await new Promise((r) => setTimeout(r, 20));
        list = (
          await t.app.inject({ url: '/memories?avatar=emma-walker', cookies: u.cookies })
        ).json() as typeof list;
      }
      expect(list.filter((m) => m.value === 'sailing')).toHaveLength(1);
      expect(list.filter((m) => m.kind === 'name')).toHaveLength(1);
      const extraction = fake.requests.filter((r) => !r.body.stream).at(-1)!.body;
      expect(extraction.response_format?.json_schema?.name).toBe('memory_facts');
    });

    it('charges and stores nothing for an answer without text (empty, an HTML page), and says so in our words', async () => {
      const u = await chatUser(t.app, t.database.db);
      const before = await account(t, u.id);
      for (const s of [
        { chunks: [] },
        { raw: { contentType: 'text/html', body: '<html><h1>502 Bad Gateway</h1></html>' } },
      ] satisfies FakeScript[]) {
        script(s);
        const events = parseSse((await kichat(t, u, 'Hello?', {}, 'text/event-stream')).body);
        const error = events.find((e) => e.event === 'error')!.data as { code: string; message: string };
        expect(error.code).toBe('MODEL_UNAVAILABLE');
        expect(error.message).not.toMatch(/html|JSON|position/i);
        expect(events.some((e) => e.event === 'meta')).toBe(false);
      }
      expect(await account(t, u.id)).toEqual(before);
      const replies = await t.database.db
        .select()
        .from(chatMessages)
        .where(and(eq(chatMessages.userId, u.id), eq(chatMessages.sender, 'avatar')));
      expect(replies).toHaveLength(0);
    });

    it('charges nothing on a provider error, keeps the message, and answers it on retry', async () => {
      const u = await chatUser(t.app, t.database.db);
      const before = await account(t, u.id);
      script({ status: 500 });
      const failed = await kichat(t, u, 'Please remember this message.', {}, 'text/event-stream');
      const events = parseSse(failed.body);
      const error = events.find((e) => e.event === 'error')!.data as { code: string; userMessageId: string };
      expect(error.code).toBe('MODEL_UNAVAILABLE');
      expect(events.find((e) => e.event === 'meta')).toBeUndefined();
      expect(await account(t, u.id)).toEqual(before);
      const plain = await kichat(t, u, 'And this one?');
      expect(problemOf(plain)).toEqual({ status: 502, reason: 'MODEL_UNAVAILABLE', params: {} });
      expect(plain.json()).toMatchObject({ error: 'MODEL_UNAVAILABLE', reason: 'MODEL_UNAVAILABLE' });
      const history = (
        await t.app.inject({ url: '/kichat/history?avatar=emma-walker', cookies: u.cookies })
      ).json() as { messages: { id: string; sender: string; status: string; text: string }[] };
      const said = (h: typeof history) => h.messages.filter((m) => m.sender !== 'system');
      expect(said(history).map((m) => m.status)).toEqual(['unanswered', 'unanswered']);
      script({
        chunks: structuredChunks('Got it now.', appraisal),
        usage: { prompt_tokens: 40, completion_tokens: 4 },
      });
      const retried = parseChatReply(
        (await kichat(t, u, 'Please remember this message.', { retryOf: error.userMessageId })).body,
      );
      expect(retried.visible).toBe('Got it now.');
      expect(retried.meta?.userMessageId).toBe(error.userMessageId);
      const after = (
        await t.app.inject({ url: '/kichat/history?avatar=emma-walker', cookies: u.cookies })
      ).json() as typeof history;
      expect(said(after).map((m) => m.status)).toEqual(['ok', 'unanswered', 'ok']);
      expect((await account(t, u.id)).balance).toBe(before.balance - 4000);
    });

    it('lets 20 concurrent messages on a balance that covers 3 spend no cent twice and charge exactly what was generated', async () => {
      const u = await chatUser(t.app, t.database.db, { balanceUsd: 0.3 });
      script({
        chunks: structuredChunks('A reply of a few words.', appraisal),
        chunkDelayMs: 3,
        usage: { prompt_tokens: 300, completion_tokens: 20 },
      });
      const results = await Promise.all(
        Array.from({ length: 20 }, (_, i) => kichat(t, u, `Message number ${i}`)),
      );
      // 402: the balance is used up; 409: what is left is held by replies still being written.
      for (const r of results) expect([200, 402, 409]).toContain(r.statusCode);
      const after = await account(t, u.id);
      expect(after.balance).toBeGreaterThanOrEqual(0);
      expect(after.reserved).toBe(0);
      expect(after.balance).toBe(after.ledger);
      const replies = await t.database.db
        .select()
        .from(chatMessages)
        .where(and(eq(chatMessages.userId, u.id), eq(chatMessages.sender, 'avatar')));
      const charged = replies.reduce((s, m) => s + m.costMicroUsd, 0);
      expect(charged).toBe(300_000 - after.balance);
      for (const m of replies.filter((r) => r.costMicroUsd > 0))
        expect(m.costMicroUsd).toBe(m.promptTokens * 0 + m.completionTokens * 1000);
      expect(replies.filter((r) => r.costMicroUsd > 0).length).toBeGreaterThanOrEqual(3);
    });

    it('a message while the last reply still holds the balance hears "one moment", not the balance goodbye', async () => {
      // 0.1 USD pays exactly one worst case (100 tokens at 1000 micro-USD): the first reply holds it all.
      const u = await chatUser(t.app, t.database.db, { balanceUsd: 0.1 });
      script({
        chunks: structuredChunks('A slow reply of a few words.', appraisal),
        chunkDelayMs: 40,
        usage: { prompt_tokens: 30, completion_tokens: 6 },
      });
      const first = kichat(t, u, 'The first message.');
      await new Promise((r) => setTimeout(r, 60));
      const second = await kichat(t, u, 'The second message, sent at once.', {}, 'text/event-stream');
      // Refused at the door (409) or when its hold is refused (a stream error keeping the message).
      const reason =
        second.statusCode === 409
          ? (second.json() as { reason: string }).reason
          : (parseSse(second.body).find((e) => e.event === 'error')?.data as { code: string } | undefined)
              ?.code;
      expect(reason, second.body).toBe('STILL_ANSWERING');
      expect(second.body).not.toContain('"shutdown":"balance"');
      expect((await first).statusCode).toBe(200);
      // The session is not closed: the next message is answered.
      const next = await kichat(t, u, 'And now?');
      expect(next.statusCode).toBe(200);
      expect(parseChatReply(next.body).meta?.shutdown ?? null).not.toBe('balance');
    });

    it('stops the model call when the client goes away mid-stream and charges only what was generated', async () => {
      const u = await chatUser(t.app, t.database.db);
      const before = await account(t, u.id);
      const words = Array.from({ length: 60 }, (_, i) => `word${i} `);
      script({ chunks: words, chunkDelayMs: 25, usage: { prompt_tokens: 100, completion_tokens: 60 } });
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const port = (t.app.server.address() as AddressInfo).port;
      await new Promise<void>((resolve, reject) => {
        const req = httpRequest(
          {
            host: '127.0.0.1',
            port,
            method: 'POST',
            path: '/kichat',
            headers: {
              accept: 'text/event-stream',
              'content-type': 'application/json',
              cookie: `avatara_sid=${u.cookies.avatara_sid}`,
            },
          },
          (res) => {
            let seen = 0;
            res.on('data', (chunk: Buffer) => {
              seen += (chunk.toString().match(/event: delta/g) ?? []).length;
              if (seen >= 3) {
                req.destroy();
                resolve();
              }
            });
            res.on('error', () => undefined);
          },
        );
        req.on('error', () => undefined);
        req.end(JSON.stringify({ avatarName: AVATAR, email: u.email, message: 'Tell me a long story.' }));
        setTimeout(() => reject(new Error('no deltas')), 5000);
      });
      for (let i = 0; i < 100 && !fake.requests.at(-1)!.aborted; i++)
        await new Promise((r) => setTimeout(r, 20));
      const call = fake.requests.filter((r) => r.body.stream).at(-1)!;
      expect(call.aborted).toBe(true);
      expect(call.chunksSent).toBeLessThan(60);
      let partial;
      for (let i = 0; i < 100; i++) {
        [partial] = await t.database.db
          .select()
          .from(chatMessages)
          .where(and(eq(chatMessages.userId, u.id), eq(chatMessages.status, 'partial')));
        if (partial) break;
        await new Promise((r) => setTimeout(r, 20));
      }
      expect(partial).toBeDefined();
      expect(partial!.completionTokens).toBeGreaterThan(0);
      expect(partial!.completionTokens).toBeLessThan(60 * 3);
      const after = await account(t, u.id);
      expect(before.balance - after.balance).toBe(partial!.costMicroUsd);
      expect(after.reserved).toBe(0);
    });
  });
}
