/**
 * Web bundle figures (issue 12): the JavaScript each page loads before any click (entry chunk,
 * the screen's chunk and their static imports), gzipped, and the largest lazily loaded chunks.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildAndInspect, forbiddenModules } from '../scripts/chunks';

const kB = (n: number) => `${(n / 1024).toFixed(1)} kB`;

export async function runBench(): Promise<void> {
  const outDir = mkdtempSync(path.join(tmpdir(), 'avatara-web-bench-'));
  try {
    const report = await buildAndInspect(outDir);
    for (const [name, page] of Object.entries(report.pages)) {
      const bad = forbiddenModules(page.moduleIds);
      console.log(
        `${name} page JavaScript before any click (${page.files.length} files): ${kB(page.bytes)} raw, ${kB(page.gzipBytes)} gzipped${bad.length ? ` — HOLDS ${bad.join(', ')}` : ''}`,
      );
    }
    for (const chunk of report.lazy.slice(0, 6))
      console.log(`lazy chunk ${chunk.file}: ${kB(chunk.bytes)} raw, ${kB(chunk.gzipBytes)} gzipped`);
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}
