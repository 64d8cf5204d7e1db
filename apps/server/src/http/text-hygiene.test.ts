import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseCases } from '../db/testing';
import { testApp } from '../testing/app';
import { chatUser, type ChatUser } from '../testing/chat';
import { withoutPersonalData } from './logging';
import { controlCharacterField } from './text-hygiene';

describe('controlCharacterField', () => {
  it('names the first text with a control character, anywhere in the request', () => {
    expect(controlCharacterField({ message: 'a\u0000b' })).toBe('message');
    expect(controlCharacterField({ a: { b: ['ok', 'x\u0007'] } })).toBe('a.b.1');
    expect(controlCharacterField('\u007f')).toBe('');
    expect(controlCharacterField({ ['k\u0001']: 1 })).toBe('k\u0001');
  });
  it('lets line breaks, tabs, any script and binary bodies through', () => {
    expect(controlCharacterField({ message: 'one\ntwo\r\n\tthree — مرحبا 你好 🐶' })).toBeUndefined();
    expect(controlCharacterField(Buffer.from([0, 1, 2]))).toBeUndefined();
    expect(controlCharacterField(undefined)).toBeUndefined();
  });
});

/** Issue 27 §5: a NUL in a chat message was a 500 on both databases, and the log carried the message and the states. */
for (const c of databaseCases) {
  const available = await c.available();
  describe.skipIf(!available)(`text hygiene [${c.name}]`, () => {
    const lines: string[] = [];
    const logStream = new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    let t: Awaited<ReturnType<typeof testApp>>;
    let u: ChatUser;
    beforeAll(async () => {
      t = await testApp({ database: await c.open(), logStream, env: { LOG_LEVEL: 'info' } });
      u = await chatUser(t.app, t.database.db);
    });
    afterAll(() => t?.close());

    it('answers 400 naming the field for a NUL in a chat message, a name, a query or a report', async () => {
      const send = (method: 'POST' | 'PATCH' | 'GET', url: string, payload?: object) =>
        t.app.inject({ method, url, cookies: u.cookies, ...(payload ? { payload } : {}) });
      const chat = await send('POST', '/kichat', {
        avatarName: 'Emma Walker',
        email: u.email,
        message: 'secret words a\u0000b',
        userLanguage: 'en-US',
        currentModel: 'OFFLINE_PERSONA',
      });
      expect(chat.statusCode).toBe(400);
      expect(chat.json().field).toBe('message');
      const name = await send('PATCH', '/account', { name: 'Ada\u0000' });
      expect(name.statusCode).toBe(400);
      expect(name.json().field).toBe('name');
      const query = await send('GET', '/memories?avatar=Emma%00Walker');
      expect(query.statusCode).toBe(400);
      expect(query.json().field).toBe('avatar');
      expect(lines.join('')).not.toContain('secret words');
    });

    it('a failed query is logged without its values: no message text, no states, no user id', async () => {
      const secret = `the user wrote this ${Date.now()}`;
      let failure: unknown;
      try {
        await t.database.db.execute(sql`select (${secret})::int as n, ${u.id}::uuid as id`);
      } catch (err) {
        failure = err;
      }
      expect(failure).toBeInstanceOf(Error);
      const raw = JSON.stringify(pino.stdSerializers.err(failure as Error));
      expect(raw).toContain(secret);
      const logged = JSON.stringify(withoutPersonalData(pino.stdSerializers.err(failure as Error)));
      expect(logged).not.toContain(secret);
      expect(logged).not.toContain(u.id);
      expect(logged).toMatch(/Error/);
    });
  });
}
