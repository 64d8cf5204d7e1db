import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { TChatMeta, TModelConnection } from '@avatara/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSecretsKey, SecretBox } from '../chat/models/secrets';
import { modelConnections } from '../db/schema';
import { databaseCases } from '../db/testing';
import { awakeClock, testApp } from '../testing/app';
import { chatUser, type ChatUser } from '../testing/chat';
import { startFakeOpenAi, type FakeOpenAi } from '../testing/fake-openai';
import { chatWith, connect, listedNames, modelsApi, pickerModels } from '../testing/models';

type App = Awaited<ReturnType<typeof testApp>>;
const KEY = 'sk-test-0123456789abcdef';

/** A loopback port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  await new Promise((r) => server.close(r));
  return port;
}

for (const c of databaseCases) {
  const available = await c.available();

  describe.skipIf(!available)(`model connections, managed at run time [${c.name}]`, () => {
    let t: App;
    let operator: ChatUser;
    let user: ChatUser;
    const fakes: FakeOpenAi[] = [];
    /** A fake OpenAI-compatible server of this test, listing `models`. */
    const server = async (models: string[]) => {
      const fake = await startFakeOpenAi();
      fake.setModels(models);
      fakes.push(fake);
      return fake;
    };
    beforeAll(async () => {
      t = await testApp({
        database: await c.open(),
        env: { OFFLINE_WORD_DELAY_MS: '0', LOCAL_MODEL_PRICES: '0.5/2' },
        overrides: { now: awakeClock().now },
      });
      operator = await chatUser(t.app, t.database.db); // the first account: an operator
      user = await chatUser(t.app, t.database.db);
    });
    afterAll(async () => {
      await t?.close();
      await Promise.all(fakes.map((f) => f.close()));
    });

    it('refuses everyone but operators: 401 signed out, 403 for users', async () => {
      const fake = await server(['m']);
      const id = '00000000-0000-4000-8000-000000000000';
      const calls = [
        ['GET', ''],
        ['POST', ''],
        ['PUT', `/${id}`],
        ['DELETE', `/${id}`],
        ['POST', `/${id}/test`],
      ] as const;
      for (const [method, url] of calls) {
        const body = method === 'POST' || method === 'PUT' ? { name: 'x', baseUrl: fake.baseURL } : undefined;
        expect((await modelsApi(t.app, null).call(method, url, body)).statusCode, `${method} ${url}`).toBe(
          401,
        );
        expect((await modelsApi(t.app, user).call(method, url, body)).statusCode, `${method} ${url}`).toBe(
          403,
        );
      }
      expect(fake.modelListRequests).toHaveLength(0);
    });

    it('answers 400 naming the field: a bad URL, no name, a server that is not there or not OpenAI-compatible, a refused key', async () => {
      const api = modelsApi(t.app, operator);
      const fieldOf = async (body: object) => {
        const res = await api.create(body);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        return res.json<{ field: string; message: string }>();
      };
      const fake = await server(['m']);
      expect((await fieldOf({ name: 'x', baseUrl: 'ftp://host' })).field).toBe('baseUrl');
      expect((await fieldOf({ baseUrl: fake.baseURL })).field).toBe('name');
      const gone = await fieldOf({ name: 'Gone', baseUrl: `http://127.0.0.1:${await closedPort()}/v1` });
      expect(gone).toMatchObject({ field: 'baseUrl', message: expect.stringMatching(/cannot be reached/) });
      fake.setModels(null);
      const notOpenAi = await fieldOf({ name: 'Web page', baseUrl: fake.baseURL });
      expect(notOpenAi).toMatchObject({
        field: 'baseUrl',
        message: expect.stringMatching(/not an OpenAI-compatible/),
      });
      fake.setModels(401);
      expect(await fieldOf({ name: 'Locked', baseUrl: fake.baseURL, apiKey: 'wrong' })).toMatchObject({
        field: 'apiKey',
      });
      const names = (await api.list()).connections.map((x) => x.name);
      for (const refused of ['Gone', 'Web page', 'Locked']) expect(names).not.toContain(refused);
    });

    it('connects two servers: their models are listed at once, shown, priced by the rules, and offered to users', async () => {
      const [hosted, local] = [
        await server(['gpt-4o-mini', 'text-embedding-3-small']),
        await server(['llama3.2:latest', 'qwen2.5:7b']),
      ];
      const hostedConn = await connect(t.app, operator, {
        name: 'Hosted',
        baseUrl: hosted.baseURL,
        apiKey: KEY,
      });
      // Without /v1 the address is tried once more with it, as local servers serve the API there.
      const localConn = await connect(t.app, operator, {
        name: 'Ollama box',
        baseUrl: local.baseURL.replace(/\/v1$/, ''),
      });
      expect(localConn.baseUrl).toBe(local.baseURL);
      expect(hostedConn).toMatchObject({ source: 'operator', hasApiKey: true, onThisMachine: true });
      expect(hostedConn.health).toMatchObject({ status: 'up', consecutiveFailures: 0, lastError: null });
      expect(hosted.modelListRequests.at(-1)?.authorization).toBe(`Bearer ${KEY}`);
      expect(localConn.models.map((m) => [m.name, m.shown])).toEqual([
        ['OLLAMA_BOX_LLAMA3_2_LATEST', true],
        ['OLLAMA_BOX_QWEN2_5_7B', true],
      ]);
      // An embedding model is added but not offered; loopback servers cost LOCAL_MODEL_PRICES.
      expect(hostedConn.models.map((m) => [m.modelId, m.shown])).toEqual([
        ['gpt-4o-mini', true],
        ['text-embedding-3-small', false],
      ]);
      expect(hostedConn.models[0]).toMatchObject({
        inputMicroUsdPerMillion: 500_000,
        outputMicroUsdPerMillion: 2_000_000,
      });
      const names = await listedNames(t.app);
      const mine = ['HOSTED_GPT_4O_MINI', 'OLLAMA_BOX_LLAMA3_2_LATEST', 'OLLAMA_BOX_QWEN2_5_7B'];
      expect(names.filter((n) => mine.includes(n)).sort()).toEqual(mine.sort());
      expect(names).not.toContain('HOSTED_TEXT_EMBEDDING_3_SMALL');
      expect(names.at(-1)).toBe('OFFLINE_PERSONA');
      const view = await modelsApi(t.app, operator).list();
      expect(view.modelConnected).toBe(true);
      // No operator chose a default: users get the list's first model, and the page says which.
      expect(view.connections.flatMap((c) => c.models).some((m) => m.isDefault)).toBe(false);
      expect(view.currentDefault).toBe(names[0]);
      // The offline engine is never dearer than a model users can pick.
      expect(view.offline).toEqual({
        name: 'OFFLINE_PERSONA',
        inputMicroUsdPerMillion: 500_000,
        outputMicroUsdPerMillion: 2_000_000,
      });

      const events = await chatWith(t.app, user, 'OLLAMA_BOX_QWEN2_5_7B');
      expect(events.filter((e) => e.event !== 'notice').map((e) => e.event)).toEqual([
        'delta',
        'meta',
        'done',
      ]);
      expect(local.requests.at(-1)!.body.model).toBe('qwen2.5:7b');
      await chatWith(t.app, user, 'HOSTED_GPT_4O_MINI');
      expect(hosted.requests.at(-1)!.body.model).toBe('gpt-4o-mini');
    });

    it('never answers with a key, and keeps it sealed in the table', async () => {
      const fake = await server(['secret-model']);
      const made = await connect(t.app, operator, { name: 'Keyed', baseUrl: fake.baseURL, apiKey: KEY });
      const view = JSON.stringify(await modelsApi(t.app, operator).list());
      expect(view).not.toContain(KEY);
      expect(view).toContain('"hasApiKey":true');
      const [row] = await t.database.db
        .select()
        .from(modelConnections)
        .where(eq(modelConnections.id, made.id));
      expect(row!.apiKeySealed).toMatch(/^v1\./);
      expect(row!.apiKeySealed).not.toContain(KEY);
      const box = new SecretBox(loadSecretsKey({ secretsKey: undefined, dataDir: t.config.paths.dataDir }));
      expect(box.open(row!.apiKeySealed!)).toBe(KEY);
      // The chat call carries it to the provider, and only there.
      await chatWith(t.app, user, 'KEYED_SECRET_MODEL');
      expect(fake.requests).toHaveLength(1);
    });

    it('hides a model, renames and prices one, and makes another the default for everyone, at once', async () => {
      const fake = await server(['llama3.2:latest', 'qwen2.5:7b']);
      const made = await connect(t.app, operator, { name: 'Studio', baseUrl: fake.baseURL });
      const [llama, qwen] = made.models;
      const res = await modelsApi(t.app, operator).update(made.id, {
        models: [
          {
            id: llama!.id,
            displayName: 'Llama 3.2',
            isDefault: true,
            inputMicroUsdPerMillion: 700_000,
            outputMicroUsdPerMillion: 2_800_000,
          },
          { id: qwen!.id, shown: false },
        ],
      });
      expect(res.statusCode).toBe(200);
      expect(res.json<TModelConnection>().models[0]).toMatchObject({
        displayName: 'Llama 3.2',
        isDefault: true,
      });
      const list = (await t.app.inject('/ai_models_list.txt')).body.split('\n');
      expect(list[0]).toBe(
        'STUDIO_LLAMA3_2_LATEST,llama3.2:latest,OpenAI-compatible chat model llama3.2:latest,Llama 3.2',
      );
      expect(await listedNames(t.app)).not.toContain('STUDIO_QWEN2_5_7B');
      // The hidden model is refused; the spec's default name reaches the new default, at its new price.
      const hidden = await t.app.inject({
        method: 'POST',
        url: '/kichat',
        cookies: user.cookies,
        payload: {
          avatarName: 'Emma Walker',
          email: user.email,
          message: 'Hi',
          currentModel: 'STUDIO_QWEN2_5_7B',
        },
      });
      expect(hidden.statusCode).toBe(400);
      fake.script({ chunks: ['Hi ', 'there!'], usage: { prompt_tokens: 1000, completion_tokens: 100 } });
      const events = await chatWith(t.app, user, 'OPENAI_MODEL_3_5_TURBO');
      const meta = events.find((e) => e.event === 'meta')!.data as TChatMeta;
      expect(meta.model).toBe('STUDIO_LLAMA3_2_LATEST');
      expect(meta.costUsd).toBeCloseTo((1000 * 0.7 + 100 * 2.8) / 1e6, 9);
      // A model of another connection is not this connection's to change.
      const other = await connect(t.app, operator, { name: 'Other', baseUrl: (await server(['o'])).baseURL });
      const foreign = await modelsApi(t.app, operator).update(made.id, {
        models: [{ id: other.models[0]!.id, shown: false }],
      });
      expect(foreign.json()).toMatchObject({ field: 'models.0.id' });
    });

    it('tests a connection again: models it lists now are added; a key can be changed and cleared', async () => {
      const fake = await server(['llama3.2:latest']);
      const made = await connect(t.app, operator, { name: 'Retest', baseUrl: fake.baseURL, apiKey: KEY });
      fake.setModels(['llama3.2:latest', 'mistral:7b']);
      const tested = await modelsApi(t.app, operator).test(made.id);
      expect(tested.statusCode).toBe(200);
      expect(tested.json<TModelConnection>().models.map((m) => m.modelId)).toEqual([
        'llama3.2:latest',
        'mistral:7b',
      ]);
      expect(await listedNames(t.app)).toContain('RETEST_MISTRAL_7B');
      const cleared = await modelsApi(t.app, operator).update(made.id, { apiKey: '', name: 'Retested' });
      expect(cleared.json<TModelConnection>()).toMatchObject({ hasApiKey: false, name: 'Retested' });
      expect(fake.modelListRequests.at(-1)?.authorization).toBeNull();
      const missing = await modelsApi(t.app, operator).test('00000000-0000-4000-8000-000000000000');
      expect(missing.statusCode).toBe(404);
    });

    it('deletes a connection with its models; a second delete is 404', async () => {
      const made = await connect(t.app, operator, { name: 'Doomed', baseUrl: (await server(['d'])).baseURL });
      expect(await listedNames(t.app)).toContain('DOOMED_D');
      expect((await modelsApi(t.app, operator).remove(made.id)).statusCode).toBe(204);
      expect(await listedNames(t.app)).not.toContain('DOOMED_D');
      expect((await pickerModels(t.app)).map((m) => m.name)).not.toContain('DOOMED_D');
      expect((await modelsApi(t.app, operator).remove(made.id)).statusCode).toBe(404);
      expect((await modelsApi(t.app, operator).list()).connections.map((x) => x.id)).not.toContain(made.id);
    });
  });
}
