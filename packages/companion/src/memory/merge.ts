/**
 * How new facts replace stored ones: a fact replaces the stored fact with the same key, and a
 * like replaces the dislike of the same thing (and the other way round).
 */
import type { LanguageCode } from '../languages.js';
import type { MemoryCandidate, MemoryFact } from './types.js';

/**
 * The stored keys a new fact replaces: its own key, and for `like:X` / `dislike:X` also the
 * opposite key of the same thing. Delete facts with these keys, then store the new one.
 * @example replacedKeys({ kind: 'like', key: 'like:jazz' }) // ['like:jazz', 'dislike:jazz']
 */
export function replacedKeys(fact: Pick<MemoryCandidate, 'kind' | 'key'>): string[] {
  const m = /^(like|dislike):(.+)$/.exec(fact.key);
  if (!m) return [fact.key];
  const other = m[1] === 'like' ? 'dislike' : 'like';
  return [fact.key, `${other}:${m[2]}`];
}

/**
 * Stored facts after learning `candidates` (pure; for tests and in-memory stores): replaced
 * facts are dropped, each candidate becomes a fact learnt in `language` at `nowMs`. A fact
 * keeps the id of the fact it replaces with the same key; a new fact gets its key as id.
 */
export function mergeMemories(
  existing: readonly MemoryFact[],
  candidates: readonly MemoryCandidate[],
  language: LanguageCode,
  nowMs: number,
): MemoryFact[] {
  let out = [...existing];
  for (const c of candidates) {
    const drop = new Set(replacedKeys(c));
    const same = out.find((f) => f.key === c.key);
    out = out.filter((f) => !drop.has(f.key));
    out.push({ ...c, id: same?.id ?? c.key, language, updatedAtMs: nowMs });
  }
  return out;
}
