import { describe, expect, it } from 'vitest';
import { countCjk, hasCjk, hasKana, scriptLanguage, scriptOf } from './script.js';

describe('scriptOf', () => {
  it('tells emoji, CJK, Arabic and Latin units (digits count as Latin)', () => {
    expect(scriptOf('🐱')).toBe('emoji');
    expect(scriptOf('猫')).toBe('cjk');
    expect(scriptOf('ー')).toBe('cjk');
    expect(scriptOf('قطة')).toBe('arabic');
    expect(scriptOf('chat')).toBe('latin');
    expect(scriptOf('42')).toBe('latin');
    expect(scriptOf('кот')).toBe('other');
  });
});

describe('hasCjk, hasKana, countCjk', () => {
  it('counts Han and kana, and tells Japanese by its kana', () => {
    expect(countCjk('a猫がb')).toBe(2);
    expect(hasCjk('I love 猫')).toBe(true);
    expect(hasCjk('ٌcafé')).toBe(false);
    expect(hasKana('日落时的海滩')).toBe(false);
    expect(hasKana('夕焼けのビーチ')).toBe(true);
  });
});

describe('scriptLanguage', () => {
  it('names the UI language a script alone tells', () => {
    expect(scriptLanguage('夕焼けの海')).toBe('ja-JP');
    expect(scriptLanguage('日落时的海滩')).toBe('zh-CN');
    expect(scriptLanguage('قطة على الشاطئ')).toBe('ar-SA');
    expect(scriptLanguage('a red cat')).toBeUndefined();
  });
});
