import { defineConfig } from 'vitest/config';

// Unit tests live beside the code (`*.test.ts`); service tests (database, Redis) live in the
// server and decide themselves whether PostgreSQL/Redis are required (CI=true) or skipped.
//
// Order: in CI every run is shuffled with a fresh seed, printed below; `TEST_SEED=<n>` repeats
// one. Files and the tests inside each file are shuffled, in both projects: every test sets up
// the state it needs (its own user, account, queue or database; docs/testing.md).
const ci = process.env.CI === 'true';
const shuffled = ci || Boolean(process.env.TEST_SEED);
// The config is read more than once per run: the first reading picks the seed, the others reuse it.
if (!process.env.AVATARA_TEST_SEED) {
  process.env.AVATARA_TEST_SEED = process.env.TEST_SEED || String(Math.floor(Math.random() * 1e9));
  if (shuffled)
    console.log(
      `tests shuffled with seed ${process.env.AVATARA_TEST_SEED} (TEST_SEED=${process.env.AVATARA_TEST_SEED} repeats this order)`,
    );
}
const seed = Number(process.env.AVATARA_TEST_SEED);

export default defineConfig({
  test: {
    // A loaded 2-core CI machine runs the slowest service suites (two servers, Redis, a SIGKILL) at a
    // fraction of their usual speed: their limits are generous there, and nothing they check changes.
    testTimeout: ci ? 90_000 : 30_000,
    hookTimeout: ci ? 120_000 : 60_000,
    pool: 'forks',
    // One temporary folder for the run's files, removed at its end (scripts/test-tmpdir.ts).
    globalSetup: ['scripts/test-tmpdir.ts'],
    sequence: { seed },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/web/src/**/*.test.{ts,tsx}',
            'apps/web/scripts/**/*.test.ts',
            'eslint/*.test.js',
            'scripts/*.test.ts',
          ],
          sequence: { shuffle: shuffled, seed },
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          sequence: { shuffle: shuffled, seed },
        },
      },
    ],
  },
});
