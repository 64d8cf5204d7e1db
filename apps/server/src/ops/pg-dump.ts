/**
 * PostgreSQL's own tools inside a backup (`npm run backup -- FILE --pg-dump`): the database is
 * written by `pg_dump --format=custom` from the backup's own snapshot and read back by `pg_restore`.
 * Such a backup restores into PostgreSQL only; the default JSON-lines dump restores into either.
 */
import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { open } from 'node:fs/promises';

/** The archive holds the custom-format dump in parts of this size (a reader holds one part at a time). */
export const PG_DUMP_PART_BYTES = 8 * 1024 * 1024;

/** Runs `pg_dump`/`pg_restore` from the PATH; rejects with its last error lines, or says it is not installed. */
function run(tool: 'pg_dump' | 'pg_restore', args: string[], env: NodeJS.ProcessEnv = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, ...env } });
    let err = '';
    child.stderr.on('data', (c: Buffer) => (err = (err + c.toString()).slice(-4000)));
    child.once('error', (e: NodeJS.ErrnoException) =>
      reject(
        e.code === 'ENOENT'
          ? new Error(
              `${tool} is not installed here (install PostgreSQL's client tools, or back up without --pg-dump)`,
            )
          : e,
      ),
    );
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${tool} failed (exit ${code}): ${err.trim()}`)),
    );
  });
}

/**
 * Writes the database at `url`, as the exported snapshot `snapshot` sees it, to `file` (custom
 * format, without owners or grants, so it restores under any role).
 */
export function pgDump(url: string, snapshot: string, file: string): Promise<void> {
  return run('pg_dump', [
    '--format=custom',
    '--no-owner',
    '--no-privileges',
    `--snapshot=${snapshot}`,
    `--file=${file}`,
    `--dbname=${url}`,
  ]);
}

/** Loads a custom-format dump into the database at `url`, in one transaction, stopping at the first error. */
export function pgRestore(url: string, file: string): Promise<void> {
  return run('pg_restore', [
    '--no-owner',
    '--no-privileges',
    '--exit-on-error',
    '--single-transaction',
    `--dbname=${url}`,
    file,
  ]);
}

/** Reads `file` in parts of `PG_DUMP_PART_BYTES`, passing each to `each`. */
export async function forEachPart(
  file: string,
  each: (part: Buffer, n: number) => Promise<void>,
): Promise<void> {
  const handle = await open(file, 'r');
  try {
    for (let n = 1; ; n++) {
      const buffer = Buffer.allocUnsafe(PG_DUMP_PART_BYTES);
      const { bytesRead } = await handle.read(buffer, 0, PG_DUMP_PART_BYTES, null);
      if (bytesRead === 0) return;
      await each(buffer.subarray(0, bytesRead), n);
    }
  } finally {
    await handle.close();
  }
}

/** A file that parts are appended to, in order. */
export function partsFile(file: string) {
  const out = createWriteStream(file, { mode: 0o600 });
  out.on('error', () => undefined);
  return {
    append: (part: Buffer) =>
      new Promise<void>((resolve, reject) => out.write(part, (err) => (err ? reject(err) : resolve()))),
    close: () =>
      new Promise<void>((resolve, reject) =>
        out.end((err?: Error | null) => (err ? reject(err) : resolve())),
      ),
  };
}
