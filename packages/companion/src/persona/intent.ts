/**
 * What the user's message is about (rule-based, per language): the intent an offline reply
 * answers.
 */
import { explainAppraisal } from '../appraisal/appraise.js';
import { normalizeText } from '../text/index.js';
import { toLanguageCode, type LanguageCode } from '../languages.js';
import { PACKS } from '../languages/index.js';
import type { MemoryCandidate } from '../memory/types.js';
import { readMessage, type Reading } from './reading.js';

/** The intents, in the order they are tested (the first that applies wins). */
export const INTENTS = [
  'hostile',
  'askUserName',
  'askMemories',
  'askIdentity',
  'askAge',
  'askJob',
  'askHobbies',
  'askHome',
  'askNews',
  'howAreYou',
  'shareFact',
  'goodbye',
  'thanks',
  'affection',
  'sad',
  'goodNews',
  'greeting',
  'question',
  'statement',
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

/**
 * The intent of `message` in `language`, tested in `INTENTS` order: hostility (insults,
 * threats) first, then questions about the user and the avatar, "any news?", "how are you", shared facts,
 * goodbye, thanks, affection or compliments for the avatar, sadness or trouble, good news,
 * greetings, other questions and requests for facts, advice, recommendations, stories or
 * explanations (`request` cue: "tell me a story", "recommend me a book"); otherwise a statement. Affection counts only when addressed to the
 * avatar ("you are lovely", "I like talking to you"), not for a thing the user loves or for good
 * news ("wonderful news"). `readMessage` reads everything else a message carries.
 * @example detectIntent("What's my name?", 'en-US').intent // 'askUserName'
 */
export function detectIntent(message: string, language: LanguageCode | string): IntentResult {
  const lang = toLanguageCode(language);
  const text = typeof message === 'string' ? message : '';
  const r = readMessage(text, lang);
  const intent = intentOf(r, text, lang);
  return { intent, facts: intent === 'shareFact' ? r.facts : [], isQuestion: r.isQuestion };
}

/** The main intent of a message already read (`readMessage`), in `INTENTS` order. */
export function intentOf(r: Reading, message: string, lang: LanguageCode): Intent {
  const norm = normalizeText(typeof message === 'string' ? message : '', lang).trim();
  if (!norm) return 'statement';
  if (r.hostile) return 'hostile';
  // Questions about the user come first (`memoryQuestion`, read into `r.asks`).
  if (r.asks.includes('userName')) return 'askUserName';
  if (r.asks.includes('memories')) return 'askMemories';
  const cues = PACKS[lang].cues;
  for (const k of ['askIdentity', 'askAge', 'askJob', 'askHobbies', 'askHome', 'howAreYou'] as const) {
    // "Any news?" is asked in a question or a request only (`readMessage`), and before "how are you".
    if (k === 'howAreYou' && r.asks.includes('news')) return 'askNews';
    if (cues[k].test(norm)) return k;
  }
  if (r.asks.includes('news')) return 'askNews';
  if (r.facts.length > 0) return 'shareFact';
  if (r.goodbye) return 'goodbye';
  if (r.thanks) return 'thanks';
  if (r.compliment) return 'affection';
  if (r.sad) return 'sad';
  if (r.goodNews) return 'goodNews';
  if (r.greeting && r.size <= 6) return 'greeting';
  // A request for facts, advice, a story or an explanation ("tell me a story") is a question too.
  if (asksSomething(r, norm, lang) || cues.request.test(norm)) return 'question';
  return 'statement';
}

/**
 * True when the message asks something: a question mark, or a question word that is not only an
 * indefinite or inside a reported question (`notAsking` cue: 她不肯告诉我为什么, 我什么都不想做, 誰もいない).
 */
function asksSomething(r: Reading, norm: string, lang: LanguageCode): boolean {
  const notAsking = PACKS[lang].cues.notAsking;
  if (!r.isQuestion || !notAsking || /[?？؟]/u.test(norm)) return r.isQuestion;
  const rest = norm.replace(new RegExp(notAsking.source, 'gu'), '、');
  return rest === norm || explainAppraisal(rest, lang).isQuestion;
}
