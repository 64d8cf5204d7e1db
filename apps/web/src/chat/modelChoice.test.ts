import { describe, expect, it } from 'vitest';
import type { ModelOption } from './chatApi';
import { modelConnected, modelToSend } from './modelChoice';

const option = (name: string, over: Partial<ModelOption> = {}): ModelOption => ({
  name,
  model: name.toLowerCase(),
  description: '',
  displayName: name,
  offline: false,
  available: true,
  ...over,
});
const OFFLINE = option('OFFLINE_PERSONA', { offline: true });

describe('modelConnected', () => {
  it('is true only with a real model that answers', () => {
    expect(modelConnected([option('LLAMA'), OFFLINE])).toBe(true);
    expect(modelConnected([option('LLAMA', { available: false }), OFFLINE])).toBe(false);
    expect(modelConnected([OFFLINE])).toBe(false);
  });
});

describe('modelToSend', () => {
  const list = [option('LLAMA'), OFFLINE];
  it('sends the choice while the list names it, or is not known, and the spec default as it is', () => {
    expect(modelToSend('OFFLINE_PERSONA', list, 'OPENAI_MODEL_3_5_TURBO')).toBe('OFFLINE_PERSONA');
    expect(modelToSend('GONE', undefined, 'OPENAI_MODEL_3_5_TURBO')).toBe('GONE');
    expect(modelToSend('OPENAI_MODEL_3_5_TURBO', list, 'OPENAI_MODEL_3_5_TURBO')).toBe(
      'OPENAI_MODEL_3_5_TURBO',
    );
  });
  it('sends the default instead of a model the server no longer offers', () => {
    expect(modelToSend('HIDDEN_ONE', list, 'OPENAI_MODEL_3_5_TURBO')).toBe('LLAMA');
  });
});
