import type { TModelConnection } from '@avatara/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import type { DatabaseHandle } from '../../db/client';
import { modelConnections } from '../../db/schema';
import { databaseCases } from '../../db/testing';
import { testConfig } from '../../testing/app';
import { chatUser, type ChatUser } from '../../testing/chat';
import { startFakeOpenAi, type FakeOpenAi } from '../../testing/fake-openai';
import { listedNames, modelsApi } from '../../testing/models';
import { ENV_CONNECTION_NAME } from './env-connection';

/** Starts the app on `database` with `env`, as a restart with another environment would. */
async function start(database: DatabaseHandle, env: Record<string, string>) {
  const app = await buildApp({ config: testConfig(env), database });
  await app.ready();
  return app;
}

for (const c of databaseCases) {
  const available = await c.available();

  describe.skipIf(!available)(`OPENAI_* and CHAT_MODELS make one connection [${c.name}]`, () => {
    let database: DatabaseHandle;
    let fake: FakeOpenAi;
    let operator: ChatUser;
    const env = () => ({
      OPENAI_BASE_URL: `${fake.baseURL}/`,
      OPENAI_API_KEY: 'sk-env-secret',
      CHAT_MODELS: 'OPENAI_MODEL_4O_MINI=gpt-4o-mini|GPT-4o mini,LOCAL=llama3.1:8b',
      CHAT_PRICES: 'LOCAL=0.5/2',
    });
    beforeAll(async () => {
      fake = await startFakeOpenAi();
      database = await c.open();
      const app = await start(database, env());
      operator = await chatUser(app, database.db);
      await app.close();
    });
    afterAll(async () => {
      await database?.close();
      await fake?.close();
    });
    const envConnection = async (app: Awaited<ReturnType<typeof start>>) =>
      (await modelsApi(app, operator).list()).connections.find((x) => x.source === 'env');

    it('makes the connection at start, with the models in order, their prices and the first as default; its key stays in the environment', async () => {
      const app = await start(database, env());
      try {
        const conn: TModelConnection | undefined = await envConnection(app);
        expect(conn).toMatchObject({ name: ENV_CONNECTION_NAME, baseUrl: fake.baseURL, hasApiKey: true });
        expect(conn!.models.map((m) => [m.name, m.modelId, m.displayName, m.isDefault])).toEqual([
          ['OPENAI_MODEL_4O_MINI', 'gpt-4o-mini', 'GPT-4o mini', true],
          ['LOCAL', 'llama3.1:8b', 'llama3.1:8b', false],
        ]);
        expect(conn!.models.map((m) => [m.inputMicroUsdPerMillion, m.outputMicroUsdPerMillion])).toEqual([
          [300_000, 1_200_000],
          [500_000, 2_000_000],
        ]);
        const [row] = await database.db
          .select()
          .from(modelConnections)
          .where(eq(modelConnections.source, 'env'));
        expect(row!.apiKeySealed).toBeNull();
        expect(JSON.stringify(await modelsApi(app, operator).list())).not.toContain('sk-env-secret');
        // The environment owns the address, the key and the connection itself; the models' settings are the operators'.
        expect((await modelsApi(app, operator).update(conn!.id, { name: 'Mine' })).json()).toMatchObject({
          field: 'name',
        });
        expect((await modelsApi(app, operator).remove(conn!.id)).json()).toMatchObject({ field: 'id' });
      } finally {
        await app.close();
      }
    });

    it('updates it at the next start and keeps what operators set; removes it when the environment has no chat API', async () => {
      let app = await start(database, env());
      const conn = (await envConnection(app))!;
      const local = conn.models.find((m) => m.name === 'LOCAL')!;
      const mini = conn.models.find((m) => m.name === 'OPENAI_MODEL_4O_MINI')!;
      await modelsApi(app, operator).update(conn.id, {
        models: [{ id: mini.id, shown: false, inputMicroUsdPerMillion: 900_000 }],
      });
      await app.close();
      app = await start(database, {
        ...env(),
        CHAT_MODELS: 'OPENAI_MODEL_4O_MINI=gpt-4o-mini,NEW_ONE=gpt-4.1',
        CHAT_PRICES: '',
      });
      const again = (await envConnection(app))!;
      expect(again.id).toBe(conn.id);
      expect(again.models.map((m) => m.name)).toEqual(['OPENAI_MODEL_4O_MINI', 'NEW_ONE']);
      expect(again.models[0]).toMatchObject({
        shown: false,
        inputMicroUsdPerMillion: 900_000,
        displayName: 'GPT-4o mini',
      });
      expect(again.models[1]).toMatchObject({
        inputMicroUsdPerMillion: 4_000_000,
        outputMicroUsdPerMillion: 16_000_000,
      });
      expect(again.models.map((m) => m.id)).not.toContain(local.id);
      expect(await listedNames(app)).toEqual(['NEW_ONE', 'OFFLINE_PERSONA']);
      await app.close();
      app = await start(database, {});
      expect(await envConnection(app)).toBeUndefined();
      expect(await listedNames(app)).toEqual(['OFFLINE_PERSONA']);
      await app.close();
    });
  });
}
