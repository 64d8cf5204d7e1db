/**
 * Script detection: which writing system a character, a unit or a text is in.
 */
import type { LanguageCode } from '../languages.js';

/** Han, Hiragana and Katakana, as the inside of a regular expression class (`u` flag). */
export const CJK_CLASS = '\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}';
const CJK = new RegExp(`[${CJK_CLASS}]`, 'u');
const CJK_ALL = new RegExp(`[${CJK_CLASS}]`, 'gu');
const KANA = /[\p{Script=Hiragana}\p{Script=Katakana}]/u;
/** `CJK_CLASS` with the long-vowel mark ー and the iteration mark 々: the characters of a CJK unit. */
export const CJK_UNIT_CLASS = `${CJK_CLASS}\\u30fc\\u3005`;
const CJK_UNIT = new RegExp(`[${CJK_UNIT_CLASS}]`, 'u');

/** Script family of a unit of text: decides how it is matched. */
export type TextScript = 'latin' | 'arabic' | 'cjk' | 'emoji' | 'other';

/** True when the text holds a Han, Hiragana or Katakana character. */
export function hasCjk(text: string): boolean {
  return CJK.test(text);
}

/** Counts characters of CJK scripts (Han, Hiragana, Katakana). */
export function countCjk(text: string): number {
  let n = 0;
  for (const _ of text.matchAll(CJK_ALL)) n++;
  return n;
}

/** True when the text contains Hiragana or Katakana (Japanese rather than Chinese). */
export function hasKana(text: string): boolean {
  return KANA.test(text);
}

/**
 * The script of one unit (`toUnits`): an emoji, a CJK character, an Arabic or a Latin word (ASCII
 * digits count as Latin), or anything else.
 */
export function scriptOf(unit: string): TextScript {
  if (/\p{Extended_Pictographic}/u.test(unit)) return 'emoji';
  if (CJK_UNIT.test(unit)) return 'cjk';
  if (/\p{Script=Arabic}/u.test(unit)) return 'arabic';
  if (/\p{Script=Latin}/u.test(unit) || /^\d+$/.test(unit)) return 'latin';
  return 'other';
}

/**
 * The UI language a text's script alone tells: kana → Japanese, other Han → Chinese, Arabic script
 * → Arabic; undefined for Latin and other scripts (five UI languages share the Latin script).
 */
export function scriptLanguage(text: string): LanguageCode | undefined {
  if (hasKana(text)) return 'ja-JP';
  if (CJK.test(text)) return 'zh-CN';
  if (/\p{Script=Arabic}/u.test(text)) return 'ar-SA';
  return undefined;
}
