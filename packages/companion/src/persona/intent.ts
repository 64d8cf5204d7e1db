/**
 * What the user's message is about (rule-based, per language): the intent an offline reply
 * answers.
 */
import { explainAppraisal } from '../appraisal/appraise.js';
import { normalizeText } from '../appraisal/normalize.js';
import type { Category } from '../appraisal/lexicon/types.js';
import { toLanguageCode, type LanguageCode } from '../languages.js';
import { extractMemories } from '../memory/extract.js';
import type { MemoryCandidate } from '../memory/types.js';
import { CUES } from './cues.js';

/** The intents, in the order they are tested (the first that applies wins). */
export const INTENTS = [
  'hostile', 'askUserName', 'askMemories', 'askIdentity', 'askAge', 'askJob', 'askHobbies', 'askHome', 'howAreYou',
  'shareFact', 'goodbye', 'thanks', 'affection', 'sad', 'goodNews', 'greeting', 'question', 'statement',
] as const;
export type Intent = (typeof INTENTS)[number];

/** An intent with what was needed to find it. */
export interface IntentResult {
  readonly intent: Intent;
  /** Facts the message shares (for `shareFact`; may be non-empty for other intents too). */
  readonly facts: readonly MemoryCandidate[];
  /** True when the message asks something (? ？ ؟ or a leading question word). */
  readonly isQuestion: boolean;
}

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

/** Number of words (CJK: characters / 2). */
function size(norm: string): number {
  const latin = norm.replace(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/gu, ' ').split(/\s+/).filter((w) => /\p{L}/u.test(w)).length;
  const cjk = (norm.match(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/gu) ?? []).length;
  return latin + Math.ceil(cjk / 2);
}

/**
 * The intent of `message` in `language`, tested in `INTENTS` order: hostility (insults,
 * threats) first, then questions about the user and the avatar, "how are you", shared facts,
 * goodbye, thanks, affection or compliments for the avatar, sadness or trouble, good news,
 * greetings, other questions; otherwise a statement.
 * @example detectIntent("What's my name?", 'en-US').intent // 'askUserName'
 */
export function detectIntent(message: string, language: LanguageCode | string): IntentResult {
  const lang = toLanguageCode(language);
  const text = typeof message === 'string' ? message : '';
  const norm = normalizeText(text, lang).trim();
  const ex = explainAppraisal(text, lang);
  const hit = (c: Category): boolean => ex.hits.some((h) => h.category === c && !h.negated);
  const cues = CUES[lang];
  const result = (intent: Intent, facts: readonly MemoryCandidate[] = []): IntentResult => ({ intent, facts, isQuestion: ex.isQuestion });
  if (!norm) return result('statement');
  const a = ex.appraisal;
  if (hit('insult') || hit('threat') || a.threat >= 0.5) return result('hostile');
  for (const k of ['askUserName', 'askMemories', 'askIdentity', 'askAge', 'askJob', 'askHobbies', 'askHome', 'howAreYou'] as const) {
    if (cues[k].test(norm)) return result(k);
  }
  const facts = extractMemories(text, lang);
  if (facts.length > 0) return result('shareFact', facts);
  if (cues.goodbye.test(norm)) return result('goodbye');
  const words = size(norm);
  if (cues.thanks.test(norm) && (words <= 8 || !ex.isQuestion)) return result('thanks');
  const toYou = cues.you.test(norm) || cues.youAre.test(norm) || lang === 'ja-JP' || (CJK.test(norm) && words <= 4);
  const praise = hit('affection') || hit('compliment') || (hit('positive') && cues.youAre.test(norm) && !ex.isQuestion);
  if (praise && toYou && !hit('sadness')) return result('affection');
  if (hit('sadness') || (hit('negative') && a.valence <= -0.2)) return result('sad');
  if ((hit('positive') || hit('excitement')) && a.valence >= 0.3 && !ex.isQuestion && !cues.greeting.test(norm)) return result('goodNews');
  if ((cues.greeting.test(norm) || hit('greeting')) && words <= 6) return result('greeting');
  if (ex.isQuestion) return result('question');
  return result('statement');
}
