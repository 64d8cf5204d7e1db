import { describe, expect, it } from 'vitest';
import { fact, NOW } from '../persona/test-fixtures.js';
import { recallMemories, topicTerms } from './recall.js';

const MIN = 60_000;

describe('recallMemories', () => {
  const name = fact('name', 'name', 'Zoltan', 'en-US', NOW - 100 * MIN, 'Your name is Zoltan.');
  const jazz = fact('like', 'like:jazz', 'jazz', 'en-US', NOW - 50 * MIN, 'You like jazz.');
  const sister = fact(
    'person',
    'person:sister:anna',
    'Anna',
    'en-US',
    NOW - 40 * MIN,
    'Your sister is called Anna.',
  );
  const rome = fact(
    'plan',
    'plan:trip:rome',
    'Rome next week',
    'en-US',
    NOW - 10 * MIN,
    "You're going to Rome next week.",
  );
  const cafe = fact('like', 'like:café', 'café au lait', 'fr-FR', NOW - 5 * MIN, 'Tu aimes le café au lait.');
  const all = [jazz, sister, name, rome, cafe];

  it('puts the name first, then facts sharing words with the message, then the most recent', () => {
    expect(recallMemories(all, 'Do you like jazz?', 'en-US').map((f) => f.key)).toEqual([
      'name',
      'like:jazz',
      'like:café',
      'plan:trip:rome',
      'person:sister:anna',
    ]);
  });

  it('puts the facts of the kinds a question asks to remember before any shared word', () => {
    const r = recallMemories(all, 'Do you remember what I do in my free time? Rome?', 'en-US', 3);
    expect(r.map((f) => f.key)).toEqual(['name', 'like:café', 'like:jazz']);
    expect(
      recallMemories(all, 'Weißt du noch, wie meine Schwester heißt?', 'de-DE', 2).map((f) => f.key),
    ).toEqual(['name', 'person:sister:anna']);
  });

  it('ranks facts by the number of shared words', () => {
    const r = recallMemories(all, 'My sister Anna is coming to Rome next week', 'en-US');
    expect(r.slice(0, 3).map((f) => f.key)).toEqual(['name', 'plan:trip:rome', 'person:sister:anna']);
  });

  it('compares words without accents', () => {
    expect(recallMemories(all, 'un cafe?', 'fr-FR')[1]?.key).toBe('like:café');
  });

  it('compares Chinese and Japanese by character bigrams', () => {
    const zh = [
      fact('like', 'like:爵士乐', '爵士乐', 'zh-CN', NOW - MIN),
      fact('like', 'like:火锅', '火锅', 'zh-CN', NOW),
    ];
    expect(recallMemories(zh, '你也喜欢爵士乐吗？', 'zh-CN')[0]?.value).toBe('爵士乐');
    const ja = [
      fact('like', 'like:ジャズ', 'ジャズ', 'ja-JP', NOW - MIN),
      fact('like', 'like:猫', '猫', 'ja-JP', NOW),
    ];
    expect(recallMemories(ja, 'ジャズはいいですね', 'ja-JP')[0]?.value).toBe('ジャズ');
  });

  it('returns at most `limit` facts, and none for limit 0', () => {
    expect(recallMemories(all, 'hello', 'en-US', 2)).toHaveLength(2);
    expect(recallMemories(all, 'hello', 'en-US', 0)).toEqual([]);
  });

  it('keeps only the newest name fact', () => {
    const old = fact('name', 'name', 'Zed', 'en-US', NOW - 999 * MIN);
    expect(
      recallMemories([old, ...all], '', 'en-US')
        .filter((f) => f.kind === 'name')
        .map((f) => f.value),
    ).toEqual(['Zoltan']);
  });

  it('is deterministic: equal timestamps are ordered by id', () => {
    const a = fact('like', 'like:a', 'apples', 'en-US', NOW);
    const b = fact('like', 'like:b', 'bananas', 'en-US', NOW);
    expect(recallMemories([b, a], 'hi', 'en-US').map((f) => f.id)).toEqual([a.id, b.id]);
    expect(recallMemories([b, a], 'hi', 'en-US')).toEqual(recallMemories([a, b], 'hi', 'en-US'));
  });
});

describe('topicTerms', () => {
  it('keeps content words and drops function words', () => {
    expect([...topicTerms('What do you know about the Jazz club?')]).toEqual(['jazz', 'club']);
  });
});
