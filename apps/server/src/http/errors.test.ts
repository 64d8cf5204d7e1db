import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ZErrorResponse } from '@avatara/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../errors';
import { testApp } from '../testing/app';
import { chatUser } from '../testing/chat';
import { problemOf } from '../testing/problem';

describe('error answers (docs/errors.md)', () => {
  let t: Awaited<ReturnType<typeof testApp>>;
  beforeAll(async () => {
    t = await testApp({ env: { CHAT_RATE_LIMIT_PER_MINUTE: '2' } });
  });
  afterAll(() => t?.close());

  it('gives Fastify’s own client errors a reason: body too large, malformed JSON, unsupported type', async () => {
    const large = await t.app.inject({
      method: 'POST',
      url: '/password/forgot',
      payload: { email: 'x'.repeat(1_100_000) },
    });
    expect(problemOf(large)).toEqual({ status: 413, reason: 'BODY_TOO_LARGE', params: {} });
    expect(large.json()).toMatchObject({ error: 'PAYLOAD_TOO_LARGE', reason: 'BODY_TOO_LARGE', params: {} });
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/password/forgot',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(problemOf(malformed)).toEqual({ status: 400, reason: 'MALFORMED_REQUEST', params: {} });
    const xml = await t.app.inject({
      method: 'POST',
      url: '/password/forgot',
      headers: { 'content-type': 'application/xml' },
      payload: '<email/>',
    });
    expect(problemOf(xml)).toEqual({ status: 415, reason: 'MALFORMED_REQUEST', params: {} });
  });

  it('answers an unknown API path with NOT_FOUND as JSON', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(ZErrorResponse.parse(res.json())).toMatchObject({
      error: 'NOT_FOUND',
      reason: 'NOT_FOUND',
      params: {},
    });
  });

  it('writes the reason and its parameters as headers on the plain-text routes', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/register',
      payload: { name: 'Hedy', email: 'hedy@example.com', password: 'frequency hopping' },
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/login',
      payload: { email: 'hedy@example.com', password: 'wrong' },
    });
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toBe('Wrong email or password. 4 attempts left.');
    expect(res.headers['x-error-code']).toBe('WRONG_PASSWORD');
    expect(res.headers['x-error-params']).toBe('{"attemptsLeft":4}');
  });

  it('says TOO_MANY_REQUESTS in JSON when the chat rate limit is reached', async () => {
    const u = await chatUser(t.app, t.database.db);
    const call = () =>
      t.app.inject({
        method: 'POST',
        url: '/kichat',
        payload: { avatarName: 'Emma Walker', email: u.email, message: 'AI:NOPE' },
        cookies: u.cookies,
      });
    expect((await call()).json()).toMatchObject({ reason: 'INVALID_INPUT', field: 'message' });
    await call();
    const limited = await call();
    expect(problemOf(limited)).toEqual({ status: 429, reason: 'TOO_MANY_REQUESTS', params: {} });
    expect(limited.json()).toMatchObject({ error: 'RATE_LIMITED', reason: 'TOO_MANY_REQUESTS', params: {} });
  });

  it('names a reason for every error of the companion side', () => {
    const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
    // The trading dashboard keeps its German texts without reasons (out of scope of the reason list).
    const dashboard = /^(trading|market|backtest|testing)\/|^routes\/(trading|backtest|signals)\.ts$/;
    const files = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter(
      (f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !dashboard.test(f.replaceAll(path.sep, '/')),
    );
    const missing: string[] = [];
    for (const file of files) {
      const text = readFileSync(path.join(src, file), 'utf8');
      // Each `new AppError(` up to the end of its statement.
      for (const m of text.matchAll(/new AppError\(([\s\S]*?)\);?\n/g)) {
        // The type checker holds the reasons to the list; this holds every error to having one.
        if (!/reason: /.test(m[1]!)) missing.push(`${file}: ${m[0].trim().slice(0, 90)}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('types the parameters of each reason (checked by npm run typecheck)', () => {
    // @ts-expect-error BLOCKED needs its minutes
    expect(() => new AppError('LOCKED', 'x', { reason: 'BLOCKED' })).not.toThrow();
    // @ts-expect-error NO_PLAN has no parameters
    expect(new AppError('PAYMENT_REQUIRED', 'x', { reason: 'NO_PLAN', params: { minutes: 1 } }).reason).toBe(
      'NO_PLAN',
    );
    // @ts-expect-error not a reason of the list
    expect(new AppError('VALIDATION', 'x', { reason: 'NOPE' }).status).toBe(400);
    expect(new AppError('LOCKED', 'x', { reason: 'BLOCKED', params: { minutes: 3 } }).params).toEqual({
      minutes: 3,
    });
  });
});
