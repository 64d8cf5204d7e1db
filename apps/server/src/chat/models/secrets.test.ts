import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSecretsKey, SecretBox, SECRETS_KEY_FILE } from './secrets';

describe('SecretBox', () => {
  const box = new SecretBox(Buffer.alloc(32, 1));

  it('seals with AES-256-GCM: a fresh IV each time, nothing of the plain text visible, and opens again', () => {
    const a = box.seal('sk-live-1234567890');
    const b = box.seal('sk-live-1234567890');
    expect(a).not.toBe(b);
    expect(a).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(a).not.toContain('sk-live');
    expect(box.open(a)).toBe('sk-live-1234567890');
  });

  it('refuses a sealed text that was changed, or sealed with another key', () => {
    const sealed = box.seal('secret');
    const [v, iv, tag, body] = sealed.split('.');
    const flipped = Buffer.from(body!, 'base64url');
    flipped[0]! ^= 1;
    expect(() => box.open([v, iv, tag, flipped.toString('base64url')].join('.'))).toThrow();
    expect(() => new SecretBox(Buffer.alloc(32, 2)).open(sealed)).toThrow();
    expect(() => box.open('plain text')).toThrow(/not a sealed secret/);
    expect(() => new SecretBox(Buffer.alloc(16))).toThrow(/32-byte/);
  });
});

describe('loadSecretsKey', () => {
  it('uses SECRETS_KEY when set (base64 or hex)', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'avatara-secrets-'));
    expect(loadSecretsKey({ secretsKey: Buffer.alloc(32, 9).toString('base64'), dataDir })).toEqual(
      Buffer.alloc(32, 9),
    );
    expect(loadSecretsKey({ secretsKey: '0a'.repeat(32), dataDir })).toEqual(Buffer.alloc(32, 10));
  });

  it('else makes a key file once in DATA_DIR, readable by its owner only, and reads it again later', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'avatara-secrets-'));
    const first = loadSecretsKey({ secretsKey: undefined, dataDir });
    const file = path.join(dataDir, SECRETS_KEY_FILE);
    expect(first).toHaveLength(32);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(loadSecretsKey({ secretsKey: undefined, dataDir })).toEqual(first);
    expect(Buffer.from(readFileSync(file, 'utf8').trim(), 'base64')).toEqual(first);
  });
});
