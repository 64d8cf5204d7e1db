/**
 * The multilingual text toolkit of the 8 UI languages: folding, script detection, tokenisation,
 * numerals and shared word lists. Every engine that reads text (appraisal, memory, picture requests
 * and moderation, the server's offline drawer) folds and cuts it with these (docs/offline-persona.md).
 */
export {
  baseText,
  foldArabic,
  foldSameLength,
  foldText,
  normalizeText,
  spellLigatures,
  stripAccents,
  unifyApostrophes,
} from './fold.js';
export { ARABIC_PROCLITICS, tokenVariants } from './inflect.js';
export { asciiDigits, CJK_DIGIT_CHARS, CJK_NUMERALS, cjkNumber, readNumber } from './numerals.js';
export {
  CJK_CLASS,
  CJK_UNIT_CLASS,
  countCjk,
  hasCjk,
  hasKana,
  scriptLanguage,
  scriptOf,
  type TextScript,
} from './script.js';
export { tokenize, toUnits, type TextUnit } from './tokens.js';
export { alternation, PICTURE_NOUNS, pictureNounPattern } from './words.js';
