/**
 * The Redis at 127.0.0.1:6379 for the job tests: they run whenever it answers, fail in CI when
 * it does not, and elsewhere skip with a one-line notice (as the PostgreSQL tests do).
 */
import { Redis } from 'ioredis';

export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

let reachable: Promise<boolean> | undefined;

/** Whether the test Redis answers; `skipped` names what a notice says is skipped without it (once per file). */
export function redisAvailable(skipped = 'BullMQ job tests'): Promise<boolean> {
  reachable ??= (async () => {
    const r = new Redis(TEST_REDIS_URL, {
      lazyConnect: true,
      maxRetriesPerRequest: 0,
      connectTimeout: 2000,
      retryStrategy: () => null,
    });
    r.on('error', () => undefined);
    try {
      await r.connect();
      await r.ping();
      return true;
    } catch (err) {
      if (process.env.CI === 'true')
        throw new Error(`Redis is required in CI but not reachable at ${TEST_REDIS_URL}: ${String(err)}`);
      console.warn(`[skip] Redis not reachable at ${TEST_REDIS_URL}: ${skipped} skipped`);
      return false;
    } finally {
      r.disconnect();
    }
  })();
  return reachable;
}
