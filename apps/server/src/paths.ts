/**
 * Where the server's files are, the same from the TypeScript sources (apps/server/src/…) and from
 * the built bundle (apps/server/dist/main.mjs): found by walking up to the folder that holds the
 * migrations, not by counting `..` from a module that the bundler moves.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';

function findServerDir(start: string): string {
  for (let dir = start; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'drizzle')) && existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`apps/server not found above ${start}`);
  }
}

/** apps/server */
export const SERVER_DIR = findServerDir(import.meta.dirname);
/** The repository (or installation) root. */
export const REPO_ROOT = path.resolve(SERVER_DIR, '../..');
