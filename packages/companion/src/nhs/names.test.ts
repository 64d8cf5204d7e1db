import { NHS_HORMONE_KEYS, NHS_STATE_NAMES } from '@avatara/contracts';
import { describe, expect, it } from 'vitest';
import { HORMONE_KEYS } from './hormones.js';
import { STATE_NAMES } from './states.js';

describe('shared NHS names', () => {
  it('lists the same states and hormones, in the same order, as the contracts the web app translates', () => {
    expect([...STATE_NAMES]).toEqual([...NHS_STATE_NAMES]);
    expect([...HORMONE_KEYS]).toEqual([...NHS_HORMONE_KEYS]);
  });
});
