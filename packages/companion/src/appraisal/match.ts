/**
 * Finds lexicon entries in a normalised text: longest match first, per token for segmented
 * languages and per character span for Chinese and Japanese.
 */
import type { LanguageCode } from '../languages.js';
import type { CompiledEntry, CompiledLexicon, EntryKind } from './compile.js';
import { tokenVariants } from './normalize.js';

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
      if (!best) for (const e of lex.prefixes) if (v.startsWith(e.tokens[0]!)) { best = e; break; }
      if (best) break;
    }
    if (best) {
      hits.push({ kind: best.kind, start: i, end: i + best.tokens.length, text: best.tokens.join(' '), selfNegated: token.startsWith("n'") });
      i += best.tokens.length;
    } else {
      i++;
    }
  }
  return hits;
}

/** Hits in an unsegmented text (Chinese, Japanese): substring search, longest entries first. */
export function matchSubstrings(text: string, lex: CompiledLexicon): Hit[] {
  const covered = new Uint8Array(text.length);
  const hits: Hit[] = [];
  for (const e of lex.all) {
    const s = e.tokens[0]!;
    let from = 0;
    for (;;) {
      const at = text.indexOf(s, from);
      if (at < 0) break;
      from = at + 1;
      let free = true;
      for (let k = at; k < at + s.length; k++) if (covered[k]) { free = false; break; }
      if (!free) continue;
      covered.fill(1, at, at + s.length);
      hits.push({ kind: e.kind, start: at, end: at + s.length, text: s, selfNegated: false });
    }
  }
  return hits.sort((a, b) => a.start - b.start);
}
