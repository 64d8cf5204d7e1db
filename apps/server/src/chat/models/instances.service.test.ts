import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../db/client';
import { databaseCases } from '../../db/testing';
import { testApp } from '../../testing/app';
import { chatUser, type ChatUser } from '../../testing/chat';
import { startFakeOpenAi, type FakeOpenAi } from '../../testing/fake-openai';
import { connect, listedNames, modelsApi, pickerModels } from '../../testing/models';

type App = Awaited<ReturnType<typeof testApp>>;

/** Waits until `check` holds (every 10 ms, at most `limitMs`); the time it took, ms. */
async function within(limitMs: number, check: () => Promise<boolean>): Promise<number> {
  const start = performance.now();
  while (!(await check())) {
    if (performance.now() - start > limitMs) throw new Error(`not within ${limitMs} ms`);
    await new Promise((r) => setTimeout(r, 10));
  }
  return performance.now() - start;
}

/** Another handle on the same database: a second PostgreSQL pool, or the very same PGlite. */
function secondHandle(first: DatabaseHandle): Promise<DatabaseHandle> | DatabaseHandle {
  if (first.kind === 'pglite') return { ...first, close: async () => undefined };
  const client = (first.db as unknown as { $client: { options: { connectionString: string } } }).$client;
  return openDatabase({ kind: 'postgres', url: client.options.connectionString });
}

for (const c of databaseCases) {
  const available = await c.available();

  describe.skipIf(!available)(`two instances on one database [${c.name}]`, () => {
    let a: App;
    let b: App;
    let operator: ChatUser;
    let fake: FakeOpenAi;
    beforeAll(async () => {
      fake = await startFakeOpenAi();
      const env = { OFFLINE_WORD_DELAY_MS: '0', MODEL_DOWN_AFTER_FAILURES: '3' };
      a = await testApp({ database: await c.open(), env });
      b = await testApp({ database: await secondHandle(a.database), env });
      operator = await chatUser(a.app, a.database.db);
    });
    afterAll(async () => {
      await b?.close();
      await a?.close();
      await fake?.close();
    });

    it("follows another instance's changes in its model list within 2 s: added, hidden, made default, deleted", async () => {
      fake.setModels(['alpha', 'beta']);
      const made = await connect(a.app, operator, { name: 'Shared', baseUrl: fake.baseURL });
      const added = await within(2_000, async () => (await listedNames(b.app)).includes('SHARED_BETA'));
      const [alpha, beta] = made.models;
      await modelsApi(a.app, operator).update(made.id, {
        models: [
          { id: alpha!.id, shown: false },
          { id: beta!.id, isDefault: true },
        ],
      });
      const changed = await within(2_000, async () => {
        const names = await listedNames(b.app);
        return names[0] === 'SHARED_BETA' && !names.includes('SHARED_ALPHA');
      });
      await modelsApi(a.app, operator).remove(made.id);
      const deleted = await within(2_000, async () => !(await listedNames(b.app)).includes('SHARED_BETA'));
      console.log(
        `[${c.name}] another instance's list followed in ${added.toFixed(0)} ms (added), ${changed.toFixed(0)} ms (hidden, default), ${deleted.toFixed(0)} ms (deleted)`,
      );
      expect(Math.max(added, changed, deleted)).toBeLessThan(2_000);
    });

    it("follows another instance's health marks: down there is down here", async () => {
      fake.setModels(['gamma']);
      const made = await connect(a.app, operator, { name: 'Health', baseUrl: fake.baseURL });
      await within(2_000, async () => (await listedNames(b.app)).includes('HEALTH_GAMMA'));
      for (let i = 0; i < 3; i += 1)
        await a.app.services.modelConnections.health.failed(made.id, 'The chat model answered 500');
      await within(2_000, async () =>
        (await pickerModels(b.app)).some((m) => m.name === 'HEALTH_GAMMA' && !m.available),
      );
      await a.app.services.modelConnections.health.succeeded(made.id);
      await within(2_000, async () =>
        (await pickerModels(b.app)).some((m) => m.name === 'HEALTH_GAMMA' && m.available),
      );
    });
  });
}
