/**
 * The server's side of the operations tools on PGlite: it holds its PGlite folder (control.ts), so
 * no tool opens the folder beside it, and answers `npm run backup` with a backup of its own
 * database. On PostgreSQL the tools connect to the database themselves and the server adds nothing.
 */
import type { TConfig } from '../config';
import type { DatabaseHandle } from '../db/client';
import { writeBackup } from './backup';
import { claimPgliteFolder, MAX_SOCKET_PATH_BYTES } from './control';
import { sqlOf } from './sql';

interface Log {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

export interface HeldFolder {
  /** Answers backups from `database` (the server's own, once it is open). */
  serveBackups(database: DatabaseHandle, log: Log): void;
  close(): Promise<void>;
}

/**
 * Claims the PGlite folder of `config` for the server; throws when another server or a restore
 * holds it. Call before opening the database.
 */
export async function holdPgliteFolder(config: TConfig): Promise<HeldFolder> {
  const claim = await claimPgliteFolder(config.paths.pgliteDir, 'server');
  return {
    serveBackups(database, log) {
      if (!claim.socket) {
        log.warn(
          { pgliteDir: config.paths.pgliteDir },
          `PGLITE_DIR's path is longer than ${MAX_SOCKET_PATH_BYTES - 5} bytes: it gets no control socket, so nothing keeps a second process off the folder and \`npm run backup\`/\`restore\` refuse to run; use a shorter DATA_DIR or PGLITE_DIR`,
        );
        return;
      }
      claim.serveBackups(async (out, request) => {
        try {
          const s = await writeBackup(sqlOf(database), out, {
            dataDir: config.paths.dataDir,
            secretsKey: config.SECRETS_KEY,
            withKeyFile: request.withKeyFile,
          });
          log.info(
            { rows: s.rows, files: s.files, snapshotMs: s.snapshotMs, totalMs: s.totalMs },
            'backup: sent through the control socket',
          );
        } catch (err) {
          log.warn({ err }, 'backup: failed');
          throw err;
        }
      });
    },
    close: () => claim.close(),
  };
}
