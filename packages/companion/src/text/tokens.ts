/**
 * Tokenisation: words of alphabetic scripts, single characters of Chinese and Japanese, emoji.
 */
import { CJK_UNIT_CLASS, scriptOf, type TextScript } from './script.js';

const UNIT = new RegExp(
  `\\p{Extended_Pictographic}|[${CJK_UNIT_CLASS}]|(?:(?![${CJK_UNIT_CLASS}])[\\p{L}\\p{N}\\p{M}])+`,
  'gu',
);

/**
 * Words of a normalised text (`normalizeText`): letters, digits, marks and inner apostrophes
 * (`don't`, `t'aime`); Chinese and Japanese runs stay whole.
 */
export function tokenize(normalized: string): string[] {
  const out: string[] = [];
  for (const m of normalized.matchAll(/[\p{L}\p{N}\p{M}']+/gu)) {
    const w = m[0].replace(/^'+|'+$/g, '');
    if (w) out.push(w);
  }
  return out;
}

/** One word (alphabetic scripts), one character (CJK) or one emoji. */
export interface TextUnit {
  readonly text: string;
  readonly script: TextScript;
}

/**
 * Units of a folded text (`foldText`), in order: words of alphabetic scripts (punctuation, spaces,
 * apostrophes and hyphens separate them: `sull'isola`, `arc-en-ciel`), one unit per Han or kana
 * character (and ー, 々), one per emoji.
 * @example toUnits('2 cats 🐱 猫') // 2, cats, 🐱, 猫 (latin, latin, emoji, cjk)
 */
export function toUnits(folded: string): TextUnit[] {
  const out: TextUnit[] = [];
  for (const m of folded.matchAll(UNIT)) out.push({ text: m[0], script: scriptOf(m[0]) });
  return out;
}
