/**
 * The files of `DATA_DIR` a backup carries: the users' generated pictures (`images/`) and, when no
 * `SECRETS_KEY` is set, the key file that seals the model connections' API keys. Left out: the
 * PGlite folder (the rows are in the dump), the market store (rebuilt from its sources), the mail
 * outbox (copies of mails already sent).
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { lstat, readdir } from 'node:fs/promises';
import path from 'node:path';
import { SECRETS_KEY_FILE } from '../chat/models/secrets';
import { decodeSecretsKey } from '../config';

/** Folders of `DATA_DIR` whose files are backed up, relative to it. */
export const BACKED_UP_FOLDERS = ['images'];

export interface DataFile {
  /** Relative to `DATA_DIR`, with `/`. */
  name: string;
  file: string;
  size: number;
}

/** The regular files under the backed-up folders (links and other kinds are skipped). */
export async function dataFiles(dataDir: string): Promise<DataFile[]> {
  const out: DataFile[] = [];
  const walk = async (rel: string): Promise<void> => {
    const entries = await readdir(path.join(dataDir, rel), { withFileTypes: true }).catch(() => []);
    for (const e of entries.sort((a, b) => a.name.localeCompare(b.name))) {
      const name = `${rel}/${e.name}`;
      if (e.isDirectory()) await walk(name);
      else if (e.isFile()) {
        const info = await lstat(path.join(dataDir, name)).catch(() => null);
        if (info?.isFile()) out.push({ name, file: path.join(dataDir, name), size: info.size });
      }
    }
  };
  for (const folder of BACKED_UP_FOLDERS) await walk(folder);
  return out;
}

/**
 * A name from an archive as a path under `root`, or null when it would leave `root` (`..`, an
 * absolute path) or names no backed-up folder.
 */
export function safeDataPath(root: string, name: string): string | null {
  const parts = name.split('/');
  if (!BACKED_UP_FOLDERS.includes(parts[0]!) || parts.length < 2) return null;
  if (parts.some((p) => p === '' || p === '.' || p === '..' || p.includes('\\') || p.includes('\0')))
    return null;
  return path.join(root, ...parts);
}

/** A short name of a key that says whether two keys are the same and nothing about either. */
export function keyFingerprint(key: Buffer): string {
  return createHash('sha256')
    .update('avatara secrets key fingerprint\0')
    .update(key)
    .digest('hex')
    .slice(0, 16);
}

export interface SecretsKeyInUse {
  /** `env`: SECRETS_KEY; `file`: the key file in DATA_DIR; `none`: no key yet (no file, nothing set). */
  source: 'env' | 'file' | 'none';
  key: Buffer | null;
  /** The key file's path (whether or not it exists). */
  file: string;
}

/** The key the server would seal API keys with, without making a key file as the server does. */
export function secretsKeyInUse(secretsKey: string | undefined, dataDir: string): SecretsKeyInUse {
  const file = path.join(dataDir, SECRETS_KEY_FILE);
  if (secretsKey !== undefined) {
    const key = decodeSecretsKey(secretsKey);
    if (!key) throw new Error('Invalid configuration:\n  SECRETS_KEY: must be 32 bytes, base64 or hex');
    return { source: 'env', key, file };
  }
  if (!existsSync(file)) return { source: 'none', key: null, file };
  const key = decodeSecretsKey(readFileSync(file, 'utf8'));
  if (!key) throw new Error(`${file} does not hold a 32-byte key (base64)`);
  return { source: 'file', key, file };
}
