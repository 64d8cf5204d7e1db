import { describe, expect, it } from 'vitest';
import {
  addGeneratedImage,
  MAX_COOKIE_BYTES,
  parseUserPrompts,
  promptHistory,
  type UserPrompts,
} from './prompts';

const file = (i: number) => `${String(i).padStart(8, '0')}-0000-4000-8000-000000000000.png`;

describe('addGeneratedImage', () => {
  it('keeps the last 10 prompts with up to 10 images each, the newest last', () => {
    let map: UserPrompts = {};
    for (let p = 0; p < 12; p++) map = addGeneratedImage(map, `p${p}`, file(p));
    expect(Object.keys(map)).toEqual(['p2', 'p3', 'p4', 'p5', 'p6', 'p7', 'p8', 'p9', 'p10', 'p11']);
    let one: UserPrompts = {};
    for (let i = 0; i < 12; i++) one = addGeneratedImage(one, 'cat', file(i));
    expect(one.cat).toEqual(Array.from({ length: 10 }, (_, i) => file(i + 2)));
  });

  it('moves a prompt used again to the newest place', () => {
    let map = addGeneratedImage(addGeneratedImage({}, 'a', file(1)), 'b', file(2));
    map = addGeneratedImage(map, 'a', file(3));
    expect(Object.keys(map)).toEqual(['b', 'a']);
    expect(map.a).toEqual([file(1), file(3)]);
  });

  it('never grows past what one cookie can hold', () => {
    let map: UserPrompts = {};
    for (let p = 0; p < 10; p++)
      for (let i = 0; i < 10; i++)
        map = addGeneratedImage(map, `a rather long prompt number ${p} with many words`, file(p * 10 + i));
    expect(encodeURIComponent(JSON.stringify(map)).length).toBeLessThanOrEqual(MAX_COOKIE_BYTES);
    expect(map['a rather long prompt number 9 with many words']).toContain(file(99));
  });
});

describe('parseUserPrompts / promptHistory', () => {
  it('reads a damaged cookie as empty and lists the newest prompt first', () => {
    expect(parseUserPrompts('x')).toEqual({});
    expect(parseUserPrompts({ a: 'b', c: [1, 'd'] })).toEqual({ c: ['d'] });
    expect(promptHistory({ a: [file(1)], b: [file(2), file(3)] })).toEqual([
      { prompt: 'b', files: [file(3), file(2)] },
      { prompt: 'a', files: [file(1)] },
    ]);
  });
});
