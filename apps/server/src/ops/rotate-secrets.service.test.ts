import { randomBytes } from 'node:crypto';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SecretBox } from '../chat/models/secrets';
import type { DatabaseHandle } from '../db/client';
import { modelConnections } from '../db/schema';
import { databaseCases } from '../db/testing';
import { rotateSecrets } from './rotate-secrets';
import { sqlOf } from './sql';

describe.each(databaseCases)('rotateSecrets [$name]', (dbCase) => {
  let handle: DatabaseHandle | undefined;
  beforeAll(async () => {
    if (await dbCase.available()) handle = await dbCase.open();
  });
  afterAll(() => handle?.close());

  const sealedKeys = async () =>
    (await handle!.db.select().from(modelConnections).orderBy(asc(modelConnections.name))).map((r) => [
      r.name,
      r.apiKeySealed,
    ]);

  it('re-seals every API key with the new key in one go, and does nothing to a key it cannot open', async (ctx) => {
    if (!handle) return ctx.skip();
    const [oldKey, newKey, third] = [randomBytes(32), randomBytes(32), randomBytes(32)];
    const old = new SecretBox(oldKey);
    await handle.db.delete(modelConnections);
    await handle.db.insert(modelConnections).values([
      { name: 'a', baseUrl: 'http://127.0.0.1:9/a', apiKeySealed: old.seal('sk-a'), source: 'operator' },
      { name: 'b', baseUrl: 'http://127.0.0.1:9/b', apiKeySealed: old.seal('sk-b'), source: 'operator' },
      { name: 'c', baseUrl: 'http://127.0.0.1:9/c', apiKeySealed: null, source: 'operator' },
    ]);

    expect(await rotateSecrets(sqlOf(handle), oldKey, newKey)).toEqual({ resealed: 2, already: 0 });
    const box = new SecretBox(newKey);
    const after = await sealedKeys();
    expect(after.map(([name, sealed]) => [name, sealed && box.open(sealed)])).toEqual([
      ['a', 'sk-a'],
      ['b', 'sk-b'],
      ['c', null],
    ]);
    // Run again (after a stop half-way, say): nothing left to do.
    expect(await rotateSecrets(sqlOf(handle), oldKey, newKey)).toEqual({ resealed: 0, already: 2 });

    await handle.db.insert(modelConnections).values({
      name: 'd',
      baseUrl: 'http://127.0.0.1:9/d',
      apiKeySealed: new SecretBox(third).seal('sk-d'),
      source: 'operator',
    });
    const before = await sealedKeys();
    await expect(rotateSecrets(sqlOf(handle), newKey, randomBytes(32))).rejects.toThrow(
      /the API keys of d open with neither key: nothing was changed/,
    );
    expect(await sealedKeys()).toEqual(before);
  });
});
