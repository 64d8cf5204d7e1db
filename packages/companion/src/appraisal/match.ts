/**
 * Finds lexicon entries in a normalised text: longest match first, per token for segmented
 * languages and per character span for Chinese and Japanese.
 */
import type { LanguageCode } from '../languages.js';
import { tokenVariants } from '../text/index.js';
import type { CompiledEntry, CompiledLexicon, EntryKind } from './compile.js';

/** One match: positions are token indexes (segmented) or character offsets (CJK). */
export interface Hit {
  readonly kind: EntryKind;
  readonly start: number;
  readonly end: number;
  readonly text: string;
  /** French `n'…` elision: the word carries its own negation. */
  readonly selfNegated: boolean;
}

function matchesAt(tokens: readonly string[], i: number, first: string, e: CompiledEntry): boolean {
  const n = e.tokens.length;
  if (i + n > tokens.length) return false;
  for (let j = 0; j < n; j++) {
    const have = j === 0 ? first : tokens[i + j]!;
    const want = e.tokens[j]!;
    if (e.prefix && j === n - 1 ? !have.startsWith(want) : have !== want) return false;
  }
  return true;
}

/** Hits in a tokenised text (space-separated languages). */
export function matchTokens(tokens: readonly string[], lex: CompiledLexicon, lang: LanguageCode): Hit[] {
  const hits: Hit[] = [];
  let i = 0;
  while (i < tokens.length) {
    const token = tokens[i]!;
    let best: CompiledEntry | null = null;
    for (const v of tokenVariants(token, lang)) {
      for (const e of lex.byFirst.get(v) ?? []) {
        if ((!best || e.size > best.size) && matchesAt(tokens, i, v, e)) best = e;
      }
      if (!best) {
        for (const [len, map] of lex.prefixIndex) {
          if (len > v.length) continue;
          const e = map.get(v.slice(0, len));
          if (e) {
            best = e;
            break;
          }
        }
      }
      if (best) break;
    }
    if (best) {
      hits.push({
        kind: best.kind,
        start: i,
        end: i + best.tokens.length,
        text: best.tokens.join(' '),
        selfNegated: token.startsWith("n'"),
      });
      i += best.tokens.length;
    } else {
      i++;
    }
  }
  return hits;
}

/**
 * Hits in an unsegmented text (Chinese, Japanese): forward maximum matching — at each position
 * the longest entry that starts there, then on after it.
 */
export function matchSubstrings(text: string, lex: CompiledLexicon): Hit[] {
  const hits: Hit[] = [];
  let i = 0;
  while (i < text.length) {
    let best: CompiledEntry | null = null;
    for (const e of lex.byChar.get(text[i]!) ?? []) {
      if (text.startsWith(e.tokens[0]!, i)) {
        best = e;
        break;
      }
    }
    if (best) {
      const s = best.tokens[0]!;
      hits.push({ kind: best.kind, start: i, end: i + s.length, text: s, selfNegated: false });
      i += s.length;
    } else {
      i++;
    }
  }
  return hits;
}
