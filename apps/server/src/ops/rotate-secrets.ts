/**
 * Re-seals the stored secrets with a new key (docs/operations.md, "Rotating SECRETS_KEY"). The only
 * secrets sealed with the key are the model connections' API keys (`model_connections.api_key_sealed`,
 * chat/models/secrets.ts). All of them change in one transaction, or none does.
 */
import { SecretBox } from '../chat/models/secrets';
import type { SqlDatabase } from './sql';

export interface RotationResult {
  /** API keys opened with the old key and sealed with the new one. */
  resealed: number;
  /** API keys that the new key already opens (a rotation run again). */
  already: number;
}

/**
 * Opens every sealed API key with `oldKey` and seals it with `newKey`. Throws, changing nothing,
 * when a key opens with neither (it was sealed with a third key), naming its connections.
 */
export async function rotateSecrets(
  db: SqlDatabase,
  oldKey: Buffer,
  newKey: Buffer,
): Promise<RotationResult> {
  const from = new SecretBox(oldKey);
  const to = new SecretBox(newKey);
  const opens = (box: SecretBox, sealed: string) => {
    try {
      return box.open(sealed);
    } catch {
      return null;
    }
  };
  return db.transaction(async (q) => {
    const rows = await q<{ id: string; name: string; sealed: string }>(
      `select id::text as id, name, api_key_sealed as sealed from model_connections
       where api_key_sealed is not null order by name for update`,
    );
    const result: RotationResult = { resealed: 0, already: 0 };
    const unreadable: string[] = [];
    for (const row of rows) {
      const plain = opens(from, row.sealed);
      if (plain === null) {
        if (opens(to, row.sealed) === null) unreadable.push(row.name);
        else result.already += 1;
        continue;
      }
      await q('update model_connections set api_key_sealed = $2 where id = $1::uuid', [
        row.id,
        to.seal(plain),
      ]);
      result.resealed += 1;
    }
    if (unreadable.length > 0)
      throw new Error(
        `the API keys of ${unreadable.join(', ')} open with neither key: nothing was changed. ` +
          'Start with the key they were sealed with, or enter those API keys again on the Models page first',
      );
    return result;
  });
}
