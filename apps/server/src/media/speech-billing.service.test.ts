import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SPEECH_CHARGE_HEADERS } from '@avatara/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseCases } from '../db/testing';
import { chatHolds, ledger, users } from '../db/schema';
import { ledgerBalance, LedgerKind } from '../payments/ledger';
import { testApp } from '../testing/app';
import { chatUser, type ChatUser } from '../testing/chat';
import { problemOf } from '../testing/problem';

type App = Awaited<ReturnType<typeof testApp>>;

/** 250 characters: 0.008 USD at 0.032 USD per 1,000 (Azure), 0.001 USD at 0.004 (embedded). */
const TEXT_250 = 'Hello Ada, it is lovely to hear from you. '.repeat(6).slice(0, 250);
const AZURE_COST = 8_000;
/** Another text of 250 characters. */
const text250 = (tag: string) => `${tag} ${TEXT_250}`.slice(0, 250);
const EMBEDDED_COST = 1_000;

/** A fake Azure Speech on loopback (a paid third-party API): counts calls, fails on `FAIL`, answers after `delayMs`. */
async function startFakeAzure(): Promise<{
  url: string;
  calls: string[];
  delayMs: number;
  close: () => void;
}> {
  const state = { calls: [] as string[], delayMs: 0 };
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      state.calls.push(body);
      setTimeout(() => {
        if (body.includes('FAIL')) return res.writeHead(500).end('boom');
        const wav = Buffer.concat([
          Buffer.from('RIFF'),
          Buffer.alloc(4),
          Buffer.from('WAVE'),
          Buffer.alloc(32),
        ]);
        res.writeHead(200, { 'content-type': 'audio/wav' }).end(wav);
      }, state.delayMs);
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return Object.assign(state, {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => void server.close(),
  });
}

async function account(t: App, id: string) {
  const [u] = await t.database.db
    .select({ balance: users.balanceMicroUsd, reserved: users.reservedMicroUsd })
    .from(users)
    .where(eq(users.id, id));
  const speech = await t.database.db
    .select()
    .from(ledger)
    .where(and(eq(ledger.userId, id), eq(ledger.kind, LedgerKind.SPEECH_CHARGE)));
  const holds = await t.database.db.select().from(chatHolds).where(eq(chatHolds.userId, id));
  return { ...u!, ledger: await ledgerBalance(t.database.db, id), speech, holds: holds.length };
}

const speakAs = (t: App, u: ChatUser, text: string, voice = 'en-US-JennyNeural') =>
  t.app.inject({
    method: 'POST',
    url: '/azureSpeech',
    cookies: u.cookies,
    payload: { text, voice, language: 'en-US', gender: 'female' },
  });

