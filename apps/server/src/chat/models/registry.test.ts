import { describe, expect, it } from 'vitest';
import { prices, toStored } from './prices';
import {
  DEFAULT_MODEL_NAME,
  ModelRegistry,
  OFFLINE_MODEL_NAME,
  type ConnectionState,
  type ModelRow,
} from './registry';

const connection = (id: string, over: Partial<ConnectionState> = {}): ConnectionState => ({
  id,
  name: id,
  baseUrl: `http://${id}.example/v1`,
  apiKey: null,
  source: 'operator',
  consecutiveFailures: 0,
  lastErrorAt: null,
  lastSuccessAt: null,
  ...over,
});
const model = (
  connectionId: string,
  name: string,
  modelId: string,
  over: Partial<ModelRow> = {},
): ModelRow => ({
  connectionId,
  modelId,
  name,
  displayName: modelId,
  shown: true,
  isDefault: false,
  ...toStored(prices(0.3, 1.2)),
  ...over,
});

/** Two connections: a hosted one (mini, 4o hidden) and a local one (llama, the default). */
function registry(): ModelRegistry {
  const r = new ModelRegistry(prices(1, 4));
  r.replace(
    [connection('hosted'), connection('local')],
    [
      model('hosted', 'OPENAI_MODEL_4O_MINI', 'gpt-4o-mini'),
      model('hosted', 'OPENAI_MODEL_4O', 'gpt-4o', { shown: false }),
      model('local', 'OLLAMA_LLAMA3_2', 'llama3.2', { isDefault: true, ...toStored(prices(2, 2)) }),
    ],
  );
  return r;
}

describe('ModelRegistry', () => {
  it('lists the shown models, the default first, and the offline engine last; hidden ones not at all', () => {
    const r = registry();
    expect(r.entries.map((e) => e.name)).toEqual([
      'OLLAMA_LLAMA3_2',
      'OPENAI_MODEL_4O_MINI',
      OFFLINE_MODEL_NAME,
    ]);
    expect(r.default.connectionId).toBe('local');
    expect(r.listText().split('\n')[1]).toBe(
      'OPENAI_MODEL_4O_MINI,gpt-4o-mini,OpenAI-compatible chat model gpt-4o-mini,gpt-4o-mini',
    );
    expect(() => r.resolve('OPENAI_MODEL_4O')).toThrow(expect.objectContaining({ field: 'currentModel' }));
  });

  it('offers only the labelled offline engine when nothing is connected', () => {
    const r = new ModelRegistry(prices(1, 4));
    expect(r.entries.map((e) => e.provider)).toEqual(['offline']);
    expect(r.listText()).toContain('no chat API is configured');
    expect(r.modelConnected).toBe(false);
  });

  it("resolves the spec's default name to the default, and refuses an unknown name naming currentModel", () => {
    const r = registry();
    expect(r.resolve(undefined).name).toBe('OLLAMA_LLAMA3_2');
    expect(r.resolve(DEFAULT_MODEL_NAME).name).toBe('OLLAMA_LLAMA3_2');
    expect(r.resolve('OPENAI_MODEL_4O_MINI').model).toBe('gpt-4o-mini');
    expect(() => r.resolve('NOPE')).toThrow(
      expect.objectContaining({ code: 'VALIDATION', field: 'currentModel', reason: 'UNKNOWN_MODEL' }),
    );
  });

  it('prices the offline engine at most like the cheapest shown model, per input and per output token', () => {
    const r = registry();
    expect(r.offlineEntry.prices).toEqual({ input: 0.3, output: 1.2 });
    expect(r.entries.every((e) => e.prices.input >= r.offlineEntry.prices.input)).toBe(true);
    expect(r.entries.every((e) => e.prices.output >= r.offlineEntry.prices.output)).toBe(true);
    const alone = new ModelRegistry(prices(1, 4));
    alone.replace([connection('x')], [model('x', 'X', 'x', toStored(prices(5, 20)))]);
    expect(alone.offlineEntry.prices).toEqual({ input: 1, output: 4 });
  });

  it('marks the models of a down connection unavailable and puts the next one that answers first', () => {
    const r = registry();
    r.noteHealth('local', { consecutiveFailures: 3, lastErrorAt: 1, lastSuccessAt: null });
    expect(r.default.name).toBe('OPENAI_MODEL_4O_MINI');
    expect(r.options().find((o) => o.name === 'OLLAMA_LLAMA3_2')).toMatchObject({ available: false });
    expect(r.options().at(-1)).toMatchObject({ name: OFFLINE_MODEL_NAME, offline: true, available: true });
    expect(r.modelConnected).toBe(true);
    r.noteHealth('hosted', { consecutiveFailures: 5, lastErrorAt: 1, lastSuccessAt: null });
    expect(r.default.name).toBe(OFFLINE_MODEL_NAME);
    expect(r.modelConnected).toBe(false);
    // The down model stays in the list, marked, so a user who picked it is told why it does not answer.
    expect(r.resolve('OLLAMA_LLAMA3_2').name).toBe('OLLAMA_LLAMA3_2');
    r.noteHealth('local', { consecutiveFailures: 0, lastErrorAt: 1, lastSuccessAt: 2 });
    expect(r.default.name).toBe('OLLAMA_LLAMA3_2');
  });

  it('never marks a connection down with MODEL_DOWN_AFTER_FAILURES=0', () => {
    const r = new ModelRegistry(prices(1, 4), 0);
    r.replace([connection('x', { consecutiveFailures: 50 })], [model('x', 'X', 'x')]);
    expect(r.options()[0]).toMatchObject({ name: 'X', available: true });
    expect(r.isDown({ consecutiveFailures: 50 })).toBe(false);
  });
});
