/**
 * Recall: which stored facts to put in front of the avatar for one message.
 */
import { toLanguageCode, type LanguageCode } from '../languages.js';
import { memoryQuestion } from './questions.js';
import { fold } from './text.js';
import type { MemoryFact } from './types.js';

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
const CJK_RUN = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー]+/gu;
/** Function words that say nothing about a topic, in the 8 languages (folded). */
const STOP = new Set(
  (
    'the|and|you|your|are|was|what|how|who|why|when|where|with|that|this|have|has|for|not|but|from|about|just|really|like|love|know|remember|' +
    'der|die|das|und|ich|du|dein|deine|mein|meine|ist|bist|nicht|mit|von|was|wie|wer|hast|habe|weißt|' +
    'les|des|une|est|tu|ton|ta|mon|que|qui|pas|avec|pour|dans|sur|quoi|comment|' +
    'los|las|una|uno|que|como|con|por|para|mis|tus|eres|estas|' +
    'gli|una|che|come|con|per|sei|hai|mio|mia|tuo|tua|' +
    'انا|انت|هل|ما|ماذا|كيف|من|في|على|الى|عن|هذا|هذه'
  ).split('|'),
);

/** The words of a text (folded, ≥ 3 letters, no function words) plus CJK character bigrams. */
export function topicTerms(text: string): Set<string> {
  const out = new Set<string>();
  const f = fold(text);
  for (const m of f.matchAll(/[\p{L}\p{N}]+/gu)) {
    const w = m[0];
    if (CJK.test(w)) continue;
    if (w.length >= 3 && !STOP.has(w)) out.add(w);
  }
  for (const m of f.matchAll(CJK_RUN)) {
    const run = m[0];
    if (run.length === 1) out.add(run);
    for (let i = 0; i + 1 < run.length; i++) out.add(run.slice(i, i + 2));
  }
  return out;
}

function overlap(terms: ReadonlySet<string>, fact: MemoryFact): number {
  const own = topicTerms(`${fact.value} ${fact.key.replace(/[:-]/g, ' ')} ${fact.text}`);
  let n = 0;
  for (const t of own) if (terms.has(t)) n++;
  return n;
}

const newestFirst = (a: MemoryFact, b: MemoryFact): number =>
  b.updatedAtMs - a.updatedAtMs || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * The facts to recall for `message`, at most `limit`: the `name` fact first when present, then
 * the facts of the kinds the message asks the avatar to remember ("what do I do in my free
 * time?" → the likes, `memoryQuestion`), then facts sharing words with the message
 * (accent-folded; Chinese and Japanese by character bigrams), most shared first, then the most
 * recent. Deterministic (ties by id).
 */
export function recallMemories(
  all: readonly MemoryFact[],
  message: string,
  language: LanguageCode | string,
  limit = 8,
): MemoryFact[] {
  const lang = toLanguageCode(language);
  const max = Math.max(0, Math.floor(limit));
  if (max === 0 || all.length === 0) return [];
  const names = all.filter((f) => f.kind === 'name').sort(newestFirst);
  const rest = all.filter((f) => f.kind !== 'name');
  const terms = topicTerms(message ?? '');
  const asked = memoryQuestion(message ?? '', lang)?.kinds ?? [];
  // A fact of a kind asked about outranks any number of shared words.
  const scored = rest.map((f) => ({
    f,
    score: (asked.includes(f.kind) ? 1000 : 0) + (terms.size ? overlap(terms, f) : 0),
  }));
  const relevant = scored
    .filter((s) => s.score > 0)
    .sort((a, b) => b.score - a.score || newestFirst(a.f, b.f))
    .map((s) => s.f);
  const others = scored
    .filter((s) => s.score === 0)
    .map((s) => s.f)
    .sort(newestFirst);
  return [...names.slice(0, 1), ...relevant, ...others].slice(0, max);
}
