/**
 * Builds the command-line backtest (src/cli/backtest.ts) with esbuild, so it runs as plain
 * JavaScript (`node dist/backtest.cjs …`) without a TypeScript loader at each start: one
 * CommonJS file with the engine (a CommonJS entry spares node its ES-module loader, ~5–15 ms of
 * a run), and beside it dist/cli-zod.cjs with zod and the real trading config schema, which the
 * bundle loads only when a run needs them (contracts-for-cli.ts).
 * `ensureCliBuilt()` rebuilds only when an output is missing or older than a source file of the
 * trading or contracts package (or of these scripts).
 */
import { chmodSync, existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isDeepStrictEqual } from 'node:util';

const here = path.dirname(fileURLToPath(import.meta.url));
/** The trading package folder. */
export const PACKAGE_DIR = path.resolve(here, '..');
/** Where `npm run backtest` keeps the bundle (gitignored). */
export const CLI_BUNDLE = path.join(PACKAGE_DIR, 'dist', 'backtest.cjs');
const ENTRY = path.join(PACKAGE_DIR, 'src', 'cli', 'backtest.ts');
/** File name of the zod part, beside the bundle (cli-zod-loader.ts loads it by this name). */
const ZOD_PART = 'cli-zod.cjs';
const SOURCE_DIRS = [
  path.join(PACKAGE_DIR, 'src'),
  path.resolve(PACKAGE_DIR, '..', 'contracts', 'src'),
  here,
];

/** Newest modification time (ms) of the files that go into the bundle. */
function newestSourceMs() {
  let newest = 0;
  const walk = (dir) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else if (/\.(ts|mjs)$/.test(e.name) && !e.name.endsWith('.test.ts'))
        newest = Math.max(newest, statSync(p).mtimeMs);
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
    b.onLoad({ filter: /.*/, namespace: 'zod-builders-only' }, () => ({
      contents: `export * as z from ${JSON.stringify(schemas)};`,
      resolveDir: zodDir,
    }));
  },
};

/** In the main bundle `zod` is cli-lazy-zod.ts: builders run on first use, on the zod of the zod part. */
const lazyZod = {
  name: 'lazy-zod',
  setup(b) {
    b.onResolve({ filter: /^zod$/ }, () => ({ path: path.join(here, 'cli-lazy-zod.ts') }));
  },
};

/** DEFAULT_TRADING_CONFIG of the zod part just built, as JavaScript source (checked to round-trip). */
function defaultsSource(zodPart) {
  const require = createRequire(import.meta.url);
  delete require.cache[zodPart];
  const defaults = require(zodPart).DEFAULT_TRADING_CONFIG;
  const text = JSON.stringify(defaults);
  if (!isDeepStrictEqual(JSON.parse(text), defaults))
    throw new Error(
      'DEFAULT_TRADING_CONFIG does not survive JSON; cli-build.mjs needs another way to embed it',
    );
  return text;
}

/** Bundles the CLI into `outfile` (default CLI_BUNDLE; a `.cjs` name) and its zod part beside it. Returns the path. */
/**
 * How the CLI is started (the bundle's `#!` line, `npm run backtest`):
 * - one V8 background thread instead of four (`--v8-pool-size=1`): on these 2-core machines four
 *   threads compiling and collecting in the background took CPU from the main thread;
 * - without `NODE_EXTRA_CA_CERTS`: node reads the CA bundle it names at every start (≈ 45 ms
 *   here), and the CLI opens no connection at all (it reads local files).
 * Neither changes a result (docs/benchmarks.md has the figures).
 */
export const CLI_LAUNCH = { unsetEnv: ['NODE_EXTRA_CA_CERTS'], nodeFlags: ['--v8-pool-size=1'] };

/** `env -u … node …`: the launch as a command line (the `#!` line and the npm script use it). */
export const CLI_LAUNCH_COMMAND = [
  'env',
  ...CLI_LAUNCH.unsetEnv.flatMap((name) => ['-u', name]),
  'node',
  ...CLI_LAUNCH.nodeFlags,
].join(' ');

export async function buildCli(outfile = CLI_BUNDLE) {
  const { build } = await import('esbuild');
  const common = {
    bundle: true,
    platform: 'node',
    target: 'node20',
    legalComments: 'none',
    logLevel: 'warning',
  };
  const zodPart = path.join(path.dirname(outfile), ZOD_PART);
  await build({
    ...common,
    minify: true,
    entryPoints: [path.join(here, 'cli-zod.ts')],
    outfile: zodPart,
    format: 'cjs',
    plugins: [zodBuildersOnly],
  });
  await build({
    ...common,
    // Whitespace and names only: esbuild's syntax minification (minifySyntax) rewrites `const` as
    // `let` and statements as comma and `&&` expressions, and V8 then optimises the engine's hot
    // functions later and worse: the whole run took ≈ 45 ms longer (docs/benchmarks.md).
    minifyWhitespace: true,
    minifyIdentifiers: true,
    entryPoints: [ENTRY],
    outfile,
    format: 'cjs',
    // The sources are ES modules: import.meta.url becomes this file's URL.
    // Runnable as `./packages/trading/dist/backtest.cjs …`, launched as CLI_LAUNCH says.
    banner: {
      js: `#!/usr/bin/${CLI_LAUNCH_COMMAND.replace(/^env /, 'env -S ')}\n"use strict";const importMetaUrl = require("node:url").pathToFileURL(__filename).href;`,
    },
    // Only the trading part of the contracts, without zod at start-up (see contracts-for-cli.ts).
    alias: { '@avatara/contracts': path.join(here, 'contracts-for-cli.ts') },
    define: { CLI_DEFAULT_TRADING_CONFIG: defaultsSource(zodPart), 'import.meta.url': 'importMetaUrl' },
    plugins: [lazyZod],
  });
  chmodSync(outfile, 0o755);
  return outfile;
}

/** Builds the bundle when it is missing or older than a source; returns its path. */
export async function ensureCliBuilt() {
  const zodPart = path.join(path.dirname(CLI_BUNDLE), ZOD_PART);
  const stale =
    !existsSync(CLI_BUNDLE) || !existsSync(zodPart) || statSync(CLI_BUNDLE).mtimeMs < newestSourceMs();
  if (stale) await buildCli();
  rmSync(path.join(path.dirname(CLI_BUNDLE), 'backtest.mjs'), { force: true }); // the bundle's name before it was CommonJS
  return CLI_BUNDLE;
}
