import { describe, expect, it } from 'vitest';
import { AFTERNOON_MS, HOUR_MS, NEUTRAL } from '../testing/fixtures.js';
import { createState } from './engine.js';
import { parseNhsText } from '@avatara/contracts';
import { HORMONE_KEYS } from './hormones.js';
import { formatNhsMetaData, nhsEntryOf } from './metadata.js';
import { STATE_NAMES } from './states.js';
import { createUserState } from './user.js';

describe('nhsEntryOf', () => {
  it('lists all states then all hormones in display order', () => {
    const e = nhsEntryOf(createState(NEUTRAL, AFTERNOON_MS));
    expect(Object.keys(e.states)).toEqual(STATE_NAMES);
    expect(Object.keys(e.hormones)).toEqual([...HORMONE_KEYS]);
  });
});

describe('formatNhsMetaData', () => {
  it('answers the user entry and the avatar.<name> entry with 65 states and 21 hormones each', () => {
    const text = formatNhsMetaData({
      userState: createUserState(AFTERNOON_MS),
      avatarName: 'Claire Dubois',
      avatarState: createState(NEUTRAL, AFTERNOON_MS),
      nowMs: AFTERNOON_MS + HOUR_MS,
    });
    const lines = text.split('\n');
    expect(lines).toHaveLength(2 * 86 + 1);
    expect(lines[0]).toMatch(/^HAPPINESS:\d+\.\d{2}$/);
    expect(lines[87]).toMatch(/^avatar\.Claire Dubois\.HAPPINESS:\d+\.\d{2}$/);
    const parsed = parseNhsText(text);
    expect(Object.keys(parsed.avatar!.hormones)).toHaveLength(21);
    expect(Object.keys(parsed.user!.states)).toHaveLength(65);
  });

  it('answers an empty text when nothing is stored', () => {
    expect(
      formatNhsMetaData({ userState: null, avatarName: 'X', avatarState: null, nowMs: AFTERNOON_MS }),
    ).toBe('');
  });
});
