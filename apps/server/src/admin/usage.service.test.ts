import { USAGE_CSV_COLUMNS, type TAuditPage, type TUsageReport } from '@avatara/contracts';
import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatMessages, ledger } from '../db/schema';
import { databaseCases } from '../db/testing';
import type { SpeechSynthesizer } from '../media/speech/types';
import { billableCharacters } from '../media/speech/paid';
import { LedgerKind } from '../payments/ledger';
import { testApp } from '../testing/app';
import { chatUser, type ChatUser } from '../testing/chat';
import { startFakeOpenAi, type FakeOpenAi } from '../testing/fake-openai';
import { chatWith, connect, modelsApi } from '../testing/models';

type App = Awaited<ReturnType<typeof testApp>>;

/** A stand-in for Azure Speech (a paid third-party API): every reading is billed as Azure's. */
const fakeAzure: SpeechSynthesizer = {
  kind: 'azure',
  synthesize: async () => ({
    audio: Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WAVE'), Buffer.alloc(32)]),
    mime: 'audio/wav',
  }),
  close: async () => undefined,
};

const sumOf = (rows: { s: unknown }[]) => Number(rows[0]?.s ?? 0);

/**
 * Usage and revenue (issue 30): after a scripted set of chats (the offline engine and a connected
 * model), a picture, readings aloud and a deleted account, the report's totals are the sum of the
 * turns' charges and the speech charges — which is what the ledger booked — and its provider costs
 * follow the cost prices operators set.
 */
