import { defineConfig } from 'vitest/config';

// Unit tests live beside the code (`*.test.ts`); service tests (database, Redis) live in the
// server and decide themselves whether PostgreSQL/Redis are required (CI=true) or skipped.
export default defineConfig({
  test: {
    include: ['packages/*/src/**/*.test.ts', 'apps/server/src/**/*.test.ts', 'apps/web/src/**/*.test.{ts,tsx}', 'apps/web/scripts/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
