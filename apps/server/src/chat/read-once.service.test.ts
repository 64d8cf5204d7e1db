import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { databaseCases } from '../db/testing';
import { testApp } from '../testing/app';
import { chatUser } from '../testing/chat';
import { startFakeOpenAi, type FakeOpenAi } from '../testing/fake-openai';
import { chatWith, connect } from '../testing/models';
import { ModelAppraiser, OfflineAppraiser } from './appraiser';
import { MemoryService } from './memory';

type App = Awaited<ReturnType<typeof testApp>>;

/**
 * Each message is appraised and read for facts once per turn (issue 24 §3): the spies count the
 * calls of the real appraisers and of the offline reading, and let them run.
 */
for (const c of databaseCases) {
  const available = await c.available();

  describe.skipIf(!available)(`a message is understood once per turn [${c.name}]`, () => {
    let t: App;
    let fake: FakeOpenAi;
    let plainModel: string;
    beforeAll(async () => {
      fake = await startFakeOpenAi();
      fake.setModels(['plain-mind']);
      fake.setModeration([]);
      fake.script((r) =>
        r.body.response_format?.json_schema?.name === 'appraisal'
          ? {
              chunks: [
                JSON.stringify({
                  valence: 0.6,
                  arousal: 0.4,
                  dominance: 0,
                  intimacy: 0.3,
                  threat: 0,
                  novelty: 0.2,
                  complexity: 0.2,
                }),
              ],
            }
          : r.body.response_format?.json_schema?.name === 'memory_facts'
            ? { chunks: ['{"facts":[]}'] }
            : { chunks: ['Nice to meet you, Zoltan.'] },
      );
      // Without structured output the connected model appraises in a call of its own.
      t = await testApp({
        database: await c.open(),
        env: { OFFLINE_WORD_DELAY_MS: '0', CHAT_STRUCTURED_OUTPUT: 'false' },
      });
      const operator = await chatUser(t.app, t.database.db);
      plainModel = (await connect(t.app, operator, { name: 'Plain', baseUrl: fake.baseURL })).models[0]!.name;
    });
    afterAll(async () => {
      await t?.close();
      await fake?.close();
    });
    afterEach(() => vi.restoreAllMocks());

    it('the offline engine: one reading, which carries the appraisal and the facts remembered', async () => {
      const offline = vi.spyOn(OfflineAppraiser.prototype, 'appraise');
      const model = vi.spyOn(ModelAppraiser.prototype, 'appraise');
      const read = vi.spyOn(MemoryService.prototype, 'read');
      const u = await chatUser(t.app, t.database.db);
      const events = await chatWith(t.app, u, 'OFFLINE_PERSONA', 'Hi, my name is Zoltan and I love jazz.');
      expect(events.some((e) => e.event === 'meta')).toBe(true);
      expect(read).toHaveBeenCalledTimes(1);
      expect(offline).not.toHaveBeenCalled();
      expect(model).not.toHaveBeenCalled();
      const memories = await t.app.inject({ url: `/memories?avatar=Emma%20Walker`, cookies: u.cookies });
      expect(JSON.stringify(memories.json())).toContain('Zoltan');
    });

    it('a connected model: its appraisal is the only one, the offline rules are not asked besides', async () => {
      const offline = vi.spyOn(OfflineAppraiser.prototype, 'appraise');
      const model = vi.spyOn(ModelAppraiser.prototype, 'appraise');
      const read = vi.spyOn(MemoryService.prototype, 'read');
      const u = await chatUser(t.app, t.database.db);
      await chatWith(t.app, u, plainModel, 'Hi, my name is Zoltan and I love jazz.');
      expect(model).toHaveBeenCalledTimes(1);
      expect(offline).not.toHaveBeenCalled();
      expect(read).toHaveBeenCalledTimes(1);
    });

    it('a picture request by the image button is appraised once by the offline rules, with nothing to read', async () => {
      const offline = vi.spyOn(OfflineAppraiser.prototype, 'appraise');
      const read = vi.spyOn(MemoryService.prototype, 'read');
      const u = await chatUser(t.app, t.database.db);
      await chatWith(t.app, u, 'OFFLINE_PERSONA', '#gi: a red kite over the sea');
      expect(offline).toHaveBeenCalledTimes(1);
      expect(read).not.toHaveBeenCalled();
    });

    it('control messages are neither appraised nor read', async () => {
      const offline = vi.spyOn(OfflineAppraiser.prototype, 'appraise');
      const read = vi.spyOn(MemoryService.prototype, 'read');
      const u = await chatUser(t.app, t.database.db);
      await chatWith(t.app, u, 'OFFLINE_PERSONA', 'AI:SESSION_START');
      expect(offline).not.toHaveBeenCalled();
      expect(read).not.toHaveBeenCalled();
    });
  });
}
