import type { TConnectionModel } from '@avatara/contracts/models';
import { describe, expect, it } from 'vitest';
import { changedSettings, draftOf, microFromUsd, usdText } from './modelSettings';

const model: TConnectionModel = {
  id: 'm1',
  modelId: 'llama3.2',
  name: 'OLLAMA_LLAMA3_2',
  displayName: 'llama3.2',
  shown: true,
  inputMicroUsdPerMillion: 1_000_000,
  outputMicroUsdPerMillion: 4_000_000,
  inputCostMicroUsdPerMillion: null,
  outputCostMicroUsdPerMillion: null,
  isDefault: false,
};

describe('usdText / microFromUsd', () => {
  it('shows stored micro-USD per million as USD per million, and reads it back', () => {
    expect(usdText(300_000)).toBe('0.3');
    expect(microFromUsd('0.3')).toBe(300_000);
    expect(microFromUsd(' 2,5 ')).toBe(2_500_000);
    expect(microFromUsd('0')).toBe(0);
  });
  it('refuses what is not a price from 0 to 1000 USD', () => {
    for (const bad of ['', '-1', 'abc', '1e3', '1001', '0.1234567'])
      expect(microFromUsd(bad), bad).toBeNull();
  });
});

describe('changedSettings', () => {
  it('sends only what changed', () => {
    expect(changedSettings([model], [draftOf(model)])).toEqual({ settings: [] });
    const edited = { ...draftOf(model), shown: false, input: '0.5', displayName: ' Llama 3.2 ' };
    expect(changedSettings([model], [edited])).toEqual({
      settings: [{ id: 'm1', shown: false, displayName: 'Llama 3.2', inputMicroUsdPerMillion: 500_000 }],
    });
  });
  it('names the first entry that is not valid', () => {
    expect(changedSettings([model], [{ ...draftOf(model), output: 'cheap' }])).toEqual({
      invalid: { id: 'm1', field: 'output' },
    });
    expect(changedSettings([model], [{ ...draftOf(model), displayName: ' ' }])).toEqual({
      invalid: { id: 'm1', field: 'displayName' },
    });
  });
});