for (const c of databaseCases) {
  const available = await c.available();
  describe.skipIf(!available)(`usage and revenue [${c.name}]`, () => {
    let t: App;
    let fake: FakeOpenAi;
    let operator: ChatUser;
    let modelName: string;
    const texts = ['Hello Ada, it is lovely to hear from you.', '今日は良い天気ですね。散歩に行きましょう。'];
    beforeAll(async () => {
      fake = await startFakeOpenAi({
        chunks: ['Lovely ', 'to hear ', 'from you!'],
        usage: { prompt_tokens: 1200, completion_tokens: 30 },
      });
      fake.setModels(['fake-chat-1']);
      t = await testApp({
        database: await c.open(),
        env: { OFFLINE_WORD_DELAY_MS: '0', CHAT_PRICES: 'OFFLINE_PERSONA=10/40', MODERATION: 'off' },
        overrides: { speech: fakeAzure },
      });
      operator = await chatUser(t.app, t.database.db, { name: 'Olga Operator' });
      const made = await connect(t.app, operator, { name: 'Fake', baseUrl: fake.baseURL });
      modelName = made.models[0]!.name;
      // The provider bills 1 $ per million tokens in, 2 $ out; a picture 0.05 $, Azure 0.02 $ per 1,000 characters.
      const set = await modelsApi(t.app, operator).update(made.id, {
        models: [
          {
            id: made.models[0]!.id,
            inputCostMicroUsdPerMillion: 1_000_000,
            outputCostMicroUsdPerMillion: 2_000_000,
          },
        ],
      });
      expect(set.json().models[0]).toMatchObject({
        inputCostMicroUsdPerMillion: 1_000_000,
        outputCostMicroUsdPerMillion: 2_000_000,
      });
      const costs = await t.app.inject({
        method: 'PUT',
        url: '/admin/usage/costs',
        cookies: operator.cookies,
        payload: { imageUsd: 0.05, speechPer1000Usd: { azure: 0.02 }, reason: 'provider price list 2026' },
      });
      expect(costs.json()).toEqual({ imageUsd: 0.05, speechPer1000Usd: { azure: 0.02, espeak: 0 } });

      // The script: chats with the offline engine and the connected model, a picture, readings, a top-up.
      const ada = await chatUser(t.app, t.database.db, { balanceUsd: 20 });
      const bob = await chatUser(t.app, t.database.db, { balanceUsd: 20 });
      const gone = await chatUser(t.app, t.database.db, { balanceUsd: 20 });
      const offline = (u: ChatUser, message: string) => chatWith(t.app, u, 'OFFLINE_PERSONA', message);
      await offline(ada, 'Hello Emma! I love jazz and long walks.');
      await offline(ada, 'What did you do today?');
      await offline(ada, '#gi: a red cat on a beach at sunset');
      await chatWith(t.app, ada, modelName, 'Tell me about your day, please.');
      await chatWith(t.app, bob, modelName, 'Good morning!');
      await offline(bob, 'Good evening, Emma.');
      for (const text of texts) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/azureSpeech',
          cookies: bob.cookies,
          payload: { text, voice: 'en-US-JennyNeural', language: 'en-US', gender: 'female' },
        });
        expect(res.statusCode).toBe(200);
      }
      await offline(gone, 'A last hello before I leave.');
      const removed = await t.app.inject({
        method: 'DELETE',
        url: `/admin/users/${gone.id}`,
        cookies: operator.cookies,
        payload: { reason: 'asked to be forgotten' },
      });
      expect(removed.statusCode).toBe(200);
      const start = await t.app.inject({
        method: 'POST',
        url: '/create-checkout-session',
        cookies: bob.cookies,
        payload: { plan: 'early', email: bob.email },
      });
      await t.app.inject({
        method: 'POST',
        url: `/sandbox/checkout/${start.json().id}/pay`,
        cookies: bob.cookies,
      });
      await t.app.inject({
        method: 'POST',
        url: `/admin/users/${ada.id}/balance`,
        cookies: operator.cookies,
        payload: { amountUsd: 1, reason: 'goodwill' },
      });
    });
    afterAll(async () => {
      await t?.close();
      await fake?.close();
    });

    const report = async (query = '') => {
      const res = await t.app.inject({ url: `/admin/usage${query}`, cookies: operator.cookies });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<TUsageReport>();
    };
    const micro = (usd: number) => Math.round(usd * 1_000_000);

    it('adds up: the totals are the turns’ charges plus the readings’, as the ledger booked them', async () => {
      const r = await report();
      const db = t.database.db;
      const turns = await db
        .select({ s: sql`coalesce(sum(${chatMessages.costMicroUsd}), 0)` })
        .from(chatMessages)
        .where(and(eq(chatMessages.sender, 'avatar'), isNotNull(chatMessages.model)));
      const speech = await db
        .select({ s: sql`coalesce(-sum(${ledger.amountMicroUsd}), 0)` })
        .from(ledger)
        .where(eq(ledger.kind, LedgerKind.SPEECH_CHARGE));
      const deleted = await db
        .select({ s: sql`coalesce(-sum(${ledger.amountMicroUsd}), 0)` })
        .from(ledger)
        .where(and(eq(ledger.kind, LedgerKind.CHAT_CHARGE), isNull(ledger.userId)));
      const booked = await db
        .select({ s: sql`coalesce(-sum(${ledger.amountMicroUsd}), 0)` })
        .from(ledger)
        .where(inArray(ledger.kind, [LedgerKind.CHAT_CHARGE, LedgerKind.SPEECH_CHARGE]));
      expect(sumOf(deleted)).toBeGreaterThan(0);
      expect(micro(r.totals.chargedUsd)).toBe(sumOf(turns) + sumOf(speech) + sumOf(deleted));
      expect(micro(r.totals.chargedUsd)).toBe(sumOf(booked));
      // Rows, days and totals agree with each other.
      const rowSum = r.rows.reduce((a, x) => a + micro(x.chargedUsd), 0);
      const daySum = r.days.reduce((a, x) => a + micro(x.chargedUsd), 0);
      expect(rowSum).toBe(micro(r.totals.chargedUsd));
      expect(daySum).toBe(micro(r.totals.chargedUsd));
      expect(r.days).toHaveLength(30);
      expect(r.days.at(-1)!.date).toBe(new Date().toISOString().slice(0, 10));
    });

    it('counts messages, tokens, pictures and characters per model, with the provider cost and margin', async () => {
      const r = await report();
      const rowsOf = (source: string, model: string) =>
        r.rows.filter((x) => x.source === source && x.model === model);
      const stored = await t.database.db
        .select({
          model: chatMessages.model,
          n: sql<number>`count(*)::int`,
          tin: sql<number>`sum(${chatMessages.promptTokens})::int`,
          tout: sql<number>`sum(${chatMessages.completionTokens})::int`,
        })
        .from(chatMessages)
        .where(and(eq(chatMessages.sender, 'avatar'), isNotNull(chatMessages.model)))
        .groupBy(chatMessages.model);
      const connected = stored.find((s) => s.model === modelName)!;
      const [fakeRow] = rowsOf('chat', modelName);
      expect(fakeRow).toMatchObject({
        messages: 2,
        tokensIn: connected.tin,
        tokensOut: connected.tout,
        costKnown: true,
      });
      expect(connected.tin).toBe(2400);
      // 1 $ per million in, 2 $ out: one micro-USD per token in, two out.
      expect(micro(fakeRow!.providerCostUsd)).toBe(connected.tin + 2 * connected.tout);
      expect(micro(fakeRow!.marginUsd)).toBe(micro(fakeRow!.chargedUsd) - micro(fakeRow!.providerCostUsd));

      const offline = stored.find((s) => s.model === 'OFFLINE_PERSONA')!;
      const [offlineRow] = rowsOf('chat', 'OFFLINE_PERSONA');
      expect(offlineRow).toMatchObject({
        messages: offline.n,
        tokensIn: offline.tin,
        images: 1,
        costKnown: true,
      });
      // The offline engine costs no provider anything; its picture costs the picture's price.
      expect(offlineRow!.providerCostUsd).toBe(0.05);

      const characters = texts.reduce((a, x) => a + billableCharacters(x), 0);
      const [speechRow] = rowsOf('speech', 'azure');
      expect(speechRow).toMatchObject({ speechCharacters: characters, messages: 0, costKnown: true });
      expect(micro(speechRow!.providerCostUsd)).toBe(Math.round((20_000 * characters) / 1000));
      expect(rowsOf('deleted', '')).toHaveLength(1);
      expect(r.totals).toMatchObject({ images: 1, speechCharacters: characters });

      expect(r.plans).toEqual([
        {
          plan: 'early',
          audience: 'personal',
          count: 1,
          paidUsd: 10,
          creditedUsd: 10,
          refunds: 0,
          refundedUsd: 0,
        },
      ]);
      expect(r.topUps).toMatchObject({ count: 1, paidUsd: 10 });
      expect(r.adjustments).toMatchObject({ operatorCreditsUsd: 1, operatorDebitsUsd: 0 });
      expect(r.costPrices).toEqual({ imageUsd: 0.05, speechPer1000Usd: { azure: 0.02, espeak: 0 } });
    });

    it('exports the rows as CSV with the same figures', async () => {
      const r = await report();
      const res = await t.app.inject({ url: '/admin/usage?format=csv', cookies: operator.cookies });
      expect(res.headers['content-type']).toMatch(/^text\/csv/);
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="avatara-usage-${r.from}-${r.to}.csv"`,
      );
      const lines = res.body.trimEnd().split('\r\n');
      expect(lines[0]).toBe(USAGE_CSV_COLUMNS.join(','));
      expect(lines).toHaveLength(r.rows.length + 1);
      const charged = lines.slice(1).reduce((a, l) => a + micro(Number(l.split(',')[8])), 0);
      expect(charged).toBe(micro(r.totals.chargedUsd));
      const fakeLine = lines.find((l) => l.split(',')[2] === modelName)!.split(',');
      expect(fakeLine.slice(1, 4)).toEqual(['chat', modelName, '2']);
    });

    it('takes a range of days, and refuses a bad one naming the field', async () => {
      const today = new Date().toISOString().slice(0, 10);
      const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
      const r = await report(`?from=${tomorrow}&to=${tomorrow}`);
      expect(r.days).toHaveLength(1);
      expect(r.rows).toEqual([]);
      expect(r.totals.chargedUsd).toBe(0);
      expect((await report(`?from=${today}&to=${today}`)).totals.chargedUsd).toBeGreaterThan(0);
      for (const [query, field] of [
        [`?from=${tomorrow}&to=${today}`, 'to'],
        ['?from=2024-01-01&to=2026-01-01', 'to'],
        ['?from=yesterday', 'from'],
        ['?format=xml', 'format'],
      ] as const) {
        const res = await t.app.inject({ url: `/admin/usage${query}`, cookies: operator.cookies });
        expect(res.statusCode, query).toBe(400);
        expect(res.json().field, query).toBe(field);
      }
    });

    it('audits the cost prices and the connection’s change', async () => {
      const entries = (
        await t.app.inject({ url: '/admin/audit?limit=200', cookies: operator.cookies })
      ).json<TAuditPage>().entries;
      expect(entries.find((e) => e.action === 'usage.cost_prices')).toMatchObject({
        reason: 'provider price list 2026',
        before: { imageUsd: 0, speechPer1000Usd: { azure: 0.016, espeak: 0 } },
        after: { imageUsd: 0.05, speechPer1000Usd: { azure: 0.02, espeak: 0 } },
      });
      expect(entries.find((e) => e.action === 'model_connection.create')).toMatchObject({
        target: { type: 'model_connection' },
        before: null,
        after: { name: 'Fake', hasApiKey: false, modelCount: 1 },
      });
      const update = entries.find((e) => e.action === 'model_connection.update')!;
      expect(update.before).toMatchObject({ models: { [modelName]: { inputCostMicroUsdPerMillion: null } } });
      expect(update.after).toMatchObject({
        models: {
          [modelName]: { inputCostMicroUsdPerMillion: 1_000_000, outputCostMicroUsdPerMillion: 2_000_000 },
        },
        apiKeyChanged: false,
      });
    });
  });
}
