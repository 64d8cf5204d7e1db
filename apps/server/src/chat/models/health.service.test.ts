import type { TChatStreamError, TModelConnection } from '@avatara/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseCases } from '../../db/testing';
import { testApp, testClock } from '../../testing/app';
import { chatUser, type ChatUser } from '../../testing/chat';
import { startFakeOpenAi, type FakeOpenAi } from '../../testing/fake-openai';
import { problemOf } from '../../testing/problem';
import { chatWith, connect, modelsApi, pickerModels } from '../../testing/models';
import { DOWN_RETRY_MS } from './router';

type App = Awaited<ReturnType<typeof testApp>>;

const errorOf = (events: { event: string; data: unknown }[]) =>
  events.find((e) => e.event === 'error')?.data as TChatStreamError | undefined;

for (const c of databaseCases) {
  const available = await c.available();

  describe.skipIf(!available)(`the health of model connections [${c.name}]`, () => {
    const clock = testClock();
    let t: App;
    let operator: ChatUser;
    let user: ChatUser;
    const fakes: FakeOpenAi[] = [];
    beforeAll(async () => {
      t = await testApp({
        database: await c.open(),
        env: { OFFLINE_WORD_DELAY_MS: '0', CHAT_TIMEOUT_MS: '2000', MODEL_DOWN_AFTER_FAILURES: '3' },
        overrides: { now: clock.now },
      });
      operator = await chatUser(t.app, t.database.db);
      user = await chatUser(t.app, t.database.db);
    });
    afterAll(async () => {
      await t?.close();
      await Promise.all(fakes.map((f) => f.close()));
    });

    /** A connection named `name` to a fake that answers 500 to every chat call, and its model's list name. */
    async function failing(
      name: string,
    ): Promise<{ fake: FakeOpenAi; conn: TModelConnection; model: string }> {
      const fake = await startFakeOpenAi({
        status: 500,
        errorMessage: 'Unterminated string in JSON at position 45',
      });
      fakes.push(fake);
      fake.setModels(['m1']);
      const conn = await connect(t.app, operator, { name, baseUrl: fake.baseURL });
      return { fake, conn, model: conn.models[0]!.name };
    }
    const healthOf = async (id: string) =>
      (await modelsApi(t.app, operator).list()).connections.find((x) => x.id === id)!.health;

    it('marks a connection down after 3 failed chat calls in a row; its users are told MODEL_DOWN at once, the picker marks it', async () => {
      const { fake, conn, model } = await failing('Flaky');
      for (let i = 1; i <= 3; i += 1) {
        const error = errorOf(await chatWith(t.app, user, model));
        expect(error?.code, `call ${i}`).toBe('MODEL_UNAVAILABLE');
        // The provider's own words never reach the user.
        expect(error?.message).not.toMatch(/Unterminated/);
        expect((await healthOf(conn.id)).consecutiveFailures).toBe(i);
      }
      const health = await healthOf(conn.id);
      expect(health).toMatchObject({ status: 'down', lastError: 'The chat model answered 500' });
      expect(health.lastErrorAt).toBe(clock.now().toISOString());
      expect((await pickerModels(t.app)).find((m) => m.name === model)).toMatchObject({ available: false });
      const asked = fake.requests.length;
      const down = errorOf(await chatWith(t.app, user, model));
      expect(down).toMatchObject({ code: 'MODEL_DOWN' });
      expect(down?.userMessageId).toEqual(expect.any(String));
      // Plain text: 502 with the reason, nothing asked of the provider.
      const plain = await t.app.inject({
        method: 'POST',
        url: '/kichat',
        cookies: user.cookies,
        payload: {
          avatarName: 'Emma Walker',
          email: user.email,
          message: 'Still there?',
          currentModel: model,
        },
      });
      expect(problemOf(plain)).toMatchObject({ status: 502, reason: 'MODEL_DOWN' });
      expect(fake.requests.length).toBe(asked);
    });

    it('lets one call a minute through to a down connection, and a success clears the mark', async () => {
      const { fake, conn, model } = await failing('Comeback');
      for (let i = 0; i < 3; i += 1) await chatWith(t.app, user, model);
      expect((await healthOf(conn.id)).status).toBe('down');
      fake.script({ chunks: ['I am ', 'back.'] });
      expect(errorOf(await chatWith(t.app, user, model))?.code).toBe('MODEL_DOWN');
      clock.advance(DOWN_RETRY_MS + 1_000);
      const events = await chatWith(t.app, user, model);
      expect(errorOf(events)).toBeUndefined();
      expect(events.some((e) => e.event === 'delta')).toBe(true);
      expect(await healthOf(conn.id)).toMatchObject({
        status: 'up',
        consecutiveFailures: 0,
        lastSuccessAt: clock.now().toISOString(),
      });
      expect((await pickerModels(t.app)).find((m) => m.name === model)).toMatchObject({ available: true });
    });

    it('is up again when the operator tests it and the server answers', async () => {
      const { fake, conn, model } = await failing('Tested');
      for (let i = 0; i < 3; i += 1) await chatWith(t.app, user, model);
      fake.setModels(null);
      const still = (await modelsApi(t.app, operator).test(conn.id)).json<TModelConnection>();
      expect(still.health).toMatchObject({ status: 'down', consecutiveFailures: 4 });
      expect(still.health.lastError).toMatch(/not an OpenAI-compatible API/);
      fake.setModels(['m1']);
      const tested = (await modelsApi(t.app, operator).test(conn.id)).json<TModelConnection>();
      expect(tested.health).toMatchObject({ status: 'up', consecutiveFailures: 0 });
      expect((await pickerModels(t.app)).find((m) => m.name === model)?.available).toBe(true);
    });

    it('counts failures in a row only: a success in between starts again from zero', async () => {
      const { fake, conn, model } = await failing('Sometimes');
      await chatWith(t.app, user, model);
      await chatWith(t.app, user, model);
      fake.script({ chunks: ['Fine.'] });
      await chatWith(t.app, user, model);
      fake.script({ status: 500 });
      await chatWith(t.app, user, model);
      expect(await healthOf(conn.id)).toMatchObject({ status: 'up', consecutiveFailures: 1 });
    });
  });
}
