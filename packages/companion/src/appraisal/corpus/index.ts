/**
 * The labelled evaluation corpus of all 8 languages and its scoring against `appraiseMessage`.
 */
import type { LanguageCode } from '../../languages.js';
import { appraiseMessage } from '../appraise.js';
import { ar } from './ar.js';
import { de } from './de.js';
import { en } from './en.js';
import { es } from './es.js';
import { fr } from './fr.js';
import { it } from './it.js';
import { ja } from './ja.js';
import type { CorpusCase, Sign } from './types.js';
import { zh } from './zh.js';

export type { CorpusCase, Sign } from './types.js';

/** Labelled messages by language. */
export const CORPUS: Readonly<Record<LanguageCode, readonly CorpusCase[]>> = {
  'en-US': en,
  'de-DE': de,
  'fr-FR': fr,
  'es-ES': es,
  'it-IT': it,
  'zh-CN': zh,
  'ja-JP': ja,
  'ar-SA': ar,
};

/** Thresholds that turn an appraisal into the corpus labels. */
export const LABEL_THRESHOLDS = { valence: 0.15, threat: 0.4, intimacy: 0.45, arousal: 0.5 } as const;

/** One message the appraiser labelled differently from the corpus. */
export interface CorpusMiss {
  readonly text: string;
  readonly dimension: 'valence' | 'threat' | 'intimacy' | 'arousal';
  readonly expected: string;
  readonly got: string;
}

/** Share of correct labels (0…1) per dimension, with the misses. */
export interface CorpusScore {
  readonly size: number;
  readonly valence: number;
  readonly threat: number;
  readonly intimacy: number;
  readonly arousal: number;
  readonly misses: readonly CorpusMiss[];
}

const signOf = (v: number): Sign =>
  v >= LABEL_THRESHOLDS.valence ? '+' : v <= -LABEL_THRESHOLDS.valence ? '-' : '0';

/** Scores `appraiseMessage` on the corpus of `lang`. */
export function scoreCorpus(lang: LanguageCode, cases: readonly CorpusCase[] = CORPUS[lang]): CorpusScore {
  const right = { valence: 0, threat: 0, intimacy: 0, arousal: 0 };
  const misses: CorpusMiss[] = [];
  for (const [text, sign, flags = ''] of cases) {
    const a = appraiseMessage(text, lang);
    const got = {
      valence: signOf(a.valence),
      threat: a.threat >= LABEL_THRESHOLDS.threat,
      intimacy: a.intimacy >= LABEL_THRESHOLDS.intimacy,
      arousal: a.arousal >= LABEL_THRESHOLDS.arousal,
    };
    const want = {
      valence: sign,
      threat: flags.includes('t'),
      intimacy: flags.includes('i'),
      arousal: flags.includes('a'),
    };
    for (const d of ['valence', 'threat', 'intimacy', 'arousal'] as const) {
      if (got[d] === want[d]) right[d]++;
      else misses.push({ text, dimension: d, expected: String(want[d]), got: String(got[d]) });
    }
  }
  const n = Math.max(1, cases.length);
  return {
    size: cases.length,
    valence: right.valence / n,
    threat: right.threat / n,
    intimacy: right.intimacy / n,
    arousal: right.arousal / n,
    misses,
  };
}
