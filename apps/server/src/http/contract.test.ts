import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { listEndpoints } from '@avatara/contracts/http/contract';
import { describe, expect, it } from 'vitest';
import { testApp } from '../testing/app';

/**
 * One HTTP contract (docs/web-api-client.md, "One contract"): every route the server registers is
 * declared in `@avatara/contracts/http` — the declaration the web client calls through — and every
 * declaration is served. HEAD (Fastify answers it for every GET) and OPTIONS do not count.
 */

/** Routes that are no endpoint of the API, each with why. */
const NOT_ENDPOINTS: { why: string; is: (route: string) => boolean }[] = [
  {
    why: 'the OpenAPI document and its UI (@fastify/swagger-ui)',
    is: (route) => /^GET \/api-docs(\/|$)/.test(route),
  },
  {
    why: 'a file of the built web app (@fastify/static; client routes fall back to index.html in the not-found handler)',
    is: (route) => STATIC_FILES.some((file) => route === `GET /${file}`),
  },
];

/** The files of the fake web build the app serves (so the static routes are there to be told apart). */
const STATIC_FILES = ['index.html', 'assets/index-abc123.js', 'favicon.svg'];

function fakeWebBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'avatara-web-dist-'));
  mkdirSync(path.join(dir, 'assets'));
  for (const file of STATIC_FILES) writeFileSync(path.join(dir, file), 'x');
  return dir;
}

/** `METHOD /path` of every route an app built with `env` registers. */
async function routesOf(env: Record<string, string>): Promise<string[]> {
  const routes = new Set<string>();
  const t = await testApp({
    env,
    onRoute: (route) => {
      for (const method of [route.method].flat())
        if (method !== 'HEAD' && method !== 'OPTIONS') routes.add(`${method} ${route.url}`);
    },
  });
  await t.close();
  return [...routes];
}

describe('the HTTP contract', () => {
  const declared = listEndpoints().map(({ name, endpoint }) => ({
    name,
    route: `${endpoint.method} ${endpoint.path}`,
  }));

  it('declares each method and path once', () => {
    const routes = declared.map((d) => d.route);
    expect(routes.filter((r, i) => routes.indexOf(r) !== i)).toEqual([]);
  });

  it('has a declaration for every route the server registers, and the server serves every declaration', async () => {
    const webDist = fakeWebBuild();
    // The sandbox checkout is served without Stripe, the Stripe webhook only with it: both apps together.
    const sandbox = await routesOf({ WEB_DIST_DIR: webDist });
    const stripe = await routesOf({
      WEB_DIST_DIR: webDist,
      STRIPE_SECRET_KEY: 'sk_test_contract',
      STRIPE_WEBHOOK_SECRET: 'whsec_contract',
    });
    const served = [...new Set([...sandbox, ...stripe])];
    const endpoints = served.filter((route) => !NOT_ENDPOINTS.some((n) => n.is(route)));
    // The lists of exceptions still match something (no stale entry hides a route).
    for (const n of NOT_ENDPOINTS)
      expect(
        served.some((route) => n.is(route)),
        n.why,
      ).toBe(true);

    const names = new Set(declared.map((d) => d.route));
    expect(
      endpoints.filter((route) => !names.has(route)),
      'routes without a declaration',
    ).toEqual([]);
    expect(
      declared.filter((d) => !endpoints.includes(d.route)).map((d) => `${d.name}: ${d.route}`),
      'declarations no route serves',
    ).toEqual([]);
    expect(sandbox).toContain('GET /sandbox/checkout/:id');
    expect(stripe).toContain('POST /stripe/webhook');
  });
});
