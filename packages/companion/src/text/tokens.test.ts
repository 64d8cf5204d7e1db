import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { foldText } from './fold.js';
import { tokenize, toUnits } from './tokens.js';

describe('tokenize', () => {
  it('keeps inner apostrophes and drops outer ones and punctuation', () => {
    expect(tokenize("don't 'quote' t'aime, ok!")).toEqual(["don't", 'quote', "t'aime", 'ok']);
  });

  it('keeps CJK runs whole', () => {
    expect(tokenize('我很开心！')).toEqual(['我很开心']);
  });
});

describe('toUnits', () => {
  it('cuts words, single CJK characters and emoji', () => {
    expect(toUnits(foldText("Un chat sull'isola, arc-en-ciel 🐱 猫が二匹")).map((u) => u.text)).toEqual([
      'un',
      'chat',
      'sull',
      'isola',
      'arc',
      'en',
      'ciel',
      '🐱',
      '猫',
      'が',
      '二',
      '匹',
    ]);
  });

  it('gives each unit its script', () => {
    expect(toUnits('2 cats 🐱 猫 قطة').map((u) => u.script)).toEqual([
      'latin',
      'latin',
      'emoji',
      'cjk',
      'arabic',
    ]);
  });

  it('never gives an empty unit, and units appear in order in the text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 40 }), (t) => {
        const folded = foldText(t);
        let at = 0;
        for (const u of toUnits(folded)) {
          if (!u.text) return false;
          const i = folded.indexOf(u.text, at);
          if (i < 0) return false;
          at = i + u.text.length;
        }
        return true;
      }),
    );
  });
});
