import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '@avatara/contracts/api-paths';
import { testApp } from '../testing/app';

/**
 * `npm run dev` serves the web from Vite and sends the API's paths to this server
 * (packages/contracts/src/api-paths.ts, read by apps/web/vite.config.ts). A route outside those
 * prefixes works in production and fails only in development (as /speech and /transcribe once
 * did): every route must be under one of them.
 */
describe('the development proxy', () => {
  let t: Awaited<ReturnType<typeof testApp>>;
  beforeAll(async () => {
    t = await testApp();
  });
  afterAll(() => t?.close());

  it('forwards every route of the server', () => {
    const routes = t.app
      .printRoutes({ commonPrefix: false })
      .split('\n')
      // The tree's top level (`├── /path (GET)`); deeper lines continue a path above them.
      .map((line) => /^[├└]── (\/\S*)/.exec(line)?.[1])
      .filter((path): path is string => path !== undefined && path !== '/' && path !== '/*');
    expect(routes.length).toBeGreaterThan(40);
    // Reached from outside the browser: Stripe's webhook.
    const direct = ['/stripe/webhook'];
    const forwarded = (path: string) =>
      API_PATHS.some(
        (prefix) => path === prefix || path.startsWith(`${prefix}/`) || path.startsWith(`${prefix}?`),
      );
    expect(routes.filter((path) => !direct.includes(path) && !forwarded(path))).toEqual([]);
  });
});
