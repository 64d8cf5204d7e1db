/**
 * `npm run bench`: runs every package's benchmark suite in turn and prints its figures.
 * Each suite is a module exporting `runBench(parts?: string[]): Promise<void>` that prints its own lines.
 * `npm run bench -- server` runs the suites whose path contains `server`; `npm run bench -- server:chat`
 * only the part `chat` of it (a suite with parts, like the server's, names them; one without runs whole).
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
const only = process.argv.slice(2).map((arg) => {
  const colon = arg.indexOf(':');
  return colon < 0 ? { suite: arg, part: null } : { suite: arg.slice(0, colon), part: arg.slice(colon + 1) };
});
const root = fileURLToPath(new URL('..', import.meta.url));

for (const rel of suites) {
  const mine = only.filter((o) => rel.includes(o.suite));
  if (only.length > 0 && mine.length === 0) continue;
  const file = root + rel;
  if (!existsSync(file)) continue;
  // Empty: the whole suite (no part named, or the suite also named without one).
  const parts = mine.some((o) => o.part === null) ? [] : mine.map((o) => o.part!);
  console.log(`\n=== ${rel}${parts.length > 0 ? ` (${parts.join(', ')})` : ''} ===`);
  const mod = (await import(pathToFileURL(file).href)) as { runBench: (parts?: string[]) => Promise<void> };
  await mod.runBench(parts);
}
