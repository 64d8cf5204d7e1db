import { pictureRequest } from '@avatara/companion';
import type { TChatMeta, TChatNotice } from '@avatara/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseCases } from '../db/testing';
import { awakeClock, testApp } from '../testing/app';
import { chatUser, type ChatUser, type SseEvent } from '../testing/chat';
import { startFakeOpenAi, structuredChunks, type FakeOpenAi, type FakeRequest } from '../testing/fake-openai';
import { chatWith, connect } from '../testing/models';

type App = Awaited<ReturnType<typeof testApp>>;

const metaOf = (events: SseEvent[]) => events.find((e) => e.event === 'meta')?.data as TChatMeta | undefined;
const schemaOf = (r: FakeRequest) => r.body.response_format?.json_schema?.name ?? null;
const lastUserText = (r: FakeRequest) =>
  r.body.messages.filter((m) => m.role === 'user').at(-1)?.content ?? '';

/**
 * With a model connected at run time (no OPENAI_* variables), that model does the understanding
 * (issue 23 §3, docs/chat.md): it reads picture requests both ways, learns the user's facts, and
 * its connection gives the second opinion on crisis messages, also for users of the offline engine.
 */
for (const c of databaseCases) {
  const available = await c.available();

  describe.skipIf(!available)(`the connected model understands [${c.name}]`, () => {
    let t: App;
    let fake: FakeOpenAi;
    let operator: ChatUser;
    let model: string;
    /** What the fake's model reads in a message that may ask for a picture (null: answers 500). */
    const readings = new Map<string, { picture: boolean; prompt: string } | null>();
    beforeAll(async () => {
      fake = await startFakeOpenAi();
      fake.setModels(['local-mind']);
      // The endpoint answers (flagging nothing): a server that answers 404 is not asked again.
      fake.setModeration([]);
      fake.script((r) => {
        const schema = schemaOf(r);
        if (schema === 'picture_request') {
          const reading = readings.get(lastUserText(r));
          return reading === null
            ? { status: 500, errorMessage: 'model crashed' }
            : { chunks: [JSON.stringify(reading ?? { picture: false, prompt: '' })] };
        }
        if (schema === 'memory_facts')
          return {
            chunks: [
              JSON.stringify({
                facts: /cello/.test(lastUserText(r))
                  ? [{ kind: 'like', subject: 'cello', value: 'playing the cello' }]
                  : [],
              }),
            ],
          };
        return { chunks: structuredChunks('How lovely to hear from you.', { valence: 0.4 }) };
      });
      t = await testApp({
        database: await c.open(),
        env: { OFFLINE_WORD_DELAY_MS: '0' },
        overrides: { now: awakeClock().now },
      });
      operator = await chatUser(t.app, t.database.db);
      const conn = await connect(t.app, operator, { name: 'Local', baseUrl: fake.baseURL });
      model = conn.models[0]!.name;
    });
    afterAll(async () => {
      await t?.close();
      await fake?.close();
    });

    it('asks the model whether a message that mentions pictures asks for one, and its reading decides both ways', async () => {
      const u = await chatUser(t.app, t.database.db);
      // "Mal sehen …" is no request: the model says so, nothing is drawn or charged for a picture.
      const notAsked = 'Mal sehen, ob das Wetter morgen besser wird';
      readings.set(notAsked, { picture: false, prompt: '' });
      const first = metaOf(await chatWith(t.app, u, model, notAsked, 'de-DE'));
      expect(first?.image).toBeNull();
      expect(
        fake.requests.some((r) => schemaOf(r) === 'picture_request' && lastUserText(r) === notAsked),
      ).toBe(true);

      // A wish the offline rules do not read as a request: the model does, and the picture is drawn.
      const wish = "I'd love to see you paint the harbour at night";
      expect(pictureRequest(wish, 'en-US')).toBeNull();
      readings.set(wish, { picture: true, prompt: 'the harbour at night' });
      const drawn = metaOf(await chatWith(t.app, u, model, wish));
      expect(drawn?.image).toEqual(expect.any(String));
      expect(drawn!.costUsd).toBeGreaterThan(first!.costUsd);

      // A message about nothing visual is not put to the model at all.
      const before = fake.requests.filter((r) => schemaOf(r) === 'picture_request').length;
      metaOf(await chatWith(t.app, u, model, 'How was your weekend?'));
      expect(fake.requests.filter((r) => schemaOf(r) === 'picture_request')).toHaveLength(before);

      // When the model gives no reading (an error), the offline rules decide.
      const plain = 'Can you draw me a cat?';
      readings.set(plain, null);
      expect(metaOf(await chatWith(t.app, u, model, plain))?.image).toEqual(expect.any(String));
    });

    it('learns facts with the connected model itself, in the background', async () => {
      const u = await chatUser(t.app, t.database.db);
      await chatWith(t.app, u, model, 'On Sundays I practise my cello for hours.');
      let list: { kind: string; value: string }[] = [];
      for (let i = 0; i < 200 && !list.some((m) => m.value === 'playing the cello'); i++) {
        await new Promise((r) => setTimeout(r, 20));
        list = (await t.app.inject({ url: '/memories?avatar=emma-walker', cookies: u.cookies })).json();
      }
      expect(list.map((m) => m.value)).toContain('playing the cello');
      const extraction = fake.requests.filter((r) => schemaOf(r) === 'memory_facts').at(-1)!;
      expect(extraction.body.model).toBe('local-mind');
    });

    it("gives users of the offline engine the connection's second opinion on a crisis", async () => {
      const u = await chatUser(t.app, t.database.db);
      fake.setModeration(['self-harm', 'self-harm/intent']);
      try {
        const text = 'Tonight I will finally do what I planned, nobody will stop me';
        const events = await chatWith(t.app, u, 'OFFLINE_PERSONA', text);
        expect(fake.moderationInputs).toContain(text);
        expect((events.find((e) => e.event === 'notice')?.data as TChatNotice).kind).toBe('crisis');
      } finally {
        fake.setModeration([]);
      }
    });
  });
}
