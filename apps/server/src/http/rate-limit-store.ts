import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/**
 * Where the per-IP limits (sign-ups, sign-ins, chat, speech) are counted. Without `REDIS_URL`: in
 * the process, as @fastify/rate-limit does by default — right for one instance. With it: in Redis,
 * so every instance behind a load balancer counts the same requests (docs/accounts.md). While
 * Redis cannot be reached the limits are not enforced (requests pass, each loss is logged once):
 * an outage of the counter must not take sign-in down with it.
 */
export function rateLimitStore(
  redisUrl: string | undefined,
  prefix: string | undefined,
  log: FastifyBaseLogger,
): { options: { redis?: Redis; nameSpace?: string; skipOnError?: boolean }; close: () => Promise<void> } {
  if (!redisUrl) return { options: {}, close: async () => undefined };
  // Fail fast: a request waits at most about half a second for the counter.
  const redis = new Redis(redisUrl, { connectTimeout: 500, maxRetriesPerRequest: 1 });
  let down = false;
  redis.on('error', (err: Error) => {
    if (down) return;
    down = true;
    log.warn({ err }, 'rate limits: Redis not reachable, limits are not enforced until it is back');
  });
  redis.on('ready', () => {
    if (down) log.info('rate limits: Redis reachable again');
    down = false;
  });
  return {
    options: { redis, nameSpace: `${prefix ?? 'avatara'}:rate-limit:`, skipOnError: true },
    close: async () => {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
