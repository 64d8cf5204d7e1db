/**
 * The labelled memory corpus of all 8 languages and its scoring against `extractMemories`
 * (facts: recall and precision) and `memoryQuestion` (questions about what the avatar remembers).
 */
import type { LanguageCode } from '../../languages.js';
import { extractMemories } from '../extract.js';
import { memoryQuestion } from '../questions.js';
import { fold } from '../text.js';
import type { MemoryCandidate } from '../types.js';
import { ar } from './ar.js';
import { de } from './de.js';
import { en } from './en.js';
import { es } from './es.js';
import { fr } from './fr.js';
import { it } from './it.js';
import { ja } from './ja.js';
import type { ExpectedFact, FactCase, MemoryCorpus, QuestionCase } from './types.js';
import { zh } from './zh.js';

export type { ExpectedFact, FactCase, MemoryCorpus, QuestionCase } from './types.js';

/** Labelled messages and questions by language. */
export const MEMORY_CORPUS: Readonly<Record<LanguageCode, MemoryCorpus>> = {
  'en-US': en,
  'de-DE': de,
  'fr-FR': fr,
  'es-ES': es,
  'it-IT': it,
  'zh-CN': zh,
  'ja-JP': ja,
  'ar-SA': ar,
};

/** Folded for comparison: case, accents, Arabic letter variants; Arabic-Indic digits as 0–9. */
function norm(text: string): string {
  return fold(text).replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660));
}

/**
 * True when `fact` is the expected one: the same kind, every `+` part of `holds` in its value or
 * key, and a value not much longer than what was expected (a value that runs on into the rest of
 * the sentence is wrong; plans and events keep their time: `Rome next week`).
 */
export function factMatches(
  expected: ExpectedFact,
  fact: Pick<MemoryCandidate, 'kind' | 'key' | 'value'>,
): boolean {
  const [kind, holds] = expected;
  if (fact.kind !== kind) return false;
  const parts = holds.split('+').map(norm);
  const where = `${norm(fact.value)} ${norm(fact.key)}`;
  if (!parts.every((p) => where.includes(p))) return false;
  const longest = Math.max(...parts.map((p) => p.length));
  const slack = kind === 'plan' || kind === 'event' ? 32 : 12;
  return norm(fact.value).length <= 2 * longest + slack;
}

/** One message the extractor got wrong: facts it missed and facts it invented. */
export interface FactMiss {
  readonly text: string;
  readonly missed: readonly ExpectedFact[];
  readonly extra: readonly string[];
}

/** Recall and precision (0…1) of the extractor on a set of rows, with the misses. */
export interface FactScore {
  readonly rows: number;
  readonly expected: number;
  readonly found: number;
  readonly recall: number;
  readonly precision: number;
  readonly misses: readonly FactMiss[];
}

/** Scores `extractMemories` on `cases` in `lang`: each expected fact matched at most once. */
export function scoreFacts(lang: LanguageCode, cases: readonly FactCase[]): FactScore {
  let expected = 0;
  let found = 0;
  let right = 0;
  const misses: FactMiss[] = [];
  for (const [text, facts] of cases) {
    const got = extractMemories(text, lang);
    const left = [...got];
    const missed: ExpectedFact[] = [];
    for (const want of facts) {
      const i = left.findIndex((f) => factMatches(want, f));
      if (i < 0) missed.push(want);
      else left.splice(i, 1);
    }
    expected += facts.length;
    found += got.length;
    right += facts.length - missed.length;
    if (missed.length > 0 || left.length > 0)
      misses.push({ text, missed, extra: left.map((f) => `${f.kind} ${f.key} = ${f.value}`) });
  }
  return {
    rows: cases.length,
    expected,
    found,
    recall: expected === 0 ? 1 : right / expected,
    precision: found === 0 ? 1 : right / found,
    misses,
  };
}

/** What a question asks to recall, as the corpus writes it (`all`, kinds sorted, or '' for nothing). */
export function recallLabel(recall: readonly string[] | undefined): string {
  if (!recall) return '';
  return recall.length === 0 || recall.includes('all') ? 'all' : [...new Set(recall)].sort().join('+');
}

/** Share of questions (0…1) whose recall `memoryQuestion` reads right, with the misses. */
export function scoreQuestions(
  lang: LanguageCode,
  cases: readonly QuestionCase[] = MEMORY_CORPUS[lang].questions,
): { readonly rows: number; readonly accuracy: number; readonly misses: readonly string[] } {
  const misses: string[] = [];
  for (const [text, recall] of cases) {
    const want = recall.length === 0 ? '' : recallLabel(recall);
    const q = memoryQuestion(text, lang);
    const got = q ? (q.all ? 'all' : recallLabel(q.kinds)) : '';
    if (got !== want) misses.push(`${text}: expected '${want}' got '${got}'`);
  }
  return { rows: cases.length, accuracy: cases.length ? 1 - misses.length / cases.length : 1, misses };
}
