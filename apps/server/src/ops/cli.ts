/**
 * The operations commands (docs/operations.md):
 *
 *   npm run backup -- FILE [--no-key-file] [--pg-dump]   the database and DATA_DIR's user files
 *   npm run restore -- FILE [--force]         into an empty database and DATA_DIR
 *   npm run rotate-secrets                    the stored API keys sealed with a new key
 *
 * They read the server's configuration (DATABASE_URL, DATA_DIR, PGLITE_DIR, SECRETS_KEY) from the
 * same environment. Exit codes: 0 done, 1 failed, 2 refused before changing anything.
 */
import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { decodeSecretsKey, loadConfig, type TConfig } from '../config';
import { writeBackup } from './backup';
import { backupThroughServer, claimPgliteFolder, FolderBusy, type FolderClaim } from './control';
import { secretsKeyInUse } from './files';
import { restoreBackup, RestoreRefused } from './restore';
import { rotateSecrets } from './rotate-secrets';
import { openSql, type SqlDatabase } from './sql';
import { verifyBackup } from './verify';

class Usage extends Error {}
/** Refused before anything changed. */
class Refused extends Error {}

const say = (text: string) => console.log(text);
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

interface Tool {
  db: SqlDatabase;
  release: () => Promise<void>;
}

/** Opens the PGlite folder this process holds (`claim`). */
async function openHeld(config: TConfig, claim: FolderClaim): Promise<Tool> {
  const dir = config.paths.pgliteDir;
  try {
    if (!claim.socket)
      throw new Error(
        `the path of PGLITE_DIR (${dir}) is too long for its control socket, so this tool cannot tell whether a server has it open: use a shorter DATA_DIR or PGLITE_DIR`,
      );
    const db = await openSql({ kind: 'pglite', dir });
    return {
      db,
      release: async () => {
        await db.close();
        await claim.close();
      },
    };
  } catch (err) {
    await claim.close();
    throw err;
  }
}

/** Opens the configured database for a tool; on PGlite, holds the folder so no server opens it meanwhile. */
async function openForTool(config: TConfig, doing: string): Promise<Tool> {
  if (config.DATABASE_URL) {
    const db = await openSql({ kind: 'postgres', url: config.DATABASE_URL });
    return { db, release: () => db.close() };
  }
  try {
    return await openHeld(config, await claimPgliteFolder(config.paths.pgliteDir, 'tool'));
  } catch (err) {
    if (err instanceof FolderBusy) throw new Refused(`${err.message}: stop it first, then ${doing}`);
    throw err;
  }
}

async function backup(config: TConfig, args: string[]): Promise<void> {
  const target = args.find((a) => !a.startsWith('--'));
  if (!target) throw new Usage('npm run backup -- FILE [--no-key-file] [--pg-dump]');
  const file = path.resolve(target);
  if (existsSync(file)) throw new Refused(`${file} exists already: name a new file`);
  const withKeyFile = !args.includes('--no-key-file');
  const pgDump = args.includes('--pg-dump');
  if (pgDump && !config.DATABASE_URL)
    throw new Usage('--pg-dump backs up PostgreSQL (DATABASE_URL); PGlite is backed up as JSON lines');
  const partial = `${file}.partial-${process.pid}`;
  await mkdir(path.dirname(file), { recursive: true });
  const started = performance.now();
  let how: string;
  try {
    const out = createWriteStream(partial, { flags: 'wx', mode: 0o600 });
    const options = { dataDir: config.paths.dataDir, secretsKey: config.SECRETS_KEY, withKeyFile };
    if (config.DATABASE_URL) {
      const db = await openSql({ kind: 'postgres', url: config.DATABASE_URL });
      try {
        const s = await writeBackup(db, out, {
          ...options,
          ...(pgDump ? { pgDump: { url: config.DATABASE_URL } } : {}),
        });
        how = `PostgreSQL${pgDump ? ' by pg_dump' : ''}, one REPEATABLE READ transaction of ${seconds(s.snapshotMs)}`;
      } finally {
        await db.close();
      }
    } else {
      let claim: FolderClaim | null = null;
      try {
        claim = await claimPgliteFolder(config.paths.pgliteDir, 'tool');
      } catch (err) {
        if (!(err instanceof FolderBusy) || err.holder.who !== 'server') throw err;
      }
      if (!claim) {
        await backupThroughServer(config.paths.pgliteDir, out, { withKeyFile });
        how = 'PGlite, through the running server';
      } else {
        if (!existsSync(config.paths.pgliteDir)) {
          await claim.close();
          throw new Error(
            `there is no database in ${config.paths.pgliteDir} (PGLITE_DIR, or DATA_DIR/pglite)`,
          );
        }
        const tool = await openHeld(config, claim);
        try {
          const s = await writeBackup(tool.db, out, options);
          how = `PGlite, no server running; the tables read in ${seconds(s.snapshotMs)}`;
        } finally {
          await tool.release();
        }
      }
    }
    const checked = await verifyBackup(createReadStream(partial));
    await rename(partial, file);
    const m = checked.manifest;
    say(
      `Backup written to ${file} in ${seconds(performance.now() - started)} (${how}):\n` +
        `  ${m.tables.length} tables, ${checked.rows} rows, migration ${m.migration.tag ?? m.migration.when}\n` +
        `  ${checked.files} files from ${config.paths.dataDir} (${mb(checked.fileBytes)})\n` +
        (checked.keyFile
          ? `  the key file secrets.key (it opens the stored API keys: keep this backup as safe as DATA_DIR)\n`
          : m.secretsKey
            ? `  no key inside: the stored API keys need the key of fingerprint ${m.secretsKey.fingerprint} (${m.secretsKey.source === 'env' ? 'SECRETS_KEY' : 'DATA_DIR/secrets.key'})\n`
            : ''),
    );
  } catch (err) {
    await rm(partial, { force: true });
    throw err;
  }
}

