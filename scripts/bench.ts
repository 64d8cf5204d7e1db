/**
 * `npm run bench`: runs every package's benchmark suite in turn and prints its figures.
 * Each suite is a module exporting `runBench(): Promise<void>` that prints its own lines.
 * Timings are printed, never asserted (tests never contain timing assertions).
 */
import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';

const suites = [
  'packages/trading/bench/index.ts',
  'packages/companion/bench/index.ts',
  'apps/server/bench/index.ts',
  'apps/web/bench/index.ts',
];
const only = process.argv.slice(2);
const root = fileURLToPath(new URL('..', import.meta.url));

for (const rel of suites) {
  if (only.length > 0 && !only.some((o) => rel.includes(o))) continue;
  const file = root + rel;
  if (!existsSync(file)) continue;
  console.log(`\n=== ${rel} ===`);
  const mod = (await import(pathToFileURL(file).href)) as { runBench: () => Promise<void> };
  await mod.runBench();
}
