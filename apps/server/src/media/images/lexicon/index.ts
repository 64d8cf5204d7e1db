import type { LanguageCode } from '@avatara/companion';
import { AR } from './ar';
import { DE } from './de';
import { EN } from './en';
import { ES } from './es';
import { FR } from './fr';
import { IT } from './it';
import { JA } from './ja';
import type { Lexicon } from './types';
import { ZH } from './zh';

export type { Lexicon } from './types';
export { EMOJI, type EmojiMeaning } from './emoji';

/** The lexicon of every UI language. */
export const IMAGE_LEXICONS: Readonly<Record<LanguageCode, Lexicon>> = {
  'en-US': EN,
  'de-DE': DE,
  'fr-FR': FR,
  'es-ES': ES,
  'it-IT': IT,
  'zh-CN': ZH,
  'ja-JP': JA,
  'ar-SA': AR,
};