async function restore(config: TConfig, args: string[]): Promise<void> {
  const source = args.find((a) => !a.startsWith('--'));
  if (!source) throw new Usage('npm run restore -- FILE [--force]');
  const file = path.resolve(source);
  if (!existsSync(file)) throw new Error(`${file} does not exist`);
  const tool = await openForTool(config, 'restore (and start it again afterwards)');
  try {
    const s = await restoreBackup(createReadStream(file), tool.db, {
      dataDir: config.paths.dataDir,
      secretsKey: config.SECRETS_KEY,
      force: args.includes('--force'),
      ...(config.DATABASE_URL ? { postgresUrl: config.DATABASE_URL } : {}),
      note: say,
    });
    say(
      `Restored ${file} in ${seconds(s.totalMs)} into ${config.DATABASE_URL ? 'PostgreSQL' : config.paths.pgliteDir}:\n` +
        `  ${s.tables} tables, ${s.rows} rows, ${s.files} files into ${config.paths.dataDir}\n` +
        `  migrated from ${s.from} (the backup's) to ${s.to}`,
    );
  } finally {
    await tool.release();
  }
}

async function rotate(config: TConfig): Promise<void> {
  const current = secretsKeyInUse(config.SECRETS_KEY, config.paths.dataDir);
  if (!current.key) return say('No secrets key exists yet, so nothing is sealed: nothing to rotate.');
  const given = process.env.NEW_SECRETS_KEY?.trim();
  if (!given && current.source === 'env')
    throw new Usage(
      'set NEW_SECRETS_KEY to the new key (make one with `openssl rand -base64 32`), with SECRETS_KEY still the old one',
    );
  const newKey = given ? decodeSecretsKey(given) : randomBytes(32);
  if (!newKey) throw new Usage('NEW_SECRETS_KEY must be 32 bytes, base64 or hex');
  if (newKey.equals(current.key)) throw new Usage('NEW_SECRETS_KEY is the key in use already');
  // A new key file is written before the database changes: if anything stops half-way, no key is lost.
  const draft = `${current.file}.new`;
  if (!given) await writeFile(draft, `${newKey.toString('base64')}\n`, { mode: 0o600 });
  let result;
  try {
    const tool = await openForTool(config, 'rotate');
    try {
      result = await rotateSecrets(tool.db, current.key, newKey);
    } finally {
      await tool.release();
    }
  } catch (err) {
    if (!given) await rm(draft, { force: true });
    throw err;
  }
  say(`${result.resealed} API keys sealed with the new key (${result.already} had it already).`);
  if (!given) {
    const old = `${current.file}.replaced-${new Date().toISOString().replace(/[:.]/g, '-')}`;
    await rename(current.file, old);
    await rename(draft, current.file);
    say(
      `The new key is in ${current.file}; the old one is now ${old}: keep it as long as you keep backups made before today, then delete it.`,
    );
  } else if (current.source === 'file')
    say(
      `Start the server with SECRETS_KEY set to the new key. ${current.file} is no longer used: keep it as long as you keep backups made before today, then delete it.`,
    );
  else say('Start the server with SECRETS_KEY set to the new key.');
}

async function main(argv: string[]): Promise<void> {
  const [command, ...args] = argv;
  const config = loadConfig();
  if (command === 'backup') return backup(config, args);
  if (command === 'restore') return restore(config, args);
  if (command === 'rotate-secrets') return rotate(config);
  throw new Usage('backup FILE [--no-key-file] [--pg-dump] | restore FILE [--force] | rotate-secrets');
}

main(process.argv.slice(2)).then(
  () => process.exit(0),
  (err: unknown) => {
    const refused = err instanceof RestoreRefused || err instanceof Refused || err instanceof Usage;
    console.error(
      err instanceof Usage
        ? `usage: ${err.message}`
        : `${refused ? 'Refused' : 'Failed'}: ${err instanceof Error ? err.message : String(err)}`,
    );
    process.exit(refused ? 2 : 1);
  },
);
