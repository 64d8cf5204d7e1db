/**
 * Builds the command-line backtest (src/cli/backtest.ts) into one ES module with esbuild, so it
 * runs as plain JavaScript (`node dist/backtest.mjs …`) without a TypeScript loader at each start.
 * `ensureCliBuilt()` rebuilds only when the bundle is missing or older than a source file of the
 * trading or contracts package (or this file).
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
/** The trading package folder. */
export const PACKAGE_DIR = path.resolve(here, '..');
/** Where `npm run backtest` keeps the bundle (gitignored). */
export const CLI_BUNDLE = path.join(PACKAGE_DIR, 'dist', 'backtest.mjs');
const ENTRY = path.join(PACKAGE_DIR, 'src', 'cli', 'backtest.ts');
const SOURCE_DIRS = [path.join(PACKAGE_DIR, 'src'), path.resolve(PACKAGE_DIR, '..', 'contracts', 'src')];

/** Newest modification time (ms) of the files that go into the bundle. */
function newestSourceMs() {
  let newest = Math.max(statSync(fileURLToPath(import.meta.url)).mtimeMs, statSync(path.join(here, 'contracts-for-cli.ts')).mtimeMs);
  const walk = (dir) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.name.endsWith('.ts') && !e.name.endsWith('.test.ts')) newest = Math.max(newest, statSync(p).mtimeMs);
    }
  };
  for (const d of SOURCE_DIRS) if (existsSync(d)) walk(d);
  return newest;
}

/**
 * `import { z } from 'zod'` pulls in zod's whole classic namespace, half of which (260 kB) is the
 * 40 locales that the engine never uses; in the bundle `zod` is the schema builders only
 * (which register the English messages themselves). The app and the tests use zod as is.
 */
const zodBuildersOnly = {
  name: 'zod-builders-only',
  setup(b) {
    const zodDir = path.dirname(createRequire(import.meta.url).resolve('zod/package.json'));
    const schemas = path.join(zodDir, 'v4', 'classic', 'schemas.js');
    if (!existsSync(schemas)) return; // another zod layout: bundle zod as it is
    b.onResolve({ filter: /^zod$/ }, () => ({ path: 'zod', namespace: 'zod-builders-only' }));
    b.onLoad({ filter: /.*/, namespace: 'zod-builders-only' }, () => ({ contents: `export * as z from ${JSON.stringify(schemas)};`, resolveDir: zodDir }));
  },
};

/** Bundles the CLI into `outfile` (default CLI_BUNDLE). Returns the path. */
export async function buildCli(outfile = CLI_BUNDLE) {
  const { build } = await import('esbuild');
  await build({
    entryPoints: [ENTRY],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    minify: true,
    legalComments: 'none',
    // Only the trading part of the contracts (see contracts-for-cli.ts).
    alias: { '@avatara/contracts': path.join(here, 'contracts-for-cli.ts') },
    plugins: [zodBuildersOnly],
    logLevel: 'warning',
  });
  return outfile;
}

/** Builds the bundle when it is missing or older than a source; returns its path. */
export async function ensureCliBuilt() {
  const stale = !existsSync(CLI_BUNDLE) || statSync(CLI_BUNDLE).mtimeMs < newestSourceMs();
  if (stale) await buildCli();
  return CLI_BUNDLE;
}
