import { randomBytes } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { testApp } from '../testing/app';
import { problemOf } from '../testing/problem';
import { redisAvailable, TEST_REDIS_URL } from '../testing/redis';
import { rateLimitStore } from './rate-limit-store';

describe('per-IP limits with REDIS_URL (Redis)', () => {
  it('are counted once for every instance: requests to two instances share one limit', async (ctx) => {
    if (!(await redisAvailable())) return ctx.skip();
    // Two instances of the server, as behind a load balancer, on one Redis (a fresh prefix).
    const env = {
      REDIS_URL: TEST_REDIS_URL,
      REDIS_PREFIX: `rl${randomBytes(4).toString('hex')}`,
      AUTH_RATE_LIMIT_PER_MINUTE: '3',
    };
    const a = await testApp({ env });
    const b = await testApp({ env });
    try {
      const login = (t: typeof a) =>
        t.app.inject({ method: 'POST', url: '/login', payload: { email: 'x@example.com', password: 'p' } });
      const codes = [await login(a), await login(b), await login(a), await login(b)].map((r) => r.statusCode);
      // Each instance alone has seen two: only a shared count knows this is the fourth.
      expect(codes).toEqual([401, 401, 401, 429]);
      expect(problemOf(await login(a))).toEqual({ status: 429, reason: 'TOO_MANY_REQUESTS', params: {} });
      // Another address has its own count.
      const other = await b.app.inject({
        method: 'POST',
        url: '/login',
        payload: { email: 'x@example.com', password: 'p' },
        remoteAddress: '198.51.100.20',
      });
      expect(other.statusCode).toBe(401);
    } finally {
      await a.close();
      await b.close();
    }
  });

  it('lets requests through, not 500, while Redis cannot be reached', async () => {
    // Nothing listens on port 1: every count fails at once.
    const app = Fastify({ logger: false });
    const limits = rateLimitStore('redis://127.0.0.1:1', undefined, app.log);
    app.addHook('onClose', limits.close);
    await app.register(rateLimit, { global: false, ...limits.options });
    app.get('/limited', { config: { rateLimit: { max: 1, timeWindow: 60_000 } } }, async () => 'ok');
    try {
      const codes = [(await app.inject('/limited')).statusCode, (await app.inject('/limited')).statusCode];
      expect(codes).toEqual([200, 200]);
    } finally {
      await app.close();
    }
  });
});
