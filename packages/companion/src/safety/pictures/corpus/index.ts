/**
 * The labelled corpus of picture requests in all 8 languages and its scoring against
 * `moderatePicture`.
 */
import type { LanguageCode } from '../../../languages.js';
import { moderatePicture } from '../moderate.js';
import type { PictureCase, PictureLabel, PictureReason, PictureSplit } from '../types.js';
import { ar } from './ar.js';
import { de } from './de.js';
import { en } from './en.js';
import { es } from './es.js';
import { fr } from './fr.js';
import { it } from './it.js';
import { ja } from './ja.js';
import { zh } from './zh.js';

/** Labelled picture requests by UI language. */
export const PICTURE_CORPUS: Readonly<Record<LanguageCode, readonly PictureCase[]>> = {
  'en-US': en,
  'de-DE': de,
  'fr-FR': fr,
  'es-ES': es,
  'it-IT': it,
  'zh-CN': zh,
  'ja-JP': ja,
  'ar-SA': ar,
};

/** One prompt the moderation labelled differently from the corpus. */
export interface PictureMiss {
  readonly prompt: string;
  readonly expected: PictureLabel;
  readonly got: PictureLabel;
  readonly split: PictureSplit;
}

/** Recall of one refusal reason: refused rows (for any reason) of all rows with that label. */
export interface ReasonRecall {
  readonly rows: number;
  readonly recall: number;
}

/** Scores of the moderation (adult content off) on one language's corpus. */
export interface PictureScore {
  readonly size: number;
  /** Share of refusal rows refused (for any reason). */
  readonly refusalRecall: number;
  /** Per reason: share of its rows refused. */
  readonly byReason: Readonly<Record<PictureReason, ReasonRecall>>;
  /** Share of minors_sexual rows refused as minors_sexual. */
  readonly minorsRecall: number;
  /** Share of 'ok' rows refused. */
  readonly falseRefusalRate: number;
  /** Rows labelled differently (a refusal for another reason is a miss here, not in the recalls). */
  readonly misses: readonly PictureMiss[];
}

const REASONS: readonly PictureReason[] = [
  'minors_sexual',
  'sexual_explicit',
  'graphic_violence',
  'self_harm',
];

/**
 * Scores `moderatePicture` (adult content off) on the corpus of `lang`, on one split or on all rows.
 * A ratio over no rows is 1.
 */
export function scorePictureCorpus(
  lang: LanguageCode,
  split?: PictureSplit,
  cases: readonly PictureCase[] = PICTURE_CORPUS[lang],
): PictureScore {
  const rows = cases.filter((c) => !split || c[2] === split);
  const ratio = (n: number, d: number): number => (d === 0 ? 1 : n / d);
  const misses: PictureMiss[] = [];
  const total = { refused: 0, refusals: 0, ok: 0, falseRefused: 0, minors: 0, minorsRight: 0 };
  const per = Object.fromEntries(REASONS.map((r) => [r, { rows: 0, refused: 0 }])) as Record<
    PictureReason,
    { rows: number; refused: number }
  >;
  for (const [prompt, label, s] of rows) {
    const v = moderatePicture(prompt, lang, { adultContent: false });
    const got: PictureLabel = v.allowed ? 'ok' : v.reason;
    if (got !== label) misses.push({ prompt, expected: label, got, split: s });
    if (label === 'ok') {
      total.ok++;
      if (!v.allowed) total.falseRefused++;
      continue;
    }
    total.refusals++;
    per[label].rows++;
    if (!v.allowed) {
      total.refused++;
      per[label].refused++;
    }
    if (label === 'minors_sexual') {
      total.minors++;
      if (got === 'minors_sexual') total.minorsRight++;
    }
  }
  const byReason = Object.fromEntries(
    REASONS.map((r) => [r, { rows: per[r].rows, recall: ratio(per[r].refused, per[r].rows) }]),
  ) as Record<PictureReason, ReasonRecall>;
  return {
    size: rows.length,
    refusalRecall: ratio(total.refused, total.refusals),
    byReason,
    minorsRecall: ratio(total.minorsRight, total.minors),
    falseRefusalRate: total.falseRefused / Math.max(1, total.ok),
    misses,
  };
}
