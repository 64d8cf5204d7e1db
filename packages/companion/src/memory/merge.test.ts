import { describe, expect, it } from 'vitest';
import { fact, NOW } from '../persona/test-fixtures.js';
import { extractMemories } from './extract.js';
import { mergeMemories, replacedKeys } from './merge.js';

describe('replacedKeys', () => {
  it('makes a like replace the dislike of the same thing and the other way round', () => {
    expect(replacedKeys({ kind: 'like', key: 'like:jazz' })).toEqual(['like:jazz', 'dislike:jazz']);
    expect(replacedKeys({ kind: 'dislike', key: 'dislike:jazz' })).toEqual(['dislike:jazz', 'like:jazz']);
  });
  it('replaces only the same key for other kinds', () => {
    expect(replacedKeys({ kind: 'name', key: 'name' })).toEqual(['name']);
    expect(replacedKeys({ kind: 'place', key: 'place:home' })).toEqual(['place:home']);
  });
});

describe('mergeMemories', () => {
  it('replaces a like by a later dislike of the same thing', () => {
    const stored = [fact('like', 'like:jazz', 'jazz', 'en-US', NOW - 1000)];
    const merged = mergeMemories(stored, extractMemories('I hate jazz now', 'en-US'), 'en-US', NOW);
    expect(merged.map((f) => f.key)).toEqual(['dislike:jazz']);
  });
  it('keeps the id of a fact replaced under the same key and stamps the time', () => {
    const stored = [fact('name', 'name', 'Zed', 'en-US', NOW - 1000)];
    const merged = mergeMemories(stored, extractMemories('My name is Zoltan', 'en-US'), 'en-US', NOW);
    expect(merged).toEqual([
      expect.objectContaining({ id: stored[0]!.id, value: 'Zoltan', updatedAtMs: NOW, language: 'en-US' }),
    ]);
  });
});
