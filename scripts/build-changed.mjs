// `npm start` builds only what changed since the last build (issue 29 §6): the web app and the
// server bundle each keep a fingerprint of their inputs (every source file's path and content, the
// lockfile, the build configs) beside their output; a target whose inputs match is not built again.
// A restart on a built tree goes straight to `node`. `npm run build` (and so `npm run e2e`)
// still builds everything, with the web app's typecheck; `npm start` leaves type-checking to
// `npm run typecheck` and CI and builds the web app with Vite alone (docs/operations.md).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const STAMP = '.build-inputs';

/** What each target is built from, and how. Test files change no build and are left out. */
export const TARGETS = [
  {
    name: 'web',
    out: 'apps/web/dist',
    inputs: [
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'apps/web/tsconfig.json',
      'apps/web/package.json',
      'packages/contracts/src',
      'packages/contracts/package.json',
      'package-lock.json',
    ],
    run: { cwd: 'apps/web', command: 'npx', args: ['vite', 'build', '--logLevel', 'warn'] },
  },
  {
    name: 'server',
    out: 'apps/server/dist',
    inputs: [
      'apps/server/src',
      'apps/server/scripts',
      'apps/server/package.json',
      'packages/contracts/src',
      'packages/companion/src',
      'packages/trading/src',
      'packages/contracts/package.json',
      'packages/companion/package.json',
      'packages/trading/package.json',
      'package-lock.json',
    ],
    run: { cwd: 'apps/server', command: 'node', args: ['scripts/build.mjs'] },
  },
];

const isTest = (file) => /\.(test|spec)\.[cm]?[jt]sx?$/.test(file);

/** Every input file under `entry` (a file or a folder), relative to the root, sorted. */
function files(entry, dir) {
  const full = path.join(dir, entry);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [entry];
  return readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile() && !isTest(d.name))
    .map((d) => path.relative(dir, path.join(d.parentPath, d.name)))
    .sort();
}

/** The fingerprint of a target's inputs: paths and contents, plus the Node version that builds. */
export function fingerprint(target, dir = root) {
  const hash = createHash('sha256').update(process.version);
  for (const file of target.inputs.flatMap((entry) => files(entry, dir))) {
    hash.update(`\0${file}\0`);
    hash.update(readFileSync(path.join(dir, file)));
  }
  return hash.digest('hex');
}

function stamp(target) {
  try {
    return readFileSync(path.join(root, target.out, STAMP), 'utf8').trim();
  } catch {
    return null;
  }
}

/** Builds each target whose inputs differ from its last build's; returns the names built. */
export function buildChanged({ force = false, stampOnly = false, log = console.log } = {}) {
  const built = [];
  for (const target of TARGETS) {
    const started = Date.now();
    const wanted = fingerprint(target);
    if (stampOnly) {
      // `npm run build` has just built everything: remember its inputs.
      writeFileSync(path.join(root, target.out, STAMP), `${wanted}\n`);
      continue;
    }
    if (!force && stamp(target) === wanted) {
      log(`${target.name}: up to date (checked in ${Date.now() - started} ms)`);
      continue;
    }
    const { cwd, command, args } = target.run;
    const result = spawnSync(command, args, { cwd: path.join(root, cwd), stdio: 'inherit' });
    if (result.status !== 0) throw new Error(`${target.name}: build failed (exit ${result.status})`);
    writeFileSync(path.join(root, target.out, STAMP), `${wanted}\n`);
    log(`${target.name}: built in ${Date.now() - started} ms`);
    built.push(target.name);
  }
  return built;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    buildChanged({ force: process.argv.includes('--force'), stampOnly: process.argv.includes('--stamp') });
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  }
}
