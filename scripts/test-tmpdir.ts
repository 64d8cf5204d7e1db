import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * Vitest global setup: the run's temporary files (data folders, outboxes, DuckDB and kline files,
 * fake web builds, the CLI's output) go into one fresh folder under the system's temporary folder,
 * removed when the run ends, so test runs leave nothing behind. Tests make their folders with
 * `mkdtempSync(path.join(tmpdir(), …))`; `tmpdir()` follows TMPDIR, which the test processes inherit.
 */
export default function setup(): () => void {
  const dir = mkdtempSync(path.join(tmpdir(), 'avatara-tests-'));
  const before = process.env.TMPDIR;
  process.env.TMPDIR = dir;
  return () => {
    if (before === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = before;
    rmSync(dir, { recursive: true, force: true });
  };
}
