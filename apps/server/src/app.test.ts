import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from './errors';
import { testApp, testWebBuild } from './testing/app';

describe('buildApp', () => {
  let t: Awaited<ReturnType<typeof testApp>>;
  beforeAll(async () => {
    t = await testApp({
      beforeReady(app) {
        const r = app.withTypeProvider<ZodTypeProvider>();
        const body = z.object({
          email: z.string().email(),
          nested: z.object({ n: z.number().int() }).optional(),
        });
        r.post('/t/json', { schema: { body } }, async (req) => ({ ok: req.body.email }));
        r.post('/t/text', { schema: { body }, config: { errorFormat: 'text' } }, async () => 'ok');
        r.get('/t/app-error', async () => {
          throw new AppError('LOCKED', 'Account locked', { field: 'email' });
        });
        r.get('/t/crash', async () => {
          throw new Error('secret internals');
        });
      },
    });
  });
  afterAll(() => t.close());

  it('answers /health with "ok" and nothing more', async () => {
    const res = await t.app.inject('/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('names the rejected field in a JSON 400', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/t/json', payload: { email: 'nope' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'VALIDATION', field: 'email' });
    const nested = await t.app.inject({
      method: 'POST',
      url: '/t/json',
      payload: { email: 'a@b.co', nested: { n: 1.5 } },
    });
    expect(nested.json()).toMatchObject({ field: 'nested.n' });
  });

  it('answers plain text errors on routes whose client reads the response text', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/t/text', payload: { email: 'nope' } });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toMatch(/^email: /);
  });

  it('answers 400, not 500, on malformed JSON and on a missing body', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/t/json',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(bad.statusCode).toBe(400);
    const none = await t.app.inject({ method: 'POST', url: '/t/json' });
    expect(none.statusCode).toBe(400);
  });

  it('maps an AppError code to its status in one place', async () => {
    const res = await t.app.inject('/t/app-error');
    expect(res.statusCode).toBe(423);
    expect(res.json()).toEqual({ error: 'LOCKED', message: 'Account locked', field: 'email' });
  });

  it('hides internals of unexpected errors behind a 500', async () => {
    const res = await t.app.inject('/t/crash');
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('secret');
  });

  it('sets security headers on every answer', async () => {
    const res = await t.app.inject('/does-not-exist');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
  });

  it('refuses a cross-site state-changing request and accepts same-site and header-less ones', async () => {
    const payload = { email: 'a@b.co' };
    const cross = await t.app.inject({
      method: 'POST',
      url: '/t/json',
      payload,
      headers: { origin: 'https://evil.example' },
    });
    expect(cross.statusCode).toBe(403);
    const crossReferer = await t.app.inject({
      method: 'POST',
      url: '/t/json',
      payload,
      headers: { referer: 'https://evil.example/page' },
    });
    expect(crossReferer.statusCode).toBe(403);
    const same = await t.app.inject({
      method: 'POST',
      url: '/t/json',
      payload,
      headers: { origin: 'http://localhost:80', host: 'localhost:80' },
    });
    expect(same.statusCode).toBe(200);
    const api = await t.app.inject({ method: 'POST', url: '/t/json', payload });
    expect(api.statusCode).toBe(200);
  });

  it('serves the spec static files; without a chat API the model list is the labelled offline engine', async () => {
    const version = await t.app.inject('/version.txt');
    expect(version.body.trim()).toBe('0.1.0');
    const models = await t.app.inject('/ai_models_list.txt');
    const lines = models.body.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]?.startsWith('OFFLINE_PERSONA,offline-persona,')).toBe(true);
    expect(lines[0]).toContain('no chat API is configured');
    for (const line of lines) expect(line.split(',')).toHaveLength(4);
  });

  it('serves an OpenAPI document generated from the schemas', async () => {
    const res = await t.app.inject('/api-docs/json');
    expect(res.statusCode).toBe(200);
    expect(res.json().paths['/health']).toBeDefined();
  });
});

describe('registerSpa', () => {
  it('serves the built app and falls back to index.html for client routes only', async () => {
    const dist = testWebBuild({
      'index.html': '<!doctype html><title>Avatara</title>',
      'assets/app.js': 'console.log(1)',
    });
    const s = await testApp({ env: { WEB_DIST_DIR: dist } });
    try {
      const route = await s.app.inject({ url: '/research', headers: { accept: 'text/html' } });
      expect(route.statusCode).toBe(200);
      expect(route.body).toContain('<title>Avatara</title>');
      const root = await s.app.inject('/');
      expect(root.body).toContain('<title>Avatara</title>');
      // HEAD answers like GET for app pages (issue 27 §9), without a body.
      for (const url of ['/', '/research']) {
        const head = await s.app.inject({ method: 'HEAD', url, headers: { accept: 'text/html' } });
        expect(head.statusCode, url).toBe(200);
        expect(head.headers['content-type']).toContain('text/html');
        expect(head.body).toBe('');
      }
      const asset = await s.app.inject('/assets/app.js');
      expect(asset.headers['cache-control']).toContain('immutable');
      const api = await s.app.inject({ url: '/no-such-api', headers: { accept: 'application/json' } });
      expect(api.statusCode).toBe(404);
      expect(api.json().error).toBe('NOT_FOUND');
    } finally {
      await s.close();
    }
  });
});

describe('TRUST_PROXY', () => {
  it('with a hop count, takes the client address the nearest proxy saw, not a spoofed first entry', async () => {
    const t = await testApp({
      env: { TRUST_PROXY: '1' },
      beforeReady(app) {
        app.get('/t/ip', async (req) => ({ ip: req.ip }));
      },
    });
    try {
      const res = await t.app.inject({
        url: '/t/ip',
        headers: { 'x-forwarded-for': '6.6.6.6, 203.0.113.7' },
      });
      expect(res.json().ip).toBe('203.0.113.7');
    } finally {
      await t.close();
    }
  });
});
