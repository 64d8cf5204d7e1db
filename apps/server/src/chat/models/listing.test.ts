import { describe, expect, it } from 'vitest';
import { newModels } from './listing';
import { prices } from './prices';
import { listName } from './store';

describe('listName', () => {
  it('makes A-Z 0-9 _ names from the connection and the model id, numbered when taken', () => {
    expect(listName('Ollama', 'llama3.2:latest', new Set())).toBe('OLLAMA_LLAMA3_2_LATEST');
    expect(listName('My box', 'qwen/Qwen2.5-7B', new Set(['MY_BOX_QWEN_QWEN2_5_7B']))).toBe(
      'MY_BOX_QWEN_QWEN2_5_7B_2',
    );
  });
});

describe('newModels', () => {
  const local = prices(1, 4);
  it('adds only the models a connection lacks, shown, at the local price on this machine', () => {
    const added = newModels(
      { name: 'Ollama', baseUrl: 'http://127.0.0.1:11434/v1' },
      ['llama3.2', 'phi4'],
      ['llama3.2'],
      new Set(),
      local,
    );
    expect(added).toEqual([
      {
        modelId: 'phi4',
        name: 'OLLAMA_PHI4',
        displayName: 'phi4',
        position: 1,
        shown: true,
        inputMicroUsdPerMillion: 1_000_000,
        outputMicroUsdPerMillion: 4_000_000,
      },
    ]);
  });
  it('hides models of another kind and prices hosted ones from the built-in table', () => {
    const added = newModels(
      { name: 'OpenAI', baseUrl: 'https://api.openai.com/v1' },
      ['gpt-4o', 'text-embedding-3-small', 'whisper-1', 'dall-e-3'],
      [],
      new Set(),
      local,
    );
    expect(added.map((m) => [m.modelId, m.shown])).toEqual([
      ['gpt-4o', true],
      ['text-embedding-3-small', false],
      ['whisper-1', false],
      ['dall-e-3', false],
    ]);
    expect(added[0]).toMatchObject({
      inputMicroUsdPerMillion: 5_000_000,
      outputMicroUsdPerMillion: 20_000_000,
    });
  });
  it('never takes the offline engine’s name', () => {
    expect(
      newModels({ name: 'Offline', baseUrl: 'http://x' }, ['persona'], [], new Set(), local)[0]!.name,
    ).toBe('OFFLINE_PERSONA_2');
  });
});
