import { describe, expect, it } from 'vitest';
import { DEFAULT_MODEL_NAME, ModelRegistry, OFFLINE_MODEL_NAME, parseModels, parsePrices } from './registry';

const withApi = (over: Partial<{ CHAT_MODELS: string; CHAT_PRICES: string }> = {}) =>
  new ModelRegistry({
    hasChatApi: true,
    CHAT_MODELS: 'OPENAI_MODEL_4O_MINI=gpt-4o-mini|GPT-4o mini,LOCAL_LLAMA=llama3.1:8b',
    CHAT_PRICES: '',
    ...over,
  });

describe('ModelRegistry', () => {
  it('offers the configured models, default first, and the offline engine last', () => {
    const r = withApi();
    expect(r.entries.map((e) => e.name)).toEqual(['OPENAI_MODEL_4O_MINI', 'LOCAL_LLAMA', OFFLINE_MODEL_NAME]);
    expect(r.default.model).toBe('gpt-4o-mini');
    expect(r.listText().split('\n')[1]).toBe(
      'LOCAL_LLAMA,llama3.1:8b,OpenAI-compatible chat model llama3.1:8b,llama3.1:8b',
    );
  });
  it('offers only the labelled offline engine without an API', () => {
    const r = new ModelRegistry({ hasChatApi: false, CHAT_MODELS: 'A=b', CHAT_PRICES: '' });
    expect(r.entries.map((e) => e.provider)).toEqual(['offline']);
  });
  it("resolves the spec's default name to the default, and refuses an unknown name naming currentModel", () => {
    const r = withApi();
    expect(r.resolve(undefined).name).toBe('OPENAI_MODEL_4O_MINI');
    expect(r.resolve(DEFAULT_MODEL_NAME).name).toBe('OPENAI_MODEL_4O_MINI');
    expect(r.resolve('LOCAL_LLAMA').model).toBe('llama3.1:8b');
    expect(() => r.resolve('NOPE')).toThrow(
      expect.objectContaining({ code: 'VALIDATION', field: 'currentModel' }),
    );
  });
  it('prices from the built-in table, a fallback for unknown models, and CHAT_PRICES overrides', () => {
    const r = withApi({ CHAT_PRICES: 'OFFLINE_PERSONA=0/0' });
    expect(r.entries[0]!.prices).toEqual({ input: 0.3, output: 1.2 });
    expect(r.entries[1]!.prices).toEqual({ input: 2, output: 8 });
    expect(r.entries[2]!.prices).toEqual({ input: 0, output: 0 });
  });
});

describe('parseModels / parsePrices', () => {
  it('refuses malformed entries with the variable name', () => {
    expect(() => parseModels('lowercase=gpt')).toThrow(/CHAT_MODELS/);
    expect(() => parsePrices('A=1')).toThrow(/CHAT_PRICES/);
    expect(parsePrices(' A=1.5/6 , B=0/0 ').get('A')).toEqual({ input: 1.5, output: 6 });
  });
});
