import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseCases } from '../db/testing';
import { SmtpMailer } from '../mail/mailer';
import { sessionCookieOf, testApp, testWebBuild } from '../testing/app';
import { plainText } from '../testing/outbox';
import { problemOf } from '../testing/problem';
import { startLocalSmtp, type LocalSmtp } from '../testing/smtp';
import { redactUrl, scrubEmails } from './logging';
import { TEST_PASSWORD } from '../testing/passwords';

for (const c of databaseCases) {
  const available = await c.available();
  describe.skipIf(!available)(`headers and logs [${c.name}]`, () => {
    let t: Awaited<ReturnType<typeof testApp>>;
    let smtp: LocalSmtp;
    const logs: string[] = [];
    beforeAll(async () => {
      smtp = await startLocalSmtp();
      const stream = new PassThrough();
      stream.on('data', (chunk: Buffer) => logs.push(...chunk.toString().split('\n').filter(Boolean)));
      t = await testApp({
        database: await c.open(),
        env: { LOG_LEVEL: 'info', OPERATOR_EMAILS: 'operator@example.com' },
        logStream: stream,
        // The real SMTP adapter against a loopback server, so no outbox line announces a link.
        overrides: { mailer: new SmtpMailer(smtp.url, 'Avatara <no-reply@localhost>') },
      });
      // The first account is an operator (docs/trading-service.md): taken here, so test order does not matter.
      await t.app.inject({
        method: 'POST',
        url: '/register',
        payload: { name: 'First', email: 'first@example.com', password: TEST_PASSWORD },
      });
    });
    afterAll(async () => {
      await t?.close();
      await smtp?.close();
    });

    it('answers only its own host names: another site rebound to this address is refused', async () => {
      const get = (host: string) => t.app.inject({ url: '/health', headers: { host } });
      for (const own of ['localhost:3000', '127.0.0.1:8080', '[::1]:3000', 'localhost'])
        expect((await get(own)).statusCode, own).toBe(200);
      for (const other of ['evil.example', 'evil.example:3000', 'localhost.evil.example'])
        expect(problemOf(await get(other)), other).toMatchObject({
          status: 403,
          reason: 'CROSS_SITE_REFUSED',
        });
    });

    it('marks every personal answer no-store', async () => {
      const reg = await t.app.inject({
        method: 'POST',
        url: '/register',
        payload: { name: 'Cache Less', email: 'cache@example.com', password: TEST_PASSWORD },
      });
      const cookies = sessionCookieOf(reg);
      const answers = [
        reg,
        await t.app.inject({
          method: 'POST',
          url: '/login',
          payload: { email: 'cache@example.com', password: TEST_PASSWORD },
        }),
        await t.app.inject({
          method: 'POST',
          url: '/trial',
          payload: { name: 'Tri Al', email: 'cache-trial@example.com' },
        }),
        await t.app.inject({ url: '/get-user?email=cache@example.com', cookies }),
        await t.app.inject({ url: '/isConsent?email=cache@example.com', cookies }),
        await t.app.inject({
          method: 'POST',
          url: '/setConsent',
          payload: { email: 'cache@example.com', consent: true, birthDate: '1990-05-17' },
          cookies,
        }),
        await t.app.inject({ url: '/account', cookies }),
        await t.app.inject({ url: '/account/export', cookies }),
        await t.app.inject({ url: '/kichat/history?avatar=lukas-hoffmann', cookies }),
        await t.app.inject({ url: '/memories?avatar=lukas-hoffmann', cookies }),
        await t.app.inject({
          method: 'POST',
          url: '/create-checkout-session',
          payload: { plan: 'early', email: 'cache@example.com' },
          cookies,
        }),
        await t.app.inject({
          method: 'POST',
          url: '/password/forgot',
          payload: { email: 'cache@example.com' },
        }),
        await t.app.inject({ url: '/get-user?email=cache@example.com' }),
      ];
      for (const a of answers)
        expect(`${a.statusCode} ${String(a.headers['cache-control'])}`).toMatch(/ no-store$/);
    });

    it('tells anonymous callers of /health only "ok", and details on /health/ready to operators or this machine', async () => {
      const health = await t.app.inject({ url: '/health', remoteAddress: '203.0.113.5' });
      expect(health.json()).toEqual({ status: 'ok' });
      // From outside: not without signing in, not for an ordinary user.
      expect((await t.app.inject({ url: '/health/ready', remoteAddress: '203.0.113.5' })).statusCode).toBe(
        401,
      );
      const someone = sessionCookieOf(
        await t.app.inject({
          method: 'POST',
          url: '/register',
          payload: { name: 'Some One', email: 'someone@example.com', password: TEST_PASSWORD },
        }),
      );
      expect(
        (await t.app.inject({ url: '/health/ready', remoteAddress: '203.0.113.5', cookies: someone }))
          .statusCode,
      ).toBe(403);
      // A request a proxy on this machine forwarded is not a local caller.
      expect(
        (await t.app.inject({ url: '/health/ready', headers: { 'x-forwarded-for': '203.0.113.5' } }))
          .statusCode,
      ).toBe(401);
      // …nor one that only names its client in X-Real-IP (nginx's usual header).
      expect(
        (await t.app.inject({ url: '/health/ready', headers: { 'x-real-ip': '203.0.113.5' } })).statusCode,
      ).toBe(401);
      // An operator from anywhere, and a caller on this machine, see the details.
      const operator = sessionCookieOf(
        await t.app.inject({
          method: 'POST',
          url: '/register',
          payload: { name: 'Op Erator', email: 'operator@example.com', password: TEST_PASSWORD },
        }),
      );
      const ready = await t.app.inject({
        url: '/health/ready',
        remoteAddress: '203.0.113.5',
        cookies: operator,
      });
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toMatchObject({
        status: 'ok',
        database: c.name,
        databaseOk: true,
        payments: 'sandbox',
        mail: 'smtp',
      });
      expect((await t.app.inject({ url: '/health/ready' })).json()).toMatchObject({
        status: 'ok',
        database: c.name,
      });
    });

    it('keeps emails and link tokens out of the logs', async () => {
      logs.length = 0;
      const email = 'private.person@example.com';
      const reg = await t.app.inject({
        method: 'POST',
        url: '/register',
        payload: { name: 'Private Person', email, password: TEST_PASSWORD },
      });
      const cookies = sessionCookieOf(reg);
      await t.app.inject({ url: `/get-user?email=${encodeURIComponent(email)}`, cookies });
      await t.app.inject({ url: `/get-user?email=${email}`, cookies });
      await t.app.inject({
        url: `/getNHSMetaData?avatarName=Lukas%20Hoffmann&userEmail=${encodeURIComponent(email)}`,
        cookies,
      });
      await t.app.inject({
        url: `/loadGeneratedImage?chatEmail=${encodeURIComponent(`Lukas Hoffmann_${email}`)}&filename=x.png`,
        cookies,
      });
      await t.app.inject({ method: 'POST', url: '/password/forgot', payload: { email } });
      await t.app.inject({ method: 'POST', url: '/login', payload: { email, password: 'wrong' } });
      await t.app.services.mail.idle();
      const mails = smtp.messages.filter((m) => m.to.includes(email));
      const tokens = mails.map((m) => /#token=([A-Za-z0-9_-]+)/.exec(plainText(m.raw))?.[1]);
      expect(tokens).toHaveLength(2);
      for (const token of tokens) {
        await t.app.inject({
          method: 'POST',
          url: '/password/reset',
          payload: { token, password: 'a-new-password' },
        });
        await t.app.inject({ url: `/reset-password?token=${token!}` });
      }
      const text = logs.join('\n');
      expect(text).toContain('/get-user?email=[redacted]');
      expect(text).not.toContain('private.person');
      expect(text).not.toContain('private%2Eperson');
      expect(text).not.toContain('private.person%40');
      for (const token of tokens) expect(text).not.toContain(token!);
    });
  });
}

describe('redactUrl', () => {
  it('replaces secret query values and masks emails elsewhere', () => {
    expect(redactUrl('/get-user?email=ada%40example.com')).toBe('/get-user?email=[redacted]');
    expect(redactUrl('/auth/google/callback?code=abc&state=xyz&iss=x')).toBe(
      '/auth/google/callback?code=[redacted]&state=[redacted]&iss=x',
    );
    expect(redactUrl('/x?TOKEN=1&note=ada@example.com')).toBe('/x?TOKEN=[redacted]&note=a…@example.com');
    expect(redactUrl('/plain/path')).toBe('/plain/path');
  });

  it('masks emails in free text', () => {
    expect(scrubEmails('Failed query: select … params: ada.l@example.com,42')).toBe(
      'Failed query: select … params: a…@example.com,42',
    );
  });
});

describe('source maps', () => {
  const dist = testWebBuild({
    'index.html': '<!doctype html><title>Avatara</title>',
    'assets/app.js': 'console.log(1)',
    'assets/app.js.map': '{"version":3,"sources":["secret.ts"]}',
  });
  const appWith = (nodeEnv: 'production' | 'development') =>
    testApp({ env: { WEB_DIST_DIR: dist, NODE_ENV: nodeEnv } });

  it('are not served in production, only in development', { timeout: 120_000 }, async () => {
    const prod = await appWith('production');
    try {
      expect((await prod.app.inject('/assets/app.js')).statusCode).toBe(200);
      const map = await prod.app.inject('/assets/app.js.map');
      expect(map.statusCode).toBe(404);
      expect(map.body).not.toContain('secret.ts');
    } finally {
      await prod.close();
    }
    const dev = await appWith('development');
    try {
      expect((await dev.app.inject('/assets/app.js.map')).statusCode).toBe(200);
    } finally {
      await dev.close();
    }
  });
});
