import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { chmodSync, linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { decodeSecretsKey } from '../../config';

const VERSION = 'v1';
const IV_BYTES = 12;

/** The key file made once in `DATA_DIR` when `SECRETS_KEY` is not set. */
export const SECRETS_KEY_FILE = 'secrets.key';

/**
 * Seals short secrets (API keys of model connections) for the database: AES-256-GCM with a fresh
 * 96-bit IV per secret, written `v1.<iv>.<tag>.<ciphertext>` in base64url. A sealed text that was
 * changed, or sealed with another key, does not open.
 */
export class SecretBox {
  constructor(private readonly key: Buffer) {
    if (key.length !== 32) throw new Error('SecretBox needs a 32-byte key');
  }

  /** Encrypts and authenticates `plain`. */
  seal(plain: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    const parts = [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url'));
    return [VERSION, ...parts].join('.');
  }

  /** The plain text of a sealed secret; throws when it was altered or sealed with another key. */
  open(sealed: string): string {
    const [version, iv, tag, body] = sealed.split('.');
    if (version !== VERSION || iv === undefined || tag === undefined || body === undefined)
      throw new Error('not a sealed secret');
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  }
}

/**
 * The key that seals API keys: `SECRETS_KEY` when set (config.ts has checked it, and refuses a
 * server reachable from outside without it), else the key file in `dataDir`, made once with 32
 * random bytes and mode 0600. Two processes starting at once read the same file.
 */
export function loadSecretsKey(options: { secretsKey: string | undefined; dataDir: string }): Buffer {
  if (options.secretsKey !== undefined) {
    const key = decodeSecretsKey(options.secretsKey);
    if (!key) throw new Error('Invalid configuration:\n  SECRETS_KEY: must be 32 bytes, base64 or hex');
    return key;
  }
  const file = path.join(options.dataDir, SECRETS_KEY_FILE);
  mkdirSync(options.dataDir, { recursive: true });
  // Written whole under another name, then linked: a process starting at the same time never reads half a key.
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(draft, `${randomBytes(32).toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
  try {
    linkSync(draft, file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  } finally {
    unlinkSync(draft);
  }
  chmodSync(file, 0o600);
  const key = decodeSecretsKey(readFileSync(file, 'utf8'));
  if (!key)
    throw new Error(`${file} does not hold a 32-byte key (base64): delete it only if no API key is stored`);
  return key;
}
