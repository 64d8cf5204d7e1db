/**
 * The labelled intent corpus of all 8 languages and its scoring against `detectIntent`.
 */
import type { LanguageCode } from '../../languages.js';
import { detectIntent, type Intent } from '../intent.js';
import { ar } from './ar.js';
import { de } from './de.js';
import { en } from './en.js';
import { es } from './es.js';
import { fr } from './fr.js';
import { it } from './it.js';
import { ja } from './ja.js';
import type { IntentCase, IntentCorpus } from './types.js';
import { zh } from './zh.js';

export type { IntentCase, IntentCorpus } from './types.js';

/** Labelled messages by language. */
export const INTENT_CORPUS: Readonly<Record<LanguageCode, IntentCorpus>> = {
  'en-US': en,
  'de-DE': de,
  'fr-FR': fr,
  'es-ES': es,
  'it-IT': it,
  'zh-CN': zh,
  'ja-JP': ja,
  'ar-SA': ar,
};

/** One message read as another intent than its label. */
export interface IntentMiss {
  readonly text: string;
  readonly expected: Intent;
  readonly got: Intent;
}

/** Share of rows (0…1) whose intent `detectIntent` reads right, with the misses. */
export interface IntentScore {
  readonly rows: number;
  readonly accuracy: number;
  readonly misses: readonly IntentMiss[];
}

/** Scores `detectIntent` on `cases` in `lang`. */
export function scoreIntents(lang: LanguageCode, cases: readonly IntentCase[]): IntentScore {
  const misses: IntentMiss[] = [];
  for (const { text, intent } of cases) {
    const got = detectIntent(text, lang).intent;
    if (got !== intent) misses.push({ text, expected: intent, got });
  }
  return {
    rows: cases.length,
    accuracy: cases.length ? 1 - misses.length / cases.length : 1,
    misses,
  };
}
