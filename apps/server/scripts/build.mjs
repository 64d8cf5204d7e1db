// Builds the server for production (issue 14): one ES module per entry in apps/server/dist, with
// our workspace packages (TypeScript) bundled in and every npm package left to node_modules.
// Thread and child-process entries sit beside main.mjs, where `new URL('./x.mjs', import.meta.url)`
// finds them in the bundle.
import { copyFileSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const serverDir = path.resolve(import.meta.dirname, '..');
const src = (file) => path.join(serverDir, 'src', file);
const outdir = path.join(serverDir, 'dist');

/** npm packages stay external; `@avatara/*` (TypeScript sources) are bundled. */
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@avatara/') ? undefined : { path: args.path, external: true },
    );
  },
};

rmSync(outdir, { recursive: true, force: true });
mkdirSync(outdir, { recursive: true });
const started = Date.now();
await build({
  entryPoints: {
    main: src('main.ts'),
    worker: src('worker.ts'),
    // The backtest thread: in the sources a loader boots thread.ts; built, the thread is this file.
    'thread-boot': src('trading/backtest/thread.ts'),
    // npm run backup / restore / rotate-secrets, without tsx (the container image has none).
    ops: src('ops/cli.ts'),
    // The walk-forward thread (docs/research.md), the same way.
    'research-thread-boot': src('trading/research/thread.ts'),
  },
  outdir,
  outExtension: { '.js': '.mjs' },
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  sourcemap: 'linked',
  plugins: [externalPackages],
  logLevel: 'warning',
  legalComments: 'none',
  // Some bundled modules use require(); give ES modules one.
  banner: {
    js: "import { createRequire as __avataraRequire } from 'node:module'; const require = __avataraRequire(import.meta.url);",
  },
});
// Plain-JavaScript entries that run as they are.
for (const file of [
  'media/speech/espeak-worker.mjs',
  'media/images/rasterize-child.mjs',
  'accounts/argon2-thread.mjs',
])
  copyFileSync(src(file), path.join(outdir, path.basename(file)));
console.log(`server built in ${Date.now() - started} ms → ${path.relative(process.cwd(), outdir)}`);