for (const c of databaseCases) {
  const available = await c.available();

  describe.skipIf(!available)(`speech is paid: Azure Speech [${c.name}]`, () => {
    let azure: Awaited<ReturnType<typeof startFakeAzure>>;
    let t: App;
    beforeAll(async () => {
      azure = await startFakeAzure();
      t = await testApp({
        database: await c.open(),
        env: { AZURE_SPEECH_KEY: 'k', AZURE_SPEECH_ENDPOINT: azure.url, SPEECH_PRICE_USD: '0.032' },
      });
    });
    afterAll(async () => {
      await t?.close();
      azure?.close();
    });

    it('charges SPEECH_PRICE_USD per 1,000 characters with one speech_charge ledger row, and says so in the headers', async () => {
      const u = await chatUser(t.app, t.database.db, { balanceUsd: 1 });
      const res = await speakAs(t, u, TEXT_250);
      expect(res.statusCode).toBe(200);
      expect(res.headers[SPEECH_CHARGE_HEADERS.costUsd]).toBe('0.008');
      expect(res.headers[SPEECH_CHARGE_HEADERS.totalUsd]).toBe('0.008');
      expect(res.headers[SPEECH_CHARGE_HEADERS.balanceUsd]).toBe('0.992');
      const after = await account(t, u.id);
      expect(after.balance).toBe(1_000_000 - AZURE_COST);
      expect(after).toMatchObject({ reserved: 0, holds: 0, ledger: after.balance });
      expect(after.speech).toHaveLength(1);
      expect(after.speech[0]).toMatchObject({
        amountMicroUsd: -AZURE_COST,
        note: '250 characters, azure',
      });
      expect(after.speech[0]!.reference).toMatch(/^speech:[0-9a-f-]{36}$/);
      // The readout of a reloaded chat knows it too.
      const history = await t.app.inject({ url: '/kichat/history?avatar=emma-walker', cookies: u.cookies });
      expect(history.json()).toMatchObject({ speechUsd: 0.008, balance: 0.992 });
    });

    it('counts a Chinese character twice, as Azure bills it', async () => {
      const u = await chatUser(t.app, t.database.db, { balanceUsd: 1 });
      // 5 hanzi (10) and a comma: 11 characters at 32 micro-USD.
      const res = await speakAs(t, u, '你好，很高兴', 'zh-CN-XiaoxiaoNeural');
      expect(res.statusCode).toBe(200);
      expect((await account(t, u.id)).balance).toBe(1_000_000 - 11 * 32);
    });

    it('does not charge the same user twice for audio the cache keeps; another user pays for it', async () => {
      const u = await chatUser(t.app, t.database.db, { balanceUsd: 1 });
      const other = await chatUser(t.app, t.database.db, { balanceUsd: 1 });
      const text = text250('cached');
      const calls = azure.calls.length;
      expect((await speakAs(t, u, text)).statusCode).toBe(200);
      const again = await speakAs(t, u, text);
      expect(again.statusCode).toBe(200);
      expect(again.headers[SPEECH_CHARGE_HEADERS.costUsd]).toBe('0');
      expect(again.headers[SPEECH_CHARGE_HEADERS.totalUsd]).toBe('0.008');
      const mine = await account(t, u.id);
      expect(mine.balance).toBe(1_000_000 - AZURE_COST);
      expect(mine.speech).toHaveLength(1);
      // Another user hears the same audio (from the cache, no second call to Azure) and pays its price.
      const theirs = await speakAs(t, other, text);
      expect(theirs.statusCode).toBe(200);
      expect(theirs.headers[SPEECH_CHARGE_HEADERS.costUsd]).toBe('0.008');
      expect((await account(t, other.id)).balance).toBe(1_000_000 - AZURE_COST);
      expect(azure.calls.length).toBe(calls + 1);
    });

    it('refuses a user whose balance cannot pay with the chat refusal, and synthesises nothing', async () => {
      const broke = await chatUser(t.app, t.database.db, { balanceUsd: 0 });
      const poor = await chatUser(t.app, t.database.db, { balanceUsd: 0.005 });
      const calls = azure.calls.length;
      for (const u of [broke, poor]) {
        const res = await speakAs(t, u, TEXT_250);
        expect(problemOf(res)).toEqual({ status: 402, reason: 'BALANCE_EXHAUSTED', params: {} });
        const after = await account(t, u.id);
        expect(after).toMatchObject({ reserved: 0, holds: 0, speech: [] });
      }
      expect((await account(t, poor.id)).balance).toBe(5_000);
      expect(azure.calls.length).toBe(calls);
    });

    it('gives the hold back when the synthesis fails, and charges nothing', async () => {
      const u = await chatUser(t.app, t.database.db, { balanceUsd: 1 });
      const res = await speakAs(t, u, 'Please FAIL now.');
      expect(problemOf(res)).toMatchObject({ status: 503, reason: 'SPEECH_FAILED' });
      const after = await account(t, u.id);
      expect(after).toMatchObject({
        balance: 1_000_000,
        reserved: 0,
        holds: 0,
        speech: [],
        ledger: 1_000_000,
      });
    });

    it('lets 12 readings at once on a balance that pays for 3 spend no cent twice', async () => {
      const u = await chatUser(t.app, t.database.db, { balanceUsd: (3 * AZURE_COST) / 1_000_000 });
      azure.delayMs = 60;
      try {
        const results = await Promise.all(
          Array.from({ length: 12 }, (_, i) => speakAs(t, u, text250(`at once ${i}`))),
        );
        const statuses = results.map((r) => r.statusCode);
        expect(statuses.filter((s) => s === 200)).toHaveLength(3);
        // 402: the balance is used up; 409: what is left is held by readings still being synthesised.
        for (const r of results.filter((x) => x.statusCode !== 200))
          expect(['BALANCE_EXHAUSTED', 'STILL_ANSWERING']).toContain(problemOf(r).reason);
      } finally {
        azure.delayMs = 0;
      }
      const after = await account(t, u.id);
      expect(after).toMatchObject({ balance: 0, reserved: 0, holds: 0, ledger: 0 });
      expect(after.speech).toHaveLength(3);
    });
  });

  describe.skipIf(!available)(`speech is paid: the embedded eSpeak NG voice [${c.name}]`, () => {
    let t: App;
    beforeAll(async () => {
      t = await testApp({
        database: await c.open(),
        env: { SPEECH_PRICE_USD: '0.032', SPEECH_EMBEDDED_PRICE_USD: '0.004' },
      });
    });
    afterAll(() => t?.close());

    it('charges SPEECH_EMBEDDED_PRICE_USD, its own lower price', async () => {
      const u = await chatUser(t.app, t.database.db, { balanceUsd: 1 });
      const res = await speakAs(t, u, TEXT_250);
      expect(res.statusCode).toBe(200);
      expect(res.headers[SPEECH_CHARGE_HEADERS.costUsd]).toBe('0.001');
      const after = await account(t, u.id);
      expect(after.balance).toBe(1_000_000 - EMBEDDED_COST);
      expect(after.speech[0]).toMatchObject({
        amountMicroUsd: -EMBEDDED_COST,
        note: '250 characters, espeak',
      });
    }, 30_000);

    it('is free when the operator prices it at zero', async () => {
      await t.close();
      t = await testApp({ database: await c.open(), env: { SPEECH_EMBEDDED_PRICE_USD: '0' } });
      const u = await chatUser(t.app, t.database.db, { balanceUsd: 0 });
      const res = await speakAs(t, u, 'Hello.');
      expect(res.statusCode).toBe(200);
      expect(res.headers[SPEECH_CHARGE_HEADERS.costUsd]).toBe('0');
      expect((await account(t, u.id)).speech).toEqual([]);
    }, 30_000);
  });
}
