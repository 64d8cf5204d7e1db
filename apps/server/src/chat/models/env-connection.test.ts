import { describe, expect, it } from 'vitest';
import { parseModels } from './env-connection';

describe('parseModels', () => {
  it('reads NAME=model-id|Display name, the display name defaulting to the model id', () => {
    expect(parseModels('OPENAI_MODEL_4O_MINI=gpt-4o-mini|GPT-4o mini, LOCAL_LLAMA=llama3.1:8b')).toEqual([
      { name: 'OPENAI_MODEL_4O_MINI', model: 'gpt-4o-mini', displayName: 'GPT-4o mini', named: true },
      { name: 'LOCAL_LLAMA', model: 'llama3.1:8b', displayName: 'llama3.1:8b', named: false },
    ]);
  });
  it('refuses malformed entries and a model listed twice, naming CHAT_MODELS', () => {
    expect(() => parseModels('lowercase=gpt')).toThrow(/CHAT_MODELS/);
    expect(() => parseModels('A=gpt-4o,B=gpt-4o')).toThrow(/CHAT_MODELS: gpt-4o is listed twice/);
  });
});
