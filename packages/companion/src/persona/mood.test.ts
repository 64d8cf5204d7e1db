import { describe, expect, it } from 'vitest';
import { readMood } from './mood.js';
import { avatarFor, MOODS, stateWith } from './test-fixtures.js';

describe('readMood', () => {
  const emma = avatarFor('en-US');

  it('reads the feeling that rises most above the resting levels', () => {
    expect(readMood(stateWith(emma, MOODS.joyful), emma).feeling).toBe('joy');
    expect(readMood(stateWith(emma, MOODS.sad), emma).feeling).toBe('sadness');
    expect(readMood(stateWith(emma, MOODS.tired), emma).feeling).toBe('tired');
    expect(readMood(stateWith(emma, MOODS.angry), emma).feeling).toBe('anger');
    expect(readMood(stateWith(emma, MOODS.anxious), emma).feeling).toBe('fear');
    expect(readMood(stateWith(emma, { LOVE: 9, AFFECTION: 9 }), emma).feeling).toBe('affection');
    expect(readMood(stateWith(emma, { SURPRISE: 9 }), emma).feeling).toBe('surprise');
    expect(readMood(stateWith(emma, { BOREDOM: 9 }), emma).feeling).toBe('boredom');
  });

  it('is calm when nothing stands out', () => {
    const mood = readMood(stateWith(emma), emma);
    expect(mood.feeling).toBe('calm');
    expect(mood.intensity).toBeLessThan(1);
  });

  it('reads tiredness from low energy too', () => {
    expect(readMood(stateWith(emma, { ENERGY: 0 }), emma).feeling).toBe('tired');
  });

  it('reports the intensity in state points and the extraversion of the avatar', () => {
    const mood = readMood(stateWith(emma, MOODS.sad), emma);
    expect(mood.intensity).toBeGreaterThan(3);
    expect(mood.extraversion).toBe(emma.temperament.extraversion);
  });

  it('tolerates missing or invalid levels', () => {
    const s = stateWith(emma);
    const broken = { ...s, states: { ...s.states, JOY: Number.NaN } };
    expect(readMood(broken).feeling).toBe('calm');
  });
});
