import { PassThrough } from 'node:stream';
import type { TModelConnection } from '@avatara/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseCases } from '../../db/testing';
import { testApp } from '../../testing/app';
import { chatUser, type ChatUser } from '../../testing/chat';
import { startFakeOpenAi, type FakeOpenAi } from '../../testing/fake-openai';
import { listedNames, modelsApi, pickerModels } from '../../testing/models';

type App = Awaited<ReturnType<typeof testApp>>;

async function eventually<T>(find: () => Promise<T | undefined>, limitMs = 5_000): Promise<T> {
  const start = Date.now();
  for (;;) {
    const found = await find();
    if (found !== undefined) return found;
    if (Date.now() - start > limitMs) throw new Error(`not within ${limitMs} ms`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

for (const c of databaseCases) {
  const available = await c.available();

  describe.skipIf(!available)(`local model servers found by themselves [${c.name}]`, () => {
    let t: App;
    let fake: FakeOpenAi;
    let operator: ChatUser;
    /** The connection discovery made for the fake, once it is there. */
    const found = async () =>
      eventually(async () =>
        (await modelsApi(t.app, operator).list()).connections.find((x) => x.baseUrl === fake.baseURL),
      );
    beforeAll(async () => {
      fake = await startFakeOpenAi();
      fake.setModels(['llama3.2:latest']);
      t = await testApp({
        database: await c.open(),
        env: { MODEL_DISCOVERY: 'on', MODEL_DISCOVERY_URLS: fake.baseURL, MODEL_DOWN_AFTER_FAILURES: '3' },
      });
      operator = await chatUser(t.app, t.database.db);
    });
    afterAll(async () => {
      await t?.close();
      await fake?.close();
    });

    it('finds a server at start: a connection "found on this machine", its models shown at once at the local price', async () => {
      const conn: TModelConnection = await found();
      expect(conn).toMatchObject({ source: 'discovered', onThisMachine: true, hasApiKey: false });
      expect(conn.name).toBe(new URL(fake.baseURL).host);
      expect(conn.health.status).toBe('up');
      // LOCAL_MODEL_PRICES is unset: the offline engine's price.
      expect(conn.models.find((m) => m.modelId === 'llama3.2:latest')).toMatchObject({
        shown: true,
        inputMicroUsdPerMillion: 1_000_000,
        outputMicroUsdPerMillion: 4_000_000,
      });
      const name = conn.models[0]!.name;
      expect(await listedNames(t.app)).toContain(name);
      expect((await pickerModels(t.app)).find((m) => m.name === name)).toMatchObject({ available: true });
    });

    it('adds the models a server lists later, and marks it down when it stops answering, up when it is back', async () => {
      await found();
      fake.setModels(['llama3.2:latest', 'phi4:latest']);
      await t.app.services.modelDiscovery.run();
      expect((await found()).models.map((m) => m.modelId)).toContain('phi4:latest');
      fake.setModels(null);
      for (let i = 0; i < 3; i += 1) await t.app.services.modelDiscovery.run();
      expect((await found()).health.status).toBe('down');
      fake.setModels(['llama3.2:latest', 'phi4:latest']);
      await t.app.services.modelDiscovery.run();
      expect((await found()).health).toMatchObject({ status: 'up', consecutiveFailures: 0 });
      // One connection per address, however often it is found.
      const all = (await modelsApi(t.app, operator).list()).connections;
      expect(all.filter((x) => x.baseUrl === fake.baseURL)).toHaveLength(1);
    });

    it('looks for nothing with MODEL_DISCOVERY=off, and stops its timer with the server', async () => {
      const quiet = await startFakeOpenAi();
      const off = await testApp({ env: { MODEL_DISCOVERY: 'off', MODEL_DISCOVERY_URLS: quiet.baseURL } });
      await off.app.services.modelDiscovery.run();
      expect(quiet.modelListRequests).toHaveLength(0);
      await off.close();
      const logs: string[] = [];
      const logStream = new PassThrough();
      logStream.on('data', (chunk: Buffer) => logs.push(chunk.toString()));
      const on = await testApp({
        env: { MODEL_DISCOVERY: 'on', MODEL_DISCOVERY_URLS: quiet.baseURL, LOG_LEVEL: 'info' },
        logStream,
      });
      await eventually(async () => (quiet.modelListRequests.length > 0 ? true : undefined));
      await on.close();
      await quiet.close();
      expect(logs.join('')).toMatch(/"part":"model-discovery"[^\n]*"msg":"stopped"/);
    });
  });
}
