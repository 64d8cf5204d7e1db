/**
 * The labelled crisis corpus of all 8 languages and its scoring against `classifyCrisis` and
 * `classifyHarmfulReply`.
 */
import { classifyCrisis, classifyHarmfulReply } from '../classify.js';
import type { LanguageCode } from '../types.js';
import { ar } from './ar.js';
import { de } from './de.js';
import { en } from './en.js';
import { es } from './es.js';
import { fr } from './fr.js';
import { it } from './it.js';
import { ja } from './ja.js';
import type { CrisisCorpus, Split } from './types.js';
import { zh } from './zh.js';

export type { CrisisCorpus, MessageRow, ReplyRow, Split } from './types.js';

/** Labelled rows by language. */
export const CRISIS_CORPUS: Readonly<Record<LanguageCode, CrisisCorpus>> = {
  'en-US': en,
  'de-DE': de,
  'fr-FR': fr,
  'es-ES': es,
  'it-IT': it,
  'zh-CN': zh,
  'ja-JP': ja,
  'ar-SA': ar,
};

/** Scores of the classifiers on one language's rows (shares 0…1; NaN when there is no row). */
export interface CrisisCorpusScore {
  /** Crisis rows and ok rows scored. */
  readonly crisisRows: number;
  readonly okRows: number;
  /** Share of crisis rows classified as crisis. */
  readonly recall: number;
  /** Share of ok rows classified as crisis. */
  readonly falsePositiveRate: number;
  /** Reply rows scored and the share classified right (harmful vs safe). */
  readonly replyRows: number;
  readonly replyAccuracy: number;
  /** Rows classified wrong: missed crises, false alarms, wrong reply verdicts. */
  readonly misses: readonly { readonly text: string; readonly expected: string; readonly split: Split }[];
}

/**
 * Scores `classifyCrisis` (recall, false-positive rate) and `classifyHarmfulReply` (accuracy) on the
 * rows of `lang`, all rows or one split.
 *
 * @example scoreCrisisCorpus('de-DE', 'held').recall // → 1
 */
export function scoreCrisisCorpus(lang: LanguageCode, split?: Split): CrisisCorpusScore {
  const { messages, replies } = CRISIS_CORPUS[lang];
  const misses: { text: string; expected: string; split: Split }[] = [];
  let crisisRows = 0;
  let okRows = 0;
  let found = 0;
  let falseAlarms = 0;
  for (const [text, label, s] of messages) {
    if (split && s !== split) continue;
    const got = classifyCrisis(text, lang).crisis;
    if (label === 'crisis') {
      crisisRows++;
      if (got) found++;
      else misses.push({ text, expected: label, split: s });
    } else {
      okRows++;
      if (got) {
        falseAlarms++;
        misses.push({ text, expected: label, split: s });
      }
    }
  }
  let replyRows = 0;
  let replyRight = 0;
  for (const [text, label, s] of replies) {
    if (split && s !== split) continue;
    replyRows++;
    if (classifyHarmfulReply(text, lang) === (label === 'harmful')) replyRight++;
    else misses.push({ text, expected: label, split: s });
  }
  return {
    crisisRows,
    okRows,
    recall: found / crisisRows,
    falsePositiveRate: falseAlarms / okRows,
    replyRows,
    replyAccuracy: replyRight / replyRows,
    misses,
  };
}
